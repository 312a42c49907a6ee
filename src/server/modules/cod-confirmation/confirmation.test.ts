import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { codConfirmations, codMessages } from '#server/db/schema/cod-confirmation.ts';
import { expireUnconfirmed } from './decide.ts';
import { whatsAppCloud } from './messaging.ts';
import { sendDueMessages } from './sender.ts';
import { setUpCodTest } from './test-setup.ts';

/*
 * Confirm before shipping: a cash-on-delivery order for a market that asks starts awaiting its buyer's
 * yes, asked by mail and WhatsApp with one-tap links; staff may confirm after a call; one left
 * unanswered is cancelled and its books put back, once; only confirmed orders are packed and shipped.
 */

const { t, ref, staff, call, setMarket, placeOrder, linksMailed, tap, orderOf, stock } = setUpCodTest();

const HOUR = 3_600_000;
const stateOf = async (orderId: number) =>
  (await t.app.db.select().from(codConfirmations).where(eq(codConfirmations.orderId, orderId)))[0];
const sendMessages = () => sendDueMessages(t.app.db, whatsAppCloud(t.app.config.whatsapp!));
const move = (id: number, status: 'processing' | 'shipped', lang: 'ar' | 'en' = 'en') =>
  call('POST', `/staff/orders/${id}/status`, {
    token: staff.orders.token,
    lang,
    body: status === 'shipped' ? { status, carrier: 'Aramex' } : { status },
  });

beforeAll(async () => {
  // Jordan asks its COD buyers to confirm; Saudi Arabia keeps the shop's default (off in these tests).
  await setMarket(ref.countryId, true);
});

describe('a COD order placed in a market that asks', () => {
  it('starts awaiting confirmation, and the buyer is asked by mail and by WhatsApp, once', async () => {
    const order = await placeOrder({ lang: 'ar' });
    expect(await stateOf(order.id)).toMatchObject({
      state: 'awaiting',
      language: 'ar',
      countryId: ref.countryId,
    });
    const row = await stateOf(order.id);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(47.9 * HOUR);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThan(48.1 * HOUR);

    await t.app.outbox.work();
    const mail = await t.smtp.nextMail(order.email);
    expect(mail.subject).toBe(`أكّد طلبك رقم ${order.id} قبل شحنه`);
    const links = await linksMailed(order.email);
    expect(mail.text).toContain(`https://books.example/api${links.confirm}`);
    expect(mail.text).toContain(`https://books.example/api${links.cancel}`);

    expect(await sendMessages()).toEqual({ sent: 1, failed: 0, dropped: 0 });
    const sent = t.whatsapp.accepted.filter((m) => m.body[1] === String(order.id));
    expect(sent).toEqual([
      {
        id: expect.stringMatching(/^wamid\./),
        to: '962791234567',
        template: 'cod_order_confirmation',
        language: 'ar',
        body: ['سارة أحمد', String(order.id)],
        buttons: [
          links.confirm.replace('/cod-confirmations/', ''),
          links.cancel.replace('/cod-confirmations/', ''),
        ],
      },
    ]);
    const [message] = await t.app.db.select().from(codMessages).where(eq(codMessages.orderId, order.id));
    expect(message).toMatchObject({ status: 'sent', providerMessageId: sent[0]!.id, links: null });
    // Sent: never again.
    expect(await sendMessages()).toEqual({ sent: 0, failed: 0, dropped: 0 });
  });

  it('retries a message the provider failed to take, and sends it once', async () => {
    const order = await placeOrder();
    t.whatsapp.failNext(1);
    expect(await sendMessages()).toEqual({ sent: 0, failed: 1, dropped: 0 });
    const [failed] = await t.app.db.select().from(codMessages).where(eq(codMessages.orderId, order.id));
    expect(failed).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'WhatsApp answered 500: 2 An unknown error occurred',
    });
    await t.app.db
      .update(codMessages)
      .set({ nextAttemptAt: new Date() })
      .where(eq(codMessages.id, failed!.id));
    expect(await sendMessages()).toEqual({ sent: 1, failed: 0, dropped: 0 });
    expect(t.whatsapp.accepted.filter((m) => m.body[1] === String(order.id))).toHaveLength(1);
  });
});

