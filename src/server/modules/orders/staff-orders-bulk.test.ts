import { and, count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffActivity } from '#server/modules/staff/testing.ts';
import { setUpStaffOrdersTest } from './test-staff-orders.ts';

/* Many orders at once: moved on, shipped, marked paid, all or nothing, one activity row per order. */

const { t, staff, call, paperOrder, digitalOrder, orderOf, move } = setUpStaffOrdersTest();

const bulk = (body: Record<string, unknown>, token = staff.orders.token, lang: 'ar' | 'en' = 'en') =>
  call('POST', '/staff/orders/bulk', { token, body, lang });
const tracking = (csv: string, token = staff.orders.token, lang: 'ar' | 'en' = 'en') =>
  call('POST', '/staff/orders/bulk/tracking', { token, body: { csv }, lang });

const activityOf = async (ids: number[]) =>
  t.app.db
    .select()
    .from(staffActivity)
    .where(and(eq(staffActivity.entity, 'order'), inArray(staffActivity.entityId, ids)))
    .orderBy(staffActivity.id);
const activityCount = async () => (await t.app.db.select({ n: count() }).from(staffActivity))[0].n;

async function processing(n: number) {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const { id } = await paperOrder();
    expect((await move(id, { status: 'processing' })).statusCode).toBe(200);
    ids.push(id);
  }
  return ids;
}

