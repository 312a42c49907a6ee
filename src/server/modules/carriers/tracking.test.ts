import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shipmentEvents } from '#server/db/schema/carriers.ts';
import { createBook, createBuyer, hardCopyBody, orders, stockOf } from '#server/modules/orders/testing.ts';
import { gatewaysOf, type PaymentProvider } from '#server/services/payments/index.ts';
import { offeredCarriers } from './registry.ts';
import { setUpCarriersTest } from './test-carriers.ts';
import { pollShipments, type TrackingDeps } from './tracking.ts';
import { offeredTrackers } from './tracking-carriers.ts';
import { sandboxTracker } from './tracking-sandbox.ts';

/*
 * Tracking that moves orders (decision 101): the tracking job asks Aramex and SMSA Express (their
 * stand-ins) about live parcels; each event is stored once and moves the order once: picked up →
 * shipped, out for delivery → a line in its history, delivered → delivered, returned → cancelled with
 * its books back on the shelf once.
 */

const { env, call, zonesSet, codOrder, book, staffOrder } = setUpCarriersTest();

const deps = (): TrackingDeps => ({
  db: env.app.db,
  trackers: offeredTrackers(env.app.config.carriers),
  carriers: offeredCarriers(env.app.config.carriers),
  publicUrl: env.app.config.publicUrl,
  payments: gatewaysOf(null),
});

const HOUR = 3_600_000;
const booked = Date.now();
const at = (hours: number) => new Date(booked + hours * HOUR);

async function bookedOrder(body: object = {}) {
  const { id } = await codOrder();
  const res = await book(id, body);
  expect(res.statusCode, res.body).toBe(201);
  return { id, shipment: res.json().data as { id: number; waybill: string } };
}

const eventsOf = async (shipmentId: number) =>
  env.app.db
    .select({ code: shipmentEvents.code, step: shipmentEvents.step })
    .from(shipmentEvents)
    .where(eq(shipmentEvents.shipmentId, shipmentId))
    .orderBy(shipmentEvents.happenedAt);

const trackingLines = async (id: number) =>
  ((await staffOrder(id)).history as { from_status: string; to_status: string; note: string | null }[])
    .filter((line) => line.note?.startsWith('tracking:'))
    .map((line) => `${line.from_status}→${line.to_status} ${line.note}`);

describe('an Aramex parcel tracked to its buyer', () => {
  it('moves the order at each step, once: picked up, out for delivery, delivered', async () => {
    const { id, shipment } = await bookedOrder();
    const wb = shipment.waybill;
    const created = { code: 'SH014', description: 'Record Created', at: at(0.5) };
    const pickedUp = { code: 'SH012', description: 'Picked Up', at: at(1) };
    env.aramex.setTracking(wb, [created, pickedUp]);

    const first = await pollShipments(deps());
    expect(first.failed).toEqual([]);
    expect(first.orders).toContain(id);
    expect(await eventsOf(shipment.id)).toEqual([
      { code: 'SH014', step: 'in_transit' },
      { code: 'SH012', step: 'picked_up' },
    ]);
    const asked = env.aramex.calls.filter((c) => c.operation === 'TrackShipments').at(-1)!.body;
    expect(asked.Shipments).toContain(wb);
    expect(asked.GetLastTrackingUpdateOnly).toBe(false);
    expect(await staffOrder(id)).toMatchObject({ status: 'shipped', carrier: 'Aramex', tracking_number: wb });
    expect(await trackingLines(id)).toEqual([
      `pending→processing tracking:picked_up:aramex:${wb}`,
      `processing→shipped tracking:picked_up:aramex:${wb}`,
    ]);

    const again = await pollShipments(deps());
    expect(again.orders).not.toContain(id);
    expect(await eventsOf(shipment.id)).toHaveLength(2);
    expect(await trackingLines(id)).toHaveLength(2);

    const outForDelivery = { code: 'SH003', description: 'Out for Delivery', at: at(20) };
    env.aramex.setTracking(wb, [created, pickedUp, outForDelivery]);
    await pollShipments(deps());
    await pollShipments(deps());
    expect((await staffOrder(id)).status).toBe('shipped');
    expect((await trackingLines(id)).slice(2)).toEqual([
      `shipped→shipped tracking:out_for_delivery:aramex:${wb}`,
    ]);

    env.aramex.setTracking(wb, [
      created,
      pickedUp,
      outForDelivery,
      { code: 'SH005', description: 'Delivered', at: at(22) },
    ]);
    await pollShipments(deps());
    await pollShipments(deps());
    expect((await staffOrder(id)).status).toBe('delivered');
    expect((await trackingLines(id)).slice(3)).toEqual([`shipped→delivered tracking:delivered:aramex:${wb}`]);
    expect(await eventsOf(shipment.id)).toHaveLength(4);

    // Delivered is final: the parcel is no longer asked about.
    const calls = env.aramex.calls.length;
    await pollShipments(deps());
    const later = env.aramex.calls.slice(calls).filter((c) => c.operation === 'TrackShipments');
    expect(later.flatMap((c) => c.body.Shipments)).not.toContain(wb);
  });

  it('moves an order whose first poll brings every step at once through each status in turn', async () => {
    const { id, shipment } = await bookedOrder();
    env.aramex.setTracking(shipment.waybill, [
      { code: 'SH005', description: 'Delivered', at: at(9) },
      { code: 'SH012', description: 'Picked Up', at: at(1) },
      { code: 'SH003', description: 'Out for Delivery', at: at(8) },
    ]);
    await pollShipments(deps());
    expect((await staffOrder(id)).status).toBe('delivered');
    expect((await trackingLines(id)).map((line) => line.split(' ')[0])).toEqual([
      'pending→processing',
      'processing→shipped',
      'shipped→shipped',
      'shipped→delivered',
    ]);
  });
});

