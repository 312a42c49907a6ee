import { beforeAll, describe, expect, it } from 'vitest';
import { setUpTestApp } from '#server/test/harness.ts';
import { insertCountries, insertPaymentTypes } from './testing.ts';

const ctx = setUpTestApp();
beforeAll(async () => {
  await insertCountries(ctx.database.db, [
    { code: 'LB', nameAr: 'لبنان', nameEn: 'Lebanon' },
    { code: 'EG', nameAr: 'مصر', nameEn: 'Egypt' },
    { code: 'JO', nameAr: 'الأردن', nameEn: 'Jordan' },
    { code: 'AE', nameAr: 'الإمارات العربية المتحدة', nameEn: 'United Arab Emirates' },
  ]);
  await insertPaymentTypes(ctx.database.db, [
    { code: 'card', titleAr: 'بطاقة ائتمان', titleEn: 'Credit card' },
    { code: 'cod', titleAr: 'الدفع عند الاستلام', titleEn: 'Cash on delivery', hardCopyOnly: true },
    { code: 'old', titleAr: 'حوالة', titleEn: 'Wire transfer', active: false },
  ]);
});

const get = (url: string, lang?: 'ar' | 'en') =>
  ctx.app.inject({ method: 'GET', url, headers: lang ? { 'accept-language': lang } : {} });

describe('GET /api/countries', () => {
  it('names and sorts the countries in Arabic by default', async () => {
    const res = await get('/api/countries');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers.vary).toContain('Accept-Language');
    const data = res.json().data;
    expect(data.map((c: { name: string }) => c.name)).toEqual([
      'الأردن',
      'الإمارات العربية المتحدة',
      'لبنان',
      'مصر',
    ]);
    expect(data[0]).toEqual({
      id: expect.any(Number),
      code: 'JO',
      name: 'الأردن',
      name_ar: 'الأردن',
      name_en: 'Jordan',
    });
  });

  it('names and sorts them in English when asked', async () => {
    const data = (await get('/api/countries', 'en')).json().data;
    expect(data.map((c: { code: string; name: string }) => [c.code, c.name])).toEqual([
      ['EG', 'Egypt'],
      ['JO', 'Jordan'],
      ['LB', 'Lebanon'],
      ['AE', 'United Arab Emirates'],
    ]);
  });
});

describe('GET /api/payment-types', () => {
  it('lists the active payment types only, titled in the request language', async () => {
    const ar = await get('/api/payment-types');
    expect(ar.statusCode).toBe(200);
    expect(ar.headers['cache-control']).toBe('public, no-cache');
    expect(ar.json()).toEqual({
      data: [
        {
          id: expect.any(Number),
          title: 'بطاقة ائتمان',
          title_ar: 'بطاقة ائتمان',
          title_en: 'Credit card',
          hard_copy_only: false,
          cash_on_delivery: false,
          // The tests' shop pays in the sandbox: the web says no money moves. The sandbox also gives
          // references to pay at an outlet, as Fawry does.
          sandbox: true,
          vouchers: true,
          card_page: true,
          // The sandbox's page takes every method a market may offer on a card page.
          methods: ['card', 'mada', 'apple_pay', 'stc_pay', 'knet'],
        },
        {
          id: expect.any(Number),
          title: 'الدفع عند الاستلام',
          title_ar: 'الدفع عند الاستلام',
          title_en: 'Cash on delivery',
          hard_copy_only: true,
          cash_on_delivery: true,
          sandbox: false,
          vouchers: false,
          card_page: false,
          methods: [],
        },
      ],
    });
    const en = (await get('/api/payment-types', 'en')).json().data;
    expect(en.map((p: { title: string }) => p.title)).toEqual(['Credit card', 'Cash on delivery']);
  });

  it('is documented in OpenAPI with the countries', async () => {
    const paths = (await get('/api/docs/json')).json().paths;
    expect(paths['/api/payment-types']).toBeDefined();
    expect(paths['/api/countries']).toBeDefined();
  });
});
