import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#server/db/schema/orders.ts';
import { mailOutbox } from '#server/modules/mail/testing.ts';
import { addMarket } from '#server/modules/markets/testing.ts';
import { paymentProviderFor } from '#server/services/payments/index.ts';
import { expireUnpaidOrders } from './admin-write.ts';
import { type Buyer, createBook, createBuyer, digitalBody, pathOf, setUpOrdersTest } from './fixtures.ts';
import { voucherLapsed } from './vouchers.ts';

/*
 * Payments that wait (decision 108), with the sandbox's references: the buyer takes a reference to
 * pay at an outlet, sees it with the amount and the expiry on the order and in a mail, and the order
 * awaits payment until the gateway says it is paid or the reference expires.
 */

const logLines: string[] = [];
const { ctx, ref, call } = setUpOrdersTest(
  { logLevel: 'info', paymentVoucherHours: 48 },
  { logStream: { write: (line) => logLines.push(line) } },
);

// The buyers' country is in a market that offers references at an outlet (decision 109).
beforeAll(async () => {
  await addMarket(ctx.app.db, { country_ids: [ref.countryId], payment_methods: ['card', 'fawry'] });
});

const HOUR = 3_600_000;

/** A PDF order taxed in the market's country. */
const inMarket = (bookIds: number[]) => ({ ...digitalBody(ref, bookIds), billing_country_id: ref.countryId });

async function placeDigital(buyer: Buyer) {
  const book = await createBook(ctx, { pdf: true, pdfPriceCents: 1250 });
  const res = await call('POST', '/orders', { token: buyer.token, body: inMarket([book.id]) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

const voucherMails = (email: string) =>
  ctx.app.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.textBody, html: mailOutbox.htmlBody })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'payment_voucher')));

const orderRow = async (id: number) => (await ctx.app.db.select().from(orders).where(eq(orders.id, id)))[0]!;

const payAtOutlet = (testPage: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `${pathOf(testPage)}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });

const lapsed = (id: number) =>
  voucherLapsed(ctx.app.db, paymentProviderFor(ctx.config)!, id, { publicUrl: ctx.config.publicUrl });

const expire = (at: Date) =>
  expireUnpaidOrders(ctx.app.db, ctx.config.orderPaymentTtlMinutes, ctx.config.publicUrl, at, lapsed);

describe('a reference to pay at an outlet', () => {
  it('is given with the amount and its expiry, shown on the order and mailed once', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const id = await placeDigital(buyer);
    const before = Date.now();
    const res = await call('POST', `/orders/${id}/voucher`, { token: buyer.token });
    expect(res.statusCode, res.body).toBe(200);
    const voucher = res.json();
    expect(voucher.reference).toMatch(/^\d{9}$/);
    expect(voucher).toMatchObject({ amount: 12.5, currency: 'USD' });
    const expiresAt = Date.parse(voucher.expires_at);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 48 * HOUR);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 48 * HOUR);
    expect(voucher.test_page_url).toMatch(/\/api\/payments\/sandbox\/checkout\/cs_sandbox_/);

    const order = (await call('GET', `/orders/${id}`, { token: buyer.token })).json().data;
    expect(order.status).toBe('awaiting_payment');
    expect(order.payment_voucher).toEqual({ reference: voucher.reference, expires_at: voucher.expires_at });

    // Asked again while payable: the same reference, and no second mail.
    const again = await call('POST', `/orders/${id}/voucher`, { token: buyer.token });
    expect(again.json()).toEqual(voucher);
    const mails = await voucherMails(buyer.email);
    expect(mails).toHaveLength(1);
    // In the buyer's language, Arabic by default; the reference and the price isolated in the HTML.
    expect(mails[0]!.subject).toBe(`الرقم المرجعي لدفع طلبك ${id}`);
    expect(mails[0]!.text).toContain(`الرقم المرجعي: ${voucher.reference}`);
    expect(mails[0]!.text).toContain('المبلغ: $12.50');
    expect(mails[0]!.text).toContain('ادفع قبل: ');
    expect(mails[0]!.text).toContain('في أي منفذ من منافذ فوري');
    expect(mails[0]!.html).toContain(`<bdi dir="ltr">${voucher.reference}</bdi>`);

    // The sandbox's test page shows the reference, as an outlet would take it.
    const page = await ctx.app.inject({ method: 'GET', url: pathOf(voucher.test_page_url) });
    expect(page.body).toContain(`Reference ${voucher.reference}, as paid at a Fawry outlet`);
  });

  it('keeps the order awaiting payment past the card checkout time, then pays it on the notice', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const id = await placeDigital(buyer);
    const voucher = (await call('POST', `/orders/${id}/voucher`, { token: buyer.token })).json();
    // Two hours on, a card checkout would have expired; the reference holds the order.
    expect(await expire(new Date(Date.now() + 2 * HOUR))).not.toContain(id);
    expect((await orderRow(id)).status).toBe('awaiting_payment');

    const paid = await payAtOutlet(voucher.test_page_url);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${ctx.config.publicUrl}/#/order-details?id=${id}`);
    const order = (await call('GET', `/orders/${id}`, { token: buyer.token })).json().data;
    expect(order.status).toBe('paid');
    expect(order.payment_voucher).toBeNull();
    const refused = await call('POST', `/orders/${id}/voucher`, { token: buyer.token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'already_paid' });
  });

  it('cancels the order once when the reference expires unpaid, and gives back a payment that comes later', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const id = await placeDigital(buyer);
    const voucher = (await call('POST', `/orders/${id}/voucher`, { token: buyer.token })).json();
    const after = new Date(Date.parse(voucher.expires_at) + 60_000);
    expect(await expire(after)).toContain(id);
    expect(await expire(after)).not.toContain(id);
    const row = await orderRow(id);
    expect(row.status).toBe('cancelled');

    logLines.length = 0;
    const late = await payAtOutlet(voucher.test_page_url);
    expect(late.statusCode).toBe(303);
    expect((await orderRow(id)).status).toBe('cancelled');
    const notice = logLines.map((line) => JSON.parse(line)).find((line) => line.msg === 'payment notice');
    expect(notice).toMatchObject({ order: id, outcome: 'refund', amountCents: 1250 });
  });

  it('pays rather than cancels an order whose reference was paid but whose notice is late', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const id = await placeDigital(buyer);
    const voucher = (await call('POST', `/orders/${id}/voucher`, { token: buyer.token })).json();
    const session = (await orderRow(id)).paymentReference!;
    const { settleSandboxSession } = await import('#server/services/payments/sandbox.ts');
    // The outlet took the cash; its notice never reached the shop.
    expect(settleSandboxSession(session, 'pay')?.session.state).toBe('paid');
    const after = new Date(Date.parse(voucher.expires_at) + 60_000);
    expect(await expire(after)).not.toContain(id);
    expect((await orderRow(id)).status).toBe('paid');
  });

  it('is refused for an order that is not the buyer’s, in the buyer’s language', async () => {
    const owner = await createBuyer(ctx.app.db);
    const other = await createBuyer(ctx.app.db);
    const id = await placeDigital(owner);
    const res = await call('POST', `/orders/${id}/voucher`, { token: other.token });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
    expect((await orderRow(id)).voucherReference).toBeNull();
  });
});
