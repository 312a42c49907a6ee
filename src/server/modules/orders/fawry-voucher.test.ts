import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatusHistory, orders } from '#server/db/schema/orders.ts';
import { addMarket } from '#server/modules/markets/testing.ts';
import { paymentProviderFor } from '#server/services/payments/index.ts';
import { type FawryStandIn, startFawryStandIn } from '#server/test/fawry-stand-in.ts';
import { expireUnpaidOrders } from './admin-write.ts';
import { type Buyer, createBook, createBuyer, digitalBody, setUpOrdersTest } from './fixtures.ts';
import { voucherLapsed } from './vouchers.ts';

/*
 * Payments that wait, through Fawry (decisions 107, 108): a reference paid at an outlet before it
 * expires pays the order; an order whose reference expired unpaid is cancelled once; a payment that
 * comes after that is given back, never kept. This machine cannot reach Fawry: its API is answered by
 * the fawry-stand-in (written from Fawry's documentation), everything else is real.
 */

const fawry = { merchantCode: 'merchant-stand-in', secureKey: 'fawry-secure-key-for-tests', apiUrl: '' };
const standIn = {} as FawryStandIn;
beforeAll(async () => {
  Object.assign(standIn, await startFawryStandIn(fawry.merchantCode, fawry.secureKey));
  fawry.apiUrl = standIn.apiUrl;
});
afterAll(async () => {
  await standIn.close();
});

const logLines: string[] = [];
const { ctx, ref, call } = setUpOrdersTest(
  { paymentProvider: 'fawry', fawry, paymentVoucherHours: 24, logLevel: 'info' },
  { logStream: { write: (line) => logLines.push(line) } },
);

// The buyers' country is in a market that offers Fawry (decision 109), as Egypt's does.
beforeAll(async () => {
  await addMarket(ctx.app.db, { country_ids: [ref.countryId], payment_methods: ['fawry', 'cod'] });
});

/** A PDF order taxed in the market's country. */
const inMarket = (bookIds: number[]) => ({ ...digitalBody(ref, bookIds), billing_country_id: ref.countryId });

async function placeWithVoucher(buyer: Buyer) {
  const book = await createBook(ctx, { pdf: true, pdfPriceCents: 12500 });
  const placed = await call('POST', '/orders', { token: buyer.token, body: inMarket([book.id]) });
  expect(placed.statusCode, placed.body).toBe(201);
  const id = placed.json().data.id as number;
  const res = await call('POST', `/orders/${id}/voucher`, { token: buyer.token });
  expect(res.statusCode, res.body).toBe(200);
  const session = (await orderRow(id)).paymentReference!;
  return { id, voucher: res.json(), session };
}

const orderRow = async (id: number) => (await ctx.app.db.select().from(orders).where(eq(orders.id, id)))[0]!;

const notify = (payload: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/fawry',
    headers: { 'content-type': 'application/json' },
    payload,
  });

const expire = (at: Date) =>
  expireUnpaidOrders(ctx.app.db, ctx.config.orderPaymentTtlMinutes, ctx.config.publicUrl, at, (id) =>
    voucherLapsed(ctx.app.db, paymentProviderFor(ctx.config)!, id, { publicUrl: ctx.config.publicUrl }),
  );

const historyOf = async (id: number) =>
  (await ctx.app.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, id))).map(
    (row) => `${row.fromStatus}→${row.toStatus}`,
  );

