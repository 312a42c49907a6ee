import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ordersApi as api,
  createBook,
  digitalBody,
  expireUnpaidOrders,
  orders,
  payInSandbox,
} from '#server/modules/orders/testing.ts';
import { SHOP_URL, setUpOrderMailsTest } from './test-mails.ts';

/* The mails a reader gets as staff, the reader or the server move an order on (issue point 5). */

const { ctx, ref, call, reader, paperOrder, move, mailTo, expectNoMoreMail, outboxOf } =
  setUpOrderMailsTest();

/** A reader's hard-copy order, its 'received' mail already taken. */
async function placed(lang: 'ar' | 'en') {
  const buyer = await reader(lang);
  const id = await paperOrder(buyer);
  await mailTo(buyer.email);
  return { buyer, id };
}

const kindsTo = async (email: string) => (await outboxOf(email)).map((m) => m.kind).reverse();

describe('the shipped and delivered mails', () => {
  it('tells an English reader the carrier and tracking number, then the delivery', async () => {
    const { buyer, id } = await placed('en');
    expect((await move(id, { status: 'processing' })).statusCode).toBe(200);
    await expectNoMoreMail(buyer.email);

    const shipped = await move(id, { status: 'shipped', carrier: 'Aramex', tracking_number: 'AX-12345' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const mail = await mailTo(buyer.email);
    expect(mail.subject).toBe(`Your order #${id} is on its way`);
    expect(mail.text).toContain('Carrier: Aramex\nTracking number: AX-12345');
    expect(mail.text).toContain('- The Diwan of al-Mutanabbi: 2');
    expect(mail.text).toContain(`My orders: ${SHOP_URL}/#/my-orders`);

    expect((await move(id, { status: 'delivered' })).statusCode).toBe(200);
    const delivered = await mailTo(buyer.email);
    expect(delivered.subject).toBe(`Your order #${id} was delivered`);
    expect(delivered.text).toContain('Enjoy your reading.');
    await expectNoMoreMail(buyer.email);
    expect(await kindsTo(buyer.email)).toEqual(['order_received', 'order_shipped', 'order_delivered']);
  });

  it('keeps the tracking number left to right inside the Arabic mail', async () => {
    const { buyer, id } = await placed('ar');
    await move(id, { status: 'processing' });
    await move(id, { status: 'shipped', carrier: 'Aramex', tracking_number: 'AX-777' });
    const mail = await mailTo(buyer.email);
    expect(mail.subject).toBe(`طلبك رقم ${id} في الطريق إليك`);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('رقم التتبع: <strong><bdi dir="ltr">AX-777</bdi></strong>');
    expect(mail.text).toContain('شركة الشحن: Aramex');
    expect(mail.text).toContain('- ديوان المتنبي: 2');
  });

  it('says in the shipped mail that there is no tracking number when the carrier gave none', async () => {
    const { buyer, id } = await placed('en');
    await move(id, { status: 'processing' });
    await move(id, { status: 'shipped', carrier: 'Aramex' });
    const mail = await mailTo(buyer.email);
    expect(mail.subject).toBe(`Your order #${id} is on its way`);
    expect(mail.text).not.toContain('Tracking number');
    expect(mail.text).toContain('Carrier: Aramex\nThe carrier gave no tracking number for this parcel.');
    expect(mail.html).toContain('The carrier gave no tracking number for this parcel.');
  });

  it('says so in Arabic too', async () => {
    const { buyer, id } = await placed('ar');
    await move(id, { status: 'processing' });
    await move(id, { status: 'shipped', carrier: 'أرامكس' });
    const mail = await mailTo(buyer.email);
    expect(mail.text).toContain('لم تُعطِ شركة الشحن رقم تتبع لهذا الطرد.');
    expect(mail.text).not.toContain('رقم التتبع:');
  });

  it('says nothing of a missing tracking number when there is one', async () => {
    const { buyer, id } = await placed('en');
    await move(id, { status: 'processing' });
    await move(id, { status: 'shipped', carrier: 'Aramex', tracking_number: 'AX-9' });
    expect((await mailTo(buyer.email)).text).not.toContain('no tracking number');
  });

  it('sends the shipped mail once when the status is set twice', async () => {
    const { buyer, id } = await placed('en');
    await move(id, { status: 'processing' });
    const first = move(id, { status: 'shipped', carrier: 'Aramex', tracking_number: 'T-1' });
    const second = move(id, { status: 'shipped', carrier: 'Aramex', tracking_number: 'T-2' });
    const codes = (await Promise.all([first, second])).map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    await mailTo(buyer.email);
    await expectNoMoreMail(buyer.email);
    expect(await kindsTo(buyer.email)).toEqual(['order_received', 'order_shipped']);
  });

  it('sends nothing for a refused transition', async () => {
    const { buyer, id } = await placed('en');
    const refused = await move(id, { status: 'delivered' });
    expect(refused.statusCode).toBe(409);
    await expectNoMoreMail(buyer.email);
    expect(await kindsTo(buyer.email)).toEqual(['order_received']);
  });
});

describe('the cancelled mail', () => {
  it('tells the reader when staff cancel the order', async () => {
    const { buyer, id } = await placed('en');
    expect((await move(id, { status: 'cancelled' })).statusCode).toBe(200);
    const mail = await mailTo(buyer.email);
    expect(mail.subject).toBe(`Your order #${id} was cancelled`);
    expect(mail.text).toContain('- Kalila and Dimna: 1');
    const again = await move(id, { status: 'cancelled' });
    expect(again.statusCode).toBe(409);
    await expectNoMoreMail(buyer.email);
  });

  it('tells the reader, in Arabic, when they cancel it themselves', async () => {
    const { buyer, id } = await placed('ar');
    const res = await call('POST', `/orders/${id}/cancel`, { token: buyer.token });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await mailTo(buyer.email);
    expect(mail.subject).toBe(`أُلغي طلبك رقم ${id}`);
    expect(mail.html).toContain('dir="rtl"');
    await expectNoMoreMail(buyer.email);
  });

  it('tells the reader why when the payment time of a digital order ran out', async () => {
    const buyer = await reader('en');
    const book = await createBook(ctx, { pdf: true, titleEn: 'The Days', pdfPriceCents: 450 });
    const res = await call('POST', '/orders', { token: buyer.token, body: digitalBody(ref, [book.id]) });
    const id = res.json().data.id as number;
    await ctx.app.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 2 * 60 * 60_000) })
      .where(eq(orders.id, id));
    expect(await expireUnpaidOrders(ctx.app.db, 60, SHOP_URL)).toContain(id);
    const mail = await mailTo(buyer.email);
    expect(mail.subject).toBe(`Your order #${id} was cancelled`);
    expect(mail.text).toContain('The time to pay ran out');
    expect(await expireUnpaidOrders(ctx.app.db, 60, SHOP_URL)).not.toContain(id);
    await expectNoMoreMail(buyer.email);
  });

  it('tells the reader, in both languages, that a paid order staff cancel is refunded', async () => {
    for (const lang of ['en', 'ar'] as const) {
      const buyer = await reader(lang);
      const book = await createBook(ctx, { pdf: true, pdfPriceCents: 450 });
      const res = await call('POST', '/orders', { token: buyer.token, body: digitalBody(ref, [book.id]) });
      const id = res.json().data.id as number;
      expect((await payInSandbox(ctx, api(ctx), buyer, id)).json().paid).toBe(true);
      await mailTo(buyer.email);
      expect((await move(id, { status: 'cancelled' })).statusCode).toBe(200);
      const mail = await mailTo(buyer.email);
      expect(mail.text).toContain(
        lang === 'en'
          ? 'The amount you paid has been refunded to your card; it may take a few days to show on your statement.'
          : 'أُعيد المبلغ المدفوع إلى بطاقتك، وقد يستغرق ظهوره في كشف حسابك بضعة أيام.',
      );
      await expectNoMoreMail(buyer.email);
    }
  });
});
