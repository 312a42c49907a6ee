import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderStatusHistory, orders } from '#server/db/schema/orders.ts';
import { onRealPostgres } from '#server/test/harness.ts';
import { expireUnpaidOrders } from './admin-write.ts';
import {
  createBook,
  createBuyer,
  digitalBody,
  hardCopyBody,
  payInSandbox,
  setUpOrdersTest,
} from './fixtures.ts';

/* Changes made by the client and by the server are in the order's history too, without a staff member. */

const { ctx, ref, call } = setUpOrdersTest();

const historyOf = async (orderId: number) =>
  (
    await ctx.app.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId))
      .orderBy(asc(orderStatusHistory.id))
  ).map(({ fromStatus, toStatus, staffId, note }) => ({ fromStatus, toStatus, staffId, note }));

const statusOf = async (id: number) =>
  (await ctx.app.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0].s;

async function digitalOrder() {
  const buyer = await createBuyer(ctx.app.db);
  const book = await createBook(ctx, { pdf: true });
  const res = await call('POST', '/orders', { token: buyer.token, body: digitalBody(ref, [book.id]) });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().data.id as number, buyer, bookId: book.id };
}

/** Moves the order's placing time back by `minutes`. */
const placedAgo = (id: number, minutes: number) =>
  ctx.app.db
    .update(orders)
    .set({ createdAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(orders.id, id));

describe('an order’s history beyond staff', () => {
  it('records the client’s own cancel and a card payment, with no staff member', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, { stock: 4 });
    const placed = await call('POST', '/orders', {
      token: buyer.token,
      body: hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 1 }] }),
    });
    const id = placed.json().data.id;
    expect((await call('POST', `/orders/${id}/cancel`, { token: buyer.token })).statusCode).toBe(200);
    expect(await historyOf(id)).toEqual([
      { fromStatus: 'pending', toStatus: 'cancelled', staffId: null, note: null },
    ]);

    const digital = await digitalOrder();
    const paid = await payInSandbox(ctx, call, digital.buyer, digital.id);
    expect(paid.json().paid, paid.body).toBe(true);
    // The provider's event id is kept: which notice paid the order.
    expect(await historyOf(digital.id)).toEqual([
      {
        fromStatus: 'awaiting_payment',
        toStatus: 'paid',
        staffId: null,
        note: expect.stringMatching(/^payment evt_sandbox_/),
      },
    ]);
  });
});

describe('unpaid digital orders expire', () => {
  it('cancels digital orders awaiting payment longer than the time allowed, and no other order', async () => {
    const stale = await digitalOrder();
    await placedAgo(stale.id, 61);
    const fresh = await digitalOrder();
    await placedAgo(fresh.id, 59);
    const paid = await digitalOrder();
    await payInSandbox(ctx, call, paid.buyer, paid.id);
    await placedAgo(paid.id, 120);
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, { stock: 3 });
    const paper = await call('POST', '/orders', {
      token: buyer.token,
      body: hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 1 }] }),
    });
    await placedAgo(paper.json().data.id, 120);

    const expired = await expireUnpaidOrders(ctx.app.db, 60, ctx.config.publicUrl);
    expect(expired).toContain(stale.id);
    expect(expired).not.toContain(fresh.id);
    expect(await statusOf(stale.id)).toBe('cancelled');
    expect(await statusOf(fresh.id)).toBe('awaiting_payment');
    expect(await statusOf(paid.id)).toBe('paid');
    expect(await statusOf(paper.json().data.id)).toBe('pending');
    expect(await historyOf(stale.id)).toEqual([
      { fromStatus: 'awaiting_payment', toStatus: 'cancelled', staffId: null, note: 'expired' },
    ]);
    expect(await expireUnpaidOrders(ctx.app.db, 60, ctx.config.publicUrl)).not.toContain(stale.id);
  });

  it('releases the checkout: the reader can order and pay for the same book again', async () => {
    const first = await digitalOrder();
    await placedAgo(first.id, 90);
    await expireUnpaidOrders(ctx.app.db, 60, ctx.config.publicUrl);
    const again = await call('POST', '/orders', {
      token: first.buyer.token,
      body: digitalBody(ref, [first.bookId]),
    });
    expect(again.statusCode, again.body).toBe(201);
    const paid = await payInSandbox(ctx, call, first.buyer, again.json().data.id);
    expect(paid.json().paid, paid.body).toBe(true);
    const late = await payInSandbox(ctx, call, first.buyer, first.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: 'This order is cancelled', code: 'cancelled' });
  });

  it.runIf(onRealPostgres)('pays or expires an order racing both ways, never both', async () => {
    const racing = await Promise.all(Array.from({ length: 6 }, () => digitalOrder()));
    for (const order of racing) await placedAgo(order.id, 90);
    const [expired, ...payments] = await Promise.all([
      expireUnpaidOrders(ctx.app.db, 60, ctx.config.publicUrl),
      ...racing.map((order) => payInSandbox(ctx, call, order.buyer, order.id)),
    ]);
    for (const [i, order] of racing.entries()) {
      const status = await statusOf(order.id);
      const history = await historyOf(order.id);
      expect(history).toHaveLength(1);
      if (payments[i].statusCode === 200 && payments[i].json().paid) {
        expect(status).toBe('paid');
        expect(expired).not.toContain(order.id);
      } else {
        // Refused at the checkout (409), or paid after it expired: then the money went back.
        expect(status).toBe('cancelled');
        expect(expired).toContain(order.id);
      }
    }
  });
});
