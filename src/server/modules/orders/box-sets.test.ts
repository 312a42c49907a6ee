import { beforeAll, describe, expect, it } from 'vitest';
import { insertBoxSet } from '#server/modules/box-sets/testing.ts';
import { insertCoupon } from '#server/modules/coupons/testing.ts';
import { signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { createBook, createBuyer, hardCopyBody, setUpOrdersTest, stockOf } from './fixtures.ts';
import { orders } from './testing.ts';

/*
 * A printed box set bought (issue 39, point 3): the quote and the order price the same lines, with and
 * without a coupon; the order keeps one line for the box set with its books' shares of the price, and
 * takes each book's copies from its stock, or refuses naming the book and the box set.
 */

const { ctx, ref, call } = setUpOrdersTest();
const staff = staffCaller(ctx);

beforeAll(async () => {
  const admin = await signedInStaff(ctx, 'admin');
  const zone = await staff('POST', '/staff/shipping-zones', {
    token: admin.token,
    body: {
      name_ar: 'الأردن',
      name_en: 'Jordan',
      country_ids: [ref.countryId],
      rates: [{ max_grams: 10_000, price: 3 }],
      free_shipping_from: null,
      cod_offered: true,
      cod_fee: 1.5,
      delivery_days_min: 1,
      delivery_days_max: 3,
    },
  });
  expect(zone.statusCode, zone.body).toBe(201);
  const rule = await staff('POST', '/staff/tax-rules', {
    token: admin.token,
    body: {
      country_id: ref.countryId,
      format: 'printed',
      rate: 16,
      label_ar: 'ضريبة المبيعات',
      label_en: 'Sales tax',
    },
  });
  expect(rule.statusCode, rule.body).toBe(201);
});

const priceFields = [
  'currency',
  'subtotal',
  'discount',
  'coupon_code',
  'shipping_price',
  'cod_fee',
  'tax',
  'tax_included',
  'tax_lines',
  'net_price',
  'weight_grams',
  'delivery_days',
] as const;
const priceOf = (order: Record<string, unknown>) => Object.fromEntries(priceFields.map((f) => [f, order[f]]));

/** 'The Cairo Trilogy' in print at $40 for books of $12, $15 and $20 (300 g each, 5 copies each). */
async function cairoTrilogy(stock = [5, 5, 5]) {
  const a = await createBook(ctx, {
    titleEn: 'Palace Walk',
    hardcopyPriceCents: 1200,
    weightGrams: 300,
    stock: stock[0],
  });
  const b = await createBook(ctx, {
    titleEn: 'Palace of Desire',
    hardcopyPriceCents: 1500,
    weightGrams: 300,
    stock: stock[1],
  });
  const c = await createBook(ctx, {
    titleEn: 'Sugar Street',
    hardcopyPriceCents: 2000,
    weightGrams: 300,
    stock: stock[2],
  });
  const box = await insertBoxSet(ctx.app.db, {
    titleAr: 'ثلاثية القاهرة',
    titleEn: 'The Cairo Trilogy',
    format: 'hardcopy',
    priceCents: 4000,
    bookIds: [a.id, b.id, c.id],
  });
  return { box, books: [a, b, c] as const };
}

describe('a printed box set bought', () => {
  it('is charged its quote, and the order keeps it as one line with its books’ shares', async () => {
    const { box, books } = await cairoTrilogy();
    const [a, b, c] = books;
    const single = await createBook(ctx, { hardcopyPriceCents: 1000, weightGrams: 200, stock: 5 });
    const buyer = await createBuyer(ctx.app.db);
    const body = hardCopyBody(ref, {
      books: [{ book_id: single.id, quantity: 1 }],
      box_sets: [{ box_set_id: box.id, quantity: 2 }],
    });
    const quote = await call('POST', '/orders/quote', { token: buyer.token, body });
    expect(quote.statusCode, quote.body).toBe(200);
    // 2 × 40.00 + 10.00 = 90.00; shipping 3.00 and COD 1.50; 16% on all of it: 15.12.
    expect(quote.json().data).toMatchObject({
      subtotal: 90,
      weight_grams: 2000,
      tax: 15.12,
      net_price: 109.62,
    });

    const placed = await call('POST', '/orders', { token: buyer.token, body });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().data;
    expect(priceOf(order)).toEqual(priceOf(quote.json().data));
    expect(order.books_quantity).toBe(7);
    // $40 shared by the list prices 12 : 15 : 20, the cent left over to the largest remainder.
    expect(order.box_sets).toEqual([
      {
        id: expect.any(Number),
        box_set_id: box.id,
        title: 'The Cairo Trilogy',
        title_ar: 'ثلاثية القاهرة',
        title_en: 'The Cairo Trilogy',
        quantity: 2,
        price: 40,
        total_price: 80,
        books: [
          { line_id: expect.any(Number), book_id: a.id, list_price: 12, share: 10.21, tax_rate: 16 },
          { line_id: expect.any(Number), book_id: b.id, list_price: 15, share: 12.77, tax_rate: 16 },
          { line_id: expect.any(Number), book_id: c.id, list_price: 20, share: 17.02, tax_rate: 16 },
        ],
      },
    ]);
    const lines = order.order_details as { id: number; book_id: number; price: number; quantity: number }[];
    for (const part of order.box_sets[0].books) {
      expect(lines.find((line) => line.id === part.line_id)).toMatchObject({
        book_id: part.book_id,
        price: part.share,
        quantity: 2,
      });
    }
    expect([
      await stockOf(ctx.app.db, a.id),
      await stockOf(ctx.app.db, b.id),
      await stockOf(ctx.app.db, c.id),
    ]).toEqual([3, 3, 3]);
    expect(await stockOf(ctx.app.db, single.id)).toBe(4);

    const cancelled = await call('POST', `/orders/${order.id}/cancel`, { token: buyer.token });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect([await stockOf(ctx.app.db, a.id), await stockOf(ctx.app.db, c.id)]).toEqual([5, 5]);
  });

  it('takes the same coupon discount in the quote and the order', async () => {
    const { box } = await cairoTrilogy();
    await insertCoupon(ctx.app.db, { code: 'TRILOGY10', percentBp: 1000 });
    const buyer = await createBuyer(ctx.app.db);
    const body = hardCopyBody(ref, {
      books: [],
      box_sets: [{ box_set_id: box.id, quantity: 1 }],
      coupon_code: 'trilogy10',
    });
    const quote = await call('POST', '/orders/quote', { token: buyer.token, body });
    expect(quote.statusCode, quote.body).toBe(200);
    // 40.00 less 10% = 36.00; with shipping and COD 40.50, 16% of it 6.48: 46.98.
    expect(quote.json().data).toMatchObject({
      discount: 4,
      coupon_code: 'TRILOGY10',
      tax: 6.48,
      net_price: 46.98,
    });
    const placed = await call('POST', '/orders', { token: buyer.token, body });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(priceOf(placed.json().data)).toEqual(priceOf(quote.json().data));
  });

  it('refuses a book of the box set out of stock, naming it and the box set, writing nothing', async () => {
    const { box, books } = await cairoTrilogy([5, 5, 1]);
    const buyer = await createBuyer(ctx.app.db);
    const body = hardCopyBody(ref, { books: [], box_sets: [{ box_set_id: box.id, quantity: 2 }] });
    const res = await call('POST', '/orders', { token: buyer.token, body });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'out_of_stock',
      message:
        'Sorry, «Sugar Street» of the box set «The Cairo Trilogy» is out of stock for the requested quantity',
    });
    const arabic = await call('POST', '/orders', { token: buyer.token, lang: 'ar', body });
    expect(arabic.json().message).toBe('عذراً، نسخ «كتاب» من مجموعة «ثلاثية القاهرة» لا تكفي للكمية المطلوبة');
    expect(await Promise.all(books.map((book) => stockOf(ctx.app.db, book.id)))).toEqual([5, 5, 1]);
    const written = await ctx.app.db.select().from(orders);
    expect(written.filter((order) => order.clientId === buyer.id)).toEqual([]);
  });
});

