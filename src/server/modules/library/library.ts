import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { bookDownloads, pdfOwnerships, readingPositions } from '#server/db/schema/library.ts';
import { booksForOrder, findBookFile } from '#server/modules/catalog/index.ts';
import { unitPricesOf } from '#server/modules/orders/index.ts';
import { AppError, notFound } from '#server/plugins/errors.ts';
import { stampPdf } from '#server/services/pdf-stamp.ts';
import { newCopyCode } from '#server/services/pdf-trace.ts';
import { readOrNull, type Storage } from '#server/services/storage.ts';
import type { OrderBook, PdfOwnership } from '#shared/contract/orders.ts';
import type { Lang } from '#shared/lang.ts';
import { minorToUnits } from '#shared/minor-units.ts';
import { assertMayDownload, type DownloadRules, downloadsLeft } from './download-controls.ts';
import { digitalTypeName, libraryMessages } from './messages.ts';

/* The client's PDFs: what they own (my books, the owned check) and the stamped download. */

/** The client's ownership of a book's PDF, or undefined when they do not (or no longer) own it. */
export async function ownershipOf(db: Db, clientId: number, bookId: number, { lock = false } = {}) {
  const query = db
    .select()
    .from(pdfOwnerships)
    .where(and(eq(pdfOwnerships.clientId, clientId), eq(pdfOwnerships.bookId, bookId)));
  const [owned] = lock ? await query.for('update') : await query;
  return owned;
}

export async function listOwnedPdfs(
  db: Db,
  clientId: number,
  options: { bookId?: number; page?: { number: number; size: number }; lang: Lang; rules: DownloadRules },
): Promise<{ data: PdfOwnership[]; total: number }> {
  const where = and(
    eq(pdfOwnerships.clientId, clientId),
    options.bookId === undefined ? undefined : eq(pdfOwnerships.bookId, options.bookId),
  );
  const query = db
    .select({
      owned: pdfOwnerships,
      page: readingPositions.page,
      pages: readingPositions.pages,
    })
    .from(pdfOwnerships)
    .leftJoin(
      readingPositions,
      and(
        eq(readingPositions.clientId, pdfOwnerships.clientId),
        eq(readingPositions.bookId, pdfOwnerships.bookId),
      ),
    )
    .where(where)
    .orderBy(desc(pdfOwnerships.createdAt), desc(pdfOwnerships.id));
  const { page } = options;
  const [rows, total] = await Promise.all([
    page ? query.limit(page.size).offset((page.number - 1) * page.size) : query,
    page
      ? db
          .select({ total: count() })
          .from(pdfOwnerships)
          .where(where)
          .then(([r]) => r.total)
      : undefined,
  ]);
  const books = await booksForOrder(
    db,
    rows.map((row) => row.owned.bookId),
    options.lang,
  );
  const prices = await unitPricesOf(
    db,
    rows.map((row) => row.owned),
  );
  const left = await downloadsLeft(
    db,
    clientId,
    rows.map((row) => row.owned),
    options.rules,
  );
  const data = rows.map(({ owned, page, pages }) => {
    const book = books.get(owned.bookId) as OrderBook;
    const paid = prices.get(`${owned.orderId}:${owned.bookId}`);
    // A gift claimed from someone else's order: its reader never sees what the giver paid.
    const gift = paid !== undefined && paid.buyerId !== clientId;
    // What was paid, in the currency it was paid in; a book without its order's line, at today's price.
    const price = gift ? null : paid === undefined ? book.pdf_price : minorToUnits(paid.minor, paid.decimals);
    const currency = paid === undefined || gift ? 'USD' : paid.currency;
    return {
      id: owned.id,
      client_id: owned.clientId,
      book_id: owned.bookId,
      order_id: owned.orderId,
      date: owned.createdAt.toISOString(),
      book,
      price,
      quantity: 1,
      total_price: price,
      currency,
      gift,
      type: 'digital' as const,
      type_name: digitalTypeName[options.lang],
      downloads_left: left.get(owned.bookId) ?? null,
      reading: page !== null && pages !== null ? { page, pages } : null,
    };
  });
  return { data, total: total ?? data.length };
}

/** `attachment` with an ASCII name for old agents and the real (maybe Arabic) one per RFC 5987. */
export function attachmentHeader(title: string, fallback: string): string {
  const clean = title.replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ').trim() || fallback;
  const ascii = clean.replace(/[^\x20-\x7e]+/g, '_').replace(/_+/g, '_');
  const plain = /[a-z0-9]/i.test(ascii) ? ascii : fallback;
  const encoded = encodeURIComponent(`${clean}.pdf`).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${plain}.pdf"; filename*=UTF-8''${encoded}`;
}

export type Download = { bytes: Uint8Array; contentDisposition: string };

/**
 * The book's PDF stamped for its owner with a code of its own, logged in book_downloads with that
 * code and the order. 404 for an unknown book or a missing file, 403 for a client who does not own
 * it, whose download period has ended or who has used up the download limit.
 */
export async function downloadOwnedPdf(
  db: Db,
  files: Storage,
  rules: DownloadRules,
  request: { client: { id: number; email: string; name: string }; bookId: number; ip: string; lang: Lang },
): Promise<Download> {
  const { client, bookId } = request;
  const book = await findBookFile(db, bookId);
  if (!book) throw notFound();
  if (!(await ownershipOf(db, client.id, bookId)))
    throw new AppError(403, 'not_owner', libraryMessages.notOwner);
  const source = book.pdfFile ? await readOrNull(files, book.pdfFile) : null;
  if (!source) throw new AppError(404, 'no_file', libraryMessages.noFile);
  const code = newCopyCode();
  // The download is counted before the copy is made, under the ownership's lock: two downloads at
  // the same moment cannot both pass the limit. A copy that could not be made is not counted.
  const owned = await db.transaction(async (tx) => {
    const locked = await ownershipOf(tx, client.id, bookId, { lock: true });
    if (!locked) throw new AppError(403, 'not_owner', libraryMessages.notOwner);
    await assertMayDownload(tx, client.id, locked, rules);
    const values = { clientId: client.id, bookId, ip: request.ip, code, orderId: locked.orderId };
    await tx.insert(bookDownloads).values({ ...values, kind: 'download' });
    return locked;
  });
  const licence = { email: client.email, name: client.name, orderId: owned.orderId, code };
  const bytes = await stampPdf(source, licence).catch(async (error: unknown) => {
    await db.delete(bookDownloads).where(eq(bookDownloads.code, code));
    throw error;
  });
  const title = request.lang === 'en' && book.titleEn.trim() ? book.titleEn : book.titleAr;
  return { bytes, contentDisposition: attachmentHeader(title, `book-${book.id}`) };
}