describe('the buyer’s links', () => {
  it('confirm by link: opening it changes nothing, the tap confirms, and the order may then be packed', async () => {
    const order = await placeOrder();
    const links = await linksMailed(order.email);
    const page = await call('GET', links.confirm, { headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain(`تأكيد طلبك رقم ${order.id}`);
    expect(page.body).toContain(`Confirm your order ${order.id}`);
    expect((await stateOf(order.id))!.state).toBe('awaiting');

    const res = await tap(links.confirm);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      data: { order_id: order.id, state: 'confirmed', changed: true },
      message: 'Thank you: your order is confirmed and will be prepared for shipping',
    });
    expect(await stateOf(order.id)).toMatchObject({ state: 'confirmed', decidedBy: 'link' });
    const { history, status } = await orderOf(order.id);
    expect(status).toBe('pending');
    expect(history.at(-1)).toMatchObject({
      from_status: 'pending',
      to_status: 'pending',
      staff: null,
      note: 'cod_confirmed_by_link',
    });
    expect((await move(order.id, 'processing')).statusCode).toBe(200);
  });

  it('cancel by link: the order is cancelled and its books go back on the shelf', async () => {
    const order = await placeOrder();
    expect(await stock(order.bookId)).toBe(8);
    const res = await tap((await linksMailed(order.email)).cancel, { lang: 'ar' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      data: { order_id: order.id, state: 'cancelled', changed: true },
      message: 'أُلغي طلبك كما طلبت',
    });
    expect((await orderOf(order.id)).status).toBe('cancelled');
    expect((await orderOf(order.id)).history.at(-1)).toMatchObject({
      to_status: 'cancelled',
      note: 'cod_cancelled_by_buyer',
    });
    expect(await stock(order.bookId)).toBe(10);
  });

  it('a link used twice answers clearly and changes nothing', async () => {
    const confirmed = await placeOrder();
    const links = await linksMailed(confirmed.email);
    expect((await tap(links.confirm)).statusCode).toBe(200);
    const historyBefore = (await orderOf(confirmed.id)).history.length;
    const again = await tap(links.confirm);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      data: { order_id: confirmed.id, state: 'confirmed', changed: false },
      message: 'Your order was already confirmed; nothing has changed',
    });
    const cancelAfter = await tap(links.cancel);
    expect(cancelAfter.statusCode).toBe(409);
    expect(cancelAfter.json()).toEqual({
      code: 'already_confirmed',
      message:
        'Your order is confirmed, so this link cannot cancel it. To cancel, see your orders in your account or call us',
    });
    expect((await orderOf(confirmed.id)).history).toHaveLength(historyBefore);
    expect((await orderOf(confirmed.id)).status).toBe('pending');

    const cancelled = await placeOrder();
    const cancelLinks = await linksMailed(cancelled.email);
    expect((await tap(cancelLinks.cancel)).statusCode).toBe(200);
    const twice = await tap(cancelLinks.cancel);
    expect(twice.json()).toEqual({
      data: { order_id: cancelled.id, state: 'cancelled', changed: false },
      message: 'Your order was already cancelled; nothing has changed',
    });
    const confirmAfter = await tap(cancelLinks.confirm, { lang: 'ar' });
    expect(confirmAfter.statusCode).toBe(409);
    expect(confirmAfter.json()).toEqual({
      code: 'already_cancelled',
      message: 'هذا الطلب ملغى، فلا يمكن تأكيده. يمكنك أن تطلب الكتب من جديد',
    });
    expect(await stock(cancelled.bookId)).toBe(10);
  });

  it('refuses the link of another order and a forged one, in the reader’s language, changing nothing', async () => {
    const mine = await placeOrder();
    const theirs = await placeOrder();
    const token = (await linksMailed(theirs.email)).confirm.split('token=')[1];
    const crossed = await tap(`/cod-confirmations/${mine.id}/confirm?token=${token}`);
    expect(crossed.statusCode).toBe(403);
    expect(crossed.json()).toEqual({ code: 'other_order', message: 'This link belongs to another order' });
    const inArabic = await tap(`/cod-confirmations/${mine.id}/cancel?token=${token}`, { lang: 'ar' });
    expect(inArabic.json()).toEqual({ code: 'other_order', message: 'هذا الرابط لطلب آخر' });
    const forged = await tap(`/cod-confirmations/${mine.id}/confirm?token=${'x'.repeat(43)}`);
    expect(forged.statusCode).toBe(404);
    expect(forged.json()).toEqual({
      code: 'unknown_link',
      message: 'This link is not valid. Check that you opened it whole, as you received it',
    });
    expect((await tap(`/cod-confirmations/${mine.id}/confirm`)).statusCode).toBe(404);
    // A browser gets the page, with the same status.
    const page = await tap(`/cod-confirmations/${mine.id}/confirm?token=${token}`, { browser: true });
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain('هذا الرابط لطلب آخر');
    expect(page.body).toContain('This link belongs to another order');
    expect((await stateOf(mine.id))!.state).toBe('awaiting');
    expect((await stateOf(theirs.id))!.state).toBe('awaiting');
  });
});

describe('an order cancelled from the reader’s account', () => {
  it('no longer waits: its link says so and the expiry leaves it alone', async () => {
    const order = await placeOrder();
    const res = await call('POST', `/orders/${order.id}/cancel`, { token: order.buyer.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stateOf(order.id)).toMatchObject({ state: 'cancelled', decidedBy: 'order' });
    expect(await t.app.db.select().from(codMessages).where(eq(codMessages.orderId, order.id))).toEqual([]);
    const late = new Date(Date.now() + 100 * HOUR);
    expect(await expireUnconfirmed(t.app.db, t.app.config.publicUrl, late)).not.toContain(order.id);
    expect((await tap((await linksMailed(order.email)).confirm)).json()).toEqual({
      code: 'already_cancelled',
      message: 'This order is cancelled, so it cannot be confirmed. You may order the books again',
    });
    expect(await stock(order.bookId)).toBe(10);
  });
});
