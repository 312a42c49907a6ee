import { describe, expect, it } from 'vitest';
import { addMarket, setRate } from '#server/modules/markets/testing.ts';
import { ARAMEX_ACCOUNT } from '#server/test/aramex-stand-in.ts';
import { SMSA_API_KEY } from '#server/test/smsa-stand-in.ts';
import { setUpCarriersTest } from './test-carriers.ts';

/*
 * Parcels booked with Aramex and SMSA Express, each answered by a stand-in written from its published
 * API: the zone's carrier by default and another per order, the cash to collect in dollars, the
 * Saudi short address, the weight, and a carrier's refusal in its own words.
 */

const { env, call, zonesSet, codOrder, book, staffOrder, pagesOf } = setUpCarriersTest();

describe('booking a parcel with a carrier', () => {
  it('books a Riyadh COD order with the zone’s carrier: cash in dollars, weight in kilograms, the short address', async () => {
    const { id, netPrice } = await codOrder();
    const res = await book(id);
    expect(res.statusCode, res.body).toBe(201);
    const shipment = res.json().data;
    expect(res.json().message).toBe(`Shipment created: waybill ${shipment.waybill}`);
    expect(shipment).toMatchObject({
      order_id: id,
      carrier: 'aramex',
      carrier_name: 'Aramex',
      service: 'ONP',
      status: 'created',
      cod_amount_cents: Math.round(netPrice * 100),
      weight_grams: 800,
      pieces: 1,
      short_address: 'RRRD2929',
      created_by: { id: env.orders.id, name: 'Staff orders' },
    });
    expect(shipment.waybill).toMatch(/^\d{11}$/);

    const sent = env.aramex.calls.filter((c) => c.operation === 'CreateShipments').at(-1)!.body;
    expect(sent.ClientInfo).toMatchObject({
      UserName: ARAMEX_ACCOUNT.userName,
      AccountPin: ARAMEX_ACCOUNT.accountPin,
    });
    expect(sent.LabelInfo).toEqual({ ReportID: 9729, ReportType: 'URL' });
    const [parcel] = sent.Shipments;
    expect(parcel.Reference1).toBe(String(id));
    expect(parcel.Consignee.PartyAddress).toMatchObject({
      City: 'Riyadh',
      CountryCode: 'SA',
      Line3: 'RRRD2929',
    });
    expect(parcel.Details).toMatchObject({
      ActualWeight: { Unit: 'KG', Value: 0.8 },
      NumberOfPieces: 1,
      ProductGroup: 'DOM',
      ProductType: 'ONP',
      Services: 'CODS',
      CashOnDeliveryAmount: { CurrencyCode: 'USD', Value: netPrice },
    });

    const order = await staffOrder(id);
    expect(order).toMatchObject({ carrier: 'Aramex', tracking_number: shipment.waybill });
    expect(order.history.at(-1)).toMatchObject({
      from_status: 'pending',
      to_status: 'pending',
      staff: { id: env.orders.id, name: 'Staff orders' },
      note: `shipment:aramex:${shipment.waybill}`,
    });

    const label = await call('GET', `/staff/orders/${id}/label`, { token: env.orders.token });
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toBe('application/pdf');
    expect(label.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pagesOf(label.rawPayload)).toBe(1);

    const again = await book(id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'The order already has a shipment: cancel it first',
      code: 'has_shipment',
    });
  });

  it('takes another carrier for one order: SMSA, with the parcels and weight staff give', async () => {
    const { id, netPrice } = await codOrder();
    const before = await call('GET', `/staff/orders/${id}/shipments`, { token: env.orders.token });
    expect(before.json().data.defaults).toEqual({
      zone_id: (await zonesSet()).saudi,
      carrier: 'aramex',
      service: 'ONP',
      weight_grams: 800,
      pieces: 1,
      cod_amount_cents: Math.round(netPrice * 100),
      short_address: 'RRRD2929',
    });
    const res = await book(id, { carrier: 'smsa', weight_grams: 1250, pieces: 2 });
    expect(res.statusCode, res.body).toBe(201);
    const shipment = res.json().data;
    expect(shipment).toMatchObject({ carrier: 'smsa', service: 'B2C', weight_grams: 1250, pieces: 2 });

    const sent = env.smsa.calls.filter((c) => c.path === '/api/shipment/b2c/new').at(-1)!;
    expect(sent.apikey).toBe(SMSA_API_KEY);
    expect(sent.body).toMatchObject({
      OrderNumber: String(id),
      CODAmount: netPrice,
      ShipmentCurrency: 'USD',
      Weight: 1.25,
      WeightUnit: 'KG',
      Parcels: 2,
      WaybillType: 'PDF',
      ConsigneeAddress: { Country: 'SA', City: 'Riyadh', ShortCode: 'RRRD2929' },
    });
    expect((await staffOrder(id)).tracking_number).toBe(shipment.waybill);
    const label = await call('GET', `/staff/orders/${id}/label`, { token: env.orders.token });
    expect(await pagesOf(label.rawPayload)).toBe(2);
  });

  it('books a zone’s own carrier once it has one, and sends no short address outside Saudi Arabia', async () => {
    const { jordan } = await zonesSet();
    const { id } = await codOrder('jordan');
    const none = await book(id);
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({
      carrier: ["The order's zone has no carrier: choose a carrier and a service"],
    });
    const set = await call('PUT', `/staff/shipping-zones/${jordan}/carrier`, {
      token: env.admin.token,
      body: { carrier: 'smsa' },
    });
    expect(set.json().data).toMatchObject({ carrier: 'smsa', service: 'B2C' });
    const res = await book(id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ carrier: 'smsa', short_address: null });
    const sent = env.smsa.calls.filter((c) => c.path === '/api/shipment/b2c/new').at(-1)!.body!;
    expect(sent.ConsigneeAddress.Country).toBe('JO');
    expect('ShortCode' in sent.ConsigneeAddress).toBe(false);
  });

  it('shows a carrier’s refusal in its own words, as a 422, and books nothing', async () => {
    const { id } = await codOrder();
    const res = await book(id, { service: 'PPX' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Aramex refused the shipment: ERR22 ProductGroup EXP is not valid between these countries',
      code: 'carrier_refused',
    });
    const ar = await call('POST', `/staff/orders/${id}/shipments`, {
      token: env.orders.token,
      lang: 'ar',
      body: { service: 'PPX' },
    });
    expect(ar.json().message).toBe(
      'رفضت Aramex الشحنة: ERR22 ProductGroup EXP is not valid between these countries',
    );
    const unknown = await book(id, { carrier: 'smsa', service: 'ONP' });
    expect(unknown.json().errors).toEqual({ service: ["This service is not one of the carrier's"] });
    expect(await staffOrder(id)).toMatchObject({ carrier: null, tracking_number: null });
    const shipments = await call('GET', `/staff/orders/${id}/shipments`, { token: env.orders.token });
    expect(shipments.json().data.shipments).toEqual([]);
  });
});

// Last in the file: from here Saudi Arabia is a market in riyals (decision 110).
describe('a parcel of an order charged in riyals', () => {
  it('has the carrier collect the order’s riyals', async () => {
    await setRate(env.app.db, 'SAR', 3.75);
    await addMarket(env.app.db, {
      currency: 'SAR',
      rounding: 'none',
      country_ids: [env.ref.otherCountryId],
      payment_methods: ['card', 'cod'],
    });
    const { id, netPrice } = await codOrder();
    expect((await staffOrder(id)).currency).toBe('SAR');
    const res = await book(id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.cod_amount_cents).toBe(Math.round(netPrice * 100));
    const [parcel] = env.aramex.calls.filter((c) => c.operation === 'CreateShipments').at(-1)!.body.Shipments;
    expect(parcel.Details).toMatchObject({ CashOnDeliveryAmount: { CurrencyCode: 'SAR', Value: netPrice } });
  });
});
