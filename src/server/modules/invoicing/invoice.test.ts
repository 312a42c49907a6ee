import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { issueSession } from '#server/modules/clients/index.ts';
import { insertClient } from '#server/modules/clients/testing.ts';
import {
  type Buyer,
  createBook,
  createBuyer,
  digitalBody,
  handOver,
  hardCopyBody,
  payInSandbox,
  setUpOrdersTest,
} from '#server/modules/orders/testing.ts';
import { pdfToText } from '#server/test/pdf-reader.ts';
import { pdfToText as popplerText } from '#server/test/pdftotext.ts';

/* The client's invoice: a PDF of their own order, in Arabic or English, with the Arabic readable. */

const { ctx, ref, call } = setUpOrdersTest();

async function arabicBuyer(): Promise<Buyer> {
  const email = `sara-${randomBytes(4).toString('hex')}@example.com`;
  const row = await insertClient(ctx.app.db, { name: 'سارة أحمد', email });
  return { id: row.id, email, token: await issueSession(ctx.app.db, row.id, { remember: false }) };
}

/** A cash-on-delivery order of two copies of 'الأيام' / 'The Days' at $12.00 to Amman, not yet shipped. */
async function placedPaperOrder(buyer: Buyer) {
  const book = await createBook(ctx, { titleAr: 'الأيام', titleEn: 'The Days', hardcopyPriceCents: 1200 });
  const body = hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 2 }] });
  const res = await call('POST', '/orders', { token: buyer.token, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

/** The same order handed to the carrier, so invoiced. */
async function paperOrder(buyer: Buyer) {
  const id = await placedPaperOrder(buyer);
  await handOver(ctx, id);
  return id;
}

async function digitalOrder(buyer: Buyer) {
  const book = await createBook(ctx, { pdf: true, titleAr: 'كليلة ودمنة', titleEn: 'Kalila and Dimna' });
  const res = await call('POST', '/orders', { token: buyer.token, body: digitalBody(ref, [book.id]) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

const invoice = (id: number, token?: string, options: { lang?: 'ar' | 'en'; query?: string } = {}) =>
  call('GET', `/orders/${id}/invoice${options.query ?? ''}`, { token, lang: options.lang });

describe('the invoice of an order', () => {
  it('gives the owner a PDF of a cash-on-delivery order, in Arabic for an Arabic request, read back in order', async () => {
    const buyer = await arabicBuyer();
    const id = await paperOrder(buyer);
    const res = await invoice(id, buyer.token, { lang: 'ar' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="INV-\d{4}-\d{6}\.pdf"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = await pdfToText(res.rawPayload);
    for (const expected of [
      'دار الكتاب العربي',
      'فاتورة',
      `#${id}`,
      'سارة أحمد',
      buyer.email,
      'الأيام (ورقي)',
      'شارع الجامعة 12',
      'عمّان',
      'الأردن',
      'King Fahd Road 3',
      'الدفع عند الاستلام',
      'غير مدفوع',
      'تم الشحن',
      '$12.00',
      '$24.00',
      'الإجمالي',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('reads the same with poppler’s pdftotext, a standard tool, as with the tests’ pdf.js reader', async () => {
    // The one test that spawns pdftotext: the others read PDFs back in-process (test/pdf-reader.ts).
    const buyer = await arabicBuyer();
    const res = await invoice(await paperOrder(buyer), buyer.token, { lang: 'ar' });
    const [poppler, pdfjs] = await Promise.all([popplerText(res.rawPayload), pdfToText(res.rawPayload)]);
    const characters = (text: string) => [...text.replace(/\s+/g, '')].sort().join('');
    expect(characters(poppler)).toBe(characters(pdfjs));
    for (const expected of [
      'دار الكتاب العربي',
      'فاتورة',
      'سارة أحمد',
      'الأيام (ورقي)',
      'شارع الجامعة 12',
      'King Fahd Road 3',
      'الدفع عند الاستلام',
      '$24.00',
    ]) {
      expect(poppler).toContain(expected);
      expect(pdfjs).toContain(expected);
    }
  });

  it('keeps a Latin street that starts with its number in its order on an Arabic invoice', async () => {
    const buyer = await arabicBuyer();
    const book = await createBook(ctx, { titleAr: 'الأيام', titleEn: 'The Days', hardcopyPriceCents: 1200 });
    const body = hardCopyBody(ref, {
      books: [{ book_id: book.id, quantity: 1 }],
      shipping_address: '12 University Street',
      shipping_city: 'Amman',
    });
    const placed = await call('POST', '/orders', { token: buyer.token, body });
    expect(placed.statusCode, placed.body).toBe(201);
    await handOver(ctx, placed.json().data.id);
    const res = await invoice(placed.json().data.id, buyer.token, { lang: 'ar' });
    const text = await pdfToText(res.rawPayload);
    expect(text).toContain('12 University Street');
    expect(text).not.toContain('University Street 12');
  });

  it('is written in English with ?lang=en, or when the request asks for English', async () => {
    const buyer = await arabicBuyer();
    const id = await paperOrder(buyer);
    for (const res of [
      await invoice(id, buyer.token, { lang: 'ar', query: '?lang=en' }),
      await invoice(id, buyer.token, { lang: 'en' }),
    ]) {
      expect(res.statusCode, res.body).toBe(200);
      const text = await pdfToText(res.rawPayload);
      for (const expected of [
        'Arab Book House',
        'Invoice',
        'Order number',
        `#${id}`,
        'The Days (Paper)',
        'Cash on delivery',
        'Unpaid',
        'Invoice number',
        'Total with tax',
        '$24.00',
        'Saudi Arabia',
        'شارع الجامعة',
        'سارة أحمد',
      ]) {
        expect(text).toContain(expected);
      }
      expect(text).not.toContain('فاتورة');
    }
  });

  it('answers 404 for someone else’s order, as for one that does not exist', async () => {
    const owner = await arabicBuyer();
    const stranger = await createBuyer(ctx.app.db, 'stranger');
    const id = await paperOrder(owner);
    const theirs = await invoice(id, stranger.token, { lang: 'en' });
    const missing = await invoice(99999999, stranger.token, { lang: 'en' });
    for (const res of [theirs, missing]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found', message: 'Order not found' });
    }
    expect((await invoice(id, stranger.token, { lang: 'ar' })).json().message).toBe('الطلب غير موجود');
  });

  it('asks for a session', async () => {
    const id = await paperOrder(await arabicBuyer());
    const res = await invoice(id, undefined, { lang: 'en' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('unauthenticated');
  });

  it('refuses a language the shop does not write', async () => {
    const buyer = await arabicBuyer();
    const id = await paperOrder(buyer);
    const res = await invoice(id, buyer.token, { lang: 'en', query: '?lang=fr' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'validation', message: 'The given data was invalid' });
    expect(res.json().errors).toHaveProperty('querystring.lang');
  });

  it('is issued for a digital order once it is paid, not while it awaits payment', async () => {
    const buyer = await createBuyer(ctx.app.db, 'reader');
    const id = await digitalOrder(buyer);
    const early = await invoice(id, buyer.token, { lang: 'en' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'no_invoice',
      message: 'The invoice is issued once the order is paid',
    });
    expect((await invoice(id, buyer.token, { lang: 'ar' })).json().message).toBe(
      'تصدر الفاتورة بعد دفع الطلب',
    );

    const paid = await payInSandbox(ctx, call, buyer, id);
    expect(paid.statusCode, paid.body).toBe(200);
    const res = await invoice(id, buyer.token, { lang: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfToText(res.rawPayload);
    expect(text).toContain('Kalila and Dimna (Digital)');
    expect(text).toContain('Credit card');
    expect(text).toMatch(/Paid \(\w+ \d+, \d{4}\)/);
    expect(text).not.toContain('Shipping address');
  });

  it('is not issued for a digital order cancelled before it was paid', async () => {
    const buyer = await arabicBuyer();
    const id = await digitalOrder(buyer);
    const cancelled = await call('POST', `/orders/${id}/cancel`, { token: buyer.token });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ invoice_number: null, credit_note_number: null });
    const res = await invoice(id, buyer.token, { lang: 'en' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'no_invoice',
      message: 'An order cancelled before it was paid has no invoice',
    });
    expect((await invoice(id, buyer.token, { lang: 'ar' })).json().message).toBe(
      'لا تصدر فاتورة لطلب أُلغي قبل دفعه',
    );
  });

  it('is not issued for a cash-on-delivery order before it is handed to the carrier, nor after it is cancelled', async () => {
    const buyer = await arabicBuyer();
    const id = await placedPaperOrder(buyer);
    const early = await invoice(id, buyer.token, { lang: 'en' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'no_invoice',
      message: 'The invoice of a cash-on-delivery order is issued when it is handed to the carrier',
    });
    expect((await invoice(id, buyer.token, { lang: 'ar' })).json().message).toBe(
      'تصدر فاتورة طلب الدفع عند الاستلام عند تسليمه لشركة الشحن',
    );
    const cancelled = await call('POST', `/orders/${id}/cancel`, { token: buyer.token });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ invoice_number: null, credit_note_number: null });
    expect((await invoice(id, buyer.token, { lang: 'en' })).json()).toMatchObject({
      code: 'no_invoice',
      message: 'An order cancelled before it was paid has no invoice',
    });
  });
});
