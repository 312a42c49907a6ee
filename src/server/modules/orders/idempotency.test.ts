import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '#server/db/schema/orders.ts';
import { onRealPostgres } from '#server/test/harness.ts';
import { type Buyer, createBook, createBuyer, hardCopyBody, setUpOrdersTest, stockOf } from './fixtures.ts';

const { ctx, ref, call } = setUpOrdersTest();

const ordersOf = (clientId: number) => ctx.app.db.select().from(orders).where(eq(orders.clientId, clientId));

describe('repeated submits', () => {
  const place = (buyer: Buyer, bookId: number, key: string, viaHeader = false) =>
    call('POST', '/orders', {
      token: buyer.token,
      headers: viaHeader ? { 'idempotency-key': key } : {},
      body: hardCopyBody(ref, {
        books: [{ book_id: bookId, quantity: 1 }],
        ...(viaHeader ? {} : { idempotency_key: key }),
      }),
    });

  it('answers the first order again for the same key', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, { stock: 1 });
    const first = await place(buyer, book.id, 'checkout-1');
    expect(first.statusCode).toBe(201);
    // Stock is 0 now: the retry must still answer the order, not 409.
    const again = await place(buyer, book.id, 'checkout-1');
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    const viaHeader = await place(buyer, book.id, 'checkout-1', true);
    expect(viaHeader.json().data.id).toBe(first.json().data.id);
    expect(await ordersOf(buyer.id)).toHaveLength(1);
  });

  // Races need connections that run side by side: PGlite has one, so this runs in `npm run test:pg` only.
  it.runIf(onRealPostgres)('creates one order for simultaneous submits with the same key', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, { stock: 10 });
    const answers = await Promise.all(Array.from({ length: 8 }, () => place(buyer, book.id, 'double-click')));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
    expect(await ordersOf(buyer.id)).toHaveLength(1);
    expect(await stockOf(ctx.app.db, book.id)).toBe(9);
  });

  it('keeps keys per client', async () => {
    const a = await createBuyer(ctx.app.db);
    const b = await createBuyer(ctx.app.db);
    const book = await createBook(ctx);
    const first = await place(a, book.id, 'same-key');
    const second = await place(b, book.id, 'same-key');
    expect(second.statusCode).toBe(201);
    expect(second.json().data.id).not.toBe(first.json().data.id);
  });
});
