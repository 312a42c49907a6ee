import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookDownloads, pdfOwnerships } from '#server/db/schema/library.ts';
import { setBookPdfFile } from '#server/modules/catalog/testing.ts';
import {
  createBuyer,
  createPdfOwner,
  digitalBody,
  payInSandbox,
  pdfPageTexts,
  samplePdf,
  setUpOrdersTest,
} from '#server/modules/orders/testing.ts';
import { createStorages } from '#server/services/storages.ts';
import { readerCopyKey } from './reader-copies.ts';

/* The owner's reader copy (GET /books/:id/read) and the page they are on (GET/PUT /books/:id/reading). */

const { ctx, ref, call } = setUpOrdersTest();

const readerRows = (clientId: number) =>
  ctx.app.db
    .select()
    .from(bookDownloads)
    .where(and(eq(bookDownloads.clientId, clientId), eq(bookDownloads.kind, 'reader')));

const open = (bookId: number, token: string | undefined, headers: Record<string, string> = {}) =>
  call('GET', `/books/${bookId}/read`, { token, headers });

describe('the reader copy', () => {
  it('is made once, stamped for the owner with a code of its own, and opened again from the kept copy', async () => {
    const { buyer, book, orderId } = await createPdfOwner(ctx, call, ref);
    const first = await open(book.id, buyer.token);
    expect(first.statusCode).toBe(200);
    expect(first.headers).toMatchObject({
      'content-type': 'application/pdf',
      'accept-ranges': 'bytes',
      'cache-control': 'private, no-store',
      'content-disposition': 'inline',
      'content-security-policy': "sandbox; default-src 'none'",
      'content-length': String(first.rawPayload.length),
    });
    const second = await open(book.id, buyer.token);
    expect(second.statusCode).toBe(200);
    expect(Buffer.compare(second.rawPayload, first.rawPayload)).toBe(0);

    const rows = await readerRows(buyer.id);
    expect(rows).toEqual([
      expect.objectContaining({
        bookId: book.id,
        orderId,
        kind: 'reader',
        code: expect.stringMatching(/^BKC/),
      }),
    ]);
    const texts = await pdfPageTexts(first.rawPayload);
    for (const text of texts) {
      expect(text).toContain(`Licensed to ${buyer.email}`);
      expect(text).toContain(rows[0].code);
    }
  });

  it('makes one copy when the first opens come side by side', async () => {
    const { buyer, book } = await createPdfOwner(ctx, call, ref);
    const opened = await Promise.all([1, 2, 3].map(() => open(book.id, buyer.token, { range: 'bytes=0-9' })));
    expect(opened.map((res) => res.statusCode)).toEqual([206, 206, 206]);
    expect(await readerRows(buyer.id)).toHaveLength(1);
  });

  it('answers a byte range with exactly those bytes of the copy', async () => {
    const { buyer, book } = await createPdfOwner(ctx, call, ref);
    const whole = (await open(book.id, buyer.token)).rawPayload;
    const size = whole.length;

    const middle = await open(book.id, buyer.token, { range: 'bytes=10-99' });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe(`bytes 10-99/${size}`);
    expect(middle.headers['content-length']).toBe('90');
    expect(Buffer.compare(middle.rawPayload, whole.subarray(10, 100))).toBe(0);

    const tail = await open(book.id, buyer.token, { range: 'bytes=-50' });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe(`bytes ${size - 50}-${size - 1}/${size}`);
    expect(Buffer.compare(tail.rawPayload, whole.subarray(size - 50))).toBe(0);

    // Asked compressed, a range is still the file's own bytes.
    const rest = await open(book.id, buyer.token, { range: 'bytes=1000-', 'accept-encoding': 'br, gzip' });
    expect(rest.statusCode).toBe(206);
    expect(rest.headers['content-encoding']).toBeUndefined();
    expect(Buffer.compare(rest.rawPayload, whole.subarray(1000))).toBe(0);

    const past = await open(book.id, buyer.token, { range: `bytes=${size}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);

    const head = await ctx.app.inject({
      method: 'HEAD',
      url: `/api/books/${book.id}/read`,
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(size));
    expect(head.headers['accept-ranges']).toBe('bytes');
    expect(head.rawPayload.length).toBe(0);
    expect(await readerRows(buyer.id)).toHaveLength(1);
  });

  it('is the owner’s only: another client is refused with 403, a visitor with 401', async () => {
    const { book } = await createPdfOwner(ctx, call, ref);
    const other = await createBuyer(ctx.app.db, 'other');
    const refused = await open(book.id, other.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'You have not bought this book', code: 'not_owner' });
    expect((await open(book.id, undefined)).statusCode).toBe(401);
    expect((await open(999_999, other.token)).statusCode).toBe(404);
    expect(await readerRows(other.id)).toEqual([]);
  });

  it('is made again from a new file of the book, and the copy of the old file is removed', async () => {
    const { buyer, book } = await createPdfOwner(ctx, call, ref);
    const { files } = createStorages(ctx.config);
    expect((await open(book.id, buyer.token)).statusCode).toBe(200);
    const oldKey = readerCopyKey(buyer.id, book.id, book.pdfFile ?? '');
    expect(await files.exists(oldKey)).toBe(true);

    const newFile = `books/reader-new-${book.id}.pdf`;
    await files.put(newFile, await samplePdf(5));
    await setBookPdfFile(ctx.app.db, book.id, newFile);
    const reopened = await open(book.id, buyer.token);
    expect(reopened.statusCode).toBe(200);
    expect(await pdfPageTexts(reopened.rawPayload)).toHaveLength(5);
    expect(await files.exists(readerCopyKey(buyer.id, book.id, newFile))).toBe(true);
    expect(await files.exists(oldKey)).toBe(false);
    expect(await readerRows(buyer.id)).toHaveLength(2);
  });

  it('is refused and removed once the book is no longer owned', async () => {
    const { buyer, book } = await createPdfOwner(ctx, call, ref);
    expect((await open(book.id, buyer.token)).statusCode).toBe(200);
    const key = readerCopyKey(buyer.id, book.id, book.pdfFile ?? '');
    const { files } = createStorages(ctx.config);
    expect(await files.exists(key)).toBe(true);
    await ctx.app.db.delete(pdfOwnerships).where(eq(pdfOwnerships.clientId, buyer.id));
    const refused = await open(book.id, buyer.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('not_owner');
    expect(await files.exists(key)).toBe(false);
  });
});

describe('the page the reader is on', () => {
  it('is kept for the owner and read back on any device', async () => {
    const { buyer, book } = await createPdfOwner(ctx, call, ref);
    const before = await call('GET', `/books/${book.id}/reading`, { token: buyer.token });
    expect(before.json()).toEqual({ data: { page: null, pages: null, updated_at: null } });

    const saved = await call('PUT', `/books/${book.id}/reading`, {
      token: buyer.token,
      body: { page: 5, pages: 12 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ page: 5, pages: 12, updated_at: expect.any(String) });
    await call('PUT', `/books/${book.id}/reading`, { token: buyer.token, body: { page: 7, pages: 12 } });
    const after = await call('GET', `/books/${book.id}/reading`, { token: buyer.token });
    expect(after.json().data).toMatchObject({ page: 7, pages: 12 });
  });

  it('shows among the owner’s books, and only theirs', async () => {
    const { buyer, book } = await createPdfOwner(ctx, call, ref);
    const owned = async (token: string) =>
      (await call('GET', `/client-pdf-books?book_id=${book.id}`, { token })).json().data;
    expect((await owned(buyer.token))[0].reading).toBeNull();
    await call('PUT', `/books/${book.id}/reading`, { token: buyer.token, body: { page: 9, pages: 12 } });
    expect((await owned(buyer.token))[0].reading).toEqual({ page: 9, pages: 12 });

    // Another owner of the same book reads on elsewhere: each sees their own page.
    const other = await createBuyer(ctx.app.db, 'other reader');
    const placed = await call('POST', '/orders', { token: other.token, body: digitalBody(ref, [book.id]) });
    await payInSandbox(ctx, call, other, placed.json().data.id);
    const saved = await call('PUT', `/books/${book.id}/reading`, {
      token: other.token,
      body: { page: 2, pages: 12 },
    });
    expect(saved.statusCode).toBe(200);
    expect((await owned(other.token))[0].reading).toEqual({ page: 2, pages: 12 });
    expect((await owned(buyer.token))[0].reading).toEqual({ page: 9, pages: 12 });
  });

  it('refuses a page past the book’s pages with 422, in both languages', async () => {
    const { buyer, book } = await createPdfOwner(ctx, call, ref);
    for (const [lang, message] of [
      ['en', 'The page must be between 1 and the book’s page count (12)'],
      ['ar', 'يجب أن يكون رقم الصفحة بين 1 وعدد صفحات الكتاب (12)'],
    ] as const) {
      const res = await call('PUT', `/books/${book.id}/reading`, {
        token: buyer.token,
        lang,
        body: { page: 13, pages: 12 },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message, code: 'page_out_of_range', errors: { page: [message] } });
    }
    const zero = await call('PUT', `/books/${book.id}/reading`, {
      token: buyer.token,
      body: { page: 0, pages: 12 },
    });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors.page).toEqual([
      'A page number is a whole number from 1 to the book’s page count',
    ]);
    const kept = await call('GET', `/books/${book.id}/reading`, { token: buyer.token });
    expect(kept.json().data.page).toBeNull();
  });

  it('is the owner’s only', async () => {
    const { book } = await createPdfOwner(ctx, call, ref);
    const other = await createBuyer(ctx.app.db, 'other');
    const read = await call('GET', `/books/${book.id}/reading`, { token: other.token });
    expect(read.statusCode).toBe(403);
    expect(read.json().code).toBe('not_owner');
    const write = await call('PUT', `/books/${book.id}/reading`, {
      token: other.token,
      body: { page: 1, pages: 2 },
    });
    expect(write.statusCode).toBe(403);
    expect((await call('GET', `/books/${book.id}/reading`, {})).statusCode).toBe(401);
  });
});
