import { PDFDocument } from 'pdf-lib';
import { arabicPages } from '#server/db/seed/media/arabic-pages.ts';
import { insertBook, setBookPdfFile } from '#server/modules/catalog/testing.ts';
import { createStorages } from '#server/services/storages.ts';
import { startDemoShop } from './demo-shop.ts';

/*
 * The shop `npm run bench:reader` opens books in (demo-shop.ts), serving the build in READER_BENCH_DIST,
 * with one book of each size in READER_BENCH_PAGES (Arabic text pages, as the demo's) bought by the
 * demo client with a card in the sandbox. Reports its origin and the books over IPC and stops when told.
 */

const dataDir = process.env.READER_BENCH_DATA;
const webDist = process.env.READER_BENCH_DIST;
const sizes = (process.env.READER_BENCH_PAGES ?? '50,300').split(',').map(Number);
if (!dataDir || !webDist || !process.send)
  throw new Error('bench/reader-shop.ts is started by bench/reader.ts');

const { app, config, origin } = await startDemoShop({ dataDir, webDist, paymentProvider: 'sandbox' });

/** A book of `pages` pages: ten laid-out pages of Arabic text, copied over and over. */
async function bookPdf(pages: number): Promise<Uint8Array> {
  const source = await PDFDocument.load(await arabicPages({ count: 10, size: [420, 595], margin: 48 }));
  const document = await PDFDocument.create();
  while (document.getPageCount() < pages) {
    const take = source.getPageIndices().slice(0, pages - document.getPageCount());
    for (const page of await document.copyPages(source, take)) document.addPage(page);
  }
  return document.save();
}

async function call(method: 'GET' | 'POST', url: string, token?: string, payload?: object) {
  const res = await app.inject({
    method,
    url: `/api${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
  if (res.statusCode >= 400) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return res;
}

const demo = { email: 'demo@example.com', password: 'demo-password-1' };
const signedIn = (await call('POST', '/client-login', undefined, demo)).json().data;
const token: string = signedIn.token;
const { files } = createStorages(config);
const made: { id: number; pages: number; bytes: number }[] = [];
for (const pages of sizes) {
  const bytes = await bookPdf(pages);
  const book = await insertBook(app.db, {
    titleAr: `كتاب من ${pages} صفحة`,
    titleEn: `A book of ${pages} pages`,
    pages,
    pdfPriceCents: 500,
    active: true,
    comingSoon: false,
  });
  const key = `books/bench-${pages}.pdf`;
  await files.put(key, bytes);
  await setBookPdfFile(app.db, book.id, key);
  const order = (
    await call('POST', '/orders', token, {
      payment_type_id: 1,
      is_hard_copy: false,
      books: [{ book_id: book.id, quantity: 1, isHardCopy: false }],
    })
  ).json().data.id;
  const checkout = new URL((await call('POST', `/orders/${order}/checkout`, token)).json().url);
  await app.inject({
    method: 'POST',
    url: `${checkout.pathname}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  await call('GET', `/orders/${order}/payment`, token);
  made.push({ id: book.id, pages, bytes: bytes.length });
}

process.send({ origin, books: made, session: { id: signedIn.id, token } });
