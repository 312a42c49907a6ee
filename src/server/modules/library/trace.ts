import { desc, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { bookDownloads } from '#server/db/schema/library.ts';
import { booksForOrder } from '#server/modules/catalog/index.ts';
import { clientNamesByIds } from '#server/modules/clients/index.ts';
import type { TracedCopy } from '#shared/contract/staff-trace.ts';
import type { Lang } from '#shared/lang.ts';

/*
 * A leaked copy named by its code (decision 059): each copy the shop stamps is one book_downloads row
 * whose code is written invisibly on every page, so a code read back from a suspect file or passage
 * names the buyer, the order, the book, and when and from which address the copy was made.
 */

/** The copy of the first of `codes` the shop made (they come in the order they were met), or null. */
export async function traceCopy(
  db: Db,
  codes: string[],
  lang: Lang,
): Promise<(TracedCopy & { id: number }) | null> {
  if (codes.length === 0) return null;
  const rows = await db
    .select()
    .from(bookDownloads)
    .where(inArray(bookDownloads.code, codes))
    .orderBy(desc(bookDownloads.id));
  const row = codes.map((code) => rows.find((r) => r.code === code)).find(Boolean);
  if (!row?.code) return null;
  // One after the other: in a transaction both go through the same connection.
  const clients = await clientNamesByIds(db, [row.clientId]);
  const books = await booksForOrder(db, [row.bookId], lang);
  const client = clients.get(row.clientId);
  const book = books.get(row.bookId);
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    client_id: row.clientId,
    client_name: client?.name ?? '',
    client_email: client?.email ?? '',
    order_id: row.orderId,
    book_id: row.bookId,
    title_ar: book?.title_ar ?? '',
    title_en: book?.title_en ?? '',
    created_at: row.createdAt.toISOString(),
    ip: row.ip,
  };
}
