import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCountries } from '#server/modules/reference/testing.ts';
import { signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { createBook, digitalBody, hardCopyBody, setUpOrdersTest } from './fixtures.ts';
import { orders } from './testing.ts';

/* POST /orders/quote: the price of an order before it is placed, under the shipping zones and tax rules. */

const { ctx, ref, call } = setUpOrdersTest();
const staff = staffCaller(ctx);
let egypt = 0;

const quote = (body: object, lang: 'ar' | 'en' = 'en') => call('POST', '/orders/quote', { body, lang });
const orderCount = async () => (await ctx.database.db.select({ n: count() }).from(orders))[0]!.n;

beforeAll(async () => {
  const [eg] = await insertCountries(ctx.app.db, [{ code: 'EG', nameAr: 'مصر', nameEn: 'Egypt' }]);
  egypt = eg!.id;
});

async function setUpZonesAndTax() {
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
  await post('/staff/shipping-zones', {
    name_ar: 'السعودية',
    name_en: 'Saudi Arabia',
    country_ids: [ref.otherCountryId],
    rates: [
      { max_grams: 1000, price: 9 },
      { max_grams: 2000, price: 14 },
    ],
    cod_offered: false,
    delivery_days_min: 4,
    delivery_days_max: 7,
  });
  for (const format of ['printed', 'digital']) {
    await post('/staff/tax-rules', {
      country_id: ref.otherCountryId,
      format,
      rate: 15,
      label_ar: 'ضريبة القيمة المضافة',
      label_en: 'VAT',
      taxes_shipping: true,
      taxes_cod_fee: true,
    });
  }
  const saved = await staff('PUT', '/staff/shipping-settings', {
    token: admin.token,
    body: { packaging_grams: 10 },
  });
  expect(saved.statusCode).toBe(200);
}

describe('POST /orders/quote', () => {
  it('ships everywhere free and adds no tax while the shop has no zone, creating nothing', async () => {
    const book = await createBook(ctx, { hardcopyPriceCents: 1250, weightGrams: 490, stock: 5 });
    const res = await quote(
      hardCopyBody(ref, { shipping_country_id: egypt, books: [{ book_id: book.id, quantity: 2 }] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      data: {
        currency: 'USD',
        subtotal: 25,
        discount: 0,
        coupon_code: null,
        shipping_price: 0,
        cod_fee: 0,
        tax: 0,
        tax_included: false,
        tax_lines: [],
        net_price: 25,
        weight_grams: 980,
        delivery_days: null,
        book_lines: [{ book_id: book.id, quantity: 2, unit_price: 12.5, total: 25 }],
      },
      // No market holds the country: the default market's card (decision 109).
      payment_methods: ['card'],
    });
    expect(await orderCount()).toBe(0);
  });

  describe('with zones and tax rules', () => {
    beforeAll(setUpZonesAndTax);

    it('answers books, the weight band’s shipping and the zone’s delivery estimate, in dollars', async () => {
      const book = await createBook(ctx, { hardcopyPriceCents: 1250, weightGrams: 490, stock: 5 });
      const res = await quote(hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 1 }] }));
      expect(res.json()).toEqual({
        data: {
          currency: 'USD',
          subtotal: 12.5,
          discount: 0,
          coupon_code: null,
          shipping_price: 3,
          cod_fee: 1.5,
          tax: 0,
          tax_included: false,
          tax_lines: [],
          net_price: 17,
          weight_grams: 500,
          delivery_days: { min: 1, max: 3 },
          book_lines: [{ book_id: book.id, quantity: 1, unit_price: 12.5, total: 12.5 }],
        },
        payment_methods: ['card'],
      });
      const heavier = await createBook(ctx, { hardcopyPriceCents: 1250, weightGrams: 491, stock: 5 });
      const next = await quote(
        hardCopyBody(ref, { payment_type_id: ref.card, books: [{ book_id: heavier.id, quantity: 1 }] }),
      );
      expect(next.json().data).toMatchObject({
        shipping_price: 4,
        cod_fee: 0,
        net_price: 16.5,
        weight_grams: 501,
      });
      expect(await orderCount()).toBe(0);
    });

    it('adds the destination’s tax on the books and shipping, labelled in the reader’s language', async () => {
      const book = await createBook(ctx, { hardcopyPriceCents: 1250, weightGrams: 490, stock: 5 });
      const body = hardCopyBody(ref, {
        shipping_country_id: ref.otherCountryId,
        payment_type_id: ref.card,
        books: [{ book_id: book.id, quantity: 1 }],
      });
      const res = await quote(body, 'ar');
      // 15% of 12.50 + 9.00 = 3.225, rounded once to 3.23.
      expect(res.json().data).toEqual({
        currency: 'USD',
        subtotal: 12.5,
        discount: 0,
        coupon_code: null,
        shipping_price: 9,
        cod_fee: 0,
        tax: 3.23,
        tax_included: false,
        tax_lines: [{ label: 'ضريبة القيمة المضافة', rate: 15, amount: 3.23 }],
        net_price: 24.73,
        weight_grams: 500,
        delivery_days: { min: 4, max: 7 },
        book_lines: [{ book_id: book.id, quantity: 1, unit_price: 12.5, total: 12.5 }],
      });
      expect((await quote(body, 'en')).json().data.tax_lines).toEqual([
        { label: 'VAT', rate: 15, amount: 3.23 },
      ]);
    });

    it('taxes a PDF by the buyer’s country, without shipping', async () => {
      const book = await createBook(ctx, { pdfPriceCents: 999, pdf: true });
      const res = await quote({ ...digitalBody(ref, [book.id]), billing_country_id: ref.otherCountryId });
      expect(res.json().data).toEqual({
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
        book_lines: [{ book_id: book.id, quantity: 1, unit_price: 9.99, total: 9.99 }],
      });
    });

    it('refuses a country in no zone with 422 naming shipping_country_id, in the reader’s language', async () => {
      const book = await createBook(ctx, { hardcopyPriceCents: 1250, weightGrams: 490, stock: 5 });
      const body = hardCopyBody(ref, {
        shipping_country_id: egypt,
        books: [{ book_id: book.id, quantity: 1 }],
      });
      const en = await quote(body, 'en');
      expect(en.statusCode).toBe(422);
      expect(en.json()).toMatchObject({
        code: 'validation',
        errors: { shipping_country_id: ['We do not ship printed books to this country'] },
      });
      const ar = await quote(body, 'ar');
      expect(ar.json().errors).toEqual({ shipping_country_id: ['لا نشحن الكتب المطبوعة إلى هذا البلد'] });
    });

    it('refuses cash on delivery where the zone does not offer it, naming payment_type_id', async () => {
      const book = await createBook(ctx, { hardcopyPriceCents: 1250, weightGrams: 490, stock: 5 });
      const res = await quote(
        hardCopyBody(ref, {
          shipping_country_id: ref.otherCountryId,
          payment_type_id: ref.cod,
          books: [{ book_id: book.id, quantity: 1 }],
        }),
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        payment_type_id: ['Cash on delivery is not offered in this country; choose another way to pay'],
      });
    });

    it('refuses an order heavier than the zone’s last band, naming books', async () => {
      const book = await createBook(ctx, { hardcopyPriceCents: 1250, weightGrams: 995, stock: 5 });
      const res = await quote(hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 1 }] }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        books: ['This order is too heavy to ship to this country; split it into smaller orders'],
      });
    });

    it('asks only the shipping country of the addresses, and refuses unknown books and countries', async () => {
      const book = await createBook(ctx, { hardcopyPriceCents: 1250, weightGrams: 490, stock: 5 });
      const bare = {
        payment_type_id: ref.card,
        is_hard_copy: true,
        books: [{ book_id: book.id, quantity: 1 }],
      };
      const missing = await quote(bare);
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors).toEqual({ shipping_country_id: ['This field is required'] });
      const ok = await quote({ ...bare, shipping_country_id: ref.countryId });
      expect(ok.json().data.net_price).toBe(15.5);
      const unknownCountry = await quote({ ...bare, shipping_country_id: 999_999 });
      expect(Object.keys(unknownCountry.json().errors)).toEqual(['shipping_country_id']);
      const unknownBook = await quote({
        ...bare,
        shipping_country_id: ref.countryId,
        books: [{ book_id: 999_999 }],
      });
      expect(Object.keys(unknownBook.json().errors)).toEqual(['books.0.book_id']);
    });
  });
});
