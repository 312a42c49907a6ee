import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it, vi } from 'vitest';
import { books } from '#server/db/schema/catalog.ts';
import { createStorages } from '#server/services/storages.ts';
import { apiCaller, setUpTestApp } from '#server/test/harness.ts';
import { pdfToText } from '#server/test/pdf-reader.ts';
import { defaultSamplePages, samplePages } from '#shared/sample-pages.ts';
import { insertBook } from './testing.ts';

/*
 * The free sample of a book (decision 060): only the sample pages of its PDF, each stamped
 * 'عينة · Sample', made once per PDF and page range and kept in the private files storage.
 */

const ctx = setUpTestApp();
const call = apiCaller(ctx);
const files = () => createStorages(ctx.config).files;

/** A PDF of `count` pages, each saying 'Page n'. */
async function bookPdf(count: number): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= count; n++) {
    document.addPage([300, 400]).drawText(`Page ${n}`, { x: 40, y: 200, size: 18, font });
  }
  return document.save();
}

let keys = 0;
/** A book on sale whose full PDF has `count` pages, with the staff's sample range if given. */
async function bookWithPdf(count: number, range: { first?: number; last?: number } = {}) {
  keys += 1;
  const pdfFile = `books/sample-test-${keys}.pdf`;
  await files().put(pdfFile, await bookPdf(count));
  return insertBook(ctx.app.db, {
    titleAr: 'مقدمة ابن خلدون',
    titleEn: 'The Muqaddimah',
    pdfFile,
    sampleFirstPage: range.first ?? null,
    sampleLastPage: range.last ?? null,
  });
}

const sampleOf = (id: number, headers: Record<string, string> = {}, lang: 'ar' | 'en' = 'en') =>
  call('GET', `/books/${id}/sample`, { headers, lang });

/** Each page's text, as a reader copying it would get it. */
async function pagesOf(bytes: Uint8Array): Promise<string[]> {
  return (await pdfToText(bytes)).split('\f').slice(0, -1);
}

/** Each page's text as pdf.js reads it, its pieces joined in the order they are drawn. */
async function drawnTexts(bytes: Uint8Array): Promise<string[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const loading = getDocument({ data: new Uint8Array(bytes), verbosity: 0 });
  const document = await loading.promise;
  const texts: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  await loading.destroy();
  return texts;
}

async function sampleText(id: number) {
  const res = await sampleOf(id);
  expect(res.statusCode, res.body).toBe(200);
  return pagesOf(res.rawPayload);
}

describe('the sample pages', () => {
  it('are the first 10% of the book, rounded up, at least 1 and at most 20', () => {
    expect(defaultSamplePages(30)).toEqual({ first: 1, last: 3 });
    expect(defaultSamplePages(300)).toEqual({ first: 1, last: 20 });
    expect(defaultSamplePages(5)).toEqual({ first: 1, last: 1 });
    expect(defaultSamplePages(101)).toEqual({ first: 1, last: 11 });
    expect(defaultSamplePages(1)).toEqual({ first: 1, last: 1 });
  });

  it('are the staff range, cut to the book’s length', () => {
    expect(samplePages(30, 5, 9)).toEqual({ first: 5, last: 9 });
    expect(samplePages(30, 25, 40)).toEqual({ first: 25, last: 30 });
    expect(samplePages(30, 35, 40)).toEqual({ first: 30, last: 30 });
    expect(samplePages(30, null, null)).toEqual({ first: 1, last: 3 });
  });
});

