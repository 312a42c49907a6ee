import { beforeAll, describe, expect, it } from 'vitest';
import { insertBoxSet } from '#server/modules/box-sets/testing.ts';
import { insertCoupon } from '#server/modules/coupons/testing.ts';
import { signedInStaff } from '#server/modules/staff/testing.ts';
import {
  createBook,
  createBuyer,
  handOver,
  hardCopyBody,
  payInSandbox,
  pdfPageTexts,
  setUpOrdersTest,
  stockOf,
} from './fixtures.ts';
import { setOrderStatus } from './lifecycle.ts';

/*
 * A PDF box set paid (issue 39, point 3): the buyer owns each of its books, listed one by one in My
 * books at its share of the price and downloaded stamped like any bought PDF; the refusals of a box set
 * holding a book the buyer owns and of a PDF box set given as a gift; and a printed box set given back
 * only whole.
 */

const { ctx, ref, call } = setUpOrdersTest();
let desk = { token: '' };
beforeAll(async () => {
  desk = await signedInStaff(ctx, 'orders');
});

/** 'Two Tales' as PDFs at $8.00 for books of $5.00 and $6.00. */
async function pdfBoxSet() {
  const a = await createBook(ctx, { titleEn: 'Kalila and Dimna', pdfPriceCents: 500, pdf: true });
  const b = await createBook(ctx, { titleEn: 'The Days', pdfPriceCents: 600, pdf: true });
  const box = await insertBoxSet(ctx.app.db, {
    titleEn: 'Two Tales',
    format: 'pdf',
    priceCents: 800,
    bookIds: [a.id, b.id],
  });
  return { box, a, b };
}

const pdfOrder = (boxSetId: number, fields: Record<string, unknown> = {}) => ({
  payment_type_id: ref.card,
  is_hard_copy: false,
  books: [],
  box_sets: [{ box_set_id: boxSetId }],
  ...fields,
});

describe('a PDF box set paid', () => {
  it('puts each of its books in My books at its share, each downloaded stamped', async () => {
    const { box, a, b } = await pdfBoxSet();
    const buyer = await createBuyer(ctx.app.db);
    await insertCoupon(ctx.app.db, { code: 'TALES', amountCents: 100 });
    const body = pdfOrder(box.id, { coupon_code: 'TALES' });
    const quote = await call('POST', '/orders/quote', { token: buyer.token, body });
    expect(quote.json().data).toMatchObject({ subtotal: 8, discount: 1, net_price: 7 });
    const placed = await call('POST', '/orders', { token: buyer.token, body });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().data;
    expect(order).toMatchObject({ status: 'awaiting_payment', subtotal: 8, discount: 1, net_price: 7 });
    expect((await payInSandbox(ctx, call, buyer, order.id)).json()).toMatchObject({ paid: true });

    const library = await call('GET', `/client-pdf-books?client_id=${buyer.id}`, { token: buyer.token });
    // $8.00 shared 5 : 6 is 3.636… and 4.363…: the left-over cent goes to the larger remainder.
    expect(
      library
        .json()
        .data.map((owned: { book_id: number; order_id: number; price: number }) => [
          owned.book_id,
          owned.order_id,
          owned.price,
        ])
        .sort(),
    ).toEqual(
      [
        [a.id, order.id, 3.64],
        [b.id, order.id, 4.36],
      ].sort(),
    );
    for (const book of [a, b]) {
      const download = await call('GET', `/books/${book.id}/download`, { token: buyer.token });
      expect(download.statusCode).toBe(200);
      for (const text of await pdfPageTexts(download.rawPayload)) {
        expect(text).toContain(`Licensed to ${buyer.email}`);
        expect(text).toContain(`order #${order.id}`);
      }
    }
  });

  it('is refused when the buyer owns one of its books already', async () => {
    const { box, a } = await pdfBoxSet();
    const buyer = await createBuyer(ctx.app.db);
    const first = await call('POST', '/orders', {
      token: buyer.token,
      body: { payment_type_id: ref.card, is_hard_copy: false, books: [{ book_id: a.id }] },
    });
    await payInSandbox(ctx, call, buyer, first.json().data.id);
    const again = await call('POST', '/orders', { token: buyer.token, body: pdfOrder(box.id) });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_owned');
  });

  it('is not given as a gift', async () => {
    const { box } = await pdfBoxSet();
    const buyer = await createBuyer(ctx.app.db);
    const gift = await call('POST', '/orders', {
      token: buyer.token,
      body: pdfOrder(box.id, { gift: { recipient_name: 'Huda', recipient_email: 'huda@example.com' } }),
    });
    expect(gift.statusCode).toBe(422);
    expect(gift.json().errors).toEqual({
      box_sets: ['A PDF gift is one book: a PDF box set cannot be given in a gift order'],
    });
  });
});

describe('a printed box set given back', () => {
  it('is taken back whole, never one of its books alone', async () => {
    const a = await createBook(ctx, { titleEn: 'Palace Walk', hardcopyPriceCents: 1200, stock: 3 });
    const b = await createBook(ctx, { titleEn: 'Palace of Desire', hardcopyPriceCents: 1500, stock: 3 });
    const box = await insertBoxSet(ctx.app.db, {
      titleEn: 'Two Palaces',
      format: 'hardcopy',
      priceCents: 2000,
      bookIds: [a.id, b.id],
    });
    const buyer = await createBuyer(ctx.app.db);
    const placed = await call('POST', '/orders', {
      token: buyer.token,
      body: hardCopyBody(ref, { books: [], box_sets: [{ box_set_id: box.id, quantity: 1 }] }),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().data;
    await handOver(ctx, order.id);
    await setOrderStatus(ctx.app.db, order.id, 'delivered', { publicUrl: ctx.app.config.publicUrl });
    const paid = await call('POST', `/staff/orders/${order.id}/paid`, { token: desk.token });
    expect(paid.statusCode, paid.body).toBe(200);
    const [first, second] = order.box_sets[0].books.map((part: { line_id: number }) => part.line_id);
    const giveBack = (lines: { line_id: number; quantity: number }[], key: string) =>
      call('POST', `/staff/orders/${order.id}/returns`, {
        token: desk.token,
        body: { lines, reason: 'Damaged box', restock: true, idempotency_key: key },
      });

    const one = await giveBack([{ line_id: first, quantity: 1 }], 'return-box-one');
    expect(one.statusCode).toBe(422);
    expect(one.json()).toMatchObject({
      code: 'refund_lines',
      message:
        'The box set «Two Palaces» is given back whole: pick each of its books with the same number of copies',
    });
    const whole = await giveBack(
      [
        { line_id: first, quantity: 1 },
        { line_id: second, quantity: 1 },
      ],
      'return-box-all',
    );
    expect(whole.statusCode, whole.body).toBe(200);
    expect(whole.json().data.refunds).toEqual([
      expect.objectContaining({ kind: 'return', amount_cents: 2000 }),
    ]);
    expect([await stockOf(ctx.app.db, a.id), await stockOf(ctx.app.db, b.id)]).toEqual([3, 3]);
  });
});
