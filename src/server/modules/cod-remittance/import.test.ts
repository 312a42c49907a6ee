import { describe, expect, it } from 'vitest';
import { setUpCarriersTest } from '#server/modules/carriers/testing.ts';
import { fileForm } from '#server/test/files.ts';

/*
 * A carrier's COD remittance statement imported by staff: each line matched to the carrier's shipment
 * by waybill, in Aramex's layout, SMSA's and the generic one; the same file imported twice credits
 * nothing twice; another amount and an unknown waybill are flagged; a bad file is refused naming its line.
 */

const { env, call, codOrder, book } = setUpCarriersTest();

type Booked = { orderId: number; waybill: string; cents: number };

/** A COD order to Riyadh booked with `carrier`: its waybill and the cash to collect. */
async function shipped(carrier: 'aramex' | 'smsa' = 'aramex'): Promise<Booked> {
  const { id } = await codOrder();
  const res = await book(id, carrier === 'smsa' ? { carrier: 'smsa' } : {});
  expect(res.statusCode, res.body).toBe(201);
  const shipment = res.json().data;
  return { orderId: id, waybill: shipment.waybill, cents: shipment.cod_amount_cents };
}

const dollars = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

const upload = (carrier: string, csv: string, lang: 'ar' | 'en' = 'en', token = env.orders.token) =>
  call('POST', `/staff/cod-remittances?carrier=${carrier}`, {
    token,
    lang,
    ...fileForm(csv, 'statement.csv', 'text/csv'),
  });