describe('an SMSA Express parcel brought back', () => {
  it('cancels the unpaid COD order and puts its books back once', async () => {
    const { id, shipment } = await bookedOrder({ carrier: 'smsa' });
    const bookId = (await staffOrder(id)).lines[0].book_id as number;
    const stockBooked = await stockOf(env.app.db, bookId);
    env.smsa.setScans(shipment.waybill, [{ type: 'PU', description: 'Picked Up', at: at(1) }]);
    await pollShipments(deps());
    expect((await staffOrder(id)).status).toBe('shipped');

    env.smsa.setScans(shipment.waybill, [
      { type: 'PU', description: 'Picked Up', at: at(1) },
      { type: 'OD', description: 'Out for Delivery', at: at(20) },
      { type: 'UD', description: 'Consignee not available', at: at(23) },
      { type: 'RTS', description: 'Returned to Shipper', at: at(70) },
    ]);
    const polled = await pollShipments(deps());
    expect(polled.failed).toEqual([]);
    await pollShipments(deps());
    const order = await staffOrder(id);
    expect(order.status).toBe('cancelled');
    expect(await stockOf(env.app.db, bookId)).toBe(stockBooked + 2);
    // The buyer's record keeps the parcel that came back (decision 103).
    const risk = await call('GET', `/staff/orders/${id}/cod-risk`, { token: env.orders.token });
    expect(risk.json().data.outcome).toBe('returned');
    // The fulfilment pipeline shows it among the returned parcels (decision 100).
    const pipeline = await call('GET', '/staff/fulfilment/pipeline?stage=returned', {
      token: env.orders.token,
    });
    expect(pipeline.json().data.orders.map((o: { id: number }) => o.id)).toContain(id);
    expect((await trackingLines(id)).slice(-1)).toEqual([
      `shipped→cancelled tracking:returned:smsa:${shipment.waybill}`,
    ]);
    expect(await eventsOf(shipment.id)).toEqual([
      { code: 'PU', step: 'picked_up' },
      { code: 'OD', step: 'out_for_delivery' },
      { code: 'UD', step: 'delivery_failed' },
      { code: 'RTS', step: 'returned' },
    ]);
    const asked = env.smsa.calls.filter((c) => c.path === `/api/track/single/${shipment.waybill}`);
    expect(asked.every((c) => c.apikey === env.app.config.carriers.smsa!.apiKey)).toBe(true);
    // Returned is final: a third poll asks nothing of it.
    const before = asked.length;
    await pollShipments(deps());
    expect(env.smsa.calls.filter((c) => c.path === `/api/track/single/${shipment.waybill}`)).toHaveLength(
      before,
    );
  });
});

