import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '#server/modules/mail/testing.ts';
import { addMarket, setRate } from '#server/modules/markets/testing.ts';
import { voucherMail } from '#server/modules/order-mails/testing.ts';
import { signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import {
  type Buyer,
  createBook,
  createBuyer,
  digitalBody,
  payInSandbox,
  setUpOrdersTest,
} from './fixtures.ts';

/*
 * An order charged in Kuwaiti dinars (decision 110: 3 decimals, 0.307 to the dollar) as every other
 * view of it shows it: the buyer's lines, the back office's list, order and CSV, the mails, a refund,
 * and the dashboard, which adds orders of every market in dollars at the rate each was charged at.
 */

const { ctx, ref, call } = setUpOrdersTest();
const staff = staffCaller(ctx, { lang: 'en' });
let desk = { token: '' };

beforeAll(async () => {
  await setRate(ctx.app.db, 'KWD', 0.307);
  await addMarket(ctx.app.db, { currency: 'KWD', country_ids: [ref.countryId], rounding: 'none' });
  desk = await signedInStaff(ctx, 'orders');
});

/** A PDF of $12.50 bought from Kuwait's market and paid: 12.50 × 0.307 = 3.8375, 3.838 dinars. */
async function paidDinarOrder(buyer: Buyer) {
  const book = await createBook(ctx, { pdf: true, pdfPriceCents: 1250, titleEn: 'Dinar Days' });
  const body = { ...digitalBody(ref, [book.id]), billing_country_id: ref.countryId };
  const placed = await call('POST', '/orders', { token: buyer.token, body });
  expect(placed.statusCode, placed.body).toBe(201);
  const id = placed.json().data.id as number;
  const paid = await payInSandbox(ctx, call, buyer, id);
  expect(paid.statusCode, paid.body).toBe(200);
  return { id, book };
}

/** An amount in dinars as the shop writes it (Intl puts a no-break space after the code). */
const kwd = (amount: string) => `KWD\u00a0${amount}`;

const mailsOf = (email: string, kind: string) =>
  ctx.app.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.textBody })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, kind)));

/** A PDF of $10.00 bought from a country in no market and paid: charged in dollars. */
async function paidDollarOrder(buyer: Buyer) {
  const book = await createBook(ctx, { pdf: true, pdfPriceCents: 1000 });
  const body = { ...digitalBody(ref, [book.id]), billing_country_id: ref.otherCountryId };
  const placed = await call('POST', '/orders', { token: buyer.token, body });
  expect(placed.statusCode, placed.body).toBe(201);
  expect(placed.json().data).toMatchObject({ currency: 'USD', net_price: 10 });
  const id = placed.json().data.id as number;
  expect((await payInSandbox(ctx, call, buyer, id)).statusCode).toBe(200);
  return id;
}

const refund = (id: number, body: Record<string, unknown>) =>
  staff('POST', `/staff/orders/${id}/refunds`, { token: desk.token, body });