describe('a Fawry reference for a PDF order', () => {
  it('asks Fawry for the order’s amount with the expiry set, and gives the buyer Fawry’s reference', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const before = Date.now();
    const { id, voucher, session } = await placeWithVoucher(buyer);
    const charge = standIn.charges.get(session)!;
    expect(session).toMatch(new RegExp(`^${id}-[0-9a-f]{8}$`));
    expect(voucher.reference).toBe(charge.referenceNumber);
    expect(charge).toMatchObject({ orderMinor: 12500, orderStatus: 'UNPAID' });
    expect(charge.expirationTime).toBeGreaterThanOrEqual(before + 24 * 3_600_000);
    expect(voucher).toMatchObject({ amount: 125, currency: 'USD', test_page_url: null });
    expect(Date.parse(voucher.expires_at)).toBe(charge.expirationTime);
    const order = (await call('GET', `/orders/${id}`, { token: buyer.token })).json().data;
    expect(order.payment_voucher).toEqual({
      reference: charge.referenceNumber,
      expires_at: voucher.expires_at,
    });
  });

  it('refuses a card page, which Fawry does not have, with a clear message', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, { pdf: true, pdfPriceCents: 12500 });
    const placed = await call('POST', '/orders', { token: buyer.token, body: inMarket([book.id]) });
    const res = await call('POST', `/orders/${placed.json().data.id}/checkout`, { token: buyer.token });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'no_card_page',
      message:
        'This shop takes payments with a reference paid at a Fawry outlet, not by card: ask for a reference instead.',
    });
    const types = (await call('GET', '/payment-types')).json().data;
    expect(types[0]).toMatchObject({ vouchers: true, card_page: false });
  });

  it('pays the order on Fawry’s signed notice before the expiry, once however often it comes', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const { id, session } = await placeWithVoucher(buyer);
    const paid = standIn.pay(session);
    expect((await notify(paid)).statusCode).toBe(200);
    expect((await notify(paid)).statusCode).toBe(200);
    const row = await orderRow(id);
    expect(row.status).toBe('paid');
    expect(row.paymentReference).toBe(standIn.charges.get(session)!.referenceNumber);
    expect(await historyOf(id)).toEqual(['awaiting_payment→paid']);
    expect(standIn.refunds).not.toContainEqual(
      expect.objectContaining({ referenceNumber: row.paymentReference }),
    );
    // A notice with a signature Fawry did not make changes nothing.
    const forged = await notify(
      paid.replace(/"messageSignature":"[0-9a-f]+"/, `"messageSignature":"${'0'.repeat(64)}"`),
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'bad_signature' });
  });

  it('cancels the order once when Fawry says the reference expired unpaid', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const { id, voucher, session } = await placeWithVoucher(buyer);
    // Before the expiry the order waits, whatever the card checkout's time.
    expect(await expire(new Date(Date.now() + 3 * 3_600_000))).not.toContain(id);
    expect((await notify(standIn.expire(session))).statusCode).toBe(200);
    const after = new Date(Date.parse(voucher.expires_at) + 60_000);
    expect(await expire(after)).toContain(id);
    expect(await expire(after)).not.toContain(id);
    expect(await historyOf(id)).toEqual(['awaiting_payment→cancelled']);
  });

  it('gives back a payment that comes after the order was cancelled, and logs it', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const { id, voucher, session } = await placeWithVoucher(buyer);
    standIn.expire(session);
    expect(await expire(new Date(Date.parse(voucher.expires_at) + 60_000))).toContain(id);

    logLines.length = 0;
    const late = standIn.pay(session);
    expect((await notify(late)).statusCode).toBe(200);
    expect((await notify(late)).statusCode).toBe(200);
    const reference = standIn.charges.get(session)!.referenceNumber;
    expect(standIn.refunds.filter((refund) => refund.referenceNumber === reference)).toEqual([
      expect.objectContaining({ referenceNumber: reference, refundMinor: 12500 }),
    ]);
    expect((await orderRow(id)).status).toBe('cancelled');
    const notices = logLines.map((line) => JSON.parse(line)).filter((line) => line.msg === 'payment notice');
    expect(notices[0]).toMatchObject({ order: id, outcome: 'refund', amountCents: 12500 });
  });

  it('pays rather than cancels an order whose reference Fawry holds as paid when its notice never came', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const { id, voucher, session } = await placeWithVoucher(buyer);
    standIn.pay(session);
    expect(await expire(new Date(Date.parse(voucher.expires_at) + 60_000))).not.toContain(id);
    expect((await orderRow(id)).status).toBe('paid');
  });
});
