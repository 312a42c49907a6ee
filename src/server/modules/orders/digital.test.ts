import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookDownloads, orders, pdfOwnerships } from '#server/db/schema/orders.ts';
import { setBookPdfFile } from '#server/modules/catalog/testing.ts';
import { SANDBOX_DECLINE_NUMBER, sandboxProvider } from '#server/services/payments/sandbox.ts';
import { createTestApp, onRealPostgres } from '#server/test/harness.ts';
import {
  api,
  type Buyer,
  createBook,
  createBuyer,
  createReference,
  digitalBody,
  GOOD_CARD,
  pdfPageTexts,
  setUpOrdersTest,
  stockOf,
} from './fixtures.ts';

const { ctx, ref, call } = setUpOrdersTest();

async function placeDigital(buyer: Buyer, bookIds: number[]) {
  const res = await call('POST', '/orders', { token: buyer.token, body: digitalBody(ref, bookIds) });
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

describe('digital orders', () => {
  it('creates an order awaiting payment, one copy per book, at the PDF price', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, { pdf: true, pdfPriceCents: 499, stock: 0 });
    const res = await call('POST', '/orders', {
      token: buyer.token,
      body: { ...digitalBody(ref, []), books: [{ book_id: book.id, quantity: 7, isHardCopy: false }] },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      status: 'awaiting_payment',
      order_status_name: 'Awaiting payment',
      is_hard_copy: false,
      type: 'digital',
      net_price: 4.99,
      books_quantity: 1,
      payment_type_name: 'Credit card',
      order_billing_shipping: null,
      order_details: [
        expect.objectContaining({ quantity: 1, price: 4.99, type: 'digital', type_name: 'Digital' }),
      ],
    });
    expect(await stockOf(ctx.app.db, book.id)).toBe(0);
  });

  it('pays in the sandbox, then the client owns and downloads the stamped PDF', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, { pdf: true, titleAr: 'كليلة ودمنة', titleEn: 'Kalila and Dimna' });
    const order = await placeDigital(buyer, [book.id]);

    const before = await call('GET', `/client-pdf-books?client_id=${buyer.id}&book_id=${book.id}`, {
      token: buyer.token,
    });
    expect(before.json()).toEqual({ data: [] });

    const paid = await call('POST', `/orders/${order.id}/pay`, { token: buyer.token, body: GOOD_CARD });
    expect(paid.statusCode).toBe(200);
    const answer = paid.json();
    expect(answer.data).toMatchObject({ id: order.id, status: 'paid', order_status_name: 'Paid' });
    expect(answer.data.paid_at).toEqual(expect.any(String));
    expect(answer.payment).toEqual({
      reference: expect.stringMatching(/^sandbox_/),
      provider: 'sandbox',
      sandbox: true,
    });
    expect(answer.message).toBe('Sandbox payment: approved; no real money moved');
    const [stored] = await ctx.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(JSON.stringify(stored)).not.toContain('4242');

    const owned = await call('GET', `/client-pdf-books?client_id=${buyer.id}&book_id=${book.id}`, {
      token: buyer.token,
    });
    expect(owned.json().data).toEqual([
      expect.objectContaining({
        book_id: book.id,
        order_id: order.id,
        client_id: buyer.id,
        date: expect.any(String),
      }),
    ]);

    const download = await call('GET', `/books/${book.id}/download`, { token: buyer.token });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Kalila and Dimna.pdf"; filename*=UTF-8''Kalila%20and%20Dimna.pdf`,
    );
    expect(download.body).not.toContain('books/');
    const document = await PDFDocument.load(download.rawPayload);
    expect(document.getPageCount()).toBe(3);
    const texts = await pdfPageTexts(download.rawPayload);
    for (const text of texts) {
      expect(text).toContain(`Licensed to ${buyer.email}`);
      expect(text).toContain(`order #${order.id}`);
    }
    const logged = await ctx.app.db.select().from(bookDownloads).where(eq(bookDownloads.clientId, buyer.id));
    expect(logged).toEqual([expect.objectContaining({ bookId: book.id, ip: '127.0.0.1' })]);
  });

  it('names an Arabic title in the download by RFC 5987', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, { pdf: true, titleAr: 'الأيام', titleEn: '' });
    const order = await placeDigital(buyer, [book.id]);
    await call('POST', `/orders/${order.id}/pay`, { token: buyer.token, body: GOOD_CARD });
    const download = await call('GET', `/books/${book.id}/download`, { token: buyer.token, lang: 'ar' });
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="book-${book.id}.pdf"; filename*=UTF-8''${encodeURIComponent('الأيام.pdf')}`,
    );
  });

  it('answers 402 for a declined card and keeps the order awaiting payment', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, { pdf: true });
    const order = await placeDigital(buyer, [book.id]);
    const declined = await call('POST', `/orders/${order.id}/pay`, {
      token: buyer.token,
      body: { ...GOOD_CARD, card_number: SANDBOX_DECLINE_NUMBER },
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({
      message: 'The payment was declined. Sandbox payment: the card was declined; no money moved',
      code: 'payment_declined',
    });
    const arabic = await call('POST', `/orders/${order.id}/pay`, {
      token: buyer.token,
      lang: 'ar',
      body: { ...GOOD_CARD, card_number: SANDBOX_DECLINE_NUMBER },
    });
    expect(arabic.json().message).toBe('تم رفض الدفع. تجربة دفع: رُفضت البطاقة ولم يُخصم أي مبلغ');
    const current = await call('GET', `/orders/${order.id}`, { token: buyer.token });
    expect(current.json().data.status).toBe('awaiting_payment');
    expect(await ctx.app.db.select().from(pdfOwnerships).where(eq(pdfOwnerships.clientId, buyer.id))).toEqual(
      [],
    );
    const download = await call('GET', `/books/${book.id}/download`, { token: buyer.token });
    expect(download.statusCode).toBe(403);
  });

  it('checks the card before charging it', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, { pdf: true });
    const order = await placeDigital(buyer, [book.id]);
    const res = await call('POST', `/orders/${order.id}/pay`, {
      token: buyer.token,
      body: { card_number: '4242 4242 4242 4241', card_expiry: '01/20', card_cvc: '12', card_name: 'X' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      card_number: ['The card number is not valid'],
      card_expiry: ['The card has expired'],
      card_cvc: ['The security code is not valid'],
    });
    const missing = await call('POST', `/orders/${order.id}/pay`, { token: buyer.token, body: {} });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual([
      'card_cvc',
      'card_expiry',
      'card_name',
      'card_number',
    ]);
  });

  it('refuses to pay a paid or a cancelled order with 409', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const [one, two] = [await createBook(ctx, { pdf: true }), await createBook(ctx, { pdf: true })];
    const paid = await placeDigital(buyer, [one.id]);
    await call('POST', `/orders/${paid.id}/pay`, { token: buyer.token, body: GOOD_CARD });
    const again = await call('POST', `/orders/${paid.id}/pay`, { token: buyer.token, body: GOOD_CARD });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order is already paid');

    const dropped = await placeDigital(buyer, [two.id]);
    const cancelled = await call('POST', `/orders/${dropped.id}/cancel`, { token: buyer.token });
    expect(cancelled.json().data.status).toBe('cancelled');
    const late = await call('POST', `/orders/${dropped.id}/pay`, { token: buyer.token, body: GOOD_CARD });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This order is cancelled');
    const paidCancel = await call('POST', `/orders/${paid.id}/cancel`, { token: buyer.token });
    expect(paidCancel.statusCode).toBe(409);
  });

  it('refuses to sell an owned PDF again with 409', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, { pdf: true });
    const first = await placeDigital(buyer, [book.id]);
    // A second checkout placed before the first was paid.
    const second = await placeDigital(buyer, [book.id]);
    await call('POST', `/orders/${first.id}/pay`, { token: buyer.token, body: GOOD_CARD });
    for (const lang of ['en', 'ar'] as const) {
      const again = await call('POST', '/orders', {
        token: buyer.token,
        lang,
        body: digitalBody(ref, [book.id]),
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(
        lang === 'en' ? 'You already own this book' : 'أنت تملك هذا الكتاب مسبقاً',
      );
    }
    const payTwice = await call('POST', `/orders/${second.id}/pay`, { token: buyer.token, body: GOOD_CARD });
    expect(payTwice.statusCode).toBe(409);
    expect(payTwice.json().message).toBe('You already own this book');
  });

  it('lists the owned PDFs for my books, paginated when a page is asked', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const bought = [];
    for (let i = 0; i < 3; i++) bought.push(await createBook(ctx, { pdf: true, pdfPriceCents: 300 + i }));
    const order = await placeDigital(
      buyer,
      bought.map((b) => b.id),
    );
    expect(order.net_price).toBe(9.03);
    await call('POST', `/orders/${order.id}/pay`, { token: buyer.token, body: GOOD_CARD });
    const all = (await call('GET', `/client-pdf-books?client_id=${buyer.id}`, { token: buyer.token })).json();
    expect(all.meta).toBeUndefined();
    expect(all.data.map((o: { book_id: number }) => o.book_id).sort()).toEqual(
      bought.map((b) => b.id).sort(),
    );
    const paged = (
      await call('GET', `/client-pdf-books?client_id=${buyer.id}&page=1&per_page=2`, { token: buyer.token })
    ).json();
    expect(paged.data).toHaveLength(2);
    expect(paged.meta).toMatchObject({ current_page: 1, last_page: 2, total: 3 });
    expect(paged.data[0]).toMatchObject({
      quantity: 1,
      type: 'digital',
      book: expect.objectContaining({ title_ar: 'كتاب' }),
    });
    const myBooks = (await call('GET', '/orders?is_hard_copy=0', { token: buyer.token })).json();
    expect(myBooks.data.map((o: { id: number }) => o.id)).toEqual([order.id]);
  });

  it('answers 404 when the owned book has no file, without naming the path', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, { pdf: true });
    const order = await placeDigital(buyer, [book.id]);
    await call('POST', `/orders/${order.id}/pay`, { token: buyer.token, body: GOOD_CARD });
    await setBookPdfFile(ctx.app.db, book.id, 'books/missing.pdf');
    const res = await call('GET', `/books/${book.id}/download`, { token: buyer.token });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'The PDF is unavailable right now', code: 'no_file' });
  });
});

// Races need connections that run side by side: PGlite has one, so these run in `npm run test:pg` only.
describe.runIf(onRealPostgres)('simultaneous payments', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** Counts the charges per order; each takes a while, as a real gateway's would. */
  function watchCharges() {
    const charge = sandboxProvider.charge.bind(sandboxProvider);
    const spy = vi.spyOn(sandboxProvider, 'charge').mockImplementation(async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      return charge(request);
    });
    return (orderId: number) => spy.mock.calls.filter(([request]) => request.orderId === orderId).length;
  }

  const pay = (buyer: Buyer, orderId: number) =>
    call('POST', `/orders/${orderId}/pay`, { token: buyer.token, body: GOOD_CARD });

  it('charges the same order once when it is paid twice at the same moment', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, { pdf: true });
    const order = await placeDigital(buyer, [book.id]);
    const charges = watchCharges();

    const answers = await Promise.all([pay(buyer, order.id), pay(buyer, order.id)]);

    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409);
    expect(refused?.json()).toEqual({ message: 'This order is already paid', code: 'already_paid' });
    expect(charges(order.id)).toBe(1);
    const [stored] = await ctx.app.db.select().from(orders).where(eq(orders.id, order.id));
    const approved = answers.find((a) => a.statusCode === 200)?.json();
    expect(stored).toMatchObject({ status: 'paid', paymentReference: approved.payment.reference });
    const owned = await ctx.app.db.select().from(pdfOwnerships).where(eq(pdfOwnerships.clientId, buyer.id));
    expect(owned).toEqual([expect.objectContaining({ bookId: book.id, orderId: order.id })]);
  });

  it('pays only one of two orders for the same PDF paid at the same moment', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, { pdf: true });
    const first = await placeDigital(buyer, [book.id]);
    const second = await placeDigital(buyer, [book.id]);
    const charges = watchCharges();

    const answers = await Promise.all([pay(buyer, first.id), pay(buyer, second.id)]);

    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409);
    expect(refused?.json()).toEqual({ message: 'You already own this book', code: 'already_owned' });
    expect(charges(first.id) + charges(second.id)).toBe(1);
    const statuses = await ctx.app.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.clientId, buyer.id));
    expect(statuses.map((o) => o.status).sort()).toEqual(['awaiting_payment', 'paid']);
  });
});

describe('download limit', () => {
  it('refuses downloads beyond the configured limit', async () => {
    const limited = await createTestApp({ downloadLimit: 2 });
    try {
      const lref = await createReference(limited.app.db);
      const lcall = api(limited);
      const buyer = await createBuyer(limited.app.db);
      const book = await createBook(limited, { pdf: true });
      const placed = await lcall('POST', '/orders', {
        token: buyer.token,
        body: digitalBody(lref, [book.id]),
      });
      await lcall('POST', `/orders/${placed.json().data.id}/pay`, { token: buyer.token, body: GOOD_CARD });
      const codes = [];
      for (let i = 0; i < 3; i++)
        codes.push((await lcall('GET', `/books/${book.id}/download`, { token: buyer.token })).statusCode);
      expect(codes).toEqual([200, 200, 403]);
      const last = await lcall('GET', `/books/${book.id}/download`, { token: buyer.token });
      expect(last.json().message).toBe('You have used all downloads allowed for this book');
    } finally {
      await limited.close();
    }
  });
});
