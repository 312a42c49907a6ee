import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatusHistory, orders } from '#server/db/schema/orders.ts';
import { mailsTo } from '#server/modules/mail/index.ts';
import { signedInStaff } from '#server/modules/staff/testing.ts';
import { startTapStandIn, type TapStandIn } from '#server/test/tap-stand-in.ts';
import { type Buyer, createBook, createBuyer, digitalBody, setUpOrdersTest } from './fixtures.ts';

/*
 * Paying on Tap's hosted charge page (decision 106). This machine cannot reach Tap: its API is
 * answered by the tap-stand-in (a local server this file starts, written from Tap's documentation),
 * and its webhooks carry the hashstring signed with the test's key. Everything else is real.
 */

const tap = { secretKey: 'sk_test_tap_stand_in', apiUrl: '' };
const standIn = {} as TapStandIn;
beforeAll(async () => {
  Object.assign(standIn, await startTapStandIn(tap.secretKey));
  tap.apiUrl = standIn.apiUrl;
});
afterAll(async () => {
  await standIn.close();
});

const logLines: string[] = [];
const { ctx, ref, call } = setUpOrdersTest(
  { paymentProvider: 'tap', tap, logLevel: 'info' },
  { logStream: { write: (line) => logLines.push(line) } },
);

async function placeDigital(buyer: Buyer, priceCents = 1250) {
  const book = await createBook(ctx, { pdf: true, pdfPriceCents: priceCents });
  const res = await call('POST', '/orders', { token: buyer.token, body: digitalBody(ref, [book.id]) });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().data.id as number };
}

async function openCheckout(buyer: Buyer, orderId: number) {
  const res = await call('POST', `/orders/${orderId}/checkout`, { token: buyer.token });
  expect(res.statusCode, res.body).toBe(200);
  const [order] = await ctx.app.db.select().from(orders).where(eq(orders.id, orderId));
  return { url: res.json().url as string, chargeId: order!.paymentReference as string };
}

/** Tap posting a charge to the shop's webhook. */
const deliver = (notice: { body: string; hashstring?: string }) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/tap',
    headers: {
      'content-type': 'application/json',
      'accept-language': 'en',
      ...(notice.hashstring === undefined ? {} : { hashstring: notice.hashstring }),
    },
    payload: notice.body,
  });

const orderRow = async (id: number) => (await ctx.app.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const historyOf = (id: number) =>
  ctx.app.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, id));
const paidMails = async (email: string) =>
  (await mailsTo(ctx.app.db, email)).filter((mail) => mail.kind === 'order_digital');
const refundCalls = () => standIn.calls.filter((c) => c.method === 'POST' && c.path === '/v2/refunds');
const refundedOn = (chargeId: string) => standIn.refunds.filter((r) => r.charge_id === chargeId);

async function paidOrder(buyer: Buyer, priceCents = 1250) {
  const order = await placeDigital(buyer, priceCents);
  const { chargeId } = await openCheckout(buyer, order.id);
  expect((await deliver(standIn.pay(chargeId))).statusCode).toBe(200);
  expect(await orderRow(order.id)).toMatchObject({ status: 'paid', paymentReference: chargeId });
  return { ...order, chargeId };
}

