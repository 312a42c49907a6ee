import { beforeAll, describe, expect, it } from 'vitest';
import { insertCountries } from '#server/modules/reference/testing.ts';
import { signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import {
  createBook,
  createBuyer,
  digitalBody,
  hardCopyBody,
  payInSandbox,
  setUpOrdersTest,
} from './fixtures.ts';

/*
 * Tax where the buyer is (decision 088): a PDF order pays the tax of the country its buyer names at
 * checkout, which their profile then remembers, so the next checkout needs not ask again. Staff set
 * each country's rule for digital and printed books apart. The quote, the order, its invoice and the
 * credit note of its cancellation once paid agree, for Saudi Arabia, the UAE, Egypt and Jordan.
 */

const { ctx, ref, call } = setUpOrdersTest();
const staff = staffCaller(ctx);
const admin = { token: '' };
const countryIds: Record<string, number> = {};

const rules = [
  { code: 'SA', rate: 15, label_ar: 'ضريبة القيمة المضافة', label_en: 'VAT' },
  { code: 'AE', rate: 5, label_ar: 'ضريبة القيمة المضافة', label_en: 'VAT' },
  { code: 'EG', rate: 14, label_ar: 'ضريبة القيمة المضافة', label_en: 'VAT' },
  { code: 'JO', rate: 16, label_ar: 'ضريبة المبيعات العامة', label_en: 'General sales tax' },
];

beforeAll(async () => {
  admin.token = (await signedInStaff(ctx, 'admin')).token;
  const [ae, eg] = await insertCountries(ctx.app.db, [
    { code: 'AE', nameAr: 'الإمارات', nameEn: 'United Arab Emirates' },
    { code: 'EG', nameAr: 'مصر', nameEn: 'Egypt' },
  ]);
  Object.assign(countryIds, { SA: ref.otherCountryId, JO: ref.countryId, AE: ae!.id, EG: eg!.id });
  for (const { code, ...rule } of rules) {
    const res = await staff('POST', '/staff/tax-rules', {
      token: admin.token,
      body: { country_id: countryIds[code], format: 'digital', ...rule },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
});

type Row = { number: string; kind: string; order_id: number; total: number; tax: number };

/** The accountant's list rows of an order: its invoice and its credit notes. */
async function documentsOf(orderId: number): Promise<Row[]> {
  const res = await staff('GET', '/staff/invoices?per_page=50', { token: admin.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.filter((row: Row) => row.order_id === orderId);
}

describe('a PDF order pays the tax of the buyer’s country', () => {
  it.each([
    { code: 'SA', tax: 3, net: 23 },
    { code: 'AE', tax: 1, net: 21 },
    { code: 'EG', tax: 2.8, net: 22.8 },
    { code: 'JO', tax: 3.2, net: 23.2 },
  ])(
    '$code: the quote, the order, the invoice and the credit note all charge $tax on a book of 20 dollars',
    async ({ code, tax, net }) => {
      const buyer = await createBuyer(ctx.app.db, `tax${code.toLowerCase()}`);
      const book = await createBook(ctx, { pdfPriceCents: 2000, pdf: true });
      const body = { ...digitalBody(ref, [book.id]), billing_country_id: countryIds[code] };

      const quoted = await call('POST', '/orders/quote', { token: buyer.token, body });
      expect(quoted.statusCode, quoted.body).toBe(200);
      expect(quoted.json().data).toMatchObject({ subtotal: 20, tax, net_price: net });

      const placed = await call('POST', '/orders', { token: buyer.token, body });
      expect(placed.statusCode, placed.body).toBe(201);
      const order = placed.json().data;
      expect(order).toMatchObject({ tax, net_price: net });

      const paid = await payInSandbox(ctx, call, buyer, order.id);
      expect(paid.json().data, paid.body).toMatchObject({ status: 'paid' });
      const cancelled = await staff('POST', `/staff/orders/${order.id}/status`, {
        token: admin.token,
        body: { status: 'cancelled', reason: 'Bought by mistake' },
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const documents = await documentsOf(order.id);
      expect(documents.map(({ kind, total, tax }) => ({ kind, total, tax }))).toEqual(
        expect.arrayContaining([
          { kind: 'invoice', total: net, tax },
          { kind: 'credit_note', total: net, tax },
        ]),
      );
      expect(documents).toHaveLength(2);
    },
  );
});

describe('the buyer’s country, asked once', () => {
  it('is remembered on the profile by a PDF order and taxes the next quote and order that name none', async () => {
    const buyer = await createBuyer(ctx.app.db, 'cairo');
    const first = await createBook(ctx, { pdfPriceCents: 1000, pdf: true });
    const untaxed = await call('POST', '/orders/quote', {
      token: buyer.token,
      body: digitalBody(ref, [first.id]),
    });
    expect(untaxed.json().data).toMatchObject({ tax: 0, net_price: 10 });
    const profile = async () =>
      (await call('GET', `/clients/${buyer.id}`, { token: buyer.token })).json().data.country_id;
    expect(await profile()).toBeNull();

    const placed = await call('POST', '/orders', {
      token: buyer.token,
      body: { ...digitalBody(ref, [first.id]), billing_country_id: countryIds.EG },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await profile()).toBe(countryIds.EG);

    const second = await createBook(ctx, { pdfPriceCents: 1000, pdf: true });
    const again = digitalBody(ref, [second.id]);
    const quoted = await call('POST', '/orders/quote', { token: buyer.token, body: again });
    expect(quoted.json().data).toMatchObject({ tax: 1.4, net_price: 11.4 });
    const ordered = await call('POST', '/orders', { token: buyer.token, body: again });
    expect(ordered.statusCode, ordered.body).toBe(201);
    expect(ordered.json().data).toMatchObject({ tax: 1.4, net_price: 11.4 });

    // Naming another country at checkout changes what the profile remembers.
    const third = await createBook(ctx, { pdfPriceCents: 1000, pdf: true });
    const moved = await call('POST', '/orders', {
      token: buyer.token,
      body: { ...digitalBody(ref, [third.id]), billing_country_id: countryIds.AE },
    });
    expect(moved.json().data).toMatchObject({ tax: 0.5, net_price: 10.5 });
    expect(await profile()).toBe(countryIds.AE);
  });

  it('refuses a country that does not exist, in the buyer’s language, and remembers nothing', async () => {
    const buyer = await createBuyer(ctx.app.db, 'nowhere');
    const book = await createBook(ctx, { pdfPriceCents: 1000, pdf: true });
    const body = { ...digitalBody(ref, [book.id]), billing_country_id: 999_999 };
    for (const path of ['/orders/quote', '/orders']) {
      const res = await call('POST', path, { token: buyer.token, body, lang: 'ar' });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({ code: 'validation' });
      expect(res.json().errors.billing_country_id).toEqual(['الدولة غير موجودة']);
    }
    const profile = await call('GET', `/clients/${buyer.id}`, { token: buyer.token });
    expect(profile.json().data.country_id).toBeNull();
  });
});

describe('rules for digital and printed books, set apart', () => {
  it('taxes a PDF to Jordan at 16% while a printed book sent there pays none', async () => {
    const buyer = await createBuyer(ctx.app.db, 'amman');
    const book = await createBook(ctx, {
      pdfPriceCents: 1000,
      hardcopyPriceCents: 1000,
      stock: 5,
      pdf: true,
    });
    const pdf = await call('POST', '/orders/quote', {
      token: buyer.token,
      body: { ...digitalBody(ref, [book.id]), billing_country_id: countryIds.JO },
    });
    expect(pdf.json().data).toMatchObject({ tax: 1.6 });
    const printed = await call('POST', '/orders/quote', {
      token: buyer.token,
      body: hardCopyBody(ref, {
        books: [{ book_id: book.id, quantity: 1 }],
        billing_country_id: countryIds.JO,
      }),
    });
    expect(printed.statusCode, printed.body).toBe(200);
    expect(printed.json().data.tax).toBe(0);
  });
});
