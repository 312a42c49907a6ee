import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatusHistory, orders } from '#server/db/schema/orders.ts';
import { pdfOwnerships } from '#server/modules/library/testing.ts';
import { mailsTo } from '#server/modules/mail/index.ts';
import { addMarket, setRate } from '#server/modules/markets/testing.ts';
import { signedInStaff } from '#server/modules/staff/testing.ts';
import { type MoyasarStandIn, startMoyasarStandIn } from '#server/test/moyasar-stand-in.ts';
import { type Buyer, createBook, createBuyer, digitalBody, setUpOrdersTest } from './fixtures.ts';

/*
 * Paying on Moyasar's hosted invoice (decision 105). This machine cannot reach Moyasar: its API is
 * answered by the moyasar-stand-in (a local server this file starts, written from Moyasar's
 * documentation), and its webhooks carry the test's Secret Token. Everything else is real.
 */

const moyasar = {
  secretKey: 'sk_test_moyasar_stand_in',
  webhookSecret: 'moyasar-token-for-tests',
  apiUrl: '',
};
const standIn = {} as MoyasarStandIn;
beforeAll(async () => {
  Object.assign(standIn, await startMoyasarStandIn(moyasar.secretKey));
  moyasar.apiUrl = standIn.apiUrl;
});
afterAll(async () => {
  await standIn.close();
});

const logLines: string[] = [];
const { ctx, ref, call } = setUpOrdersTest(
  { paymentProvider: 'moyasar', moyasar, logLevel: 'info' },
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
  return { url: res.json().url as string, invoiceId: order!.paymentReference as string };
}

/** Moyasar posting a notice to the shop's webhook. */
const deliver = (payload: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/moyasar',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    payload,
  });

const orderRow = async (id: number) => (await ctx.app.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const historyOf = (id: number) =>
  ctx.app.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, id));
const paidMails = async (email: string) =>
  (await mailsTo(ctx.app.db, email)).filter((mail) => mail.kind === 'order_digital');
const refundCalls = () => standIn.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/refund'));
const paymentOf = (invoiceId: string) => standIn.invoices.get(invoiceId)!.payments[0]!;

/** An order paid by mada through the webhook: its id and Moyasar's payment id. */
async function paidOrder(buyer: Buyer, priceCents = 1250) {
  const order = await placeDigital(buyer, priceCents);
  const { invoiceId } = await openCheckout(buyer, order.id);
  expect((await deliver(standIn.pay(invoiceId, moyasar.webhookSecret))).statusCode).toBe(200);
  const reference = paymentOf(invoiceId).id;
  expect(await orderRow(order.id)).toMatchObject({ status: 'paid', paymentReference: reference });
  return { ...order, invoiceId, reference };
}

