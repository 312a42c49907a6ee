import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderRefunds, orders } from '#server/db/schema/orders.ts';
import { invoices } from '#server/modules/invoicing/testing.ts';
import { mailsTo } from '#server/modules/mail/index.ts';
import { signedInStaff } from '#server/modules/staff/testing.ts';
import { signatureHeader } from '#server/services/payments/signed-events.ts';
import { pdfToText } from '#server/test/pdf-reader.ts';
import { type StripeStandIn, startStripeStandIn } from '#server/test/stripe-stand-in.ts';
import { type Buyer, createBook, createBuyer, digitalBody, setUpOrdersTest } from './fixtures.ts';

/*
 * Part of a card order given back by staff through the payment provider (Stripe, answered by the
 * stripe-stand-in): recorded with its state, once per idempotency key, never beyond what was paid, a
 * refusal leaving the order as it was; the credit note and the reader's mail; staff notes.
 */

const stripe = { secretKey: 'sk_test_stand_in_key', webhookSecret: 'whsec_test_refunds', apiBase: '' };
const standIn = {} as StripeStandIn;
beforeAll(async () => {
  Object.assign(standIn, await startStripeStandIn());
  stripe.apiBase = standIn.apiBase;
});
afterAll(async () => {
  await standIn.close();
});

const { ctx, ref, call } = setUpOrdersTest({ paymentProvider: 'stripe', stripe });
let desk = { token: '' };
let editor = { token: '' };
beforeAll(async () => {
  desk = await signedInStaff(ctx, 'orders');
  editor = await signedInStaff(ctx, 'editor');
});

/** A PDF order of two books paid on Stripe: its id, its lines and the payment's reference. */
async function paidCardOrder(buyer: Buyer, prices = [1000, 500]) {
  const books = [];
  for (const price of prices) books.push(await createBook(ctx, { pdf: true, pdfPriceCents: price }));
  const placed = await call('POST', '/orders', {
    token: buyer.token,
    body: digitalBody(
      ref,
      books.map((b) => b.id),
    ),
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const id = placed.json().data.id as number;
  expect((await call('POST', `/orders/${id}/checkout`, { token: buyer.token })).statusCode).toBe(200);
  const [row] = await ctx.app.db.select().from(orders).where(eq(orders.id, id));
  const payload = standIn.pay(row!.paymentReference as string);
  const paid = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/stripe',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signatureHeader(payload, stripe.webhookSecret),
    },
    payload,
  });
  expect(paid.statusCode, paid.body).toBe(200);
  const order = (await call('GET', `/staff/orders/${id}`, { token: desk.token })).json().data;
  const [paidRow] = await ctx.app.db.select().from(orders).where(eq(orders.id, id));
  return { id, order, reference: paidRow!.paymentReference as string };
}

const refund = (id: number, body: Record<string, unknown>, token = desk.token) =>
  call('POST', `/staff/orders/${id}/refunds`, { token, body });

const refundMails = async (email: string) =>
  (await mailsTo(ctx.app.db, email)).filter((mail) => mail.kind === 'order_refunded');

