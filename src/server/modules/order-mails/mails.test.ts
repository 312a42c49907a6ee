import { describe, expect, it } from 'vitest';
import { createBook, digitalBody, hardCopyBody, payInSandbox } from '#server/modules/orders/testing.ts';
import { SHOP_URL, setUpOrderMailsTest } from './test-mails.ts';

/* The mail a reader gets when an order is placed or a digital order is paid (issue point 5). */

const { ctx, ref, call, reader, paperOrder, mailTo, expectNoMoreMail, outboxOf, mailServer } =
  setUpOrderMailsTest();

describe('the order received mail', () => {
  it('tells an Arabic reader of the order in Arabic, laid out right to left, with lines, totals and addresses', async () => {
    const buyer = await reader('ar');
    const id = await paperOrder(buyer);
    const mail = await mailTo(buyer.email);

    expect(mail.subject).toBe(`وصلنا طلبك رقم ${id}`);
    expect(mail.language).toBe('ar');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain(`<bdi dir="ltr">${id}</bdi>`);
    for (const part of [
      'مرحباً سارة،',
      'ديوان المتنبي',
      'كليلة ودمنة',
      '<bdi dir="ltr">$19.99</bdi>',
      '<bdi dir="ltr">$39.98</bdi>',
      '<bdi dir="ltr">$5.00</bdi>',
      'الإجمالي: <strong><bdi dir="ltr">$44.98</bdi></strong>',
      'الدفع عند الاستلام',
      'عنوان الشحن',
      'سارة أحمد',
      'الأردن',
      'عنوان الفاتورة',
      'Sara Ahmad',
      'السعودية',
      '<bdi dir="ltr">+962791234567</bdi>',
      '<bdi dir="ltr">sara@example.com</bdi>',
      `href="${SHOP_URL}/#/my-orders"`,
    ]) {
      expect(mail.html).toContain(part);
    }
    expect(mail.text).toContain(`شكراً لك. وصلنا طلبك رقم ${id} وسنجهّزه للشحن قريباً.`);
    expect(mail.text).toContain('- ديوان المتنبي: 2 × $19.99 = $39.98');
    expect(mail.text).toContain('- كليلة ودمنة: 1 × $5.00 = $5.00');
    expect(mail.text).toContain('المجموع الفرعي: $44.98');
    expect(mail.text).toContain('الإجمالي: $44.98');
    expect(mail.text).toContain('ملاحظتك: Ring twice');
    expect(mail.text).toContain(`طلباتي: ${SHOP_URL}/#/my-orders`);
    await expectNoMoreMail(buyer.email);
  });

  it('writes to an English reader in English', async () => {
    const buyer = await reader('en');
    const id = await paperOrder(buyer);
    const mail = await mailTo(buyer.email);

    expect(mail.subject).toBe(`We received your order #${id}`);
    expect(mail.language).toBe('en');
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expect(mail.text).toContain('Hello Sara,');
    expect(mail.text).toContain('- The Diwan of al-Mutanabbi: 2 × $19.99 = $39.98');
    expect(mail.text).toContain('- Kalila and Dimna: 1 × $5.00 = $5.00');
    expect(mail.text).toContain('Subtotal: $44.98');
    expect(mail.text).toContain('Total: $44.98');
    expect(mail.text).toContain('Payment: Cash on delivery');
    expect(mail.text).toContain(
      'Shipping address\n  سارة أحمد\n  شارع الجامعة 12\n  عمّان, العاصمة\n  Jordan',
    );
    expect(mail.text).toContain(
      'Billing address\n  Sara Ahmad\n  King Fahd Road 3\n  Riyadh, Riyadh\n  Saudi Arabia',
    );
    expect(mail.text).toContain(`My orders: ${SHOP_URL}/#/my-orders`);
    expect(mail.html).not.toContain('ديوان المتنبي');
  });

  it('sends one mail for an order submitted twice with the same key', async () => {
    const buyer = await reader('en');
    const book = await createBook(ctx, { hardcopyPriceCents: 700, stock: 5 });
    const body = {
      ...hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 1 }] }),
      idempotency_key: 'checkout-1',
    };
    const first = await call('POST', '/orders', { token: buyer.token, body });
    const again = await call('POST', '/orders', { token: buyer.token, body });
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect((await mailTo(buyer.email)).subject).toBe(`We received your order #${first.json().data.id}`);
    await expectNoMoreMail(buyer.email);
  });

  it('keeps the order when the mail server is down, and sends the mail once when it is back', async () => {
    const buyer = await reader('ar');
    await mailServer.down();
    let id: number;
    try {
      id = await paperOrder(buyer);
      const round = await ctx.app.outbox.work();
      expect(round.failed).toBeGreaterThanOrEqual(1);
      expect(await outboxOf(buyer.email)).toEqual([
        expect.objectContaining({ kind: 'order_received', status: 'pending', attempts: 1 }),
      ]);
      const order = await call('GET', `/orders/${id}`, { token: buyer.token });
      expect(order.statusCode).toBe(200);
      expect(order.json().data.status).toBe('pending');
    } finally {
      await mailServer.up();
    }
    const mail = await mailTo(buyer.email);
    expect(mail.subject).toBe(`وصلنا طلبك رقم ${id}`);
    expect(await outboxOf(buyer.email)).toEqual([expect.objectContaining({ status: 'sent', attempts: 2 })]);
    await expectNoMoreMail(buyer.email);
  });
});

