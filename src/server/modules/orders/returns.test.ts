import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderRefunds } from '#server/db/schema/orders.ts';
import { invoices } from '#server/modules/invoicing/testing.ts';
import { mailsTo } from '#server/modules/mail/index.ts';
import { signedInStaff } from '#server/modules/staff/testing.ts';
import { onRealPostgres } from '#server/test/harness.ts';
import { createBook, createBuyer, hardCopyBody, setUpOrdersTest, stockOf } from './fixtures.ts';

/*
 * Printed copies taken back after delivery: with a reason, into stock once or not at all, the cash
 * handed back recorded for cash on delivery (no provider is asked), a credit note for it, one mail to
 * the reader, and the dashboard's revenue net of it.
 */

const { ctx, ref, call } = setUpOrdersTest();
let desk = { token: '' };
let admin = { token: '' };
beforeAll(async () => {
  desk = await signedInStaff(ctx, 'orders');
  admin = await signedInStaff(ctx, 'admin');
});

const move = (id: number, body: Record<string, unknown>) =>
  call('POST', `/staff/orders/${id}/status`, { token: desk.token, body });

/** A printed order of `quantity` copies at $20, delivered and (unless told) its cash received. */
async function deliveredOrder(quantity = 3, { paid = true } = {}) {
  const buyer = await createBuyer(ctx.app.db);
  const book = await createBook(ctx, { stock: 10, hardcopyPriceCents: 2000 });
  const placed = await call('POST', '/orders', {
    token: buyer.token,
    body: hardCopyBody(ref, { books: [{ book_id: book.id, quantity }] }),
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const id = placed.json().data.id as number;
  expect((await move(id, { status: 'processing' })).statusCode).toBe(200);
  const shipped = await move(id, { status: 'shipped', carrier: 'Aramex', tracking_number: 'AX123' });
  expect(shipped.statusCode, shipped.body).toBe(200);
  expect((await move(id, { status: 'delivered' })).statusCode).toBe(200);
  if (paid)
    expect((await call('POST', `/staff/orders/${id}/paid`, { token: desk.token })).statusCode).toBe(200);
  const order = (await call('GET', `/staff/orders/${id}`, { token: desk.token })).json().data;
  return { id, order, buyer, bookId: book.id as number, lineId: order.lines[0].id as number };
}

const takeBack = (id: number, body: Record<string, unknown>, token = desk.token) =>
  call('POST', `/staff/orders/${id}/returns`, { token, body });

describe('taking printed copies back', () => {
  it('records the return, restocks the copies, records the cash handed back and mails the reader once', async () => {
    const { id, order, buyer, bookId, lineId } = await deliveredOrder(3);
    const stockBefore = await stockOf(ctx.app.db, bookId);
    const share = order.line_refunds[0].share_cents as number;
    const body = {
      lines: [{ line_id: lineId, quantity: 1 }],
      reason: 'Damaged cover',
      restock: true,
      idempotency_key: 'return-dialog-0001',
    };

    const res = await takeBack(id, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('The return is recorded');
    const data = res.json().data;
    expect(data.refunds).toMatchObject([
      {
        kind: 'return',
        method: 'cash',
        state: 'done',
        amount_cents: Math.floor(share / 3),
        reason: 'Damaged cover',
        restock: true,
        provider_reference: null,
        lines: [{ line_id: lineId, quantity: 1 }],
        credit_note_number: expect.stringMatching(/^CN-/),
      },
    ]);
    expect(data.line_refunds[0].open).toBe(2);
    expect(await stockOf(ctx.app.db, bookId)).toBe(stockBefore + 1);
    const changes = (await call('GET', `/staff/books/${bookId}/stock-changes`, { token: desk.token })).json()
      .data;
    expect(changes).toMatchObject([
      { delta: 1, stock_after: stockBefore + 1, staff: { id: expect.any(Number) } },
    ]);
    expect(changes[0].reason).toBe(`مسترد من الطلب #${id} / Returned from order #${id}: Damaged cover`);

    expect((await takeBack(id, body)).statusCode).toBe(200);
    expect(await stockOf(ctx.app.db, bookId)).toBe(stockBefore + 1);
    const mails = (await mailsTo(ctx.app.db, buyer.email)).filter((m) => m.kind === 'order_returned');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`وصلتنا النسخ التي أعدتها (الطلب ${id})`);
    const notes = await ctx.app.db.select().from(invoices).where(eq(invoices.orderId, id));
    expect(notes.filter((n) => n.kind === 'credit_note').map((n) => n.totalCents)).toEqual([
      Math.floor(share / 3),
    ]);
  });

  it('keeps the copies out of stock when told, and refunds nothing on an unpaid order', async () => {
    const { id, bookId, lineId } = await deliveredOrder(2, { paid: false });
    const stockBefore = await stockOf(ctx.app.db, bookId);
    const res = await takeBack(id, {
      lines: [{ line_id: lineId, quantity: 2 }],
      reason: 'Refused at the door',
      restock: false,
      idempotency_key: 'return-unpaid-01',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.refunds).toMatchObject([{ method: 'none', amount_cents: 0, restock: false }]);
    expect(res.json().data.can_return).toBe(false);
    expect(await stockOf(ctx.app.db, bookId)).toBe(stockBefore);
  });

  it('refuses more copies than were delivered and not yet returned', async () => {
    const { id, lineId } = await deliveredOrder(2);
    const first = { lines: [{ line_id: lineId, quantity: 2 }], reason: 'x', restock: true };
    expect((await takeBack(id, { ...first, idempotency_key: 'too-many-0001' })).statusCode).toBe(200);
    const again = await takeBack(id, {
      ...first,
      lines: [{ line_id: lineId, quantity: 1 }],
      idempotency_key: 'too-many-0002',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      message: 'More copies than were delivered and not yet given back: at most 0',
      code: 'refund_lines',
    });
  });

  it('refuses a return before delivery', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, { stock: 5, hardcopyPriceCents: 1000 });
    const placed = await call('POST', '/orders', {
      token: buyer.token,
      body: hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 1 }] }),
    });
    const id = placed.json().data.id as number;
    const order = (await call('GET', `/staff/orders/${id}`, { token: admin.token })).json().data;
    const res = await takeBack(
      id,
      {
        lines: [{ line_id: order.lines[0].id, quantity: 1 }],
        reason: 'x',
        restock: true,
        idempotency_key: 'early-000001',
      },
      admin.token,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Copies can be taken back only once a printed order is delivered',
      code: 'not_delivered',
    });
  });

  it('takes returned money off the dashboard revenue', async () => {
    const before = (await call('GET', '/staff/dashboard', { token: admin.token })).json().data.sales.today
      .revenue_cents.paper as number;
    const { id, order, lineId } = await deliveredOrder(1);
    const paid = (await call('GET', '/staff/dashboard', { token: admin.token })).json().data.sales.today
      .revenue_cents.paper as number;
    expect(paid - before).toBe(order.net_price * 100);
    const res = await takeBack(id, {
      lines: [{ line_id: lineId, quantity: 1 }],
      reason: 'Wrong book',
      restock: true,
      amount_cents: 1500,
      idempotency_key: 'dashboard-0001',
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await call('GET', '/staff/dashboard', { token: admin.token })).json().data.sales.today
      .revenue_cents.paper as number;
    expect(paid - after).toBe(1500);
  });
});

