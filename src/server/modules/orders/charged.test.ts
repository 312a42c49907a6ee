import { beforeAll, describe, expect, it } from 'vitest';
import { orderMail } from '#server/modules/order-mails/testing.ts';
import { insertCountries } from '#server/modules/reference/testing.ts';
import { signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { pdfToText } from '#server/test/pdf-reader.ts';
import {
  createBook,
  createBuyer,
  digitalBody,
  handOver,
  hardCopyBody,
  setUpOrdersTest,
  stockOf,
} from './fixtures.ts';

/* POST /orders charges the quote and keeps it on the order; later rate changes leave the order alone. */

const { ctx, ref, call } = setUpOrdersTest();
const staff = staffCaller(ctx);
let egypt = 0;
let admin = { token: '' };
let jordanZone = 0;

const jordan = {
  name_ar: 'الأردن',
  name_en: 'Jordan',
  rates: [
    { max_grams: 500, price: 3 },
    { max_grams: 1000, price: 4 },
  ],
  free_shipping_from: 50,
  cod_offered: true,
  cod_fee: 1.5,
  delivery_days_min: 1,
  delivery_days_max: 3,
};

beforeAll(async () => {
  const [eg] = await insertCountries(ctx.app.db, [{ code: 'EG', nameAr: 'مصر', nameEn: 'Egypt' }]);
  egypt = eg!.id;
  admin = await signedInStaff(ctx, 'admin');
  const zone = await staff('POST', '/staff/shipping-zones', {
    token: admin.token,
    body: { ...jordan, country_ids: [ref.countryId] },
  });
  expect(zone.statusCode, zone.body).toBe(201);
  jordanZone = zone.json().data.id;
  const saudi = await staff('POST', '/staff/shipping-zones', {
    token: admin.token,
    body: { ...jordan, name_en: 'Saudi Arabia', country_ids: [ref.otherCountryId], free_shipping_from: null },
  });
  expect(saudi.statusCode, saudi.body).toBe(201);
  for (const format of ['printed', 'digital']) {
    const rule = await staff('POST', '/staff/tax-rules', {
      token: admin.token,
      body: {
        country_id: ref.otherCountryId,
        format,
        rate: 15,
        label_ar: 'ضريبة القيمة المضافة',
        label_en: 'VAT',
      },
    });
    expect(rule.statusCode, rule.body).toBe(201);
  }
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

describe('an order charges its quote', () => {
  it('charges exactly what the quote answered, and every answer of the order carries it', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, { hardcopyPriceCents: 1250, weightGrams: 490, stock: 5 });
    const body = hardCopyBody(ref, {
      shipping_country_id: ref.otherCountryId,
      shipping_mobile: '+966501234567',
      shipping_postal_code: '12211',
      shipping_short_address: 'RRRD2929',
      books: [{ book_id: book.id, quantity: 1 }],
    });
    const quote = await call('POST', '/orders/quote', { body });
    expect(quote.statusCode, quote.body).toBe(200);
    // 12.50 + 3.00 shipping + 1.50 COD = 17.00; 15% VAT on all of it = 2.55.
    expect(quote.json().data).toMatchObject({ net_price: 19.55, tax: 2.55, cod_fee: 1.5, shipping_price: 3 });

    const placed = await call('POST', '/orders', { token: buyer.token, body });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().data;
    expect(priceOf(order)).toEqual(priceOf(quote.json().data));

    const one = await call('GET', `/orders/${order.id}`, { token: buyer.token, lang: 'ar' });
    expect(priceOf(one.json().data)).toEqual({
      ...priceOf(quote.json().data),
      tax_lines: [{ label: 'ضريبة القيمة المضافة', rate: 15, amount: 2.55 }],
    });
    const list = await call('GET', '/orders', { token: buyer.token });
    expect(priceOf(list.json().data[0])).toEqual(priceOf(quote.json().data));
    const staffView = await staff('GET', `/staff/orders/${order.id}`, { token: admin.token, lang: 'en' });
    expect(priceOf(staffView.json().data)).toEqual(priceOf(quote.json().data));

    // The invoice (once the order is handed to the carrier) and the 'order received' mail show each
    // part of the price.
    await handOver(ctx, order.id);
    const invoice = await call('GET', `/orders/${order.id}/invoice`, { token: buyer.token, lang: 'en' });
    expect(invoice.statusCode).toBe(200);
    const printed = (await pdfToText(invoice.rawPayload)).replace(/\s+/g, ' ');
    // Row by row: the line (amount, tax rate, tax share, total), then each total beside its label.
    expect(printed).toContain(
      '$12.50 15% $1.88 $12.50 Shipping 15% $0.45 $3.00 Cash on delivery fee 15% $0.22 $1.50',
    );
    expect(printed).toContain('Total without tax $17.00 VAT (15%) $2.55 Total with tax $19.55');
    const mail = orderMail('ar', {
      event: 'received',
      name: 'سارة',
      order: one.json().data,
      publicUrl: 'https://books.example',
    });
    expect(mail.text).toContain(
      [
        'المجموع الفرعي: $12.50',
        'الشحن: $3.00',
        'رسوم الدفع عند الاستلام: $1.50',
        'ضريبة القيمة المضافة (15%): $2.55',
      ].join('\n'),
    );
  });

  it('keeps the price it was charged when staff change the rates; the next quote follows the new rate', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, { hardcopyPriceCents: 1000, weightGrams: 400, stock: 5 });
    const body = hardCopyBody(ref, { payment_type_id: ref.card, books: [{ book_id: book.id, quantity: 1 }] });
    const placed = await call('POST', '/orders', { token: buyer.token, body });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().data).toMatchObject({ subtotal: 10, shipping_price: 3, net_price: 13 });

    const changed = await staff('PUT', `/staff/shipping-zones/${jordanZone}`, {
      token: admin.token,
      body: { rates: [{ max_grams: 1000, price: 5 }] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const quote = await call('POST', '/orders/quote', { body });
    expect(quote.json().data).toMatchObject({ shipping_price: 5, net_price: 15 });
    const kept = await call('GET', `/orders/${placed.json().data.id}`, { token: buyer.token });
    expect(kept.json().data).toMatchObject({ shipping_price: 3, net_price: 13 });
  });

  it('charges today’s rate on a stale quote, and the answer says so', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, { hardcopyPriceCents: 1000, weightGrams: 400, stock: 5 });
    const body = hardCopyBody(ref, { payment_type_id: ref.card, books: [{ book_id: book.id, quantity: 1 }] });
    const seen = (await call('POST', '/orders/quote', { body })).json().data.net_price;
    const changed = await staff('PUT', `/staff/shipping-zones/${jordanZone}`, {
      token: admin.token,
      body: { rates: [{ max_grams: 1000, price: 6.25 }] },
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const placed = await call('POST', '/orders', {
      token: buyer.token,
      lang: 'ar',
      body: { ...body, quoted_net_price: seen },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().data).toMatchObject({ shipping_price: 6.25, net_price: 16.25 });
    expect(placed.json().price_changed).toBe(true);
    expect(placed.json().message).toBe(
      'تغيّر السعر منذ عرضه: يُحتسب لهذا الطلب $16.25 بحسب الأسعار وأجور الشحن والضريبة المعمول بها اليوم',
    );

    const fresh = await call('POST', '/orders', {
      token: buyer.token,
      body: { ...body, quoted_net_price: 16.25, idempotency_key: 'fresh-quote' },
    });
    expect(fresh.statusCode, fresh.body).toBe(201);
    expect(fresh.json()).toMatchObject({ price_changed: false, data: { net_price: 16.25 } });
    expect(fresh.json().message).toBeUndefined();
  });

  it('refuses a country in no zone with 422 naming shipping_country_id, and takes no stock', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, { hardcopyPriceCents: 1000, weightGrams: 400, stock: 5 });
    const res = await call('POST', '/orders', {
      token: buyer.token,
      lang: 'ar',
      body: hardCopyBody(ref, {
        shipping_country_id: egypt,
        shipping_mobile: '+201001234567',
        books: [{ book_id: book.id, quantity: 2 }],
      }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ shipping_country_id: ['لا نشحن الكتب المطبوعة إلى هذا البلد'] });
    expect(await stockOf(ctx.app.db, book.id)).toBe(5);
    const orders = await call('GET', '/orders', { token: buyer.token });
    expect(orders.json().data).toEqual([]);
  });

  it('charges a PDF the tax of the buyer’s country, without shipping', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, { pdfPriceCents: 999, pdf: true });
    const res = await call('POST', '/orders', {
      token: buyer.token,
      body: { ...digitalBody(ref, [book.id]), billing_country_id: ref.otherCountryId },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(priceOf(res.json().data)).toEqual({
      currency: 'USD',
      subtotal: 9.99,
      discount: 0,
      coupon_code: null,
      shipping_price: 0,
      cod_fee: 0,
      tax: 1.5,
      tax_included: false,
      tax_lines: [{ label: 'VAT', rate: 15, amount: 1.5 }],
      net_price: 11.49,
      weight_grams: 0,
      delivery_days: null,
    });
  });
});
