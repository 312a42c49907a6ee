import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCountries } from '#server/modules/reference/testing.ts';
import { signedInStaff, staffActivity, staffCaller } from '#server/modules/staff/testing.ts';
import { setUpTestApp } from '#server/test/harness.ts';

/* Shipping zones, tax rules and their settings in the back office. */

const t = setUpTestApp();
const call = staffCaller(t);
const c = {} as Record<'JO' | 'SA' | 'AE' | 'EG', number>;

beforeAll(async () => {
  const rows = await insertCountries(t.app.db, [
    { code: 'JO', nameAr: 'الأردن', nameEn: 'Jordan' },
    { code: 'SA', nameAr: 'السعودية', nameEn: 'Saudi Arabia' },
    { code: 'AE', nameAr: 'الإمارات', nameEn: 'United Arab Emirates' },
    { code: 'EG', nameAr: 'مصر', nameEn: 'Egypt' },
  ]);
  for (const row of rows) c[row.code as keyof typeof c] = row.id;
});

const activityOf = (entity: string, entityId?: number) =>
  t.database.db
    .select()
    .from(staffActivity)
    .where(
      and(
        eq(staffActivity.entity, entity),
        entityId === undefined ? undefined : eq(staffActivity.entityId, entityId),
      ),
    )
    .orderBy(asc(staffActivity.id));

const gulf = () => ({
  name_ar: 'الخليج',
  name_en: 'Gulf',
  country_ids: [c.SA, c.AE],
  rates: [
    { max_grams: 1000, price: 9 },
    { max_grams: 500, price: 6.5 },
  ],
  free_shipping_from: 80,
  cod_offered: true,
  cod_fee: 2,
  delivery_days_min: 3,
  delivery_days_max: 6,
});

