import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { codConfirmations } from '#server/db/schema/cod-confirmation.ts';
import { expireUnconfirmed } from './decide.ts';
import { setUpCodTest } from './test-setup.ts';

/*
 * Confirm before shipping, the shop's side: staff confirm a COD order after calling its buyer; one left
 * unanswered is cancelled and its books put back, once; a market may not ask at all; only confirmed
 * orders are packed and shipped.
 */

const { t, ref, staff, call, setMarket, placeOrder, confirmationMails, linksMailed, tap, orderOf, stock } =
  setUpCodTest();

const HOUR = 3_600_000;
const stateOf = async (orderId: number) =>
  (await t.app.db.select().from(codConfirmations).where(eq(codConfirmations.orderId, orderId)))[0];
const move = (id: number, status: 'processing' | 'shipped', lang: 'ar' | 'en' = 'en') =>
  call('POST', `/staff/orders/${id}/status`, {
    token: staff.orders.token,
    lang,
    body: status === 'shipped' ? { status, carrier: 'Aramex' } : { status },
  });

beforeAll(async () => {
  // Jordan asks its COD buyers to confirm; Saudi Arabia keeps the shop's default (off in these tests).
  await setMarket(ref.countryId, true);
});

describe('the orders desk', () => {
  it('lists the orders awaiting confirmation and confirms one after a call, the history naming who called', async () => {
    const order = await placeOrder();
    const list = await call('GET', '/staff/cod-confirmations', { token: staff.orders.token });
    expect(list.statusCode, list.body).toBe(200);
    const row = list.json().data.find((r: { order_id: number }) => r.order_id === order.id);
    expect(row).toMatchObject({
      name: 'سارة أحمد',
      mobile: '+962791234567',
      email: order.email,
      country_id: ref.countryId,
      message: 'pending',
    });
    expect((await call('GET', '/staff/cod-confirmations', { token: staff.editor.token })).statusCode).toBe(
      403,
    );
    expect(
      (await call('POST', `/staff/cod-confirmations/${order.id}/confirm`, { token: staff.editor.token }))
        .statusCode,
    ).toBe(403);

    const res = await call('POST', `/staff/cod-confirmations/${order.id}/confirm`, {
      token: staff.orders.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      data: { order_id: order.id, state: 'confirmed' },
      message: 'The order is confirmed by phone; its history names who called',
    });
    expect((await orderOf(order.id)).history.at(-1)).toEqual(
      expect.objectContaining({
        from_status: 'pending',
        to_status: 'pending',
        staff: { id: staff.orders.id, name: 'Staff orders' },
        note: 'cod_confirmed_by_phone',
      }),
    );
    const after = await call('GET', '/staff/cod-confirmations', { token: staff.orders.token });
    expect(after.json().data.map((r: { order_id: number }) => r.order_id)).not.toContain(order.id);
    const twice = await call('POST', `/staff/cod-confirmations/${order.id}/confirm`, {
      token: staff.orders.token,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      code: 'already_confirmed',
      message: 'This order is no longer waiting for confirmation',
    });
    // The buyer's link then changes nothing.
    expect((await tap((await linksMailed(order.email)).confirm)).json().data.changed).toBe(false);
  });
});

describe('an order left unconfirmed', () => {
  it('is cancelled and restocked once its time has passed, once', async () => {
    const order = await placeOrder();
    const placedAt = (await stateOf(order.id))!.createdAt.getTime();
    expect(
      await expireUnconfirmed(t.app.db, t.app.config.publicUrl, new Date(placedAt + 47 * HOUR)),
    ).not.toContain(order.id);
    expect((await orderOf(order.id)).status).toBe('pending');

    const later = new Date(placedAt + 49 * HOUR);
    expect(await expireUnconfirmed(t.app.db, t.app.config.publicUrl, later)).toContain(order.id);
    expect(await stateOf(order.id)).toMatchObject({ state: 'expired', decidedBy: 'expiry' });
    const { status, history } = await orderOf(order.id);
    expect(status).toBe('cancelled');
    expect(history.at(-1)).toMatchObject({
      from_status: 'pending',
      to_status: 'cancelled',
      staff: null,
      note: 'cod_unconfirmed',
    });
    expect(await stock(order.bookId)).toBe(10);

    expect(await expireUnconfirmed(t.app.db, t.app.config.publicUrl, later)).toEqual([]);
    expect(await stock(order.bookId)).toBe(10);
    const late = await tap((await linksMailed(order.email)).confirm);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toEqual({
      code: 'expired',
      message: 'This order was cancelled because it was not confirmed in time. You may order the books again',
    });
  });

  it('waits the hours staff set', async () => {
    const res = await call('PUT', '/staff/cod-confirmations/settings', {
      token: staff.admin.token,
      body: { expiry_hours: 24 },
    });
    expect(res.json().data).toMatchObject({ expiry_hours: 24, default_confirm: false });
    const order = await placeOrder();
    const row = (await stateOf(order.id))!;
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThan(24.1 * HOUR);
    await call('PUT', '/staff/cod-confirmations/settings', {
      token: staff.admin.token,
      body: { expiry_hours: 48 },
    });
  });
});

