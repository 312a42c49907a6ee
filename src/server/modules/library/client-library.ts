import { desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { bookDownloads, pdfOwnerships } from '#server/db/schema/library.ts';
import { booksForOrder } from '#server/modules/catalog/index.ts';
import type { ClientBook, ClientDownload } from '#shared/contract/staff-clients.ts';
import { type DownloadRules, downloadsUsed } from './download-controls.ts';

/* One client's PDFs as staff see them on the client's page: what they own and each copy made. */

/** Books by id with both their titles (`booksForOrder` gives title_ar and title_en in any language). */
const titles = (db: Db, bookIds: number[]) => booksForOrder(db, bookIds, 'ar');

/** The PDFs the client owns, newest first, with the order that gave each and the downloads used. */
export async function ownedBooksOf(db: Db, clientId: number, rules: DownloadRules): Promise<ClientBook[]> {
  const rows = await db
    .select()
    .from(pdfOwnerships)
    .where(eq(pdfOwnerships.clientId, clientId))
    .orderBy(desc(pdfOwnerships.createdAt), desc(pdfOwnerships.id));
  const books = await titles(
    db,
    rows.map((row) => row.bookId),
  );
  const used = await downloadsUsed(db, clientId, rows);
  return rows.map((row) => ({
    book_id: row.bookId,
    title_ar: books.get(row.bookId)?.title_ar ?? '',
    title_en: books.get(row.bookId)?.title_en ?? '',
    order_id: row.orderId,
    date: row.createdAt.toISOString(),
    downloads_used: used.get(row.bookId) ?? 0,
    download_limit: rules.limit > 0 ? rules.limit : null,
    downloads_reset_at: row.downloadsResetAt?.toISOString() ?? null,
  }));
}

/** The client's latest copies, newest first: which book, when, from which address, its code, kind and order. */
export async function downloadsOf(db: Db, clientId: number, limit: number): Promise<ClientDownload[]> {
  const rows = await db
    .select()
    .from(bookDownloads)
    .where(eq(bookDownloads.clientId, clientId))
    .orderBy(desc(bookDownloads.id))
    .limit(limit);
  const books = await titles(
    db,
    rows.map((row) => row.bookId),
  );
  return rows.map((row) => ({
    id: row.id,
    book_id: row.bookId,
    title_ar: books.get(row.bookId)?.title_ar ?? '',
    title_en: books.get(row.bookId)?.title_en ?? '',
    ip: row.ip,
    created_at: row.createdAt.toISOString(),
    code: row.code,
    kind: row.kind,
    order_id: row.orderId,
  }));
}
