import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatusHistory, orders } from '#server/db/schema/orders.ts';
import { pdfOwnerships } from '#server/modules/library/testing.ts';
import { mailsTo } from '#server/modules/mail/index.ts';
import { signedInStaff } from '#server/modules/staff/testing.ts';
import { signatureHeader } from '#server/services/payments/signed-events.ts';
import { onRealPostgres } from '#server/test/harness.ts';
import { type StripeStandIn, startStripeStandIn } from '#server/test/stripe-stand-in.ts';
import { type Buyer, createBook, createBuyer, digitalBody, setUpOrdersTest } from './fixtures.ts';

/*
 * Card payments on Stripe Checkout, through the official `stripe` package. This machine cannot reach
 * Stripe: its API is answered by the stripe-stand-in (a local server this file starts), and the
 * webhooks are signed by the `stripe` package with the test's webhook secret. Everything else is real.
 */

const stripe = {
  secretKey: 'sk_test_stand_in_key',
  webhookSecret: 'whsec_test_stand_in_secret',
  apiBase: '',
};
const standIn = {} as StripeStandIn;
beforeAll(async () => {
  Object.assign(standIn, await startStripeStandIn());
  stripe.apiBase = standIn.apiBase;
});
afterAll(async () => {
  await standIn.close();
});

const logLines: string[] = [];
const { ctx, ref, call } = setUpOrdersTest(
  { paymentProvider: 'stripe', stripe, logLevel: 'info' },
  { logStream: { write: (line) => logLines.push(line) } },
);

async function placeDigital(buyer: Buyer, priceCents = 1250) {
  const book = await createBook(ctx, { pdf: true, pdfPriceCents: priceCents });
  const res = await call('POST', '/orders', { token: buyer.token, body: digitalBody(ref, [book.id]) });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().data.id as number, bookId: book.id };
}

async function openCheckout(buyer: Buyer, orderId: number) {
  const res = await call('POST', `/orders/${orderId}/checkout`, { token: buyer.token });
  expect(res.statusCode, res.body).toBe(200);
  const [order] = await ctx.app.db.select().from(orders).where(eq(orders.id, orderId));
  return { url: res.json().url as string, sessionId: order.paymentReference as string };
}

/** Stripe posting a notice: signed by the stripe package unless `signature` says otherwise. */
const deliver = (
  payload: string,
  signature: string | null = signatureHeader(payload, stripe.webhookSecret),
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/stripe',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'accept-language': 'en',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
    payload,
  });

const orderRow = async (id: number) => (await ctx.app.db.select().from(orders).where(eq(orders.id, id)))[0];
const historyOf = (id: number) =>
  ctx.app.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, id));
const paidMails = async (email: string) =>
  (await mailsTo(ctx.app.db, email)).filter((mail) => mail.kind === 'order_digital');