describe('orders that do not wait', () => {
  it('leaves an order paid by card alone', async () => {
    const order = await placeOrder({ card: true });
    expect(await stateOf(order.id)).toBeUndefined();
    expect(await confirmationMails(order.email)).toEqual([]);
  });

  it('starts a COD order confirmed in a market where staff turned confirmation off', async () => {
    const noSetting = await placeOrder({ countryId: ref.otherCountryId });
    expect(await stateOf(noSetting.id)).toBeUndefined();
    await setMarket(ref.otherCountryId, true);
    const asked = await placeOrder({ countryId: ref.otherCountryId });
    expect((await stateOf(asked.id))!.state).toBe('awaiting');
    await setMarket(ref.otherCountryId, false);
    const off = await placeOrder({ countryId: ref.otherCountryId });
    expect(await stateOf(off.id)).toBeUndefined();
    expect(await confirmationMails(off.email)).toEqual([]);
    expect((await move(off.id, 'processing')).statusCode).toBe(200);
    expect((await move(off.id, 'shipped')).statusCode).toBe(200);
  });
});

describe('packing and shipping', () => {
  it('refuses to pack or ship an order awaiting confirmation', async () => {
    const order = await placeOrder();
    for (const [lang, message] of [
      [
        'en',
        'This cash-on-delivery order is waiting for its buyer’s confirmation: it is neither packed nor shipped before',
      ],
      ['ar', 'هذا الطلب بالدفع عند الاستلام ينتظر تأكيد المشتري، فلا يُجهَّز ولا يُشحن قبله'],
    ] as const) {
      const res = await move(order.id, 'processing', lang);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: 'awaiting_confirmation', message });
      // Nor is a parcel booked with a carrier for it.
      const booked = await call('POST', `/staff/orders/${order.id}/shipments`, {
        token: staff.orders.token,
        lang,
        body: { carrier: 'sandbox', service: 'standard', weight_grams: 500 },
      });
      expect(booked.statusCode).toBe(409);
      expect(booked.json()).toEqual({ code: 'awaiting_confirmation', message });
    }
    expect((await orderOf(order.id)).status).toBe('pending');
  });

  it('leaves unconfirmed orders out of a bulk move by filter, and refuses one named by id', async () => {
    const email = `bulk-${Date.now()}@example.com`;
    const confirmed = await placeOrder({ email });
    const waiting = await placeOrder({ email });
    expect((await tap((await linksMailed(email)).confirm)).statusCode).toBe(200);
    expect((await stateOf(confirmed.id))!.state).toBe('confirmed');

    const byFilter = await call('POST', '/staff/orders/bulk', {
      token: staff.orders.token,
      body: { filter: { search: email, status: 'pending' }, action: 'processing' },
    });
    expect(byFilter.statusCode, byFilter.body).toBe(200);
    expect(byFilter.json().data.rows.map((row: { id: number }) => row.id)).toEqual([confirmed.id]);
    expect((await orderOf(confirmed.id)).status).toBe('processing');
    expect((await orderOf(waiting.id)).status).toBe('pending');

    const onlyWaiting = await call('POST', '/staff/orders/bulk', {
      token: staff.orders.token,
      body: { filter: { search: email, status: 'pending' }, action: 'processing' },
    });
    expect(onlyWaiting.statusCode).toBe(422);
    expect(onlyWaiting.json().errors).toEqual({
      filter: [
        'Every chosen order is waiting for its buyer’s confirmation: none can be packed or shipped yet',
      ],
    });

    const byIds = await call('POST', '/staff/orders/bulk', {
      token: staff.orders.token,
      body: { ids: [confirmed.id, waiting.id], action: 'shipped', carrier: 'Aramex' },
    });
    expect(byIds.statusCode).toBe(422);
    expect(byIds.json().errors).toEqual({
      [waiting.id]: [
        'This cash-on-delivery order is waiting for its buyer’s confirmation: it is neither packed nor shipped before',
      ],
    });
    expect((await orderOf(confirmed.id)).status).toBe('processing');
  });
});
