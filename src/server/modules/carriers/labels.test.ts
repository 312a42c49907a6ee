import { describe, expect, it } from 'vitest';
import { setUpCarriersTest } from './test-carriers.ts';

/*
 * A booked parcel's label served to the orders staff only, many orders' labels as one PDF, and a
 * shipment cancelled with its carrier.
 */

const { env, call, codOrder, book, staffOrder, pagesOf } = setUpCarriersTest();

describe('labels and cancelling', () => {
  it('serves labels to the orders staff and admins only', async () => {
    const { id } = await codOrder();
    expect((await book(id)).statusCode).toBe(201);
    const asEditor = await call('GET', `/staff/orders/${id}/label`, { token: env.editor.token });
    expect(asEditor.statusCode).toBe(403);
    expect((await call('GET', `/staff/orders/${id}/label`)).statusCode).toBe(401);
    expect(
      (await call('POST', '/staff/orders/labels', { token: env.editor.token, body: { ids: [id] } }))
        .statusCode,
    ).toBe(403);
    expect((await book(id, {}, env.editor.token)).statusCode).toBe(403);
    expect((await call('GET', `/staff/orders/${id}/label`, { token: env.admin.token })).statusCode).toBe(200);
  });

  it('cancels a shipment with its carrier, clears the tracking number, and lets the order be booked again', async () => {
    const { id } = await codOrder();
    const booked = (await book(id, { carrier: 'smsa' })).json().data;
    const res = await call('POST', `/staff/orders/${id}/shipments/cancel`, { token: env.orders.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(`Shipment ${booked.waybill} cancelled`);
    expect(res.json().data).toMatchObject({ status: 'cancelled', waybill: booked.waybill });
    expect(env.smsa.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: `/api/shipment/b2c/cancel/${booked.waybill}`,
    });
    expect(env.smsa.shipments.get(booked.waybill)?.cancelled).toBe(true);
    const order = await staffOrder(id);
    expect(order).toMatchObject({ carrier: null, tracking_number: null });
    expect(order.history.at(-1)).toMatchObject({
      staff: { id: env.orders.id, name: 'Staff orders' },
      note: `shipment_cancelled:smsa:${booked.waybill}`,
    });
    const twice = await call('POST', `/staff/orders/${id}/shipments/cancel`, { token: env.orders.token });
    expect(twice.json()).toEqual({ message: 'The order has no live shipment', code: 'no_shipment' });
    expect((await call('GET', `/staff/orders/${id}/label`, { token: env.orders.token })).statusCode).toBe(
      404,
    );
    expect((await book(id)).statusCode).toBe(201);
  });

  it('prints many orders’ labels as one PDF, and refuses when one of them has no shipment', async () => {
    const first = await codOrder();
    const second = await codOrder();
    const third = await codOrder();
    await book(first.id);
    await book(second.id, { carrier: 'smsa', pieces: 3 });
    const refused = await call('POST', '/staff/orders/labels', {
      token: env.orders.token,
      body: { ids: [first.id, second.id, third.id] },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'bulk_refused',
      errors: { [third.id]: ['The order has no live shipment'] },
    });
    const res = await call('POST', '/staff/orders/labels', {
      token: env.orders.token,
      body: { ids: [first.id, second.id] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(await pagesOf(res.rawPayload)).toBe(4);
  });

  it('books many orders with their zones’ carriers, each on its own, and says why one was not', async () => {
    const first = await codOrder();
    const booked = await codOrder();
    const jordan = await codOrder('jordan');
    const waybill = (await book(booked.id)).json().data.waybill as string;
    const res = await call('POST', '/staff/orders/shipments', {
      token: env.orders.token,
      body: { ids: [first.id, booked.id, jordan.id] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [made, again, refused] = res.json().data.rows;
    expect(res.json().message).toBe('Shipments booked: 2 of 3');
    expect(made).toMatchObject({ id: first.id, ok: true });
    expect(made.message).toMatch(/^Shipment created: waybill \d{11}$/);
    expect(again).toEqual({ id: booked.id, ok: true, message: `Already booked: ${waybill}` });
    expect(refused).toEqual({
      id: jordan.id,
      ok: false,
      message: "The order's zone has no carrier: choose a carrier and a service",
    });
    expect((await staffOrder(first.id)).carrier).toBe('Aramex');
    const labels = await call('POST', '/staff/orders/labels', {
      token: env.orders.token,
      body: { ids: [first.id, booked.id] },
    });
    expect(await pagesOf(labels.rawPayload)).toBe(2);
  });
});
