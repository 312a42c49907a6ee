import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMarket, setFixedPrice, setRate } from '#server/modules/markets/testing.ts';
import { signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { createBook, createBuyer, digitalBody, hardCopyBody, setUpOrdersTest } from './fixtures.ts';
import { orders } from './testing.ts';

/*
 * Issue 42, point 1: "The buyer sees and is charged in that currency everywhere … Amounts are integers
 * in the currency's minor unit (KWD 3 decimals …). The order records currency and rate, and a rate
 * change never alters a placed order." Saudi Arabia is a market in riyals (rounded up to .95), Jordan
 * one in dinars (3 decimals, rounded up to .500); a country in no market pays in dollars.
 */

const { ctx, ref, call } = setUpOrdersTest();
const staff = staffCaller(ctx);
let saudi = 0;

const quote = (body: object) => call('POST', '/orders/quote', { body });
const orderRow = async (id: number) =>
  (await ctx.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

/** A PDF order taxed in Saudi Arabia. */
const saudiPdf = (bookIds: number[]) => ({
  ...digitalBody(ref, bookIds),
  billing_country_id: ref.otherCountryId,
});

beforeAll(async () => {
  await setRate(ctx.app.db, 'SAR', 3.75);
  await setRate(ctx.app.db, 'JOD', 0.709);
  saudi = (
    await addMarket(ctx.app.db, {
      currency: 'SAR',
      rounding: 'ninety_five',
      country_ids: [ref.otherCountryId],
      payment_methods: ['card', 'mada'],
    })
  ).id;
  await addMarket(ctx.app.db, {
    currency: 'JOD',
    rounding: 'half',
    country_ids: [ref.countryId],
    payment_methods: ['card', 'cod'],
  });
  const admin = await signedInStaff(ctx, 'admin');
  const post = async (path: string, body: object) => {
    const res = await staff('POST', path, { token: admin.token, body });
    expect(res.statusCode, res.body).toBe(201);
  };
  await post('/staff/shipping-zones', {
    name_ar: 'الأردن',
    name_en: 'Jordan',
    country_ids: [ref.countryId],
    rates: [
      { max_grams: 500, price: 3 },
      { max_grams: 1000, price: 4 },
    ],
    free_shipping_from: 50,
    cod_offered: true,
    cod_fee: 1.5,
    delivery_days_min: 1,
    delivery_days_max: 3,
  });
  await post('/staff/tax-rules', {
    country_id: ref.otherCountryId,
    format: 'digital',
    rate: 15,
    label_ar: 'ضريبة القيمة المضافة',
    label_en: 'VAT',
    taxes_shipping: true,
    taxes_cod_fee: true,
  });
});

describe('a PDF bought from Saudi Arabia', () => {
  it('is quoted and charged in riyals, at the converted price rounded up to .95, and keeps its rate', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, { pdf: true, pdfPriceCents: 1250 });
    // $12.50 × 3.75 = 46.875 SAR: 46.88 to the halala, 46.95 by the market's rule; VAT 15%: 7.04.
    const expected = {
      currency: 'SAR',
      subtotal: 46.95,
      discount: 0,
      shipping_price: 0,
      cod_fee: 0,
      tax: 7.04,
      tax_lines: [{ label: 'VAT', rate: 15, amount: 7.04 }],
      net_price: 53.99,
    };
    const quoted = await quote(saudiPdf([book.id]));
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.json().data).toMatchObject(expected);
    expect(quoted.json().payment_methods).toEqual(['card', 'mada']);

    const placed = await call('POST', '/orders', {
      token: buyer.token,
      body: { ...saudiPdf([book.id]), quoted_net_price: 53.99 },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({ data: expected, price_changed: false });
    expect(placed.json().data.order_details[0]).toMatchObject({ price: 46.95, total_price: 46.95 });
    const id = placed.json().data.id as number;
    expect(await orderRow(id)).toMatchObject({
      currency: 'SAR',
      currencyDecimals: 2,
      rateMicros: 3_750_000,
      subtotalCents: 4695,
      taxCents: 704,
      netPriceCents: 5399,
    });

    // A rate staff change later reprices the shop, never the order placed.
    await setRate(ctx.app.db, 'SAR', 4);
    const after = await call('GET', `/orders/${id}`, { token: buyer.token });
    expect(after.json().data).toMatchObject(expected);
    expect((await orderRow(id)).rateMicros).toBe(3_750_000);
    // $12.50 × 4 = 50.00 SAR, 50.95 by the rule.
    expect((await quote(saudiPdf([book.id]))).json().data).toMatchObject({ subtotal: 50.95 });
    await setRate(ctx.app.db, 'SAR', 3.75);
  });

  it('is charged the book’s own price in the market where staff set one', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, { pdf: true, pdfPriceCents: 1250 });
    await setFixedPrice(ctx.app.db, book.id, saudi, { pdf: 3900 });
    const placed = await call('POST', '/orders', { token: buyer.token, body: saudiPdf([book.id]) });
    expect(placed.statusCode, placed.body).toBe(201);
    // 39.00 SAR, VAT 5.85.
    expect(placed.json().data).toMatchObject({ currency: 'SAR', subtotal: 39, tax: 5.85, net_price: 44.85 });
  });

  it('says the total changed, in riyals, when the quote the buyer saw is no longer the price', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, { pdf: true, pdfPriceCents: 1250 });
    const placed = await call('POST', '/orders', {
      token: buyer.token,
      body: { ...saudiPdf([book.id]), quoted_net_price: 14.37 },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().price_changed).toBe(true);
    expect(placed.json().message).toContain('SAR');
    expect(placed.json().message).toContain('53.99');
  });
});