describe('paying on Tap', () => {
  it("opens Tap's hosted page for the server's amount with our return and webhook URLs", async () => {
    const buyer = await createBuyer(ctx.app.db);
    const order = await placeDigital(buyer, 1250);
    const before = standIn.calls.length;
    const { url, chargeId } = await openCheckout(buyer, order.id);
    expect(url).toBe(`${standIn.apiUrl}/pay/${chargeId}`);
    expect(standIn.calls.slice(before)).toEqual([
      {
        method: 'POST',
        path: '/v2/charges',
        authorization: `Bearer ${tap.secretKey}`,
        body: {
          amount: 12.5,
          currency: 'USD',
          description: `Order ${order.id}`,
          source: { id: 'src_all' },
          redirect: { url: `${ctx.config.publicUrl}/#/payment-return?order=${order.id}` },
          post: { url: `${ctx.config.publicUrl}/api/payments/webhook/tap` },
          reference: { order: String(order.id) },
          metadata: { order_id: String(order.id) },
          customer: { email: buyer.email },
        },
      },
    ]);
    const html = await (await fetch(url)).text();
    expect(html).toContain('<p>12.50 USD</p>');
  });

  it('pays the order once on a signed notice, however often and however together it comes', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const order = await placeDigital(buyer);
    const { chargeId } = await openCheckout(buyer, order.id);
    const notice = standIn.pay(chargeId);
    const answers = await Promise.all([
      deliver(notice),
      deliver(notice),
      call('GET', `/orders/${order.id}/payment`, { token: buyer.token }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers[0]!.json()).toEqual({ received: true });
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid', paymentReference: chargeId });
    expect((await deliver(notice)).statusCode).toBe(200);
    expect(await historyOf(order.id)).toHaveLength(1);
    expect(await paidMails(buyer.email)).toHaveLength(1);
    expect(refundedOn(chargeId)).toEqual([]);
  });

  it('answers 400 and changes nothing for a notice without our hashstring', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const order = await placeDigital(buyer);
    const { chargeId } = await openCheckout(buyer, order.id);
    const forged = standIn.pay(chargeId, {}, 'sk_test_someone_else');
    const refused = [
      await deliver(forged),
      await deliver({ body: forged.body }),
      await deliver({
        body: JSON.stringify({ ...JSON.parse(forged.body), amount: 1 }),
        hashstring: standIn.hashstring(standIn.charges.get(chargeId)!),
      }),
      await deliver({ body: 'not json', hashstring: forged.hashstring }),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'The payment notice is not signed, or its signature is not valid',
        code: 'bad_signature',
      });
    }
    expect(await orderRow(order.id)).toMatchObject({
      status: 'awaiting_payment',
      paymentReference: chargeId,
    });
    expect(await historyOf(order.id)).toEqual([]);
  });

  it('refuses, logs and gives back a charge of another amount or currency', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const order = await placeDigital(buyer, 1250);
    const { chargeId } = await openCheckout(buyer, order.id);
    expect((await deliver(standIn.pay(chargeId, { amount: 10 }))).statusCode).toBe(200);
    expect((await orderRow(order.id)).status).toBe('awaiting_payment');
    expect(refundCalls().at(-1)).toMatchObject({
      body: { charge_id: chargeId, amount: 10, currency: 'USD' },
    });
    const logged = logLines.map((l) => JSON.parse(l)).find((l) => l.event === `${chargeId}:CAPTURED`);
    expect(logged).toMatchObject({
      msg: 'payment notice',
      order: order.id,
      outcome: 'refund',
      amountCents: 1000,
      currency: 'USD',
    });

    const buyer2 = await createBuyer(ctx.app.db);
    const order2 = await placeDigital(buyer2, 1250);
    const second = await openCheckout(buyer2, order2.id);
    expect((await deliver(standIn.pay(second.chargeId, { currency: 'KWD' }))).statusCode).toBe(200);
    expect((await orderRow(order2.id)).status).toBe('awaiting_payment');
    expect(refundedOn(second.chargeId)).toMatchObject([{ amount: 12.5, currency: 'KWD' }]);
    const loggedKwd = logLines
      .map((l) => JSON.parse(l))
      .find((l) => l.event === `${second.chargeId}:CAPTURED`);
    expect(loggedKwd).toMatchObject({ outcome: 'refund', amountCents: 12500, currency: 'KWD' });
  });

  it('marks the order paid when the buyer comes back before the notice, by asking Tap', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const order = await placeDigital(buyer);
    const { chargeId } = await openCheckout(buyer, order.id);
    const waiting = await call('GET', `/orders/${order.id}/payment`, { token: buyer.token });
    expect(waiting.json()).toMatchObject({ paid: false, data: { status: 'awaiting_payment' } });
    const notice = standIn.pay(chargeId);
    const back = await call('GET', `/orders/${order.id}/payment`, { token: buyer.token });
    expect(back.json()).toMatchObject({ paid: true, data: { id: order.id, status: 'paid' } });
    expect(standIn.calls.at(-1)).toMatchObject({ method: 'GET', path: `/v2/charges/${chargeId}` });
    expect((await deliver(notice)).statusCode).toBe(200);
    expect(await historyOf(order.id)).toHaveLength(1);
  });

  it('refuses a reference to pay at an outlet, which Tap does not give, in the buyer’s language', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const order = await placeDigital(buyer);
    const res = await call('POST', `/orders/${order.id}/voucher`, { token: buyer.token });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'vouchers_unavailable',
      message: 'Paying with a reference at an outlet is not offered at the moment; pay by card instead.',
    });
    expect((await orderRow(order.id)).voucherReference).toBeNull();
  });

  it('writes no Tap key to the log', () => {
    expect(logLines.join('\n')).toContain('payment notice');
    expect(logLines.join('\n')).not.toContain(tap.secretKey);
  });
});

describe('refunds through Tap', () => {
  it('refunds the whole charge once when staff cancel a paid order', async () => {
    const staff = await signedInStaff(ctx, 'orders');
    const buyer = await createBuyer(ctx.app.db);
    const order = await paidOrder(buyer, 990);
    const res = await call('POST', `/staff/orders/${order.id}/status`, {
      token: staff.token,
      body: { status: 'cancelled' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(refundedOn(order.chargeId)).toMatchObject([{ amount: 9.9, currency: 'USD' }]);
    const again = await call('POST', `/staff/orders/${order.id}/status`, {
      token: staff.token,
      body: { status: 'cancelled' },
    });
    expect(again.statusCode).toBe(409);
    expect(refundedOn(order.chargeId)).toHaveLength(1);
  });

  it('refunds part of a charge once per key, and never more than was paid', async () => {
    const staff = await signedInStaff(ctx, 'orders');
    const buyer = await createBuyer(ctx.app.db);
    const order = await paidOrder(buyer, 1250);
    const body = { amount_cents: 300, reason: 'Late delivery', idempotency_key: 'tap-part-0001' };
    const first = await call('POST', `/staff/orders/${order.id}/refunds`, { token: staff.token, body });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ refunded_cents: 300, refundable_cents: 950 });
    const reference = refundedOn(order.chargeId)[0]!.id;
    expect(first.json().data.refunds[0]).toMatchObject({ state: 'done', provider_reference: reference });
    const again = await call('POST', `/staff/orders/${order.id}/refunds`, { token: staff.token, body });
    expect(again.json().data.refunds).toHaveLength(1);
    expect(refundedOn(order.chargeId)).toHaveLength(1);

    const over = await call('POST', `/staff/orders/${order.id}/refunds`, {
      token: staff.token,
      body: { amount_cents: 951, idempotency_key: 'tap-part-0002' },
    });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toEqual({
      message: 'At most $9.50 can still be refunded on this order',
      code: 'over_refund',
    });
    const rest = await call('POST', `/staff/orders/${order.id}/refunds`, {
      token: staff.token,
      body: { amount_cents: 950, idempotency_key: 'tap-part-0003' },
    });
    expect(rest.json().data.refunds[1]).toMatchObject({ state: 'done' });
    expect(refundedOn(order.chargeId).map((r) => r.amount)).toEqual([3, 9.5]);
  });
});
