import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { orders } from '#server/db/schema/orders.ts';
import { setBookPdfFile } from '#server/modules/catalog/testing.ts';
import { bookDownloads, pdfOwnerships } from '#server/modules/library/testing.ts';
import { createTestApp } from '#server/test/harness.ts';
import {
  api,
  type Buyer,
  createBook,
  createBuyer,
  createReference,
  digitalBody,
  payInSandbox,
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

    const paid = await payInSandbox(ctx, call, buyer, order.id);
    expect(paid.statusCode).toBe(200);
    const answer = paid.json();
    expect(answer.paid).toBe(true);
    expect(answer.data).toMatchObject({ id: order.id, status: 'paid', order_status_name: 'Paid' });
    expect(answer.data.paid_at).toEqual(expect.any(String));
    const [stored] = await ctx.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored.paymentReference).toMatch(/^pi_sandbox_/);

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
    // Opened by a browser anyway, it has no origin of the shop's: no script, form or cookie of ours.
    expect(download.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(download.headers['x-content-type-options']).toBe('nosniff');
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
    await payInSandbox(ctx, call, buyer, order.id);
    const download = await call('GET', `/books/${book.id}/download`, { token: buyer.token, lang: 'ar' });
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="book-${book.id}.pdf"; filename*=UTF-8''${encodeURIComponent('الأيام.pdf')}`,
    );
  });

  it('keeps the order awaiting payment when the sandbox declines, and a new checkout pays it', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, { pdf: true });
    const order = await placeDigital(buyer, [book.id]);
    const declined = await payInSandbox(ctx, call, buyer, order.id, 'decline');
    expect(declined.json()).toMatchObject({ paid: false, data: { status: 'awaiting_payment' } });
    expect(await ctx.app.db.select().from(pdfOwnerships).where(eq(pdfOwnerships.clientId, buyer.id))).toEqual(
      [],
    );
    const download = await call('GET', `/books/${book.id}/download`, { token: buyer.token });
    expect(download.statusCode).toBe(403);
    const retried = await payInSandbox(ctx, call, buyer, order.id);
    expect(retried.json()).toMatchObject({ paid: true, data: { status: 'paid' } });
  });

  it('refuses to pay a paid or a cancelled order with 409', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const [one, two] = [await createBook(ctx, { pdf: true }), await createBook(ctx, { pdf: true })];
    const paid = await placeDigital(buyer, [one.id]);
    await payInSandbox(ctx, call, buyer, paid.id);
    const again = await payInSandbox(ctx, call, buyer, paid.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This order is already paid', code: 'already_paid' });

    const dropped = await placeDigital(buyer, [two.id]);
    const cancelled = await call('POST', `/orders/${dropped.id}/cancel`, { token: buyer.token });
    expect(cancelled.json().data.status).toBe('cancelled');
    const late = await payInSandbox(ctx, call, buyer, dropped.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: 'This order is cancelled', code: 'cancelled' });
    const arabic = await call('POST', `/orders/${dropped.id}/checkout`, { token: buyer.token, lang: 'ar' });
    expect(arabic.json().message).toBe('هذا الطلب ملغي');
    const paidCancel = await call('POST', `/orders/${paid.id}/cancel`, { token: buyer.token });
    expect(paidCancel.statusCode).toBe(409);
  });

  it('refuses to sell an owned PDF again with 409', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, { pdf: true });
    const first = await placeDigital(buyer, [book.id]);
    // A second checkout placed before the first was paid.
    const second = await placeDigital(buyer, [book.id]);
    await payInSandbox(ctx, call, buyer, first.id);
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
    const payTwice = await payInSandbox(ctx, call, buyer, second.id);
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
    await payInSandbox(ctx, call, buyer, order.id);
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
    await payInSandbox(ctx, call, buyer, order.id);
    await setBookPdfFile(ctx.app.db, book.id, 'books/missing.pdf');
    const res = await call('GET', `/books/${book.id}/download`, { token: buyer.token });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'The PDF is unavailable right now', code: 'no_file' });
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
      await payInSandbox(limited, lcall, buyer, placed.json().data.id);
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