describe('an order charged in Kuwaiti dinars', () => {
  it('shows its lines, the back office’s list and order, its CSV rows and its mail in dinars', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const { id, book } = await paidDinarOrder(buyer);

    const order = (await call('GET', `/orders/${id}`, { token: buyer.token })).json().data;
    expect(order).toMatchObject({ currency: 'KWD', subtotal: 3.838, net_price: 3.838 });
    expect(order.order_details).toMatchObject([{ book_id: book.id, price: 3.838, total_price: 3.838 }]);
    const lines = await call('GET', `/order-details?order_id=${id}`, { token: buyer.token });
    expect(lines.json().data).toMatchObject([{ book_id: book.id, price: 3.838, total_price: 3.838 }]);

    const list = await staff('GET', `/staff/orders?client_id=${buyer.id}`, { token: desk.token });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toMatchObject([{ id, currency: 'KWD', net_price: 3.838, refunded_cents: 0 }]);
    const one = await staff('GET', `/staff/orders/${id}`, { token: desk.token });
    expect(one.json().data).toMatchObject({
      currency: 'KWD',
      net_price: 3.838,
      subtotal: 3.838,
      lines: [{ book_id: book.id, price: 3.838, total_price: 3.838 }],
      refundable_cents: 3838,
    });

    const csv = await staff('GET', `/staff/orders/export?client_id=${buyer.id}`, { token: desk.token });
    expect(csv.statusCode, csv.body).toBe(200);
    const [header, row] = csv.body.slice(1).trimEnd().split('\r\n');
    expect(header).toContain(',Quantity,Currency,Books,Shipping,Cash on delivery fee,Tax,Total,');
    expect(row).toMatch(
      new RegExp(`^${id},[^,]+,Paid,Digital,,,,,,Credit card,[^,]+,1,KWD,3.838,0.000,0.000,0.000,3.838,INV-`),
    );
    const byLine = await staff('GET', `/staff/orders/export?client_id=${buyer.id}&lines=1`, {
      token: desk.token,
    });
    expect(byLine.body.slice(1).trimEnd().split('\r\n')[1]).toMatch(
      new RegExp(`^${id},[^,]+,Paid,,,${book.id},Dinar Days,Digital,1,KWD,3.838,3.838$`),
    );

    const mails = await mailsOf(buyer.email, 'order_digital');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(
      [
        `- كتاب: 1 × ${kwd('3.838')} = ${kwd('3.838')}`,
        '',
        `المجموع الفرعي: ${kwd('3.838')}`,
        `الإجمالي: ${kwd('3.838')}`,
      ].join('\n'),
    );

    // The copy of the reader's data names the amounts in dinars; the library too.
    const data = (await call('GET', '/profile/data', { token: buyer.token })).json();
    expect(data.orders[0]).toMatchObject({
      subtotal: { cents: 3838, formatted: kwd('3.838') },
      shipping: { cents: 0, formatted: kwd('0.000') },
      total: { cents: 3838, formatted: kwd('3.838') },
      lines: [{ unit_price: { cents: 3838, formatted: kwd('3.838') } }],
    });
    expect(data.invoices[0]).toMatchObject({ total: { cents: 3838, formatted: kwd('3.838') } });
    const library = (await call('GET', '/client-pdf-books', { token: buyer.token })).json();
    expect(library.data).toMatchObject([
      { book_id: book.id, price: 3.838, total_price: 3.838, currency: 'KWD' },
    ]);
  });

  it('refunds in dinars, names the amounts in dinars, and counts on the dashboard in dollars', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const { id } = await paidDinarOrder(buyer);
    await paidDollarOrder(await createBuyer(ctx.app.db));

    const given = await refund(id, { amount_cents: 1000, idempotency_key: 'dinar-refund-0001' });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().data).toMatchObject({
      currency: 'KWD',
      refunds: [{ kind: 'partial', state: 'done', amount_cents: 1000, currency: 'KWD' }],
      refunded_cents: 1000,
      refundable_cents: 2838,
    });
    const list = await staff('GET', `/staff/orders?client_id=${buyer.id}`, { token: desk.token });
    expect(list.json().data).toMatchObject([{ id, currency: 'KWD', refunded_cents: 1000 }]);
    const over = await refund(id, { amount_cents: 2839, idempotency_key: 'dinar-refund-0002' });
    expect(over.json()).toEqual({
      message: `At most ${kwd('2.838')} can still be refunded on this order`,
      code: 'over_refund',
    });
    const mails = await mailsOf(buyer.email, 'order_refunded');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`رددنا ${kwd('1.000')} إلى بطاقتك،`);

    // Both dinar orders of this file are $12.50 each (3.838 at 0.307), the dollar one $10.00, and the
    // 1.000 dinar given back $3.26 (325.7 cents): 2 × 1250 + 1000 − 326.
    const dashboard = await staff('GET', '/staff/dashboard', { token: desk.token });
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    const { sales } = dashboard.json().data;
    expect(sales.today.revenue_cents).toEqual({ total: 3174, paper: 0, digital: 3174 });
    expect(sales.daily.at(-1).revenue_cents).toEqual({ total: 3174, paper: 0, digital: 3174 });
    expect(sales.top_by_amount.map((top: { amount_cents: number }) => top.amount_cents)).toEqual([
      1250, 1250, 1000,
    ]);
  });

  it('names the amount of a reference to pay at an outlet in dinars', () => {
    const mail = voucherMail('en', {
      orderId: 7,
      reference: '123456789',
      expiresAt: new Date('2026-12-04T09:00:00Z'),
      amountCents: 3838,
      currency: 'KWD',
      decimals: 3,
      publicUrl: 'https://books.example',
    });
    expect(mail.text).toContain(`Amount: ${kwd('3.838')}`);
  });
});