describe('a paid parcel brought back', () => {
  it('refunds the card payment once as the order is cancelled', async () => {
    const { id, shipment } = await bookedOrder({ carrier: 'smsa' });
    const netPriceCents = Math.round((await staffOrder(id)).net_price * 100);
    // Paid by card before it shipped.
    await env.app.db
      .update(orders)
      .set({ paidAt: new Date(), paymentReference: 'pi_returned_parcel' })
      .where(eq(orders.id, id));
    const refunds: [string, number][] = [];
    const provider = {
      async refund(reference: string, amountCents: number) {
        refunds.push([reference, amountCents]);
        return { id: `re_${refunds.length}` };
      },
    } as unknown as PaymentProvider;
    env.smsa.setScans(shipment.waybill, [
      { type: 'PU', description: 'Picked Up', at: at(1) },
      { type: 'RTS', description: 'Returned to Shipper', at: at(50) },
    ]);
    expect((await pollShipments({ ...deps(), payments: gatewaysOf(provider) })).failed).toEqual([]);
    await pollShipments({ ...deps(), payments: gatewaysOf(provider) });
    expect(refunds).toEqual([['pi_returned_parcel', netPriceCents]]);
    expect((await staffOrder(id)).status).toBe('cancelled');
    expect((await staffOrder(id)).refunds).toMatchObject([
      {
        kind: 'cancel',
        method: 'card',
        state: 'done',
        amount_cents: netPriceCents,
        provider_reference: 're_1',
      },
    ]);
  });

  it('waits for the next run while the shop has no card provider to refund with', async () => {
    const { id, shipment } = await bookedOrder({ carrier: 'smsa' });
    await env.app.db
      .update(orders)
      .set({ paidAt: new Date(), paymentReference: 'pi_no_provider' })
      .where(eq(orders.id, id));
    env.smsa.setScans(shipment.waybill, [
      { type: 'PU', description: 'Picked Up', at: at(1) },
      { type: 'RTS', description: 'Returned to Shipper', at: at(50) },
    ]);
    const polled = await pollShipments(deps());
    expect(polled.failed).toHaveLength(1);
    expect(polled.failed[0]).toContain(shipment.waybill);
    expect((await staffOrder(id)).status).toBe('shipped');
    expect(await eventsOf(shipment.id)).toEqual([{ code: 'PU', step: 'picked_up' }]);
  });
});

describe('the sandbox carrier', () => {
  it('picks a parcel up an hour after it is booked, and delivers it after five', async () => {
    const bookedAt = new Date('2026-12-01T08:00:00Z');
    const track = (hours: number) =>
      sandboxTracker(() => new Date(bookedAt.getTime() + hours * HOUR)).track([
        { waybill: 'SBX1', bookedAt },
      ]);
    expect((await track(0.5)).get('SBX1')).toEqual([]);
    expect((await track(2)).get('SBX1')!.map((e) => e.step)).toEqual(['picked_up']);
    expect((await track(6)).get('SBX1')!.map((e) => [e.step, e.descriptionAr, e.at.toISOString()])).toEqual([
      ['picked_up', 'استُلمت الشحنة من المتجر', '2026-12-01T09:00:00.000Z'],
      ['out_for_delivery', 'الشحنة في الطريق إليك', '2026-12-01T11:00:00.000Z'],
      ['delivered', 'سُلّمت الشحنة', '2026-12-01T13:00:00.000Z'],
    ]);
  });
});

describe('the buyer’s parcel on the order page', () => {
  it('shows the carrier, the waybill, its tracking page and the steps, to the buyer only', async () => {
    await zonesSet();
    const buyer = await createBuyer(env.app.db, 'reader');
    const stranger = await createBuyer(env.app.db, 'stranger');
    const bookRow = await createBook(env, { stock: 5, weightGrams: 400 });
    const placed = await call('POST', '/orders', {
      token: buyer.token,
      body: hardCopyBody(env.ref, {
        books: [{ book_id: bookRow.id, quantity: 1 }],
        payment_type_id: env.ref.cod,
        shipping_country_id: env.ref.otherCountryId,
        shipping_city: 'Riyadh',
        shipping_short_address: 'RRRD2929',
        shipping_mobile: '+966501234567',
      }),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().data.id as number;
    const tracking = () => call('GET', `/orders/${id}/tracking`, { token: buyer.token });
    expect((await tracking()).json()).toEqual({ data: null });

    const { waybill } = (await book(id)).json().data;
    env.aramex.setTracking(waybill, [
      { code: 'SH012', description: 'Picked Up', at: at(1), location: 'Riyadh, Saudi Arabia' },
      { code: 'SH003', description: 'Out for Delivery', at: at(20), location: 'Riyadh, Saudi Arabia' },
    ]);
    await pollShipments(deps());
    const res = await tracking();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      data: {
        carrier_name: 'Aramex',
        waybill,
        tracking_url: `https://www.aramex.com/track/results?mode=0&ShipmentNumber=${waybill}`,
        steps: [
          {
            step: 'picked_up',
            description_en: 'Picked Up',
            description_ar: null,
            location: 'Riyadh, Saudi Arabia',
            at: at(1).toISOString(),
          },
          {
            step: 'out_for_delivery',
            description_en: 'Out for Delivery',
            description_ar: null,
            location: 'Riyadh, Saudi Arabia',
            at: at(20).toISOString(),
          },
        ],
      },
    });

    const other = await call('GET', `/orders/${id}/tracking`, { token: stranger.token });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: 'Order not found', code: 'not_found' });
    expect((await call('GET', `/orders/${id}/tracking`, {})).statusCode).toBe(401);
  });
});
