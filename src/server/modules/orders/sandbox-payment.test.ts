import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#server/db/schema/orders.ts';
import { addMarket } from '#server/modules/markets/testing.ts';
import { createTestApp } from '#server/test/harness.ts';
import {
  type Buyer,
  createBook,
  createBuyer,
  digitalBody,
  pathOf,
  payInSandbox,
  setUpOrdersTest,
} from './fixtures.ts';

/*
 * The sandbox follows a real provider's flow with a page of our own: checkout → hosted page →
 * signed webhook → back to the shop. No card is asked for anywhere.
 */

const logLines: string[] = [];
const { ctx, ref, call } = setUpOrdersTest(
  { logLevel: 'info' },
  { logStream: { write: (line) => logLines.push(line) } },
);

// The buyers' country is in a market of cards and mada, as Saudi Arabia's (decision 109).
beforeAll(async () => {
  await addMarket(ctx.app.db, { country_ids: [ref.countryId], payment_methods: ['card', 'mada'] });
});

async function placeDigital(buyer: Buyer) {
  const book = await createBook(ctx, { pdf: true, pdfPriceCents: 450 });
  const body = { ...digitalBody(ref, [book.id]), billing_country_id: ref.countryId };
  const res = await call('POST', '/orders', { token: buyer.token, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

const press = (page: string, choice: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `${page}/${choice}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });

describe('the sandbox checkout', () => {
  it('shows a test page in Arabic and English that asks for no card', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const id = await placeDigital(buyer);
    const checkout = await call('POST', `/orders/${id}/checkout`, { token: buyer.token });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const url: string = checkout.json().url;
    expect(url).toMatch(new RegExp(`^${ctx.config.publicUrl}/api/payments/sandbox/checkout/cs_sandbox_`));

    const page = await ctx.app.inject({ method: 'GET', url: pathOf(url) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    expect(page.body).toContain('هذه صفحة تجربة وليست بوابة دفع حقيقية');
    expect(page.body).toContain('This is a test page, not a real payment gateway');
    expect(page.body).toContain('Pay (test)');
    expect(page.body).toContain('Decline (test)');
    expect(page.body).toContain(`Order ${id} · Amount 4.50 USD`);
    expect(page.body).not.toMatch(/<input/i);
  });

  it('opens on the method the buyer chose, among those its page takes and the market offers, and refuses another', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const id = await placeDigital(buyer);
    const checkout = await call('POST', `/orders/${id}/checkout?method=mada`, { token: buyer.token });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const page = await ctx.app.inject({ method: 'GET', url: pathOf(checkout.json().url) });
    expect(page.body).toContain('<p lang="en">Paying with mada (test)</p>');
    expect(page.body).toContain('<p>طريقة الدفع: <bdi>مدى</bdi> (تجربة)</p>');

    const other = await placeDigital(buyer);
    const fawry = await call('POST', `/orders/${other}/checkout?method=fawry`, { token: buyer.token });
    expect(fawry.statusCode).toBe(422);
    expect(fawry.json()).toMatchObject({
      code: 'method_not_offered',
      message: 'This way to pay is not offered here; choose another.',
    });
    const unknown = await call('POST', `/orders/${other}/checkout?method=cash`, { token: buyer.token });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ code: 'validation' });
    // The page takes KNET and references, but the buyer's market offers neither.
    for (const path of [`/orders/${other}/checkout?method=knet`, `/orders/${other}/voucher`]) {
      const refused = await call('POST', path, { token: buyer.token });
      expect(refused.statusCode, path).toBe(422);
      expect(refused.json()).toMatchObject({
        code: 'method_not_offered',
        message: 'This way to pay is not offered here; choose another.',
      });
    }
    const book = await createBook(ctx, { pdf: true, pdfPriceCents: 450 });
    const body = { ...digitalBody(ref, [book.id]), billing_country_id: ref.countryId };
    const quote = await call('POST', '/orders/quote', { token: buyer.token, body });
    expect(quote.json().payment_methods).toEqual(['card', 'mada']);
  });

  it('pays on "Pay (test)": the server sends itself a signed notice, then the buyer goes back to the shop', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const id = await placeDigital(buyer);
    const page = pathOf((await call('POST', `/orders/${id}/checkout`, { token: buyer.token })).json().url);
    const pressed = await press(page, 'pay');
    expect(pressed.statusCode).toBe(303);
    expect(pressed.headers.location).toBe(`${ctx.config.publicUrl}/#/payment-return?order=${id}`);
    const [row] = await ctx.app.db.select().from(orders).where(eq(orders.id, id));
    expect(row.status).toBe('paid');
    // The page is spent: pressing again or opening it again finds nothing.
    expect((await press(page, 'pay')).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: page })).statusCode).toBe(404);
  });

  it('goes back with the order unpaid on "Cancel" and "Decline (test)"', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const id = await placeDigital(buyer);
    const page = pathOf((await call('POST', `/orders/${id}/checkout`, { token: buyer.token })).json().url);
    const cancelled = await press(page, 'cancel');
    expect(cancelled.headers.location).toBe(
      `${ctx.config.publicUrl}/#/payment-return?order=${id}&cancelled=1`,
    );
    // A cancelled page stays open: paying again sends the buyer to the same page.
    const again = await call('POST', `/orders/${id}/checkout`, { token: buyer.token });
    expect(pathOf(again.json().url)).toBe(page);
    const declined = await press(page, 'decline');
    expect(declined.statusCode).toBe(303);
    const polled = await call('GET', `/orders/${id}/payment`, { token: buyer.token });
    expect(polled.json()).toMatchObject({ paid: false, data: { status: 'awaiting_payment' } });
    const fresh = await call('POST', `/orders/${id}/checkout`, { token: buyer.token });
    expect(pathOf(fresh.json().url)).not.toBe(page);
  });

  it('refuses a notice not signed by the sandbox with 400, changing nothing', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const id = await placeDigital(buyer);
    await call('POST', `/orders/${id}/checkout`, { token: buyer.token });
    const [row] = await ctx.app.db.select().from(orders).where(eq(orders.id, id));
    const payload = JSON.stringify({
      id: 'evt_forged',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: row.paymentReference,
          client_reference_id: String(id),
          payment_status: 'paid',
          payment_intent: 'pi_forged',
          amount_total: 450,
        },
      },
    });
    for (const signature of [undefined, `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/payments/webhook/sandbox',
        headers: {
          'content-type': 'application/json',
          'accept-language': 'en',
          ...(signature ? { 'sandbox-signature': signature } : {}),
        },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'The payment notice is not signed, or its signature is not valid',
        code: 'bad_signature',
      });
    }
    const [after] = await ctx.app.db.select().from(orders).where(eq(orders.id, id));
    expect(after).toMatchObject({ status: 'awaiting_payment', paymentReference: row.paymentReference });
  });

  it('refuses to open a checkout for a hard copy, and answers 404 for an unknown page', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const id = await placeDigital(buyer);
    await ctx.app.db.update(orders).set({ isHardCopy: true, status: 'pending' }).where(eq(orders.id, id));
    const res = await call('POST', `/orders/${id}/checkout`, { token: buyer.token });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'This order cannot be paid by card', code: 'not_payable' });
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/payments/sandbox/checkout/cs_sandbox_00000000-0000-0000-0000-000000000000',
      headers: { 'accept-language': 'ar' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'صفحة الدفع هذه غير موجودة أو انتهت', code: 'not_found' });
  });

  it('keeps card details out of requests and the log: there are none', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const id = await placeDigital(buyer);
    expect((await payInSandbox(ctx, call, buyer, id)).json().paid).toBe(true);
    const log = logLines.join('\n');
    expect(log).toContain('payment notice');
    for (const word of ['card_number', 'card_cvc', 'card_expiry', 'whsec_sandbox']) {
      expect(log).not.toContain(word);
    }
  });
});

describe('without the sandbox', () => {
  it('serves no sandbox page when no provider takes cards', async () => {
    const shop = await createTestApp({ paymentProvider: 'none' });
    try {
      const page = await shop.app.inject({
        method: 'GET',
        url: '/api/payments/sandbox/checkout/cs_sandbox_00000000-0000-0000-0000-000000000000',
      });
      expect(page.statusCode).toBe(404);
      const notice = await shop.app.inject({
        method: 'POST',
        url: '/api/payments/webhook/sandbox',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(notice.statusCode).toBe(404);
    } finally {
      await shop.close();
    }
  });
});