describe('the digital purchase mail', () => {
  async function digitalOrder(lang: 'ar' | 'en') {
    const buyer = await reader(lang);
    const book = await createBook(ctx, {
      pdf: true,
      titleAr: 'الأيام',
      titleEn: 'The Days',
      pdfPriceCents: 450,
    });
    const placed = await call('POST', '/orders', { token: buyer.token, body: digitalBody(ref, [book.id]) });
    expect(placed.statusCode, placed.body).toBe(201);
    return { buyer, id: placed.json().data.id as number };
  }

  it('sends nothing while the order awaits payment, then the books and a link to My books once paid', async () => {
    const { buyer, id } = await digitalOrder('en');
    await expectNoMoreMail(buyer.email);
    expect(await outboxOf(buyer.email)).toEqual([]);

    const paid = await payInSandbox(ctx, call, buyer, id);
    expect(paid.statusCode, paid.body).toBe(200);
    const mail = await mailTo(buyer.email);
    expect(mail.subject).toBe(`Your digital books are ready (order #${id})`);
    expect(mail.text).toContain('- The Days: 1 × $4.50 = $4.50');
    expect(mail.text).toContain('Total: $4.50');
    expect(mail.text).toContain(`My books: ${SHOP_URL}/#/my-books`);
    expect(mail.html).toContain(`href="${SHOP_URL}/#/my-books"`);
    expect(await outboxOf(buyer.email)).toEqual([expect.objectContaining({ kind: 'order_digital' })]);

    const twice = await payInSandbox(ctx, call, buyer, id);
    expect(twice.statusCode).toBe(409);
    await expectNoMoreMail(buyer.email);
  });

  it('writes it in Arabic, right to left, to an Arabic reader', async () => {
    const { buyer, id } = await digitalOrder('ar');
    await payInSandbox(ctx, call, buyer, id);
    const mail = await mailTo(buyer.email);
    expect(mail.subject).toBe(`كتبك الرقمية جاهزة (الطلب رقم ${id})`);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.text).toContain('- الأيام: 1 × $4.50 = $4.50');
    expect(mail.text).toContain(`كتبي: ${SHOP_URL}/#/my-books`);
  });

  it('sends nothing when the payment is declined', async () => {
    const { buyer, id } = await digitalOrder('en');
    const declined = await payInSandbox(ctx, call, buyer, id, 'decline');
    expect(declined.json().paid).toBe(false);
    await expectNoMoreMail(buyer.email);
    expect(await outboxOf(buyer.email)).toEqual([]);
  });
});