describe('GET /api/books/:id/sample', () => {
  it('answers the first 10% of a 30-page book: 3 pages, each stamped ‘Sample’', async () => {
    const book = await bookWithPdf(30);
    const res = await sampleOf(book.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers['content-disposition']).toBe(`inline; filename="sample-${book.id}.pdf"`);
    expect(res.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    const pages = await drawnTexts(res.rawPayload);
    expect(pages).toHaveLength(3);
    pages.forEach((text, i) => {
      expect(text).toContain(`Page ${i + 1}`);
      expect(text).toContain('Sample');
    });
  });

  it('answers 20 pages of a 300-page book and 1 page of a 5-page book', async () => {
    expect(await sampleText((await bookWithPdf(300)).id)).toHaveLength(20);
    const short = await sampleText((await bookWithPdf(5)).id);
    expect(short).toHaveLength(1);
    expect(short[0]).toContain('Page 1');
  });

  it('answers the pages staff chose, and cuts a range beyond the book to its last page', async () => {
    const chosen = await sampleText((await bookWithPdf(30, { first: 4, last: 6 })).id);
    expect(chosen.map((text) => text.match(/Page \d+/)?.[0])).toEqual(['Page 4', 'Page 5', 'Page 6']);
    const beyond = await sampleText((await bookWithPdf(10, { first: 8, last: 15 })).id);
    expect(beyond.map((text) => text.match(/Page \d+/)?.[0])).toEqual(['Page 8', 'Page 9', 'Page 10']);
  });

  it('answers no more than 20 pages of a longer range stored before ranges were held to 20', async () => {
    const long = await sampleText((await bookWithPdf(100, { first: 5, last: 60 })).id);
    expect(long).toHaveLength(20);
    expect(long.map((text) => text.match(/Page \d+/)?.[0]).at(-1)).toBe('Page 24');
  });

  it('titles the document ‘<title> — Sample’', async () => {
    const book = await bookWithPdf(12);
    const document = await PDFDocument.load((await sampleOf(book.id)).rawPayload);
    expect(document.getTitle()).toBe('مقدمة ابن خلدون — Sample');
    expect(document.getPageCount()).toBe(2);
  });

  it('cuts the sample once and reads it back afterwards', async () => {
    const book = await bookWithPdf(30);
    const put = vi.spyOn(files(), 'put');
    try {
      // A viewer's first requests come together: one cut serves them all.
      const [first, together] = await Promise.all([sampleOf(book.id), sampleOf(book.id)]);
      expect(together.rawPayload.equals(first.rawPayload)).toBe(true);
      const second = await sampleOf(book.id);
      expect(second.statusCode).toBe(200);
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(put.mock.calls.map(([key]) => key)).toEqual([
        expect.stringMatching(new RegExp(`^samples/${book.id}-[0-9a-f]{16}\\.pdf$`)),
      ]);
    } finally {
      put.mockRestore();
    }
  });

  it('makes it again when staff change the range, and when the PDF is replaced, and removes the one before', async () => {
    const book = await bookWithPdf(30);
    const keptKey = async () =>
      (await ctx.app.db.select({ key: books.sampleKey }).from(books).where(eq(books.id, book.id)))[0].key;
    const before = await sampleOf(book.id);
    const firstKey = await keptKey();
    expect(firstKey && (await files().exists(firstKey))).toBe(true);
    await ctx.app.db
      .update(books)
      .set({ sampleFirstPage: 7, sampleLastPage: 8 })
      .where(eq(books.id, book.id));
    const ranged = await sampleOf(book.id);
    expect(ranged.headers.etag).not.toBe(before.headers.etag);
    const rangedKey = await keptKey();
    expect(rangedKey).not.toBe(firstKey);
    expect(await files().exists(firstKey as string)).toBe(false);
    expect(await files().exists(rangedKey as string)).toBe(true);
    expect((await pagesOf(ranged.rawPayload)).map((text) => text.match(/Page \d+/)?.[0])).toEqual([
      'Page 7',
      'Page 8',
    ]);

    await files().put('books/sample-test-replaced.pdf', await bookPdf(50));
    await ctx.app.db
      .update(books)
      .set({ pdfFile: 'books/sample-test-replaced.pdf', sampleFirstPage: null, sampleLastPage: null })
      .where(eq(books.id, book.id));
    const replaced = await sampleOf(book.id);
    expect(replaced.headers.etag).not.toBe(before.headers.etag);
    expect(await pagesOf(replaced.rawPayload)).toHaveLength(5);
    expect(await files().exists(rangedKey as string)).toBe(false);
  });

  it('makes it again under a new title, which the sample’s own title names', async () => {
    const book = await bookWithPdf(30);
    const before = await sampleOf(book.id);
    await ctx.app.db.update(books).set({ titleAr: 'عنوان جديد' }).where(eq(books.id, book.id));
    const renamed = await sampleOf(book.id);
    expect(renamed.headers.etag).not.toBe(before.headers.etag);
    const document = await PDFDocument.load(renamed.rawPayload, { updateMetadata: false });
    expect(document.getTitle()).toBe('عنوان جديد — Sample');
  });

  it('answers 304 to a reader who has this sample already', async () => {
    const book = await bookWithPdf(30);
    const first = await sampleOf(book.id);
    expect(first.headers.etag).toMatch(/^"[0-9a-f]{16}"$/);
    const again = await sampleOf(book.id, { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect((await sampleOf(book.id, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('answers one byte range with 206, and 416 for a range past the end', async () => {
    const book = await bookWithPdf(30);
    const whole = (await sampleOf(book.id)).rawPayload;
    const part = await sampleOf(book.id, { range: 'bytes=10-99' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-99/${whole.length}`);
    expect(part.rawPayload.equals(whole.subarray(10, 100))).toBe(true);
    const tail = await sampleOf(book.id, { range: 'bytes=-5' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(whole.subarray(whole.length - 5))).toBe(true);
    const past = await sampleOf(book.id, { range: `bytes=${whole.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${whole.length}`);
  });

  it('refuses a book without a PDF, or hidden from the shop, with 404 no_sample in both languages', async () => {
    const plain = await insertBook(ctx.app.db, { pdfFile: null });
    const en = await sampleOf(plain.id);
    expect(en.statusCode).toBe(404);
    expect(en.headers['cache-control']).toBe('no-store');
    expect(en.json()).toEqual({ code: 'no_sample', message: 'This book has no sample to read.' });
    const ar = await sampleOf(plain.id, {}, 'ar');
    expect(ar.json()).toEqual({ code: 'no_sample', message: 'لا عيّنة لهذا الكتاب.' });

    const hidden = await bookWithPdf(30);
    await ctx.app.db.update(books).set({ active: false }).where(eq(books.id, hidden.id));
    expect((await sampleOf(hidden.id)).json()).toMatchObject({ code: 'no_sample' });
  });

  it('answers an unknown book with the usual not found', async () => {
    const res = await sampleOf(999_999);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', message: 'Book not found' });
  });
});

describe('has_sample in book answers', () => {
  it('is true for a book with a PDF and false without, on its page and in lists', async () => {
    const withPdf = await bookWithPdf(10);
    const without = await insertBook(ctx.app.db, { pdfFile: null });
    expect((await call('GET', `/books/${withPdf.id}`)).json().data.has_sample).toBe(true);
    expect((await call('GET', `/books/${without.id}`)).json().data.has_sample).toBe(false);
    const listed = (await call('GET', `/books?ids[]=${withPdf.id}&ids[]=${without.id}`)).json().data;
    expect(
      Object.fromEntries(listed.map((b: { id: number; has_sample: boolean }) => [b.id, b.has_sample])),
    ).toEqual({
      [withPdf.id]: true,
      [without.id]: false,
    });
  });
});
