import { beforeAll, describe, expect, it } from 'vitest';
import { addMarket, setRate } from '#server/modules/markets/testing.ts';
import {
  createBook,
  createBuyer,
  digitalBody,
  handOver,
  hardCopyBody,
  payInSandbox,
} from '#server/modules/orders/testing.ts';
import { barcodesIn } from '#server/test/barcodes.ts';
import { pdfToText } from '#server/test/pdf-reader.ts';
import { readZatcaPayload } from './invoice-amounts.ts';
import { setUpSaudiShop } from './test-saudi-shop.ts';

/*
 * The documents of an order charged in its buyer's market's currency (decision 110): the invoice and
 * the credit note of an order charged in Kuwaiti dinars print every amount in dinars, with three
 * decimals, in Arabic and in English; the invoice of a Saudi order charged in dollars also gives its
 * VAT in riyals, ZATCA's tax currency.
 */

const { ctx, ref, call, staff, admin, saudiOrder, refundInFull } = setUpSaudiShop();

beforeAll(async () => {
  await setRate(ctx.app.db, 'KWD', 0.307);
  await addMarket(ctx.app.db, { currency: 'KWD', country_ids: [ref.countryId], rounding: 'none' });
  const zone = await staff('POST', '/staff/shipping-zones', {
    token: admin.token,
    body: {
      name_ar: 'الأردن',
      name_en: 'Jordan',
      country_ids: [ref.countryId],
      rates: [{ max_grams: 100_000, price: 5 }],
      free_shipping_from: null,
      cod_offered: true,
      cod_fee: 2,
      delivery_days_min: 2,
      delivery_days_max: 5,
    },
  });
  expect(zone.statusCode, zone.body).toBe(201);
});

/** A cash-on-delivery order of two copies of 'الأيام' ($12.00, 3.684 KWD) to the dinar's market, invoiced. */
async function dinarPaperOrder() {
  const buyer = await createBuyer(ctx.app.db, 'kuwait');
  const book = await createBook(ctx, { titleAr: 'الأيام', titleEn: 'The Days', hardcopyPriceCents: 1200 });
  const body = hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 2 }] });
  const res = await call('POST', '/orders', { token: buyer.token, body });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data.id as number;
  await handOver(ctx, id);
  const order = (await call('GET', `/orders/${id}`, { token: buyer.token })).json().data;
  return { buyer, order };
}

/** A paid PDF order of 'المعلقات' ($10.00, 3.070 KWD) billed in the dinar's market. */
async function dinarPaidOrder() {
  const buyer = await createBuyer(ctx.app.db, 'kuwait');
  const book = await createBook(ctx, {
    titleAr: 'المعلقات',
    titleEn: 'The Odes',
    pdfPriceCents: 1000,
    pdf: true,
  });
  const res = await call('POST', '/orders', {
    token: buyer.token,
    body: { ...digitalBody(ref, [book.id]), billing_country_id: ref.countryId },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data.id as number;
  expect((await payInSandbox(ctx, call, buyer, id)).json()).toMatchObject({ paid: true });
  const order = (await call('GET', `/orders/${id}`, { token: buyer.token })).json().data;
  return { buyer, order };
}

async function documentText(url: string, token: string, lang: 'ar' | 'en') {
  const res = await call('GET', url, { token, lang });
  expect(res.statusCode, res.body).toBe(200);
  return pdfToText(res.rawPayload);
}

describe('the documents of an order charged in Kuwaiti dinars', () => {
  it('prints the invoice’s every amount in dinars with three decimals, in Arabic and in English', async () => {
    const { buyer, order } = await dinarPaperOrder();
    // $12.00 at 0.307 is 3.684 dinars; shipping $5.00 is 1.535 and the fee $2.00 0.614.
    expect(order).toMatchObject({
      currency: 'KWD',
      subtotal: 7.368,
      shipping_price: 1.535,
      cod_fee: 0.614,
      net_price: 9.517,
    });
    for (const lang of ['ar', 'en'] as const) {
      const res = await call('GET', `/orders/${order.id}/invoice`, { token: buyer.token, lang });
      expect(res.statusCode, res.body).toBe(200);
      const text = await pdfToText(res.rawPayload);
      for (const expected of ['KWD 3.684', 'KWD 7.368', 'KWD 1.535', 'KWD 0.614', 'KWD 9.517']) {
        expect(text).toContain(expected);
      }
      expect(text).not.toContain('$');
    }
  });

  it('prints its credit note in dinars with three decimals too', async () => {
    const { buyer, order } = await dinarPaidOrder();
    expect(order).toMatchObject({ currency: 'KWD', net_price: 3.07 });
    const cancelled = await refundInFull(order.id);
    expect(cancelled.credit_note_number).toMatch(/^CN-/);
    for (const [lang, title] of [
      ['ar', 'إشعار دائن'],
      ['en', 'Credit note'],
    ] as const) {
      const text = await documentText(`/orders/${order.id}/credit-note`, buyer.token, lang);
      expect(text).toContain(title);
      expect(text).toContain('KWD 3.070');
      expect(text).not.toContain('$');
    }
  });
});

describe('the accountant’s list of an order charged in Kuwaiti dinars', () => {
  it('gives each document’s amounts in dinars, with the currency, and so does the CSV', async () => {
    const { order } = await dinarPaidOrder();
    const res = await staff('GET', '/staff/invoices?per_page=50', { token: admin.token });
    const row = res.json().data.find((r: { number: string }) => r.number === order.invoice_number);
    expect(row).toMatchObject({ currency: 'KWD', net: 3.07, tax: 0, total: 3.07 });
    const csv = await staff('GET', '/staff/invoices.csv?lang=en', { token: admin.token });
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]!.endsWith(',Credit note / invoice,Currency')).toBe(true);
    const line = lines.find((l) => l.startsWith(`${order.invoice_number},`));
    expect(line).toContain(`,${order.id},kuwait,Jordan,3.070,0.000,3.070,,KWD`);
  });
});

describe('the invoice of a Saudi order charged in dollars', () => {
  it('also gives its VAT in riyals, and its QR code stays in dollars', async () => {
    const { buyer, order } = await saudiOrder();
    expect(order).toMatchObject({ currency: 'USD', tax: 3.82 });
    const res = await call('GET', `/orders/${order.id}/invoice`, { token: buyer.token, lang: 'en' });
    const text = await pdfToText(res.rawPayload);
    // $3.82 at 3.75 riyals to the dollar: 14.325, half away from zero.
    expect(text).toContain('Total VAT in Saudi riyals SAR 14.33');
    const ar = await documentText(`/orders/${order.id}/invoice`, buyer.token, 'ar');
    expect(ar).toContain('إجمالي ضريبة القيمة المضافة بالريال السعودي SAR 14.33');
    const fields = readZatcaPayload((await barcodesIn(res.rawPayload))[0]!);
    expect([fields.get(4), fields.get(5)]).toEqual(['29.31', '3.82']);
  });
});
