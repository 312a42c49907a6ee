import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { setUpCarriersTest } from '#server/modules/carriers/testing.ts';
import { addMarket, setRate } from '#server/modules/markets/testing.ts';

/*
 * The daily COD money per carrier: the cash the parcels handed over that day are to bring back (a
 * cancelled shipment expects nothing), what the carriers' statements credited, what is still out,
 * and the same as CSV with a BOM and headers in the member's language.
 */

const { env, call, codOrder, book } = setUpCarriersTest();

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(new Date());
const dollars = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

async function shipped(carrier: 'aramex' | 'smsa' = 'aramex', place: 'riyadh' | 'jordan' = 'riyadh') {
  const { id } = await codOrder(place);
  const res = await book(id, { carrier });
  expect(res.statusCode, res.body).toBe(201);
  return {
    orderId: id,
    waybill: res.json().data.waybill as string,
    cents: res.json().data.cod_amount_cents as number,
  };
}

describe('the daily COD money per carrier', () => {
  it('counts each day’s parcels per carrier: expected, collected by the statements, outstanding; and as CSV', async () => {
    const a1 = await shipped();
    const a2 = await shipped();
    const cancelled = await shipped();
    const s1 = await shipped('smsa');
    const cancel = await call('POST', `/staff/orders/${cancelled.orderId}/shipments/cancel`, {
      token: env.orders.token,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const short = a2.cents - 500;
    const statement = [
      'waybill,amount',
      `${a1.waybill},${dollars(a1.cents)}`,
      `${a2.waybill},${dollars(short)}`,
      `${cancelled.waybill},${dollars(cancelled.cents)}`,
    ].join('\n');
    const imported = await call('POST', '/staff/cod-remittances?carrier=aramex', {
      token: env.orders.token,
      body: statement,
      headers: { 'content-type': 'text/csv' },
    });
    expect(imported.statusCode, imported.body).toBe(201);

    const res = await call('GET', `/staff/cod-remittances/summary?from=${today}&to=${today}`, {
      token: env.orders.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const aramex = { expected: a1.cents + a2.cents, collected: a1.cents + short };
    const usd = { currency: 'USD', currency_decimals: 2 };
    const rows = [
      {
        day: today,
        carrier: 'aramex',
        ...usd,
        expected_cents: aramex.expected,
        collected_cents: aramex.collected,
        outstanding_cents: 500,
      },
      {
        day: today,
        carrier: 'smsa',
        ...usd,
        expected_cents: s1.cents,
        collected_cents: 0,
        outstanding_cents: s1.cents,
      },
    ];
    expect(res.json().data).toEqual({
      from: today,
      to: today,
      days: rows,
      totals: rows.map(({ day: _, ...totals }) => totals),
    });

    const csv = await call('GET', `/staff/cod-remittances/summary.csv?from=${today}&to=${today}&lang=ar`, {
      token: env.admin.token,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="cod-money-${today}-${today}.csv"`);
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    expect(parse(csv.body, { bom: true })).toEqual([
      ['اليوم', 'شركة الشحن', 'العملة', 'المتوقع', 'المحصَّل', 'المتبقي'],
      [today, 'أرامكس', 'USD', dollars(aramex.expected), dollars(aramex.collected), '5.00'],
      [today, 'سمسا', 'USD', dollars(s1.cents), '0.00', dollars(s1.cents)],
      ['المجموع', 'أرامكس', 'USD', dollars(aramex.expected), dollars(aramex.collected), '5.00'],
      ['المجموع', 'سمسا', 'USD', dollars(s1.cents), '0.00', dollars(s1.cents)],
    ]);
    const english = await call('GET', `/staff/cod-remittances/summary.csv?from=${today}&to=${today}`, {
      token: env.orders.token,
      lang: 'en',
    });
    expect(english.body.split('\r\n')[0]).toBe('\uFEFFDay,Carrier,Currency,Expected,Collected,Outstanding');

    // A day before the parcels left expects nothing.
    const before = await call('GET', '/staff/cod-remittances/summary?from=2026-01-01&to=2026-01-31', {
      token: env.orders.token,
    });
    expect(before.json().data).toEqual({ from: '2026-01-01', to: '2026-01-31', days: [], totals: [] });
  });

  it('refuses a period that ends before it starts or is longer than 92 days', async () => {
    const backwards = await call('GET', '/staff/cod-remittances/summary?from=2026-11-30&to=2026-11-01', {
      token: env.orders.token,
      lang: 'ar',
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json()).toMatchObject({ message: 'بداية المدة بعد نهايتها', code: 'validation' });
    const long = await call('GET', '/staff/cod-remittances/summary?from=2026-01-01&to=2026-12-31', {
      token: env.orders.token,
      lang: 'en',
    });
    expect(long.json()).toMatchObject({ message: 'The period is longer than 92 days', code: 'validation' });
    const noDay = await call('GET', '/staff/cod-remittances/summary?from=2026-02-30', {
      token: env.orders.token,
      lang: 'en',
    });
    expect(noDay.json()).toMatchObject({ message: 'This is not a day of the calendar', code: 'validation' });
  });
});

// Last in the file: from here Saudi Arabia pays in riyals and Jordan, standing in for Kuwait, in
// Kuwaiti dinars (decision 110).
describe('the daily COD money of parcels charged in riyals and in Kuwaiti dinars', () => {
  it('gives a row per currency for the same day and carrier, never adding riyals to dinars; the CSV in each one’s decimals', async () => {
    await setRate(env.app.db, 'SAR', 3.75);
    await setRate(env.app.db, 'KWD', 0.307);
    const cod = { rounding: 'none' as const, payment_methods: ['card', 'cod'] };
    await addMarket(env.app.db, { ...cod, currency: 'SAR', country_ids: [env.ref.otherCountryId] });
    await addMarket(env.app.db, { ...cod, currency: 'KWD', country_ids: [env.ref.countryId] });
    // SMSA carries both: 108.75 riyals to Riyadh, 8.903 dinars to the other market.
    const riyals = await shipped('smsa', 'riyadh');
    const dinars = await shipped('smsa', 'jordan');
    expect([riyals.cents, dinars.cents]).toEqual([10875, 8903]);
    const imported = await call('POST', '/staff/cod-remittances?carrier=smsa', {
      token: env.orders.token,
      body: `waybill,amount\n${dinars.waybill},8.900\n`,
      headers: { 'content-type': 'text/csv' },
    });
    expect(imported.statusCode, imported.body).toBe(201);

    const res = await call('GET', `/staff/cod-remittances/summary?from=${today}&to=${today}`, {
      token: env.orders.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const kwd = {
      carrier: 'smsa',
      currency: 'KWD',
      currency_decimals: 3,
      expected_cents: 8903,
      collected_cents: 8900,
      outstanding_cents: 3,
    };
    const sar = {
      carrier: 'smsa',
      currency: 'SAR',
      currency_decimals: 2,
      expected_cents: 10875,
      collected_cents: 0,
      outstanding_cents: 10875,
    };
    // The dollars of the parcels handed over before stay rows of their own.
    const inMarkets = (rows: { currency: string }[]) => rows.filter((row) => row.currency !== 'USD');
    expect(inMarkets(res.json().data.days)).toEqual([
      { day: today, ...kwd },
      { day: today, ...sar },
    ]);
    expect(inMarkets(res.json().data.totals)).toEqual([kwd, sar]);

    const csv = await call('GET', `/staff/cod-remittances/summary.csv?from=${today}&to=${today}&lang=en`, {
      token: env.orders.token,
    });
    const lines = parse(csv.body, { bom: true }) as string[][];
    expect(lines[0]).toEqual(['Day', 'Carrier', 'Currency', 'Expected', 'Collected', 'Outstanding']);
    expect(lines.filter((line) => line[2] === 'KWD' || line[2] === 'SAR')).toEqual([
      [today, 'SMSA', 'KWD', '8.903', '8.900', '0.003'],
      [today, 'SMSA', 'SAR', '108.75', '0.00', '108.75'],
      ['Total', 'SMSA', 'KWD', '8.903', '8.900', '0.003'],
      ['Total', 'SMSA', 'SAR', '108.75', '0.00', '108.75'],
    ]);
  });
});
