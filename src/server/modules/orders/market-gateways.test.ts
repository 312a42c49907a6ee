import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#server/db/schema/orders.ts';
import { addMarket, setRate } from '#server/modules/markets/testing.ts';
import { signedInStaff } from '#server/modules/staff/testing.ts';
import { type MoyasarStandIn, startMoyasarStandIn } from '#server/test/moyasar-stand-in.ts';
import { type Buyer, createBook, createBuyer, digitalBody, setUpOrdersTest } from './fixtures.ts';

/*
 * A gateway of its own for a market (decision 111): `MARKET_PAYMENT_PROVIDERS=sa=moyasar`, the rest
 * of the world on the shop's gateway (the sandbox here). A Saudi buyer's order opens Moyasar's page
 * (answered by the moyasar-stand-in, written from Moyasar's documentation), is asked of Moyasar and
 * refunded through it; an order from elsewhere pays in the sandbox. The order keeps the gateway its
 * payment was opened with.
 */

const moyasar = { secretKey: 'sk_test_market_gateway', webhookSecret: 'moyasar-market-token', apiUrl: '' };
const standIn = {} as MoyasarStandIn;
beforeAll(async () => {
  Object.assign(standIn, await startMoyasarStandIn(moyasar.secretKey));
  moyasar.apiUrl = standIn.apiUrl;
});
afterAll(async () => {
  await standIn.close();
});

const { ctx, ref, call } = setUpOrdersTest({
  paymentProvider: 'sandbox',
  marketPaymentProviders: { 'sa-gateway': 'moyasar' },
  moyasar,
});

beforeAll(async () => {
  await setRate(ctx.app.db, 'SAR', 3.75);
  await addMarket(ctx.app.db, {
    code: 'sa-gateway',
    currency: 'SAR',
    country_ids: [ref.otherCountryId],
    payment_methods: ['card', 'mada', 'apple_pay', 'stc_pay'],
  });
});

/** A $10.00 PDF ordered by a buyer taxed in `countryId`. */
async function placeDigital(buyer: Buyer, countryId: number) {
  const book = await createBook(ctx, { pdf: true, pdfPriceCents: 1000 });
  const body = { ...digitalBody(ref, [book.id]), billing_country_id: countryId };
  const res = await call('POST', '/orders', { token: buyer.token, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

const orderRow = async (id: number) => (await ctx.app.db.select().from(orders).where(eq(orders.id, id)))[0]!;

async function checkout(buyer: Buyer, id: number, method?: string) {
  const query = method ? `?method=${method}` : '';
  const res = await call('POST', `/orders/${id}/checkout${query}`, { token: buyer.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().url as string;
}

describe('a market with a gateway of its own', () => {
  it("opens Moyasar's page for a Saudi buyer, in riyals, and the sandbox's for a buyer elsewhere", async () => {
    const buyer = await createBuyer(ctx.app.db);
    const saudi = await placeDigital(buyer, ref.otherCountryId);
    const before = standIn.calls.length;
    const url = await checkout(buyer, saudi, 'mada');
    const saudiRow = await orderRow(saudi);
    expect(saudiRow).toMatchObject({ currency: 'SAR', paymentProvider: 'moyasar' });
    expect(url).toBe(`${standIn.apiUrl}/invoices/${saudiRow.paymentReference}`);
    expect(standIn.calls.slice(before)).toMatchObject([
      { method: 'POST', path: '/v1/invoices', body: { amount: saudiRow.netPriceCents, currency: 'SAR' } },
    ]);

    const elsewhere = await placeDigital(buyer, ref.countryId);
    const sandboxUrl = await checkout(buyer, elsewhere);
    expect(sandboxUrl).toMatch(
      new RegExp(`^${ctx.config.publicUrl}/api/payments/sandbox/checkout/cs_sandbox_`),
    );
    expect(await orderRow(elsewhere)).toMatchObject({ currency: 'USD', paymentProvider: 'sandbox' });
    expect(standIn.calls).toHaveLength(before + 1);
  });

  it('asks the gateway that opened the page, and takes the notices of both gateways', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const saudi = await placeDigital(buyer, ref.otherCountryId);
    await checkout(buyer, saudi, 'mada');
    const invoiceId = (await orderRow(saudi)).paymentReference!;
    const notice = standIn.pay(invoiceId, moyasar.webhookSecret, 'mada');
    const back = await call('GET', `/orders/${saudi}/payment`, { token: buyer.token });
    expect(back.json()).toMatchObject({ paid: true, data: { status: 'paid', currency: 'SAR' } });
    expect(standIn.calls.at(-1)).toMatchObject({ method: 'GET', path: `/v1/invoices/${invoiceId}` });
    const delivered = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/moyasar',
      headers: { 'content-type': 'application/json' },
      payload: notice,
    });
    expect(delivered.statusCode).toBe(200);
    // The shop's own gateway keeps its route; a gateway in use by no market has none.
    const sandboxRoute = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(sandboxRoute.statusCode).toBe(400);
    const tapRoute = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/tap',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: '{}',
    });
    expect(tapRoute.statusCode).toBe(404);
  });

  it('refunds a Saudi payment through Moyasar when staff cancel the order', async () => {
    const staff = await signedInStaff(ctx, 'orders');
    const buyer = await createBuyer(ctx.app.db);
    const saudi = await placeDigital(buyer, ref.otherCountryId);
    await checkout(buyer, saudi, 'apple_pay');
    const invoiceId = (await orderRow(saudi)).paymentReference!;
    standIn.pay(invoiceId, moyasar.webhookSecret, 'applepay');
    await call('GET', `/orders/${saudi}/payment`, { token: buyer.token });
    const paid = await orderRow(saudi);
    expect(paid.status).toBe('paid');
    const res = await call('POST', `/staff/orders/${saudi}/status`, {
      token: staff.token,
      body: { status: 'cancelled' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(standIn.calls.filter((c) => c.path.endsWith('/refund')).at(-1)).toMatchObject({
      path: `/v1/payments/${paid.paymentReference}/refund`,
      body: { amount: paid.netPriceCents },
    });
  });

  it('tells the checkout what the gateways in use offer together', async () => {
    const res = await call('GET', '/payment-types');
    const card = (res.json().data as { code?: string; cash_on_delivery: boolean; methods: string[] }[]).find(
      (type) => !type.cash_on_delivery,
    );
    expect(card).toMatchObject({ sandbox: true, vouchers: true, card_page: true });
    expect(card!.methods).toEqual(expect.arrayContaining(['card', 'mada', 'apple_pay', 'stc_pay', 'knet']));
  });
});
