import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCoupon } from '#server/modules/coupons/testing.ts';
import {
  createBook,
  createBuyer,
  createReference,
  hardCopyBody,
  type Reference,
} from '#server/modules/orders/testing.ts';
import { signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { setLanguage } from '#web/state/language.ts';
import { consolePage, placedOrder, setUpConsoleApi, signedInAs } from '../console/test-kit.tsx';

/* The order page's price as charged: books, shipping with weight and estimate, the COD fee, tax, total. */

const t = setUpConsoleApi();
const staff = staffCaller(t);
const ref = {} as Reference;
let orderId = 0;

beforeAll(async () => {
  Object.assign(ref, await createReference(t.app.db));
  const admin = await signedInStaff(t, 'admin');
  const writes = [
    staff('POST', '/staff/shipping-zones', {
      token: admin.token,
      body: {
        name_ar: 'الأردن',
        name_en: 'Jordan',
        country_ids: [ref.countryId],
        rates: [
          { max_grams: 500, price: 2.8 },
          { max_grams: 2000, price: 5.6 },
        ],
        cod_offered: true,
        cod_fee: 1.4,
        delivery_days_min: 1,
        delivery_days_max: 3,
      },
    }),
    staff('POST', '/staff/tax-rules', {
      token: admin.token,
      body: {
        country_id: ref.countryId,
        format: 'printed',
        rate: 16,
        label_ar: 'ضريبة المبيعات',
        label_en: 'Sales tax',
      },
    }),
    staff('PUT', '/staff/shipping-settings', { token: admin.token, body: { packaging_grams: 60 } }),
  ];
  for (const write of await Promise.all(writes)) expect(write.statusCode, write.body).toBeLessThan(300);
  const buyer = await createBuyer(t.app.db, 'reader');
  const book = await createBook(t, {
    stock: 10,
    titleAr: 'ديوان الشعر',
    titleEn: 'Poems',
    hardcopyPriceCents: 1000,
    weightGrams: 490,
  });
  orderId = await placedOrder(
    t,
    buyer.token,
    hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 2 }] }),
  );
});

const priceRows = async () => {
  const price = await screen.findByRole('region', { name: /^(السعر|Price)$/ });
  return within(price)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
};

describe('the order page’s price', () => {
  it('shows the books, shipping with its weight and estimate, the COD fee, the tax with its rate and the total', async () => {
    await signedInAs(t, 'orders');
    consolePage(`/staff/orders/${orderId}`);
    expect(await priceRows()).toEqual([
      ['الكتب', '$20.00'],
      ['الشحنالوزن 1,040 غرام · التوصيل خلال 1–3 أيام', '$5.60'],
      ['رسم الدفع عند الاستلام', '$1.40'],
      ['ضريبة المبيعات 16\u200e%\u200e', '$4.32'],
      ['الإجمالي', '$31.32'],
    ]);
  });

  it('reads in English', async () => {
    setLanguage('en');
    await signedInAs(t, 'admin');
    consolePage(`/staff/orders/${orderId}`);
    expect(await priceRows()).toEqual([
      ['Books', '$20.00'],
      ['Shippingweight 1,040 g · delivery in 1–3 days', '$5.60'],
      ['Cash on delivery fee', '$1.40'],
      ['Sales tax 16%', '$4.32'],
      ['Total', '$31.32'],
    ]);
    setLanguage('ar');
  });

  it('shows a coupon’s discount under the books, the tax computed on what remains', async () => {
    await insertCoupon(t.app.db, { code: 'EID10', percentBp: 1000 });
    const buyer = await createBuyer(t.app.db, 'coupon');
    const book = await createBook(t, { stock: 10, hardcopyPriceCents: 1000, weightGrams: 490 });
    const id = await placedOrder(
      t,
      buyer.token,
      hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 2 }], coupon_code: 'eid10' }),
    );
    await signedInAs(t, 'orders');
    consolePage(`/staff/orders/${id}`);
    expect(await priceRows()).toEqual([
      ['الكتب', '$20.00'],
      ['خصم الرمزEID10', '-$2.00'],
      ['الشحنالوزن 1,040 غرام · التوصيل خلال 1–3 أيام', '$5.60'],
      ['رسم الدفع عند الاستلام', '$1.40'],
      ['ضريبة المبيعات 16\u200e%\u200e', '$4.00'],
      ['الإجمالي', '$29.00'],
    ]);
  });
});