describe('paying on Stripe Checkout', () => {
  it("sends the buyer to Stripe's hosted page for the order's amount, and to the same page again", async () => {
    const buyer = await createBuyer(ctx.app.db);
    const order = await placeDigital(buyer, 1250);
    const before = standIn.calls.length;
    const { url, sessionId } = await openCheckout(buyer, order.id);

    expect(url).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);
    const [created] = standIn.calls.slice(before);
    expect(created).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      authorization: `Bearer ${stripe.secretKey}`,
      fields: expect.objectContaining({
        mode: 'payment',
        client_reference_id: String(order.id),
        customer_email: buyer.email,
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': 'usd',
        'line_items[0][price_data][unit_amount]': '1250',
        success_url: `${ctx.config.publicUrl}/#/payment-return?order=${order.id}`,
        cancel_url: `${ctx.config.publicUrl}/#/payment-return?order=${order.id}&cancelled=1`,
      }),
    });

    const again = await call('POST', `/orders/${order.id}/checkout`, { token: buyer.token });
    expect(again.json().url).toBe(url);
    expect(standIn.calls.slice(before).map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /v1/checkout/sessions',
      `GET /v1/checkout/sessions/${sessionId}`,
    ]);
  });

  it('pays the order once on a signed checkout.session.completed, however often it is delivered', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const order = await placeDigital(buyer);
    const { sessionId } = await openCheckout(buyer, order.id);
    const event = standIn.pay(sessionId);

    const first = await deliver(event);
    expect(first.statusCode, first.body).toBe(200);
    const paid = await orderRow(order.id);
    expect(paid).toMatchObject({
      status: 'paid',
      paymentReference: standIn.sessions.get(sessionId)?.payment_intent,
    });
    expect(paid.paidAt).not.toBeNull();
    const owned = await ctx.app.db.select().from(pdfOwnerships).where(eq(pdfOwnerships.orderId, order.id));
    expect(owned).toHaveLength(1);

    const replay = await deliver(event);
    expect(replay.statusCode).toBe(200);
    expect(await historyOf(order.id)).toHaveLength(1);
    expect(await paidMails(buyer.email)).toHaveLength(1);
    expect((await orderRow(order.id)).paidAt).toEqual(paid.paidAt);
  });

  it('answers 400 and changes nothing for an unsigned, mis-signed or stale notice', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const order = await placeDigital(buyer);
    const { sessionId } = await openCheckout(buyer, order.id);
    const event = standIn.pay(sessionId);
    const stale = Math.floor(Date.now() / 1000) - 3600;
    const refused = [
      await deliver(event, null),
      await deliver(event, signatureHeader(event, 'whsec_someone_else')),
      await deliver(event, signatureHeader(event, stripe.webhookSecret, stale)),
      await deliver(event.replace('"paid"', '"paid" '), signatureHeader(event, stripe.webhookSecret)),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'The payment notice is not signed, or its signature is not valid',
        code: 'bad_signature',
      });
    }
    const arabic = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/stripe',
      headers: { 'content-type': 'application/json', 'accept-language': 'ar' },
      payload: event,
    });
    expect(arabic.json().message).toBe('توقيع إشعار الدفع مفقود أو غير صالح');
    expect(await orderRow(order.id)).toMatchObject({
      status: 'awaiting_payment',
      paymentReference: sessionId,
    });
    expect(await historyOf(order.id)).toEqual([]);

    const otherProvider = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: event,
    });
    expect(otherProvider.statusCode).toBe(404);
  });

  it('marks the order paid when the buyer comes back before the notice, by asking Stripe', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const order = await placeDigital(buyer);
    const { sessionId } = await openCheckout(buyer, order.id);
    const waiting = await call('GET', `/orders/${order.id}/payment`, { token: buyer.token });
    expect(waiting.json()).toMatchObject({ paid: false, data: { status: 'awaiting_payment' } });

    const event = standIn.pay(sessionId);
    const back = await call('GET', `/orders/${order.id}/payment`, { token: buyer.token });
    expect(back.json()).toMatchObject({ paid: true, data: { id: order.id, status: 'paid' } });
    expect(standIn.calls.at(-1)).toMatchObject({ method: 'GET', path: `/v1/checkout/sessions/${sessionId}` });

    // The notice that comes afterwards changes nothing.
    expect((await deliver(event)).statusCode).toBe(200);
    expect(await historyOf(order.id)).toHaveLength(1);
    expect(await paidMails(buyer.email)).toHaveLength(1);
  });

  it('gives back a payment of another amount, or a second payment of a paid order', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const order = await placeDigital(buyer, 1250);
    const { sessionId } = await openCheckout(buyer, order.id);
    const paid = standIn.pay(sessionId);
    const reference = standIn.sessions.get(sessionId)?.payment_intent;
    const tampered = JSON.stringify({
      ...JSON.parse(paid),
      id: 'evt_other_amount',
      data: {
        object: { ...JSON.parse(paid).data.object, amount_total: 1, payment_intent: 'pi_other_amount' },
      },
    });
    expect((await deliver(tampered)).statusCode).toBe(200);
    expect((await orderRow(order.id)).status).toBe('awaiting_payment');
    expect(standIn.calls.at(-1)).toMatchObject({
      path: '/v1/refunds',
      fields: { payment_intent: 'pi_other_amount', amount: '1' },
    });

    expect((await deliver(paid)).statusCode).toBe(200);
    expect((await orderRow(order.id)).paymentReference).toBe(reference);
    const twice = JSON.stringify({
      ...JSON.parse(paid),
      id: 'evt_paid_twice',
      data: { object: { ...JSON.parse(paid).data.object, payment_intent: 'pi_paid_twice' } },
    });
    expect((await deliver(twice)).statusCode).toBe(200);
    expect(standIn.calls.at(-1)).toMatchObject({
      path: '/v1/refunds',
      fields: { payment_intent: 'pi_paid_twice', amount: '1250' },
    });
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid', paymentReference: reference });
    expect(await historyOf(order.id)).toHaveLength(1);
  });

  it('finds the order paid when the reader asks to pay again before the notice came', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const order = await placeDigital(buyer);
    const { sessionId } = await openCheckout(buyer, order.id);
    standIn.pay(sessionId);
    const again = await call('POST', `/orders/${order.id}/checkout`, { token: buyer.token });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This order is already paid', code: 'already_paid' });
    expect((await orderRow(order.id)).status).toBe('paid');
    const opened = standIn.calls.filter(
      (c) => c.path === '/v1/checkout/sessions' && c.fields.client_reference_id === String(order.id),
    );
    expect(opened).toHaveLength(1);
  });

  it('opens a new checkout when Stripe does not know the one the order holds', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const order = await placeDigital(buyer);
    await ctx.app.db
      .update(orders)
      .set({ paymentReference: 'cs_unknown_to_stripe' })
      .where(eq(orders.id, order.id));
    const { sessionId } = await openCheckout(buyer, order.id);
    expect(sessionId).toMatch(/^cs_test_/);
  });

  it('refunds a paid order that staff cancel, once, and takes the PDF back', async () => {
    const staff = await signedInStaff(ctx, 'orders');
    const buyer = await createBuyer(ctx.app.db);
    const order = await placeDigital(buyer, 990);
    const { sessionId } = await openCheckout(buyer, order.id);
    await deliver(standIn.pay(sessionId));
    const reference = standIn.sessions.get(sessionId)?.payment_intent;
    const refundsBefore = standIn.refunds().length;

    const res = await call('POST', `/staff/orders/${order.id}/status`, {
      token: staff.token,
      body: { status: 'cancelled' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('cancelled');
    const refundCalls = standIn.calls.filter((c) => c.path === '/v1/refunds');
    expect(refundCalls.at(-1)).toMatchObject({
      fields: { payment_intent: reference, amount: '990' },
      idempotencyKey: `refund-${reference}`,
    });
    expect(standIn.refunds()).toHaveLength(refundsBefore + 1);
    expect(await ctx.app.db.select().from(pdfOwnerships).where(eq(pdfOwnerships.orderId, order.id))).toEqual(
      [],
    );
    const download = await call('GET', `/books/${order.bookId}/download`, { token: buyer.token });
    expect(download.statusCode).toBe(403);

    const again = await call('POST', `/staff/orders/${order.id}/status`, {
      token: staff.token,
      body: { status: 'cancelled' },
    });
    expect(again.statusCode).toBe(409);
    expect(standIn.refunds()).toHaveLength(refundsBefore + 1);
  });

  it('keeps the order paid when the refund fails, so staff can try again', async () => {
    const staff = await signedInStaff(ctx, 'orders');
    const buyer = await createBuyer(ctx.app.db);
    const order = await placeDigital(buyer);
    const { sessionId } = await openCheckout(buyer, order.id);
    await deliver(standIn.pay(sessionId));
    const { port } = standIn;
    await standIn.close();
    try {
      const res = await call('POST', `/staff/orders/${order.id}/status`, {
        token: staff.token,
        body: { status: 'cancelled' },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        message: 'The payment provider could not refund the payment; the order was not cancelled, try again',
        code: 'refund_failed',
      });
      expect((await orderRow(order.id)).status).toBe('paid');
    } finally {
      Object.assign(standIn, await startStripeStandIn(port));
    }
  });

  it('answers 502 when Stripe cannot be reached to open the checkout', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const order = await placeDigital(buyer);
    const { port } = standIn;
    await standIn.close();
    try {
      const res = await call('POST', `/orders/${order.id}/checkout`, { token: buyer.token });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        message: 'The payment provider cannot be reached right now; please try again in a moment',
        code: 'payment_provider_unavailable',
      });
      const polled = await call('GET', `/orders/${order.id}/payment`, { token: buyer.token });
      expect(polled.json()).toMatchObject({ paid: false, data: { status: 'awaiting_payment' } });
    } finally {
      Object.assign(standIn, await startStripeStandIn(port));
    }
  });

  it('gives the money back when it arrives for an order cancelled meanwhile', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const order = await placeDigital(buyer, 700);
    const { sessionId } = await openCheckout(buyer, order.id);
    expect((await call('POST', `/orders/${order.id}/cancel`, { token: buyer.token })).statusCode).toBe(200);
    const res = await deliver(standIn.pay(sessionId));
    expect(res.statusCode).toBe(200);
    expect((await orderRow(order.id)).status).toBe('cancelled');
    expect(standIn.calls.at(-1)).toMatchObject({
      path: '/v1/refunds',
      fields: { payment_intent: standIn.sessions.get(sessionId)?.payment_intent, amount: '700' },
    });
  });

  it('writes no card detail and no Stripe secret to the log', () => {
    const log = logLines.join('\n');
    expect(log).toContain('payment notice');
    for (const secret of [
      'card_number',
      'card_cvc',
      '4242424242424242',
      '4242 4242',
      stripe.secretKey,
      stripe.webhookSecret,
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});

// Races need connections that run side by side: PGlite has one, so this runs in `npm run test:pg` only.
describe.runIf(onRealPostgres)('notices delivered at the same moment', () => {
  it('pays once when the same event, another event and the return page arrive together', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const order = await placeDigital(buyer);
    const { sessionId } = await openCheckout(buyer, order.id);
    const event = standIn.pay(sessionId);
    const other = JSON.stringify({ ...JSON.parse(event), id: 'evt_second_delivery' });

    const answers = await Promise.all([
      deliver(event),
      deliver(event),
      deliver(other),
      call('GET', `/orders/${order.id}/payment`, { token: buyer.token }),
    ]);

    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await orderRow(order.id)).status).toBe('paid');
    expect(await historyOf(order.id)).toHaveLength(1);
    expect(
      await ctx.app.db.select().from(pdfOwnerships).where(eq(pdfOwnerships.orderId, order.id)),
    ).toHaveLength(1);
    expect(await paidMails(buyer.email)).toHaveLength(1);
  });
});
