import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '#server/db/schema/orders.ts';
import { pdfOwnerships } from '#server/modules/library/testing.ts';
import type { OrderStatus } from '#shared/contract/orders.ts';
import { createBook, createBuyer, digitalBody, hardCopyBody, setUpOrdersTest, stockOf } from './fixtures.ts';
import { canMove, type StatusChange, setOrderStatus } from './lifecycle.ts';

const { ctx, ref, call } = setUpOrdersTest();

const move = (id: number, next: OrderStatus, change: Partial<StatusChange> = {}) =>
  setOrderStatus(ctx.app.db, id, next, { publicUrl: ctx.config.publicUrl, ...change });

async function paperOrder(quantity = 2) {
  const buyer = await createBuyer(ctx.app.db);
  const book = await createBook(ctx, { stock: 10 });
  const res = await call('POST', '/orders', {
    token: buyer.token,
    body: hardCopyBody(ref, { books: [{ book_id: book.id, quantity }] }),
  });
  return { orderId: res.json().data.id as number, bookId: book.id, clientId: buyer.id };
}

const statusOf = async (id: number) =>
  (await ctx.app.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0].s;

describe('order lifecycle', () => {
  it('knows the allowed moves', () => {
    const allowed: [OrderStatus, OrderStatus][] = [
      ['pending', 'processing'],
      ['processing', 'shipped'],
      ['shipped', 'delivered'],
      ['pending', 'cancelled'],
      ['processing', 'cancelled'],
      ['awaiting_payment', 'paid'],
      ['awaiting_payment', 'cancelled'],
      ['paid', 'cancelled'],
    ];
    for (const [from, to] of allowed) expect(canMove(from, to), `${from} → ${to}`).toBe(true);
    const refused: [OrderStatus, OrderStatus][] = [
      ['pending', 'shipped'],
      ['pending', 'paid'],
      ['shipped', 'cancelled'],
      ['delivered', 'cancelled'],
      ['delivered', 'pending'],
      ['cancelled', 'pending'],
      ['paid', 'awaiting_payment'],
      ['awaiting_payment', 'processing'],
    ];
    for (const [from, to] of refused) expect(canMove(from, to), `${from} → ${to}`).toBe(false);
  });

  it('moves a hard copy from pending to delivered step by step', async () => {
    const { orderId, bookId } = await paperOrder();
    for (const next of ['processing', 'shipped', 'delivered'] as const) {
      await move(orderId, next);
      expect(await statusOf(orderId)).toBe(next);
    }
    expect(await stockOf(ctx.app.db, bookId)).toBe(8);
    await expect(move(orderId, 'cancelled')).rejects.toMatchObject({
      statusCode: 409,
      code: 'invalid_status',
    });
  });

  it('refuses to skip a step', async () => {
    const { orderId } = await paperOrder();
    await expect(move(orderId, 'shipped')).rejects.toMatchObject({ statusCode: 409 });
    expect(await statusOf(orderId)).toBe('pending');
  });

  it('returns the stock when staff cancel an order in processing', async () => {
    const { orderId, bookId } = await paperOrder(3);
    expect(await stockOf(ctx.app.db, bookId)).toBe(7);
    await move(orderId, 'processing');
    await move(orderId, 'cancelled');
    expect(await stockOf(ctx.app.db, bookId)).toBe(10);
    await expect(move(orderId, 'cancelled')).rejects.toMatchObject({ statusCode: 409 });
    expect(await stockOf(ctx.app.db, bookId)).toBe(10);
  });

  it('does not let the client cancel once processing has begun', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, { stock: 5 });
    const placed = await call('POST', '/orders', {
      token: buyer.token,
      body: hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 1 }] }),
    });
    const id = placed.json().data.id;
    await move(id, 'processing');
    const res = await call('POST', `/orders/${id}/cancel`, { token: buyer.token });
    expect(res.statusCode).toBe(409);
    expect(await statusOf(id)).toBe('processing');
  });

  it('grants the PDFs when a digital order is paid', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, { pdf: true });
    const placed = await call('POST', '/orders', { token: buyer.token, body: digitalBody(ref, [book.id]) });
    const id = placed.json().data.id;
    await expect(move(id, 'processing')).rejects.toMatchObject({ statusCode: 409 });
    await move(id, 'paid', { paymentReference: 'manual-1' });
    const [order] = await ctx.app.db.select().from(orders).where(eq(orders.id, id));
    expect(order).toMatchObject({ status: 'paid', paymentReference: 'manual-1', paidAt: expect.any(Date) });
    const owned = await ctx.app.db.select().from(pdfOwnerships).where(eq(pdfOwnerships.clientId, buyer.id));
    expect(owned).toEqual([expect.objectContaining({ bookId: book.id, orderId: id })]);
  });

  it('answers 404 for an unknown order', async () => {
    await expect(move(999999, 'processing')).rejects.toMatchObject({ statusCode: 404 });
  });
});