describe('moving many orders on', () => {
  it('moves every chosen order to processing, with a row per order and one activity row each', async () => {
    const ids = [(await paperOrder()).id, (await paperOrder()).id];
    const res = await bulk({ ids, action: 'processing' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      data: {
        rows: ids.map((id) => ({ id, ok: true, message: 'The order is being processed' })),
      },
      message: 'Done for every chosen order (2)',
    });
    for (const id of ids) expect((await orderOf(id)).status).toBe('processing');
    const log = await activityOf(ids);
    expect(log.map((row) => [row.entityId, row.action, row.staffId])).toEqual(
      ids.map((id) => [id, 'status', staff.orders.id]),
    );
    expect(log[0]).toMatchObject({
      before: { status: 'pending' },
      after: { status: 'processing', bulk: true },
    });
  });

  it('refuses them all when one cannot move, reporting each order, and changes nothing', async () => {
    const fine = (await paperOrder()).id;
    const digital = (await digitalOrder()).id;
    const logged = await activityCount();
    for (const [lang, message, refusal, left] of [
      [
        'en',
        'Nothing was changed: 1 of 2 orders cannot be changed this way',
        'The order cannot move to this status',
        'Could be changed; left as it was because another order was refused',
      ],
      [
        'ar',
        'لم يتغيّر شيء: لا يمكن تغيير 1 من 2 طلبات بهذه الطريقة',
        'لا يمكن نقل الطلب إلى هذه الحالة',
        'كان يمكن تغييره، وتُرك كما هو لأن طلباً آخر رُفض',
      ],
    ] as const) {
      const res = await bulk({ ids: [fine, digital], action: 'processing' }, staff.orders.token, lang);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message,
        code: 'bulk_refused',
        errors: { [digital]: [refusal] },
        rows: [
          { id: fine, ok: true, message: left },
          { id: digital, ok: false, message: refusal },
        ],
      });
    }
    expect((await orderOf(fine)).status).toBe('pending');
    expect((await orderOf(fine)).history).toEqual([]);
    expect(await activityCount()).toBe(logged);
  });

  it('reports an order that does not exist', async () => {
    const res = await bulk({ ids: [999999], action: 'processing' });
    expect(res.statusCode).toBe(422);
    expect(res.json().rows).toEqual([{ id: 999999, ok: false, message: 'Order not found' }]);
  });

  it('ships every chosen order with one carrier, and refuses shipping without a carrier', async () => {
    const ids = await processing(2);
    let res = await bulk({ ids, action: 'shipped' }, staff.orders.token, 'ar');
    expect(res.statusCode).toBe(422);
    expect(res.json().rows.map((row: { message: string }) => row.message)).toEqual([
      'اذكر شركة الشحن التي تحمل الطرد',
      'اذكر شركة الشحن التي تحمل الطرد',
    ]);
    res = await bulk({ ids, action: 'processing', carrier: 'Aramex' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      carrier: ['The carrier and tracking number are given only when the order ships'],
    });
    res = await bulk({ ids, action: 'shipped', carrier: 'Aramex' });
    expect(res.statusCode, res.body).toBe(200);
    for (const id of ids) {
      expect(await orderOf(id)).toMatchObject({
        status: 'shipped',
        carrier: 'Aramex',
        tracking_number: null,
      });
    }
  });

  it('takes every order the list’s filters keep, and refuses ids and filters together or neither', async () => {
    // From this instant on: the orders of earlier tests are older.
    const since = new Date().toISOString();
    const ids = [(await paperOrder()).id, (await paperOrder()).id];
    const res = await bulk({
      filter: { from: since, status: 'pending', type: 'paper' },
      action: 'processing',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .data.rows.map((row: { id: number }) => row.id)
        .sort(),
    ).toEqual(ids.sort());

    const both = await bulk({ ids, filter: { status: 'pending' }, action: 'processing' });
    expect(both.json().errors).toEqual({ ids: ['Choose the orders or the filters, not both'] });
    const neither = await bulk({ action: 'processing' }, staff.orders.token, 'ar');
    expect(neither.statusCode).toBe(422);
    expect(neither.json().errors).toEqual({
      ids: ['اختر طلبات، أو اختر كل الطلبات التي تطابق عوامل التصفية'],
    });
    const tooMany = await bulk({ ids: Array.from({ length: 501 }, (_, i) => i + 1), action: 'processing' });
    expect(tooMany.statusCode).toBe(422);
  });

  it('marks the cash of shipped cash-on-delivery orders received, all or nothing', async () => {
    const cod = await processing(2);
    const card = (await paperOrder({ cod: false })).id;
    await move(card, { status: 'processing' });
    for (const id of [...cod, card]) await move(id, { status: 'shipped', carrier: 'Aramex' });
    let res = await bulk({ ids: [...cod, card], action: 'paid' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      [card]: ['Only a shipped or delivered cash-on-delivery order that is not yet paid can be marked paid'],
    });
    expect((await orderOf(cod[0])).paid_at).toBeNull();
    res = await bulk({ ids: cod, action: 'paid' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.rows[0]).toEqual({ id: cod[0], ok: true, message: 'The payment is recorded' });
    for (const id of cod) expect((await orderOf(id)).paid_at).not.toBeNull();
    expect((await activityOf(cod)).filter((row) => row.action === 'paid')).toHaveLength(2);
  });

  it('is refused to the editor, whose role does not handle orders', async () => {
    const { id } = await paperOrder();
    for (const res of [
      await bulk({ ids: [id], action: 'processing' }, staff.editor.token),
      await tracking(`${id},Aramex,AX-1`, staff.editor.token),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Your staff role does not allow this', code: 'forbidden' });
    }
    expect((await orderOf(id)).status).toBe('pending');
  });
});

describe('tracking numbers from CSV', () => {
  it('ships each order with its carrier and tracking number, skipping the column names', async () => {
    const [a, b, c] = await processing(3);
    const csv = `order,carrier,tracking\r\n#${a},Aramex,AX-1\n${b};SMSA;\n${String(c).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)])}\tDHL\t"JD 01"\n`;
    const res = await tracking(csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.rows).toEqual([
      { id: a, line: 2, ok: true, message: 'The order is marked shipped' },
      { id: b, line: 3, ok: true, message: 'The order is marked shipped' },
      { id: c, line: 4, ok: true, message: 'The order is marked shipped' },
    ]);
    expect(await orderOf(a)).toMatchObject({ status: 'shipped', carrier: 'Aramex', tracking_number: 'AX-1' });
    expect(await orderOf(b)).toMatchObject({ carrier: 'SMSA', tracking_number: null });
    expect(await orderOf(c)).toMatchObject({ carrier: 'DHL', tracking_number: 'JD 01' });
    expect(await activityOf([a, b, c])).toHaveLength(6);
  });

  it('names every bad line and ships none', async () => {
    const [a, b] = await processing(2);
    const pending = (await paperOrder()).id;
    const csv = [
      `${a},Aramex,AX-1`,
      'no number,Aramex,X',
      `${a},DHL,2`,
      `${b},,X-2`,
      `${pending},Aramex,3`,
    ].join('\n');
    const res = await tracking(csv);
    expect(res.statusCode).toBe(422);
    expect(res.json().rows).toEqual([
      {
        id: a,
        line: 1,
        ok: true,
        message: 'Could be changed; left as it was because another order was refused',
      },
      { id: null, line: 2, ok: false, message: 'This line names no order number' },
      { id: a, line: 3, ok: false, message: `Order ${a} is named on an earlier line` },
      { id: b, line: 4, ok: false, message: 'Give the carrier that takes the parcel' },
      { id: pending, line: 5, ok: false, message: 'The order cannot move to this status' },
    ]);
    expect(res.json().errors['line.2']).toEqual(['This line names no order number']);
    expect((await orderOf(a)).status).toBe('processing');
    expect((await orderOf(pending)).status).toBe('pending');
  });

  it('refuses text that names no order, in both languages', async () => {
    let res = await tracking('order,carrier,tracking\n');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      csv: ['The text names no order: one line per order, with its number, carrier and tracking number'],
    });
    res = await tracking('', staff.orders.token, 'ar');
    expect(res.json().errors.csv).toEqual([
      'لا يذكر النص أي طلب: سطر لكل طلب فيه رقمه وشركة الشحن ورقم التتبع',
    ]);
  });
});