describe('printed books sent to Jordan', () => {
  it('are charged in dinars with three decimals, shipping and the COD fee converted at the rate', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, { hardcopyPriceCents: 1250, weightGrams: 400, stock: 5 });
    // $12.50 × 0.709 = 8.8625 JOD: 8.863 to the fils, 9.000 by the .500 rule; two copies 18.000.
    // 800 g is the $4 band: 2.836 JOD; the $1.50 COD fee: 1.0635, 1.064 to the fils.
    const body = hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 2 }] });
    const expected = {
      currency: 'JOD',
      subtotal: 18,
      shipping_price: 2.836,
      cod_fee: 1.064,
      tax: 0,
      net_price: 21.9,
      weight_grams: 800,
    };
    const quoted = await quote(body);
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.json().data).toMatchObject(expected);
    // The line as charged, for the checkout to show beside its dollar price.
    expect(quoted.json().data.book_lines).toEqual([
      { book_id: book.id, quantity: 2, unit_price: 9, total: 18 },
    ]);

    const placed = await call('POST', '/orders', { token: buyer.token, body });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().data).toMatchObject(expected);
    expect(await orderRow(placed.json().data.id)).toMatchObject({
      currency: 'JOD',
      currencyDecimals: 3,
      rateMicros: 709_000,
      subtotalCents: 18_000,
      shippingCents: 2836,
      codFeeCents: 1064,
      netPriceCents: 21_900,
    });
  });

  it('ship free from the zone’s threshold converted to dinars', async () => {
    const book = await createBook(ctx, { hardcopyPriceCents: 1250, weightGrams: 100, stock: 10 });
    // $50 is 35.450 JOD: four copies at 9.000 (36.000) pass it, though they cost $50 only before rounding.
    const body = hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 4 }] });
    const quoted = await quote(body);
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.json().data).toMatchObject({ currency: 'JOD', subtotal: 36, shipping_price: 0 });
  });
});

describe('a country in no market', () => {
  it('pays in dollars, as before', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, { pdf: true, pdfPriceCents: 1250 });
    const placed = await call('POST', '/orders', { token: buyer.token, body: digitalBody(ref, [book.id]) });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().data).toMatchObject({ currency: 'USD', subtotal: 12.5, net_price: 12.5 });
    expect(await orderRow(placed.json().data.id)).toMatchObject({ currency: 'USD', rateMicros: 1_000_000 });
  });
});