describe('refunding part of a card order', () => {
  it('refunds an amount through the provider once, with a credit note and one mail to the reader', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const { id, reference } = await paidCardOrder(buyer);
    const body = { amount_cents: 300, reason: 'Late delivery', idempotency_key: 'refund-dialog-0001' };

    const res = await refund(id, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('The refund is recorded');
    const data = res.json().data;
    expect(data).toMatchObject({ status: 'paid', refunded_cents: 300, refundable_cents: 1200 });
    const [given] = data.refunds;
    expect(given).toMatchObject({
      kind: 'partial',
      method: 'card',
      state: 'done',
      amount_cents: 300,
      reason: 'Late delivery',
      staff: { name: expect.any(String) },
      provider_reference: expect.stringMatching(/^re_/),
      credit_note_number: expect.stringMatching(/^CN-\d{4}-\d{6}$/),
    });
    const asked = standIn.calls.filter((c) => c.path === '/v1/refunds').at(-1);
    expect(asked).toMatchObject({
      fields: { payment_intent: reference, amount: '300' },
      idempotencyKey: `refund-${reference}-${given.id}`,
    });

    const again = await refund(id, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.refunds).toHaveLength(1);
    expect(standIn.refunds().filter((r) => r.payment_intent === reference)).toHaveLength(1);
    expect(await refundMails(buyer.email)).toHaveLength(1);

    const notes = await ctx.app.db.select().from(invoices).where(eq(invoices.refundId, given.id));
    expect(notes).toMatchObject([{ kind: 'credit_note', totalCents: 300 }]);
  });

  it('refunds the lines chosen by their share of what was paid', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const { id, order } = await paidCardOrder(buyer, [1000, 500]);
    const second = order.lines[1].id;
    const res = await refund(id, {
      lines: [{ line_id: second, quantity: 1 }],
      idempotency_key: 'lines-0001',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.refunds[0]).toMatchObject({
      amount_cents: 500,
      lines: [{ line_id: second, quantity: 1 }],
    });
    const twice = await refund(id, {
      lines: [{ line_id: second, quantity: 1 }],
      idempotency_key: 'lines-0002',
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toBe('More copies than were delivered and not yet given back: at most 0');
  });

  it('refuses to refund more than was paid minus what was given back', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const { id } = await paidCardOrder(buyer);
    expect((await refund(id, { amount_cents: 1000, idempotency_key: 'over-0001' })).statusCode).toBe(200);
    const over = await refund(id, { amount_cents: 501, idempotency_key: 'over-0002' });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toEqual({
      message: 'At most $5.00 can still be refunded on this order',
      code: 'over_refund',
    });
  });

  it('leaves the order unchanged and says so when the provider refuses the refund', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const { id } = await paidCardOrder(buyer);
    standIn.refuseRefunds('Charge has already been refunded.');
    try {
      const res = await refund(id, { amount_cents: 400, idempotency_key: 'refused-0001' });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        message:
          'The payment provider refused the refund, so the order is unchanged. It said: Charge has already been refunded.',
        code: 'refund_refused',
      });
    } finally {
      standIn.refuseRefunds(null);
    }
    const after = (await call('GET', `/staff/orders/${id}`, { token: desk.token })).json().data;
    expect(after).toMatchObject({ status: 'paid', refunded_cents: 0, refundable_cents: 1500 });
    expect(after.refunds).toMatchObject([
      {
        state: 'failed',
        amount_cents: 400,
        failure: 'Charge has already been refunded.',
        credit_note_number: null,
      },
    ]);
    expect(await refundMails(buyer.email)).toHaveLength(0);
    const arabic = await call('POST', `/staff/orders/${id}/refunds`, {
      token: desk.token,
      lang: 'ar',
      body: { amount_cents: 99_999, idempotency_key: 'refused-0002' },
    });
    expect(arabic.json().message).toBe('أقصى ما يمكن ردّه بعدُ من هذا الطلب $15.00');
  });

  it('cancels a partly refunded order by refunding the rest, recorded beside the first', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const { id, reference } = await paidCardOrder(buyer);
    expect((await refund(id, { amount_cents: 500, idempotency_key: 'rest-0001' })).statusCode).toBe(200);
    const res = await call('POST', `/staff/orders/${id}/status`, {
      token: desk.token,
      body: { status: 'cancelled' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(standIn.calls.filter((c) => c.path === '/v1/refunds').at(-1)).toMatchObject({
      fields: { payment_intent: reference, amount: '1000' },
    });
    const data = res.json().data;
    expect(data.refunds.map((r: { kind: string; amount_cents: number }) => [r.kind, r.amount_cents])).toEqual(
      [
        ['partial', 500],
        ['cancel', 1000],
      ],
    );
    expect(data).toMatchObject({ refunded_cents: 1500, refundable_cents: 0, can_refund: false });
    const whole = await ctx.app.db.select().from(invoices).where(eq(invoices.orderId, id));
    expect(whole.map((d) => [d.kind, d.totalCents]).sort()).toEqual([
      ['credit_note', 1000],
      ['credit_note', 500],
      ['invoice', 1500],
    ]);
    // The cancelling note prints what it credits, not the whole order once more.
    const pdf = await call('GET', `/staff/orders/${id}/credit-notes/${data.credit_note_number}?lang=en`, {
      token: desk.token,
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = await pdfToText(pdf.rawPayload);
    expect(text).toContain('The rest of the order, cancelled');
    expect(text).toContain('$10.00');
    expect(text).not.toContain('$15.00');
  });

  it('shows each refund in the orders list filter and on the client page', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const { id } = await paidCardOrder(buyer);
    const plain = await paidCardOrder(buyer);
    expect((await refund(id, { amount_cents: 250, idempotency_key: 'list-0001' })).statusCode).toBe(200);
    const listed = await call('GET', `/staff/orders?client_id=${buyer.id}&refunds=yes`, {
      token: desk.token,
    });
    expect(listed.json().data.map((row: { id: number }) => row.id)).toEqual([id]);
    expect(listed.json().data[0].refunded_cents).toBe(250);
    const without = await call('GET', `/staff/orders?client_id=${buyer.id}&refunds=no`, {
      token: desk.token,
    });
    expect(without.json().data.map((row: { id: number }) => row.id)).toEqual([plain.id]);
    const client = await call('GET', `/staff/refunds?client_id=${buyer.id}`, { token: desk.token });
    expect(client.json().data).toMatchObject([{ order_id: id, amount_cents: 250, state: 'done' }]);
  });

  it('refuses staff who do not handle orders', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const { id } = await paidCardOrder(buyer);
    const res = await refund(id, { amount_cents: 100, idempotency_key: 'editor-0001' }, editor.token);
    expect(res.statusCode).toBe(403);
    const note = await call('POST', `/staff/orders/${id}/notes`, {
      token: editor.token,
      body: { body: 'x' },
    });
    expect(note.statusCode).toBe(403);
    const list = await call('GET', `/staff/refunds?client_id=${buyer.id}`, { token: editor.token });
    expect(list.statusCode).toBe(403);
    expect(await ctx.app.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, id))).toEqual([]);
  });
});

describe('staff notes on an order', () => {
  it('adds an internal note to the timeline that the reader never sees', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const { id } = await paidCardOrder(buyer);
    const res = await call('POST', `/staff/orders/${id}/notes`, {
      token: desk.token,
      body: { body: 'Reader called: wants the invoice in English' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('The note is added to the order');
    expect(res.json().data.staff_notes).toMatchObject([
      { body: 'Reader called: wants the invoice in English', staff: { name: expect.any(String) } },
    ]);
    for (const path of [`/orders/${id}`, '/orders']) {
      const reader = await call('GET', path, { token: buyer.token });
      expect(reader.statusCode).toBe(200);
      expect(reader.body).not.toContain('wants the invoice');
      expect(reader.body).not.toContain('staff_notes');
    }
  });
});
