import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { currencyRates } from '#server/modules/reference/testing.ts';
import { signedInStaff, staffActivity, staffCaller } from '#server/modules/staff/testing.ts';
import { setUpTestApp } from '#server/test/harness.ts';

/* The display currencies' rates: read by every reader, set by admins in the back office. */

const t = setUpTestApp();
const call = staffCaller(t);

beforeAll(async () => {
  await t.database.db.insert(currencyRates).values([
    { code: 'KWD', rateMicros: 307_000, setAt: new Date('2026-11-01T08:00:00Z') },
    { code: 'SAR', rateMicros: 3_750_000, setAt: new Date('2026-11-02T08:00:00Z') },
  ]);
});

const rates = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/currency-rates', headers });

describe('GET /api/currency-rates', () => {
  it('lists the dollar, then each rate with its decimals and the date it was set', async () => {
    const res = await rates();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        { code: 'USD', rate: 1, decimals: 2, set_at: null },
        { code: 'SAR', rate: 3.75, decimals: 2, set_at: '2026-11-02T08:00:00.000Z' },
        { code: 'KWD', rate: 0.307, decimals: 3, set_at: '2026-11-01T08:00:00.000Z' },
      ],
    });
  });

  it('may be kept by browsers and asked again with its ETag, answering 304 while unchanged', async () => {
    const first = await rates();
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await rates({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await rates({ 'if-none-match': '"something-else"' });
    expect(other.statusCode).toBe(200);
  });
});

describe('the rates in the back office', () => {
  it('lets an admin set a rate, shows when and by whom, and logs the change', async () => {
    const admin = await signedInStaff(t, 'admin');
    const before = (await rates()).headers.etag;
    const saved = await call('PUT', '/staff/currency-rates/SAR', {
      token: admin.token,
      lang: 'en',
      body: { rate: 3.7512 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      data: {
        code: 'SAR',
        rate: 3.7512,
        decimals: 2,
        set_at: expect.any(String),
        set_by: { id: admin.id, name: 'Staff admin' },
      },
      message: 'Exchange rate saved',
    });
    const [row] = await t.database.db.select().from(currencyRates).where(eq(currencyRates.code, 'SAR'));
    expect(row!.rateMicros).toBe(3_751_200);
    expect(row!.setBy).toBe(admin.id);

    const listed = await call('GET', '/staff/currency-rates', { token: admin.token });
    expect(listed.json().data.find((r: { code: string }) => r.code === 'SAR')).toEqual(saved.json().data);
    expect(listed.json().data.find((r: { code: string }) => r.code === 'KWD').set_by).toBeNull();

    const log = await t.database.db
      .select()
      .from(staffActivity)
      .where(eq(staffActivity.entity, 'currency_rate'))
      .orderBy(asc(staffActivity.id));
    expect(log.map(({ staffId, action, before, after }) => ({ staffId, action, before, after }))).toEqual([
      {
        staffId: admin.id,
        action: 'update',
        before: { code: 'SAR', rate: 3.75 },
        after: { code: 'SAR', rate: 3.7512 },
      },
    ]);
    const after = await rates();
    expect(after.headers.etag).not.toBe(before);
    expect(after.json().data[1]).toMatchObject({ code: 'SAR', rate: 3.7512 });
  });

  it('adds the rate of a shown currency that had none', async () => {
    const admin = await signedInStaff(t, 'admin');
    const saved = await call('PUT', '/staff/currency-rates/egp', {
      token: admin.token,
      body: { rate: 48.5 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ code: 'EGP', rate: 48.5, decimals: 2 });
    expect(saved.json().message).toBe('تم حفظ سعر الصرف');
  });

  it('refuses a rate that is not positive, too large or too fine, in the member’s language', async () => {
    const admin = await signedInStaff(t, 'admin');
    for (const rate of [0, -3.75, 100_001, 3.1234567]) {
      const res = await call('PUT', '/staff/currency-rates/AED', {
        token: admin.token,
        lang: 'en',
        body: { rate },
      });
      expect(res.statusCode, String(rate)).toBe(422);
      expect(res.json().errors).toEqual({
        rate: ['An exchange rate is a number above 0 and up to 100,000, with at most six decimals'],
      });
    }
    const text = await call('PUT', '/staff/currency-rates/AED', {
      token: admin.token,
      lang: 'ar',
      body: { rate: '3.67' },
    });
    expect(text.statusCode).toBe(422);
    expect(text.json().errors).toEqual({ rate: ['يجب أن تكون القيمة رقماً'] });
    const missing = await call('PUT', '/staff/currency-rates/AED', {
      token: admin.token,
      lang: 'en',
      body: {},
    });
    expect(missing.json().errors).toEqual({ rate: ['This field is required'] });
  });

  it('refuses to change the dollar and knows no other currency', async () => {
    const admin = await signedInStaff(t, 'admin');
    const dollar = await call('PUT', '/staff/currency-rates/USD', {
      token: admin.token,
      lang: 'en',
      body: { rate: 2 },
    });
    expect(dollar.statusCode).toBe(422);
    expect(dollar.json().errors).toEqual({
      rate: ["The shop charges in US dollars: the dollar's rate is always 1"],
    });
    const euro = await call('PUT', '/staff/currency-rates/EUR', {
      token: admin.token,
      lang: 'ar',
      body: { rate: 0.9 },
    });
    expect(euro.statusCode).toBe(404);
    expect(euro.json()).toEqual({ message: 'لا يعرض المتجر الأسعار بهذه العملة', code: 'not_found' });
    const garbage = await call('PUT', '/staff/currency-rates/dollars', {
      token: admin.token,
      body: { rate: 1 },
    });
    expect(garbage.statusCode).toBe(422);
    const rows = await t.database.db.select().from(currencyRates).where(eq(currencyRates.code, 'EUR'));
    expect(rows).toEqual([]);
  });

  it('lets every member read the rates and only admins set them', async () => {
    for (const role of ['editor', 'orders'] as const) {
      const member = await signedInStaff(t, role);
      const read = await call('GET', '/staff/currency-rates', { token: member.token });
      expect(read.statusCode).toBe(200);
      const write = await call('PUT', '/staff/currency-rates/SAR', {
        token: member.token,
        lang: 'en',
        body: { rate: 4 },
      });
      expect(write.statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/staff/currency-rates/SAR',
      payload: { rate: 4 },
    });
    expect(anonymous.statusCode).toBe(401);
    const [row] = await t.database.db.select().from(currencyRates).where(eq(currencyRates.code, 'SAR'));
    expect(row!.rateMicros).not.toBe(4_000_000);
  });
});
