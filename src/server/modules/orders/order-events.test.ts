import { count, eq, like } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { orderStatusHistory, orders } from '#server/db/schema/orders.ts';
import { giftOf, placeGift } from '#server/modules/gifts/testing.ts';
import { invoiceAsOnceWhenPlaced, invoices } from '#server/modules/invoicing/testing.ts';
import { pdfOwnerships } from '#server/modules/library/testing.ts';
import { mailOutbox } from '#server/modules/mail/testing.ts';
import { type OrderEventType, orderEvents } from '#server/services/order-events.ts';
import { createBook, createBuyer, digitalBody, hardCopyBody, setUpOrdersTest, stockOf } from './fixtures.ts';
import { setOrderStatus } from './lifecycle.ts';

/* The order's events run in its transaction: a subscriber that throws undoes the whole change (decision 070). */

const { ctx, ref, call } = setUpOrdersTest();

const move = (id: number, next: 'processing' | 'paid' | 'cancelled') =>
  setOrderStatus(ctx.app.db, id, next, { publicUrl: ctx.config.publicUrl });

let unsubscribe: (() => void) | null = null;
afterEach(() => unsubscribe?.());

/** Subscribes, after every module, a handler of `type` that fails, and counts the events it saw. */
function failOn(type: OrderEventType) {
  const seen: number[] = [];
  unsubscribe = orderEvents.subscribe('test:fails', {
    [type]: async (_tx: Db, event: { order?: { id: number } }) => {
      seen.push(event.order?.id ?? 0);
      throw new Error('subscriber failed');
    },
  });
  return seen;
}

/** What the order and every subscriber wrote for it, to compare before and after. */
async function footprint(orderId: number, clientId: number) {
  const db = ctx.app.db;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const [history] = await db
    .select({ n: count() })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId));
  const documents = await db
    .select({ kind: invoices.kind })
    .from(invoices)
    .where(eq(invoices.orderId, orderId));
  const owned = await db.select().from(pdfOwnerships).where(eq(pdfOwnerships.clientId, clientId));
  const mails = await db
    .select({ key: mailOutbox.key })
    .from(mailOutbox)
    .where(like(mailOutbox.key, `order:${orderId}:%`));
  return {
    status: order!.status,
    paidAt: order!.paidAt,
    history: history!.n,
    documents: documents.map((d) => d.kind).sort(),
    owned: owned.length,
    mails: mails.map((m) => m.key).sort(),
  };
}

describe('order events', () => {
  it('undoes a cancellation, its stock, credit note and mail, when a subscriber throws', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, { stock: 10 });
    const res = await call('POST', '/orders', {
      token: buyer.token,
      body: hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 3 }] }),
    });
    const orderId = res.json().data.id as number;
    // Invoiced when placed, as printed orders once were, so that its cancellation issues a credit note.
    await invoiceAsOnceWhenPlaced(ctx.app.db, orderId);
    await move(orderId, 'processing');
    const before = await footprint(orderId, buyer.id);
    expect(before).toMatchObject({ status: 'processing', history: 1, documents: ['invoice'] });
    expect(await stockOf(ctx.app.db, book.id)).toBe(7);

    const seen = failOn('cancelled');
    await expect(move(orderId, 'cancelled')).rejects.toThrow('subscriber failed');
    expect(seen).toEqual([orderId]);
    expect(await footprint(orderId, buyer.id)).toEqual(before);
    expect(await stockOf(ctx.app.db, book.id)).toBe(7);

    unsubscribe!();
    await move(orderId, 'cancelled');
    expect(await footprint(orderId, buyer.id)).toMatchObject({
      status: 'cancelled',
      history: 2,
      documents: ['credit_note', 'invoice'],
      mails: [`order:${orderId}:cancelled`, `order:${orderId}:received`],
    });
    expect(await stockOf(ctx.app.db, book.id)).toBe(10);
  });

  it('undoes a payment, its invoice, PDFs owned and mail, when a subscriber throws', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, { pdf: true });
    const res = await call('POST', '/orders', { token: buyer.token, body: digitalBody(ref, [book.id]) });
    const orderId = res.json().data.id as number;
    const before = await footprint(orderId, buyer.id);
    expect(before).toMatchObject({
      status: 'awaiting_payment',
      paidAt: null,
      documents: [],
      owned: 0,
      mails: [],
    });

    failOn('paid');
    await expect(move(orderId, 'paid')).rejects.toThrow('subscriber failed');
    expect(await footprint(orderId, buyer.id)).toEqual(before);

    unsubscribe!();
    await move(orderId, 'paid');
    expect(await footprint(orderId, buyer.id)).toMatchObject({
      status: 'paid',
      history: before.history + 1,
      documents: ['invoice'],
      owned: 1,
      mails: [`order:${orderId}:paid`],
    });
  });

  it("undoes a gift's sending when a subscriber throws", async () => {
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, { pdf: true });
    const order = await placeGift(call, ref, buyer, book.id, {
      recipient_name: 'Layla',
      recipient_email: `friend-${orderIdSuffix()}@example.com`,
      language: 'en',
    });
    const gift = await giftOf(ctx.app.db, order.id);
    expect(gift).toMatchObject({ state: 'awaiting_payment', sends: 0, tokenHash: null });

    failOn('paid');
    await expect(move(order.id, 'paid')).rejects.toThrow('subscriber failed');
    expect(await giftOf(ctx.app.db, order.id)).toEqual(gift);
    const giftMails = () =>
      ctx.app.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.key, `gift:${gift.id}:1`));
    expect(await giftMails()).toHaveLength(0);

    unsubscribe!();
    await move(order.id, 'paid');
    expect(await giftOf(ctx.app.db, order.id)).toMatchObject({ state: 'sent', sends: 1 });
    expect(await giftMails()).toHaveLength(1);
  });
});

const orderIdSuffix = () => Math.random().toString(36).slice(2, 8);