describe('a box set the order cannot hold', () => {
  it('is refused naming the field, in the reader’s language', async () => {
    const { box, books } = await cairoTrilogy();
    const buyer = await createBuyer(ctx.app.db);
    const post = (fields: Parameters<typeof hardCopyBody>[1]) =>
      call('POST', '/orders', { token: buyer.token, body: hardCopyBody(ref, { books: [], ...fields }) });

    const twiceBook = await post({
      books: [{ book_id: books[1].id, quantity: 1 }],
      box_sets: [{ box_set_id: box.id, quantity: 1 }],
    });
    expect(twiceBook.statusCode).toBe(422);
    expect(twiceBook.json().errors).toEqual({
      'box_sets.0.box_set_id': [
        '«Palace of Desire» is in the order twice: on its own and in a box set, or in two box sets',
      ],
    });
    const twiceBox = await post({ box_sets: [{ box_set_id: box.id }, { box_set_id: box.id }] });
    expect(twiceBox.json().errors).toEqual({
      'box_sets.1.box_set_id': ['This box set appears twice in the order'],
    });
    const unknown = await post({ box_sets: [{ box_set_id: 999_999 }] });
    expect(unknown.json().errors).toEqual({
      'box_sets.0.box_set_id': ['The selected box set does not exist'],
    });
    const tooMany = await post({ box_sets: [{ box_set_id: box.id, quantity: 11 }] });
    expect(tooMany.json().errors).toEqual({ 'box_sets.0.quantity': [expect.stringContaining('10')] });
    const nothing = await post({});
    expect(nothing.json().errors).toEqual({ books: ['This field is required'] });

    const pdf = await call('POST', '/orders', {
      token: buyer.token,
      body: { payment_type_id: ref.card, is_hard_copy: false, books: [], box_sets: [{ box_set_id: box.id }] },
    });
    expect(pdf.json().errors).toEqual({
      'box_sets.0.box_set_id': ["You can't buy both a paper and a digital book."],
    });

    const off = await insertBoxSet(ctx.app.db, {
      titleEn: 'Withdrawn',
      format: 'hardcopy',
      priceCents: 2000,
      bookIds: [books[0].id, books[1].id],
      active: false,
    });
    const withdrawn = await post({ box_sets: [{ box_set_id: off.id }] });
    expect(withdrawn.statusCode).toBe(409);
    expect(withdrawn.json()).toMatchObject({
      code: 'box_set_unavailable',
      message: 'The box set «Withdrawn» is not on sale now',
    });
  });
});