// Clicks arriving together need connections side by side: PGlite has one, so this runs on PostgreSQL.
describe.runIf(onRealPostgres)('returns clicked at the same moment', () => {
  it('restocks once when the same return is sent five times at once', async () => {
    const { id, bookId, lineId } = await deliveredOrder(2);
    const stockBefore = await stockOf(ctx.app.db, bookId);
    const body = {
      lines: [{ line_id: lineId, quantity: 1 }],
      reason: 'Damaged',
      restock: true,
      idempotency_key: 'same-click-0001',
    };
    const answers = await Promise.all(Array.from({ length: 5 }, () => takeBack(id, body)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await stockOf(ctx.app.db, bookId)).toBe(stockBefore + 1);
    expect(await ctx.app.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, id))).toHaveLength(1);
  });

  it('never takes back more copies than were delivered when different returns race', async () => {
    const { id, bookId, lineId } = await deliveredOrder(2);
    const stockBefore = await stockOf(ctx.app.db, bookId);
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        takeBack(id, {
          lines: [{ line_id: lineId, quantity: 1 }],
          reason: 'Damaged',
          restock: true,
          idempotency_key: `race-click-000${i}`,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 422, 422]);
    expect(await stockOf(ctx.app.db, bookId)).toBe(stockBefore + 2);
  });
});
