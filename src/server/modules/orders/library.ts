import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { bookDownloads, orderLines, pdfOwnerships } from '#server/db/schema/orders.ts';
import { booksForOrder, findBookFile } from '#server/modules/catalog/index.ts';
import { AppError, notFound } from '#server/plugins/errors.ts';
import { stampPdf } from '#server/services/pdf-stamp.ts';
import type { Storage } from '#server/services/storage.ts';
import type { OrderBook, PdfOwnership } from '#shared/contract/orders.ts';
import type { Lang } from '#shared/lang.ts';
import { centsToDollars } from '#shared/price.ts';
import { orderMessages, typeNames } from './messages.ts';
import { readPrivateFile } from './private-files.ts';

/* The client's PDFs: what they own (my books, the owned check) and the stamped download. */

export async function listOwnedPdfs(
  db: Db,
  clientId: number,
  options: { bookId?: number; page?: { number: number; size: number }; lang: Lang },
): Promise<{ data: PdfOwnership[]; total: number }> {
  const where = and(
    eq(pdfOwnerships.clientId, clientId),
    options.bookId === undefined ? undefined : eq(pdfOwnerships.bookId, options.bookId),
  );
  const query = db
    .select({ owned: pdfOwnerships, priceCents: orderLines.unitPriceCents })
    .from(pdfOwnerships)
    .leftJoin(
      orderLines,
      and(eq(orderLines.orderId, pdfOwnerships.orderId), eq(orderLines.bookId, pdfOwnerships.bookId)),
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
  const data = rows.map(({ owned, priceCents }) => {
    const book = books.get(owned.bookId) as OrderBook;
    const price = priceCents === null ? book.pdf_price : centsToDollars(priceCents);
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
      type: 'digital' as const,
      type_name: typeNames.digital[options.lang],
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
 * The book's PDF stamped for its owner, logged in book_downloads. 404 for an unknown book or a
 * missing file, 403 for a client who does not own it or has used up the download limit.
 */
export async function downloadOwnedPdf(
  db: Db,
  files: Storage,
  downloadLimit: number,
  request: { client: { id: number; email: string; name: string }; bookId: number; ip: string; lang: Lang },
): Promise<Download> {
  const { client, bookId } = request;
  const book = await findBookFile(db, bookId);
  if (!book) throw notFound();
  const [owned] = await db
    .select({ orderId: pdfOwnerships.orderId })
    .from(pdfOwnerships)
    .where(and(eq(pdfOwnerships.clientId, client.id), eq(pdfOwnerships.bookId, bookId)));
  if (!owned) throw new AppError(403, 'not_owner', orderMessages.notOwner);
  if (downloadLimit > 0) {
    const [{ used }] = await db
      .select({ used: count() })
      .from(bookDownloads)
      .where(and(eq(bookDownloads.clientId, client.id), eq(bookDownloads.bookId, bookId)));
    if (used >= downloadLimit) throw new AppError(403, 'download_limit', orderMessages.downloadLimit);
  }
  const source = book.pdfFile ? await readPrivateFile(files, book.pdfFile) : null;
  if (!source) throw new AppError(404, 'no_file', orderMessages.noFile);
  const bytes = await stampPdf(source, { email: client.email, name: client.name, orderId: owned.orderId });
  await db.insert(bookDownloads).values({ clientId: client.id, bookId, ip: request.ip });
  const title = request.lang === 'en' && book.titleEn.trim() ? book.titleEn : book.titleAr;
  return { bytes, contentDisposition: attachmentHeader(title, `book-${book.id}`) };
}