describe('paying on Moyasar', () => {
  it("opens Moyasar's hosted invoice for the server's amount with our return URLs, and the same one again", async () => {
    const buyer = await createBuyer(ctx.app.db);
    const order = await placeDigital(buyer, 1250);
    const before = standIn.calls.length;
    const { url, invoiceId } = await openCheckout(buyer, order.id);

    expect(url).toBe(`${standIn.apiUrl}/invoices/${invoiceId}`);
    const returnUrl = `${ctx.config.publicUrl}/#/payment-return?order=${order.id}`;
    expect(standIn.calls.slice(before)).toEqual([
      {
        method: 'POST',
        path: '/v1/invoices',
        authorization: `Basic ${Buffer.from(`${moyasar.secretKey}:`).toString('base64')}`,
        body: {
          amount: 1250,
          currency: 'USD',
          description: `Order ${order.id}`,
          success_url: returnUrl,
          back_url: `${returnUrl}&cancelled=1`,
          metadata: { order_id: String(order.id) },
        },
      },
    ]);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<p>12.50 USD</p>');
    expect(html).toContain('<p>mada · creditcard · applepay · stcpay</p>');

    const again = await call('POST', `/orders/${order.id}/checkout`, { token: buyer.token });
    expect(again.json().url).toBe(url);
    expect(standIn.calls.slice(before).map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /v1/invoices',
      `GET /v1/invoices/${invoiceId}`,
    ]);
  });

  it('pays the order once on a notice with our secret token, however often and however together it comes', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const order = await placeDigital(buyer);
    const { invoiceId } = await openCheckout(buyer, order.id);
    const notice = standIn.pay(invoiceId, moyasar.webhookSecret, 'applepay');
    const other = JSON.stringify({ ...JSON.parse(notice), id: 'second-delivery' });

    const answers = await Promise.all([
      deliver(notice),
      deliver(notice),
      deliver(other),
      call('GET', `/orders/${order.id}/payment`, { token: buyer.token }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers[0]!.json()).toEqual({ received: true });
    const paid = await orderRow(order.id);
    expect(paid).toMatchObject({ status: 'paid', paymentReference: paymentOf(invoiceId).id });
    expect((await deliver(notice)).statusCode).toBe(200);
    expect(await historyOf(order.id)).toHaveLength(1);
    expect(await paidMails(buyer.email)).toHaveLength(1);
    const owned = await ctx.app.db.select().from(pdfOwnerships).where(eq(pdfOwnerships.orderId, order.id));
    expect(owned).toHaveLength(1);
    expect((await orderRow(order.id)).paidAt).toEqual(paid.paidAt);
    expect(refundCalls()).toEqual([]);
  });

  it('answers 400 and changes nothing for a notice without our secret token', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const order = await placeDigital(buyer);
    const { invoiceId } = await openCheckout(buyer, order.id);
    const notice = standIn.pay(invoiceId, 'someone-elses-token');
    const { secret_token: _, ...unsigned } = JSON.parse(notice);
    const refused = [
      await deliver(notice),
      await deliver(JSON.stringify(unsigned)),
      await deliver(JSON.stringify({ ...unsigned, secret_token: `${moyasar.webhookSecret}x` })),
      await deliver(JSON.stringify({ ...unsigned, secret_token: moyasar.webhookSecret.slice(0, -1) })),
      await deliver(JSON.stringify({ ...unsigned, secret_token: 42 })),
      await deliver('not json'),
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
      url: '/api/payments/webhook/moyasar',
      headers: { 'content-type': 'application/json', 'accept-language': 'ar' },
      payload: notice,
    });
    expect(arabic.json().message).toBe('توقيع إشعار الدفع مفقود أو غير صالح');
    expect(await orderRow(order.id)).toMatchObject({
      status: 'awaiting_payment',
      paymentReference: invoiceId,
    });
    expect(await historyOf(order.id)).toEqual([]);
    const stripeRoute = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/stripe',
      headers: { 'content-type': 'application/json' },
      payload: notice,
    });
    expect(stripeRoute.statusCode).toBe(404);
  });

  it('acknowledges other events and pays nothing for them', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const order = await placeDigital(buyer);
    const { invoiceId } = await openCheckout(buyer, order.id);
    const notice = JSON.parse(standIn.pay(invoiceId, moyasar.webhookSecret));
    const failed = { ...notice, type: 'payment_failed', data: { ...notice.data, status: 'failed' } };
    const res = await deliver(JSON.stringify(failed));
    expect(res.statusCode).toBe(200);
    expect((await orderRow(order.id)).status).toBe('awaiting_payment');
  });

  it('refuses, logs and gives back a payment of another amount or currency', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const order = await placeDigital(buyer, 1250);
    const { invoiceId } = await openCheckout(buyer, order.id);
    const other = standIn.pay(invoiceId, moyasar.webhookSecret, 'mada', { amount: 1000 });
    const otherPayment = paymentOf(invoiceId);
    expect((await deliver(other)).statusCode).toBe(200);
    expect((await orderRow(order.id)).status).toBe('awaiting_payment');
    expect(refundCalls().at(-1)).toMatchObject({
      path: `/v1/payments/${otherPayment.id}/refund`,
      body: { amount: 1000 },
    });
    expect(otherPayment).toMatchObject({ refunded: 1000, status: 'refunded' });
    const logged = logLines.map((l) => JSON.parse(l)).find((l) => l.event === JSON.parse(other).id);
    expect(logged).toMatchObject({
      msg: 'payment notice',
      order: order.id,
      outcome: 'refund',
      amountCents: 1000,
      currency: 'USD',
    });

    // The return page finds the invoice paid with that amount: nothing more is paid or refunded.
    const back = await call('GET', `/orders/${order.id}/payment`, { token: buyer.token });
    expect(back.json()).toMatchObject({ paid: false, data: { status: 'awaiting_payment' } });
    expect(otherPayment.refunded).toBe(1000);

    const buyer2 = await createBuyer(ctx.app.db);
    const order2 = await placeDigital(buyer2, 1250);
    const second = await openCheckout(buyer2, order2.id);
    const inRiyals = standIn.pay(second.invoiceId, moyasar.webhookSecret, 'stcpay', { currency: 'SAR' });
    expect((await deliver(inRiyals)).statusCode).toBe(200);
    expect((await orderRow(order2.id)).status).toBe('awaiting_payment');
    expect(paymentOf(second.invoiceId)).toMatchObject({ refunded: 1250 });
    const loggedSar = logLines.map((l) => JSON.parse(l)).find((l) => l.event === JSON.parse(inRiyals).id);
    expect(loggedSar).toMatchObject({ outcome: 'refund', amountCents: 1250, currency: 'SAR' });
  });

  it('marks the order paid when the buyer comes back before the notice, by asking Moyasar', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const order = await placeDigital(buyer);
    const { invoiceId } = await openCheckout(buyer, order.id);
    const waiting = await call('GET', `/orders/${order.id}/payment`, { token: buyer.token });
    expect(waiting.json()).toMatchObject({ paid: false, data: { status: 'awaiting_payment' } });

    const notice = standIn.pay(invoiceId, moyasar.webhookSecret, 'creditcard');
    const back = await call('GET', `/orders/${order.id}/payment`, { token: buyer.token });
    expect(back.json()).toMatchObject({ paid: true, data: { id: order.id, status: 'paid' } });
    expect(standIn.calls.at(-1)).toMatchObject({ method: 'GET', path: `/v1/invoices/${invoiceId}` });
    expect((await orderRow(order.id)).paymentReference).toBe(paymentOf(invoiceId).id);

    expect((await deliver(notice)).statusCode).toBe(200);
    expect(await historyOf(order.id)).toHaveLength(1);
    expect(await paidMails(buyer.email)).toHaveLength(1);
  });

  it('answers 502 when Moyasar refuses our key', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const order = await placeDigital(buyer);
    const key = moyasar.secretKey;
    moyasar.secretKey = 'sk_test_wrong';
    try {
      const res = await call('POST', `/orders/${order.id}/checkout`, { token: buyer.token });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        message: 'The payment provider cannot be reached right now; please try again in a moment',
        code: 'payment_provider_unavailable',
      });
    } finally {
      moyasar.secretKey = key;
    }
    expect(standIn.calls.at(-1)).toMatchObject({ path: '/v1/invoices', body: { amount: 1250 } });
  });

  it('writes no Moyasar key or secret token to the log', () => {
    const log = logLines.join('\n');
    expect(log).toContain('payment notice');
    expect(log).not.toContain(moyasar.secretKey);
    expect(log).not.toContain(moyasar.webhookSecret);
  });
});