describe('shipping zones', () => {
  it('adds a zone with its countries and weight bands, changes it and logs each change', async () => {
    const admin = await signedInStaff(t, 'admin');
    const made = await call('POST', '/staff/shipping-zones', {
      token: admin.token,
      lang: 'en',
      body: gulf(),
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().message).toBe('Shipping zone added');
    const zone = made.json().data;
    expect(zone).toEqual({
      id: zone.id,
      name_ar: 'الخليج',
      name_en: 'Gulf',
      country_ids: [c.SA, c.AE].sort((a, b) => a - b),
      country_codes: [c.SA, c.AE].sort((a, b) => a - b).map((id) => (id === c.SA ? 'SA' : 'AE')),
      rates: [
        { max_grams: 500, price: 6.5 },
        { max_grams: 1000, price: 9 },
      ],
      free_shipping_from: 80,
      cod_offered: true,
      cod_fee: 2,
      delivery_days_min: 3,
      delivery_days_max: 6,
    });

    const changed = await call('PUT', `/staff/shipping-zones/${zone.id}`, {
      token: admin.token,
      lang: 'ar',
      body: { country_ids: [c.SA], free_shipping_from: null, rates: [{ max_grams: 2000, price: 12 }] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().message).toBe('تم حفظ منطقة الشحن');
    expect(changed.json().data).toMatchObject({
      country_ids: [c.SA],
      country_codes: ['SA'],
      rates: [{ max_grams: 2000, price: 12 }],
      free_shipping_from: null,
      cod_fee: 2,
    });
    const found = await call('GET', `/staff/shipping-zones/${zone.id}`, { token: admin.token });
    expect(found.json().data).toEqual(changed.json().data);

    const log = await activityOf('shipping_zone', zone.id);
    expect(log.map((row) => row.action)).toEqual(['create', 'update']);
    expect(log[1]!.before).toMatchObject({ free_shipping_from: 80 });
    expect(log[1]!.after).toMatchObject({ free_shipping_from: null, country_ids: [c.SA] });

    const gone = await call('DELETE', `/staff/shipping-zones/${zone.id}`, { token: admin.token, lang: 'en' });
    expect(gone.json()).toEqual({ message: 'Shipping zone deleted' });
    const missing = await call('GET', `/staff/shipping-zones/${zone.id}`, { token: admin.token, lang: 'en' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Shipping zone not found');
  });

  it('refuses a country that is already in another zone, naming the field and the zone', async () => {
    const admin = await signedInStaff(t, 'admin');
    const jordan = await call('POST', '/staff/shipping-zones', {
      token: admin.token,
      body: { ...gulf(), name_ar: 'الأردن', name_en: 'Jordan', country_ids: [c.JO] },
    });
    expect(jordan.statusCode, jordan.body).toBe(201);
    const again = await call('POST', '/staff/shipping-zones', {
      token: admin.token,
      lang: 'en',
      body: { ...gulf(), name_en: 'Levant', country_ids: [c.EG, c.JO] },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ country_ids: ['JO is already in the zone «Jordan»'] });
    await call('DELETE', `/staff/shipping-zones/${jordan.json().data.id}`, { token: admin.token });
  });

  it('gives one zone a country claimed by five saves at once, and refuses the others with 422', async () => {
    const admin = await signedInStaff(t, 'admin');
    const saves = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        call('POST', '/staff/shipping-zones', {
          token: admin.token,
          lang: 'en',
          body: { ...gulf(), name_en: `Egypt ${n}`, country_ids: [c.EG] },
        }),
      ),
    );
    const made = saves.filter((save) => save.statusCode === 201);
    expect(made).toHaveLength(1);
    const zone = made[0]!.json().data;
    for (const refusal of saves.filter((save) => save.statusCode !== 201)) {
      expect(refusal.statusCode).toBe(422);
      expect(refusal.json().errors).toEqual({ country_ids: [`EG is already in the zone «${zone.name_en}»`] });
    }
    await call('DELETE', `/staff/shipping-zones/${zone.id}`, { token: admin.token });
  });

  it('refuses unknown countries, a shorter longest delivery and two bands with one limit', async () => {
    const admin = await signedInStaff(t, 'admin');
    const refusals = [
      [{ country_ids: [999_999] }, { country_ids: ['There is no such country'] }],
      [
        { delivery_days_min: 5, delivery_days_max: 2 },
        { delivery_days_max: ['The longest delivery time is not shorter than the shortest'] },
      ],
      [
        {
          rates: [
            { max_grams: 500, price: 1 },
            { max_grams: 500, price: 2 },
          ],
        },
        { rates: ['Each weight band has its own upper limit'] },
      ],
      [{ cod_fee: 1.005 }, { cod_fee: ['A price has at most two decimals (cents)'] }],
      [{ rates: [] }, { rates: [expect.any(String)] }],
    ] as const;
    for (const [change, errors] of refusals) {
      const res = await call('POST', '/staff/shipping-zones', {
        token: admin.token,
        lang: 'en',
        body: { ...gulf(), country_ids: [], ...change },
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(422);
      expect(res.json().errors).toEqual(errors);
    }
  });

  it('lets every member read the zones and only admins change them', async () => {
    const editor = await signedInStaff(t, 'editor');
    const list = await call('GET', '/staff/shipping-zones', { token: editor.token });
    expect(list.statusCode).toBe(200);
    expect(list.json().meta).toMatchObject({ current_page: 1 });
    const write = await call('POST', '/staff/shipping-zones', { token: editor.token, body: gulf() });
    expect(write.statusCode).toBe(403);
  });
});

describe('tax rules', () => {
  it('adds one rule per country and format, in percent kept exactly, and logs the change', async () => {
    const admin = await signedInStaff(t, 'admin');
    const body = {
      country_id: c.SA,
      format: 'printed',
      rate: 15,
      label_ar: 'ضريبة القيمة المضافة',
      label_en: 'VAT',
      taxes_shipping: true,
      taxes_cod_fee: false,
    };
    const made = await call('POST', '/staff/tax-rules', { token: admin.token, lang: 'en', body });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toEqual({
      data: { id: made.json().data.id, country_code: 'SA', ...body },
      message: 'Tax rule added',
    });
    const twice = await call('POST', '/staff/tax-rules', { token: admin.token, lang: 'ar', body });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({ format: ['لهذا البلد قاعدة ضريبة لهذا الشكل من الكتب من قبل'] });

    const digital = await call('POST', '/staff/tax-rules', {
      token: admin.token,
      body: { ...body, format: 'digital', rate: 7.25 },
    });
    expect(digital.statusCode).toBe(201);
    expect(digital.json().data).toMatchObject({ format: 'digital', rate: 7.25, taxes_cod_fee: false });

    const changed = await call('PUT', `/staff/tax-rules/${made.json().data.id}`, {
      token: admin.token,
      body: { rate: 5 },
    });
    expect(changed.json().data.rate).toBe(5);
    const log = await activityOf('tax_rule', made.json().data.id);
    expect(log.map(({ action, before, after }) => ({ action, before, after })).at(-1)).toEqual({
      action: 'update',
      before: { rate: 15 },
      after: { rate: 5 },
    });
  });

  it('refuses rates beyond 100% or finer than a hundredth of a percent', async () => {
    const admin = await signedInStaff(t, 'admin');
    for (const rate of [100.5, -1, 12.345]) {
      const res = await call('POST', '/staff/tax-rules', {
        token: admin.token,
        lang: 'en',
        body: { country_id: c.EG, format: 'printed', rate, label_ar: 'ض', label_en: 'VAT' },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ rate: ['A tax rate is from 0 to 100 with at most two decimals'] });
    }
  });
});

describe('shipping settings', () => {
  it('reads the defaults, then keeps what an admin sets and logs it', async () => {
    const admin = await signedInStaff(t, 'admin');
    const first = await call('GET', '/staff/shipping-settings', { token: admin.token });
    expect(first.json()).toEqual({ data: { packaging_grams: 0, prices_include_tax: false } });
    const saved = await call('PUT', '/staff/shipping-settings', {
      token: admin.token,
      lang: 'en',
      body: { packaging_grams: 120 },
    });
    expect(saved.json()).toEqual({
      data: { packaging_grams: 120, prices_include_tax: false },
      message: 'Shipping and tax settings saved',
    });
    const log = await activityOf('shipping_settings');
    expect(log.map(({ before, after }) => ({ before, after }))).toEqual([
      { before: { packaging_grams: 0 }, after: { packaging_grams: 120 } },
    ]);
    const orders = await signedInStaff(t, 'orders');
    const refused = await call('PUT', '/staff/shipping-settings', { token: orders.token, body: {} });
    expect(refused.statusCode).toBe(403);
  });
});

describe('where the shop ships', () => {
  it('ships everywhere while there is no zone, then only to the zones’ countries', async () => {
    const admin = await signedInStaff(t, 'admin');
    const before = await t.app.inject({ method: 'GET', url: '/api/shipping-destinations' });
    expect(before.json()).toEqual({ data: { ships_everywhere: true, countries: [] } });
    const made = await call('POST', '/staff/shipping-zones', {
      token: admin.token,
      body: { ...gulf(), country_ids: [c.EG] },
    });
    const after = await t.app.inject({ method: 'GET', url: '/api/shipping-destinations' });
    expect(after.json()).toEqual({
      data: {
        ships_everywhere: false,
        countries: [
          {
            country_id: c.EG,
            zone_id: made.json().data.id,
            cod_offered: true,
            delivery_days: { min: 3, max: 6 },
          },
        ],
      },
    });
    await call('DELETE', `/staff/shipping-zones/${made.json().data.id}`, { token: admin.token });
  });
});
