import { beforeAll, expect } from 'vitest';
import type { Config } from '#server/config.ts';
import {
  createBook,
  createBuyer,
  digitalBody,
  handOver,
  hardCopyBody,
  payInSandbox,
  setUpOrdersTest,
} from '#server/modules/orders/testing.ts';
import { signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';

/*
 * The shop of the Saudi invoicing tests: a shipping zone for Saudi Arabia (the fixtures' other
 * country) with cash on delivery, 15% VAT on printed books and e-books there, and the seller the
 * invoice settings name; a cash-on-delivery order shipped to Riyadh and handed to the carrier (so
 * invoiced), and a Saudi reader's paid PDF order.
 */

export const saudiSeller = {
  seller_name_ar: 'دار الكتاب العربي للنشر',
  seller_name_en: 'Arab Book House Publishing',
  seller_address_ar: 'شارع الملكة رانيا 45، عمّان، الأردن',
  seller_address_en: '45 Queen Rania Street, Amman, Jordan',
  tax_number: '310123456700003',
};

/** The app of this file's tests set up as the Saudi shop, `admin` signed in before the tests. */
export function setUpSaudiShop(overrides: Partial<Config> = {}) {
  const { ctx, ref, call } = setUpOrdersTest(overrides);
  const staff = staffCaller(ctx);
  const admin = { token: '' };
  beforeAll(async () => {
    admin.token = (await signedInStaff(ctx, 'admin')).token;
    const zone = await staff('POST', '/staff/shipping-zones', {
      token: admin.token,
      body: {
        name_ar: 'السعودية',
        name_en: 'Saudi Arabia',
        country_ids: [ref.otherCountryId],
        rates: [{ max_grams: 100_000, price: 4 }],
        free_shipping_from: null,
        cod_offered: true,
        cod_fee: 1.5,
        delivery_days_min: 2,
        delivery_days_max: 5,
      },
    });
    expect(zone.statusCode, zone.body).toBe(201);
    const rule = await staff('POST', '/staff/tax-rules', {
      token: admin.token,
      body: {
        country_id: ref.otherCountryId,
        format: 'printed',
        rate: 15,
        label_ar: 'ضريبة القيمة المضافة',
        label_en: 'VAT',
      },
    });
    expect(rule.statusCode, rule.body).toBe(201);
    const digital = await staff('POST', '/staff/tax-rules', {
      token: admin.token,
      body: {
        country_id: ref.otherCountryId,
        format: 'digital',
        rate: 15,
        label_ar: 'ضريبة القيمة المضافة',
        label_en: 'VAT',
      },
    });
    expect(digital.statusCode, digital.body).toBe(201);
    const saved = await staff('PUT', '/staff/invoice-settings', { token: admin.token, body: saudiSeller });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  /** A cash-on-delivery order of 3 × $3.33 and 1 × $10.00 to Riyadh, as placed. */
  async function placedSaudiOrder() {
    const buyer = await createBuyer(ctx.app.db, 'riyadh');
    const a = await createBook(ctx, { titleAr: 'الأيام', titleEn: 'The Days', hardcopyPriceCents: 333 });
    const b = await createBook(ctx, { titleAr: 'المعلقات', titleEn: 'The Odes', hardcopyPriceCents: 1000 });
    const body = hardCopyBody(ref, {
      shipping_country_id: ref.otherCountryId,
      shipping_mobile: '+966501234567',
      shipping_short_address: 'RRRD2929',
      billing_short_address: 'RRRD2929',
      books: [
        { book_id: a.id, quantity: 3 },
        { book_id: b.id, quantity: 1 },
      ],
    });
    const res = await call('POST', '/orders', { token: buyer.token, body });
    expect(res.statusCode, res.body).toBe(201);
    return { buyer, order: res.json().data };
  }

  /**
   * The same order handed to the carrier: `placed` is the answer that placed it, `order` the order as
   * it is now, invoiced.
   */
  async function saudiOrder() {
    const { buyer, order: placed } = await placedSaudiOrder();
    await handOver(ctx, placed.id);
    const order = (await call('GET', `/orders/${placed.id}`, { token: buyer.token })).json().data;
    return { buyer, placed, order };
  }

  /** A Saudi reader's PDF order of 'الأيام' ($9.99) and 'المعلقات' ($10.00), paid by card. */
  async function saudiPaidOrder() {
    const buyer = await createBuyer(ctx.app.db, 'jeddah');
    const a = await createBook(ctx, {
      titleAr: 'الأيام',
      titleEn: 'The Days',
      pdfPriceCents: 999,
      pdf: true,
    });
    const b = await createBook(ctx, {
      titleAr: 'المعلقات',
      titleEn: 'The Odes',
      pdfPriceCents: 1000,
      pdf: true,
    });
    const res = await call('POST', '/orders', {
      token: buyer.token,
      body: { ...digitalBody(ref, [a.id, b.id]), billing_country_id: ref.otherCountryId },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as number;
    expect((await payInSandbox(ctx, call, buyer, id)).json()).toMatchObject({ paid: true });
    const order = (await call('GET', `/orders/${id}`, { token: buyer.token })).json().data;
    return { buyer, order };
  }

  /** Staff cancel a paid order: the payment is given back and a credit note cancels the invoice. */
  async function refundInFull(orderId: number) {
    const res = await staff('POST', `/staff/orders/${orderId}/status`, {
      token: admin.token,
      body: { status: 'cancelled' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }

  return { ctx, ref, call, staff, admin, placedSaudiOrder, saudiOrder, saudiPaidOrder, refundInFull };
}