describe('refunds through Moyasar', () => {
  it('refunds the whole payment once when staff cancel a paid order', async () => {
    const staff = await signedInStaff(ctx, 'orders');
    const buyer = await createBuyer(ctx.app.db);
    const order = await paidOrder(buyer, 990);
    const before = refundCalls().length;
    const res = await call('POST', `/staff/orders/${order.id}/status`, {
      token: staff.token,
      body: { status: 'cancelled' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(refundCalls().slice(before)).toMatchObject([
      { path: `/v1/payments/${order.reference}/refund`, body: { amount: 990 } },
    ]);
    expect(standIn.payments.get(order.reference)).toMatchObject({ refunded: 990, status: 'refunded' });
    const again = await call('POST', `/staff/orders/${order.id}/status`, {
      token: staff.token,
      body: { status: 'cancelled' },
    });
    expect(again.statusCode).toBe(409);
    expect(refundCalls()).toHaveLength(before + 1);
  });

  it('refunds part of a payment once per key, and never more than was paid', async () => {
    const staff = await signedInStaff(ctx, 'orders');
    const buyer = await createBuyer(ctx.app.db);
    const order = await paidOrder(buyer, 1250);
    const body = { amount_cents: 300, reason: 'Late delivery', idempotency_key: 'moyasar-part-0001' };
    const first = await call('POST', `/staff/orders/${order.id}/refunds`, { token: staff.token, body });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ refunded_cents: 300, refundable_cents: 950 });
    expect(first.json().data.refunds[0]).toMatchObject({
      method: 'card',
      state: 'done',
      amount_cents: 300,
      provider_reference: `${order.reference}/refunded-300`,
    });
    const again = await call('POST', `/staff/orders/${order.id}/refunds`, { token: staff.token, body });
    expect(again.json().data.refunds).toHaveLength(1);
    expect(standIn.payments.get(order.reference)!.refunded).toBe(300);

    const over = await call('POST', `/staff/orders/${order.id}/refunds`, {
      token: staff.token,
      body: { amount_cents: 951, idempotency_key: 'moyasar-part-0002' },
    });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toEqual({
      message: 'At most $9.50 can still be refunded on this order',
      code: 'over_refund',
    });
    const rest = await call('POST', `/staff/orders/${order.id}/refunds`, {
      token: staff.token,
      body: { amount_cents: 950, idempotency_key: 'moyasar-part-0003' },
    });
    expect(rest.json().data.refunds[1]).toMatchObject({
      state: 'done',
      provider_reference: `${order.reference}/refunded-1250`,
    });
    expect(standIn.payments.get(order.reference)).toMatchObject({ amount: 1250, refunded: 1250 });
  });
});

describe('a Saudi buyer paying on Moyasar in riyals (decision 110)', () => {
  beforeAll(async () => {
    await setRate(ctx.app.db, 'SAR', 3.75);
    await addMarket(ctx.app.db, {
      currency: 'SAR',
      rounding: 'none',
      country_ids: [ref.otherCountryId],
      payment_methods: ['card', 'mada'],
    });
  });

  /** A PDF of $12.50 bought from Saudi Arabia: 46.875 SAR, charged 46.88. */
  async function placeSaudi(buyer: Buyer) {
    const book = await createBook(ctx, { pdf: true, pdfPriceCents: 1250 });
    const body = { ...digitalBody(ref, [book.id]), billing_country_id: ref.otherCountryId };
    const res = await call('POST', '/orders', { token: buyer.token, body });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ currency: 'SAR', net_price: 46.88 });
    return res.json().data.id as number;
  }

  it('asks Moyasar for the order’s riyals, and a payment of them pays it', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const id = await placeSaudi(buyer);
    const { invoiceId } = await openCheckout(buyer, id);
    expect(standIn.invoices.get(invoiceId)).toMatchObject({ amount: 4688, currency: 'SAR' });
    expect((await deliver(standIn.pay(invoiceId, moyasar.webhookSecret, 'mada'))).statusCode).toBe(200);
    expect(await orderRow(id)).toMatchObject({ status: 'paid', currency: 'SAR', netPriceCents: 4688 });
  });

  it('refuses, logs and gives back the same number in dollars', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const id = await placeSaudi(buyer);
    const { invoiceId } = await openCheckout(buyer, id);
    const inDollars = standIn.pay(invoiceId, moyasar.webhookSecret, 'creditcard', { currency: 'USD' });
    expect((await deliver(inDollars)).statusCode).toBe(200);
    expect((await orderRow(id)).status).toBe('awaiting_payment');
    expect(paymentOf(invoiceId)).toMatchObject({ refunded: 4688, status: 'refunded' });
    const logged = logLines.map((l) => JSON.parse(l)).find((l) => l.event === JSON.parse(inDollars).id);
    expect(logged).toMatchObject({ outcome: 'refund', amountCents: 4688, currency: 'USD' });
  });
});