describe('importing a carrier’s COD remittance statement', () => {
  it('reconciles an Aramex statement line by line, and the same file imported again credits nothing twice', async () => {
    const first = await shipped();
    const second = await shipped();
    const csv = [
      'AWB No,Consignee,COD Amount,Currency,Delivery Date,Payment Reference',
      `${first.waybill},Sara,${dollars(first.cents)},USD,30/11/2026,CHQ-8841`,
      `${second.waybill},Omar,"${dollars(second.cents)}",USD,2026-11-30,CHQ-8841`,
    ].join('\r\n');

    const res = await upload('aramex', csv);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Statement imported: 2 lines, 0 to look into');
    const data = res.json().data;
    expect(data).toMatchObject({
      carrier: 'aramex',
      layout: 'aramex',
      counts: { lines: 2, matched: 2, amount_differs: 0, unknown_waybill: 0, already_reconciled: 0 },
      credited: [{ currency: 'USD', currency_decimals: 2, credited_cents: first.cents + second.cents }],
    });
    expect(data.lines).toEqual([
      {
        line: 2,
        waybill: first.waybill,
        amount_cents: first.cents,
        expected_cents: first.cents,
        currency: 'USD',
        currency_decimals: 2,
        collected_on: '2026-11-30',
        reference: 'CHQ-8841',
        outcome: 'matched',
        order_id: first.orderId,
      },
      {
        line: 3,
        waybill: second.waybill,
        amount_cents: second.cents,
        expected_cents: second.cents,
        currency: 'USD',
        currency_decimals: 2,
        collected_on: '2026-11-30',
        reference: 'CHQ-8841',
        outcome: 'matched',
        order_id: second.orderId,
      },
    ]);

    const again = await upload('aramex', csv, 'ar');
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().message).toBe('استُورد الكشف: 2 سطر، منها 2 تحتاج مراجعة');
    expect(again.json().data).toMatchObject({
      counts: { lines: 2, matched: 0, amount_differs: 0, unknown_waybill: 0, already_reconciled: 2 },
      credited: [],
    });
    expect(again.json().data.lines.map((line: { outcome: string }) => line.outcome)).toEqual([
      'already_reconciled',
      'already_reconciled',
    ]);
  });

  it('reads SMSA’s layout (semicolons, columns in another order) and the generic layout as a text body', async () => {
    const parcel = await shipped('smsa');
    const smsa = [
      'Transfer No;COD Amount;AWB No;Delivery Date',
      `TRF-2201;${dollars(parcel.cents)};${parcel.waybill};2026-11-29`,
    ].join('\n');
    const res = await upload('smsa', smsa);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      carrier: 'smsa',
      layout: 'smsa',
      counts: { matched: 1 },
      lines: [{ line: 2, waybill: parcel.waybill, reference: 'TRF-2201', outcome: 'matched' }],
    });

    const other = await shipped();
    const generic = `\uFEFFwaybill,amount,date,reference\n${other.waybill},${dollars(other.cents)},,BANK-77\n`;
    const text = await call('POST', '/staff/cod-remittances?carrier=aramex', {
      token: env.admin.token,
      lang: 'en',
      body: generic,
      headers: { 'content-type': 'text/csv' },
    });
    expect(text.statusCode, text.body).toBe(201);
    expect(text.json().data).toMatchObject({
      layout: 'generic',
      credited: [{ currency: 'USD', currency_decimals: 2, credited_cents: other.cents }],
      lines: [{ waybill: other.waybill, collected_on: null, reference: 'BANK-77', outcome: 'matched' }],
    });
  });

  it('flags another amount and a waybill the carrier never had from the shop, and credits the amount remitted once', async () => {
    const parcel = await shipped();
    const smsaParcel = await shipped('smsa');
    const short = parcel.cents - 150;
    const csv = [
      'waybill,amount,date,reference',
      `${parcel.waybill},${dollars(short)},2026-11-30,R1`,
      '99999999999,25.00,2026-11-30,R1',
      `${smsaParcel.waybill},${dollars(smsaParcel.cents)},2026-11-30,R1`,
      `${parcel.waybill},${dollars(parcel.cents)},2026-11-30,R1`,
    ].join('\n');
    const res = await upload('aramex', csv);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Statement imported: 4 lines, 4 to look into');
    const data = res.json().data;
    expect(data.counts).toEqual({
      lines: 4,
      matched: 0,
      amount_differs: 1,
      unknown_waybill: 2,
      already_reconciled: 1,
    });
    expect(data.credited).toEqual([{ currency: 'USD', currency_decimals: 2, credited_cents: short }]);
    expect(data.lines).toEqual([
      expect.objectContaining({
        line: 2,
        amount_cents: short,
        expected_cents: parcel.cents,
        outcome: 'amount_differs',
      }),
      expect.objectContaining({
        line: 3,
        waybill: '99999999999',
        expected_cents: null,
        outcome: 'unknown_waybill',
        order_id: null,
      }),
      // An SMSA waybill in Aramex's statement is not Aramex's parcel.
      expect.objectContaining({ line: 4, waybill: smsaParcel.waybill, outcome: 'unknown_waybill' }),
      expect.objectContaining({ line: 5, outcome: 'already_reconciled' }),
    ]);
  });

  it('refuses a malformed file naming the line, in Arabic and in English, and records nothing', async () => {
    const parcel = await shipped();
    const csv = [
      'AWB No,COD Amount,Delivery Date',
      `${parcel.waybill},${dollars(parcel.cents)},2026-11-30`,
      '12345678901,12.5.0,2026-11-30',
    ].join('\n');
    const en = await upload('aramex', csv);
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual({
      message: 'Line 3: “12.5.0” is not an amount (digits and up to three decimals, such as 125.50 or 3.838)',
      code: 'statement_invalid',
    });
    const ar = await upload('aramex', csv, 'ar');
    expect(ar.statusCode).toBe(422);
    expect(ar.json()).toEqual({
      message: 'السطر 3: «12.5.0» ليس مبلغاً (أرقام وحتى ثلاث منازل عشرية، مثل 125.50 أو 3.838)',
      code: 'statement_invalid',
    });

    const badDate = await upload(
      'aramex',
      `AWB No,COD Amount,Delivery Date\n${parcel.waybill},10.00,31/02/2026\n`,
    );
    expect(badDate.json()).toEqual({
      message: 'Line 2: “31/02/2026” is not a date (such as 2026-11-30 or 30/11/2026)',
      code: 'statement_invalid',
    });
    const noColumns = await upload('smsa', 'Shipment,Value\n1,2\n');
    expect(noColumns.statusCode).toBe(422);
    expect(noColumns.json()).toEqual({
      message:
        'Line 1 names neither the waybill and amount columns of a SMSA statement nor those of the generic layout: waybill,amount,date,reference',
      code: 'statement_invalid',
    });
    const notText = await call('POST', '/staff/cod-remittances?carrier=aramex', {
      token: env.orders.token,
      lang: 'en',
      ...fileForm(Buffer.from([0x41, 0x57, 0x42, 0xff, 0xfe, 0x0a]), 'statement.csv', 'text/csv'),
    });
    expect(notText.statusCode).toBe(422);
    expect(notText.json()).toEqual({
      message: 'The file is not UTF-8 text: save it from the spreadsheet as CSV UTF-8',
      code: 'not_utf8',
    });

    // Nothing of the refused files was kept: the parcel is credited by the first good statement.
    const good = await upload('aramex', `AWB No,COD Amount\n${parcel.waybill},${dollars(parcel.cents)}\n`);
    expect(good.json().data.counts).toMatchObject({ matched: 1, already_reconciled: 0 });
  });

  it('is the orders desk’s and the admins’: an editor is turned away', async () => {
    const csv = 'waybill,amount\n1,1.00\n';
    const refused = await upload('aramex', csv, 'en', env.editor.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Your staff role does not allow this', code: 'forbidden' });
    for (const path of ['/staff/cod-remittances/summary', '/staff/cod-remittances/summary.csv']) {
      expect((await call('GET', path, { token: env.editor.token })).statusCode).toBe(403);
    }
    expect((await call('GET', '/staff/cod-remittances/summary')).statusCode).toBe(401);
  });
});
