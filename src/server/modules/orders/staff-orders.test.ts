import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffActivity } from '#server/modules/staff/testing.ts';
import { onRealPostgres } from '#server/test/harness.ts';
import { stockOf } from './fixtures.ts';
import { setUpStaffOrdersTest } from './test-staff-orders.ts';

/* Staff move orders on: pending → processing → shipped → delivered, or cancel them with the stock back. */

const { t, staff, call, paperOrder, digitalOrder, orderOf, move } = setUpStaffOrdersTest();

const activityOf = async (orderId: number) =>
  t.app.db
    .select()
    .from(staffActivity)
    .where(and(eq(staffActivity.entity, 'order'), eq(staffActivity.entityId, orderId)))
    .orderBy(staffActivity.id);

const activityCount = async () => (await t.app.db.select({ n: count() }).from(staffActivity))[0].n;

describe('moving an order on', () => {
  it('takes a hard copy from pending to delivered, keeping who and when in its history and the log', async () => {
    const { id } = await paperOrder();
    const placed = await orderOf(id);
    expect(placed).toMatchObject({
      status: 'pending',
      next_statuses: ['processing', 'cancelled'],
      history: [],
    });

    let res = await move(id, { status: 'processing' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('The order is being processed');
    res = await move(
      id,
      { status: 'shipped', carrier: ' Aramex ', tracking_number: 'AX-12345' },
      staff.admin.token,
    );
    expect(res.json()).toMatchObject({
      message: 'The order is marked shipped',
      data: {
        status: 'shipped',
        carrier: 'Aramex',
        tracking_number: 'AX-12345',
        next_statuses: ['delivered'],
      },
    });
    res = await move(id, { status: 'delivered' }, staff.orders.token, 'ar');
    expect(res.json().message).toBe('تم تسجيل تسليم الطلب');

    const order = await orderOf(id);
    expect(order.status).toBe('delivered');
    expect(order.next_statuses).toEqual([]);
    expect(
      order.history.map(({ from_status, to_status, staff: by, note }) => ({
        from_status,
        to_status,
        by,
        note,
      })),
    ).toEqual([
      {
        from_status: 'pending',
        to_status: 'processing',
        by: { id: staff.orders.id, name: 'Staff orders' },
        note: null,
      },
      {
        from_status: 'processing',
        to_status: 'shipped',
        by: { id: staff.admin.id, name: 'Staff admin' },
        note: null,
      },
      {
        from_status: 'shipped',
        to_status: 'delivered',
        by: { id: staff.orders.id, name: 'Staff orders' },
        note: null,
      },
    ]);
    for (const entry of order.history) expect(Date.parse(entry.created_at)).not.toBeNaN();

    const log = await activityOf(id);
    expect(log.map(({ staffId, action, before, after }) => ({ staffId, action, before, after }))).toEqual([
      {
        staffId: staff.orders.id,
        action: 'status',
        before: { status: 'pending' },
        after: { status: 'processing' },
      },
      {
        staffId: staff.admin.id,
        action: 'status',
        before: { status: 'processing' },
        after: { status: 'shipped', carrier: 'Aramex', tracking_number: 'AX-12345' },
      },
      {
        staffId: staff.orders.id,
        action: 'status',
        before: { status: 'shipped' },
        after: { status: 'delivered' },
      },
    ]);
  });

  it('refuses to ship without a carrier in both languages, naming the field, and changes nothing', async () => {
    const { id } = await paperOrder();
    await move(id, { status: 'processing' });
    const logged = await activityCount();
    for (const [lang, message, carrier] of [
      ['en', 'Give the carrier that takes the parcel', ''],
      ['ar', 'اذكر شركة الشحن التي تحمل الطرد', undefined],
    ] as const) {
      const res = await move(
        id,
        { status: 'shipped', carrier, tracking_number: 'AX-1' },
        staff.orders.token,
        lang,
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ carrier: [message] });
    }
    expect((await orderOf(id)).status).toBe('processing');
    expect(await activityCount()).toBe(logged);
  });

  it('ships with a carrier and no tracking number when the carrier gave none', async () => {
    const { id } = await paperOrder();
    await move(id, { status: 'processing' });
    const res = await move(id, { status: 'shipped', carrier: 'Aramex', tracking_number: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'shipped', carrier: 'Aramex', tracking_number: null });
  });

  it('refuses a skipped or backward step with 409 in both languages and changes nothing', async () => {
    const { id } = await paperOrder();
    const logged = await activityCount();
    for (const [lang, message] of [
      ['en', 'The order cannot move to this status'],
      ['ar', 'لا يمكن نقل الطلب إلى هذه الحالة'],
    ] as const) {
      const res = await move(id, { status: 'shipped', carrier: 'Aramex' }, staff.orders.token, lang);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message, code: 'invalid_status' });
    }
    await move(id, { status: 'processing' });
    await move(id, { status: 'shipped', carrier: 'Aramex' });
    const res = await move(id, { status: 'cancelled' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The order cannot move to this status');
    const order = await orderOf(id);
    expect(order.status).toBe('shipped');
    expect(order.history).toHaveLength(2);
    expect(await activityCount()).toBe(logged + 2);
  });

  it('refuses a status staff do not set, a carrier without shipping, and an unknown order, changing nothing', async () => {
    const { id } = await paperOrder();
    const logged = await activityCount();
    let res = await move(id, { status: 'paid' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'validation', errors: { status: [expect.any(String)] } });
    res = await move(id, { status: 'processing', tracking_number: 'AX-1' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The given data was invalid',
      code: 'validation',
      errors: { tracking_number: ['The carrier and tracking number are given only when the order ships'] },
    });
    res = await move(id, { status: 'processing', carrier: 'x'.repeat(101) }, staff.orders.token);
    expect(res.statusCode).toBe(422);
    res = await move(999999, { status: 'processing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Order not found', code: 'not_found' });
    res = await call('POST', '/staff/orders/abc/status', {
      token: staff.orders.token,
      body: { status: 'processing' },
    });
    expect(res.statusCode).toBe(422);
    expect((await orderOf(id)).status).toBe('pending');
    expect(await activityCount()).toBe(logged);
  });

  it('does not let an editor read or move orders', async () => {
    const { id } = await paperOrder();
    for (const res of [
      await call('GET', '/staff/orders', { token: staff.editor.token }),
      await call('GET', `/staff/orders/${id}`, { token: staff.editor.token }),
      await move(id, { status: 'processing' }, staff.editor.token),
      await call('POST', `/staff/orders/${id}/paid`, { token: staff.editor.token }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Your staff role does not allow this', code: 'forbidden' });
    }
    expect((await orderOf(id)).status).toBe('pending');
  });
});

describe('cancelling an order', () => {
  it('returns the stock from pending and from processing, once', async () => {
    const first = await paperOrder({ quantity: 3, stock: 10 });
    const second = await paperOrder({ quantity: 4, stock: 10 });
    expect(await stockOf(t.app.db, first.bookId)).toBe(7);
    let res = await move(first.id, { status: 'cancelled' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('The order was cancelled');
    expect(await stockOf(t.app.db, first.bookId)).toBe(10);

    await move(second.id, { status: 'processing' });
    res = await move(second.id, { status: 'cancelled' });
    expect(res.json().data).toMatchObject({ status: 'cancelled', next_statuses: [] });
    expect(await stockOf(t.app.db, second.bookId)).toBe(10);

    res = await move(second.id, { status: 'cancelled' });
    expect(res.statusCode).toBe(409);
    expect(await stockOf(t.app.db, second.bookId)).toBe(10);
    expect((await orderOf(second.id)).history.map((h) => h.to_status)).toEqual(['processing', 'cancelled']);
  });

  it.runIf(onRealPostgres)(
    'returns the stock once when ten members press cancel at the same moment',
    async () => {
      const { id, bookId } = await paperOrder({ quantity: 5, stock: 8 });
      expect(await stockOf(t.app.db, bookId)).toBe(3);
      const answers = await Promise.all(Array.from({ length: 10 }, () => move(id, { status: 'cancelled' })));
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
      expect(await stockOf(t.app.db, bookId)).toBe(8);
      expect((await orderOf(id)).history.filter((h) => h.to_status === 'cancelled')).toHaveLength(1);
      expect((await activityOf(id)).filter((row) => row.action === 'status')).toHaveLength(1);
    },
  );

  it('cancels a digital order awaiting payment, which has no stock', async () => {
    const { id } = await digitalOrder();
    const res = await move(id, { status: 'cancelled' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('cancelled');
  });
});
