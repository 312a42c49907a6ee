import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { codRemittanceLines, codRemittances } from '#server/db/schema/cod-remittance.ts';
import { setUpCarriersTest } from '#server/modules/carriers/testing.ts';
import { addMarket, setRate } from '#server/modules/markets/testing.ts';
import { fileForm } from '#server/test/files.ts';

/*
 * A statement of parcels charged in the buyers' currencies (decision 110): each line is read in the
 * currency of the parcel its waybill names, riyals with two decimals and Kuwaiti dinars with three,
 * and what it credited is totalled per currency. Saudi Arabia pays in riyals; Jordan, standing in for
 * Kuwait, in dinars; SMSA carries to both.
 */

const { env, call, codOrder, book } = setUpCarriersTest();

let markets: Promise<void> | undefined;
function inMarkets() {
  markets ??= (async () => {
    await setRate(env.app.db, 'SAR', 3.75);
    await setRate(env.app.db, 'KWD', 0.307);
    const cod = { rounding: 'none' as const, payment_methods: ['card', 'cod'] };
    await addMarket(env.app.db, { ...cod, currency: 'SAR', country_ids: [env.ref.otherCountryId] });
    await addMarket(env.app.db, { ...cod, currency: 'KWD', country_ids: [env.ref.countryId] });
  })();
  return markets;
}

/** A COD order to Riyadh (riyals) or to the dinars' market, booked with SMSA: its waybill and cash. */
async function shipped(place: 'riyadh' | 'jordan') {
  await inMarkets();
  const { id } = await codOrder(place);
  const res = await book(id, { carrier: 'smsa' });
  expect(res.statusCode, res.body).toBe(201);
  const shipment = res.json().data;
  return { orderId: id, waybill: shipment.waybill as string, cents: shipment.cod_amount_cents as number };
}
const inRiyals = () => shipped('riyadh');
const inDinars = () => shipped('jordan');

const upload = (csv: string, lang: 'ar' | 'en' = 'en') =>
  call('POST', '/staff/cod-remittances?carrier=smsa', {
    token: env.orders.token,
    lang,
    ...fileForm(csv, 'statement.csv', 'text/csv'),
  });

describe('a statement of parcels charged in riyals and in Kuwaiti dinars', () => {
  it('reads each line in its parcel’s currency: dinars with three decimals, riyals with two; credits per currency', async () => {
    // Two copies and the shipping: 108.75 riyals to Riyadh, 8.903 dinars to the other market.
    const riyals = await inRiyals();
    const dinars = await inDinars();
    const shortDinars = await inDinars();
    expect([riyals.cents, dinars.cents, shortDinars.cents]).toEqual([10875, 8903, 8903]);
    const csv = [
      'AWB No,COD Amount,Delivery Date,Transfer No',
      `${riyals.waybill},108.75,2026-11-30,TRF-1`,
      `${dinars.waybill},8.903,2026-11-30,TRF-1`,
      `${shortDinars.waybill},8.895,2026-11-30,TRF-1`,
      '70000000009,1.250,2026-11-30,TRF-1',
    ].join('\n');
    const res = await upload(csv);
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data.counts).toEqual({
      lines: 4,
      matched: 2,
      amount_differs: 1,
      unknown_waybill: 1,
      already_reconciled: 0,
    });
    expect(data.credited).toEqual([
      { currency: 'KWD', currency_decimals: 3, credited_cents: 8903 + 8895 },
      { currency: 'SAR', currency_decimals: 2, credited_cents: 10875 },
    ]);
    expect(data.lines).toEqual([
      expect.objectContaining({
        line: 2,
        amount_cents: 10875,
        expected_cents: 10875,
        currency: 'SAR',
        currency_decimals: 2,
        outcome: 'matched',
      }),
      expect.objectContaining({
        line: 3,
        amount_cents: 8903,
        expected_cents: 8903,
        currency: 'KWD',
        currency_decimals: 3,
        outcome: 'matched',
      }),
      expect.objectContaining({
        line: 4,
        amount_cents: 8895,
        expected_cents: 8903,
        currency: 'KWD',
        outcome: 'amount_differs',
      }),
      // A waybill the shop never booked, in a statement of two currencies: read in the shop's dollars.
      expect.objectContaining({ line: 5, amount_cents: 125, currency: 'USD', outcome: 'unknown_waybill' }),
    ]);
    // Each line keeps its currency; the statement's one total is left at nothing for two currencies.
    const stored = await env.app.db
      .select({ amount: codRemittanceLines.amountCents, currency: codRemittanceLines.currency })
      .from(codRemittanceLines)
      .where(eq(codRemittanceLines.remittanceId, data.id))
      .orderBy(asc(codRemittanceLines.line));
    expect(stored).toEqual([
      { amount: 10875, currency: 'SAR' },
      { amount: 8903, currency: 'KWD' },
      { amount: 8895, currency: 'KWD' },
      { amount: 125, currency: 'USD' },
    ]);
    const [statement] = await env.app.db.select().from(codRemittances).where(eq(codRemittances.id, data.id));
    expect(statement?.creditedCents).toBe(0);
  });

  it('matches a dinar line of 8.903 to the 8903 fils to collect, and flags one of 8.900', async () => {
    const dinars = await inDinars();
    const other = await inDinars();
    const res = await upload(
      [
        'waybill,amount',
        `${dinars.waybill},8.903`,
        `${other.waybill},8.900`,
        // An unknown waybill in a statement of dinars is read in dinars.
        '70000000010,3.838',
      ].join('\n'),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.lines).toEqual([
      expect.objectContaining({
        amount_cents: 8903,
        expected_cents: 8903,
        currency: 'KWD',
        outcome: 'matched',
      }),
      expect.objectContaining({ amount_cents: 8900, expected_cents: 8903, outcome: 'amount_differs' }),
      expect.objectContaining({ amount_cents: 3838, currency: 'KWD', outcome: 'unknown_waybill' }),
    ]);
  });

  it('refuses a riyal line with three decimals, naming the line and the currency', async () => {
    const riyals = await inRiyals();
    const csv = `waybill,amount\n${riyals.waybill},108.755\n`;
    const en = await upload(csv);
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual({
      message: 'Line 2: “108.755” is not an amount in SAR (2 decimals at most)',
      code: 'statement_invalid',
    });
    const ar = await upload(csv, 'ar');
    expect(ar.json()).toEqual({
      message: 'السطر 2: «108.755» ليس مبلغاً بالعملة SAR (منزلتان عشريتان على الأكثر)',
      code: 'statement_invalid',
    });
    // Nothing of it was credited; a trailing zero is the same riyals.
    const good = await upload(`waybill,amount\n${riyals.waybill},108.750\n`);
    expect(good.json().data).toMatchObject({
      counts: { matched: 1 },
      credited: [{ currency: 'SAR', currency_decimals: 2, credited_cents: 10875 }],
    });
  });
});
