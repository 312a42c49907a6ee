import { asc, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { books } from '#server/db/schema/catalog.ts';

/* The catalogue at a glance, for the console's dashboard. */

export async function catalogOverview(db: Db, lowStockThreshold: number) {
  const sellsPrint = sql`${books.active} AND ${books.hardcopyPriceCents} > 0`;
  // Running low: some copies left, fewer than the threshold. Sold out (none left) is counted apart, and
  // the list under the low-stock figure holds the books that figure counts.
  const runningLow = sql`${sellsPrint} AND ${books.stock} > 0 AND ${books.stock} < ${lowStockThreshold}`;
  const [counts] = await db
    .select({
      onSale: sql<number>`count(*) FILTER (WHERE ${books.active})::int`,
      hidden: sql<number>`count(*) FILTER (WHERE NOT ${books.active})::int`,
      outOfStock: sql<number>`count(*) FILTER (WHERE ${sellsPrint} AND ${books.stock} = 0)::int`,
      lowStock: sql<number>`count(*) FILTER (WHERE ${runningLow})::int`,
      pdfWithoutFile: sql<number>`count(*) FILTER (WHERE ${books.active} AND ${books.pdfPriceCents} > 0 AND ${books.pdfFile} IS NULL)::int`,
      withoutCover: sql<number>`count(*) FILTER (WHERE ${books.active} AND ${books.image} IS NULL)::int`,
    })
    .from(books);
  const fewest = await db
    .select({ id: books.id, title_ar: books.titleAr, title_en: books.titleEn, stock: books.stock })
    .from(books)
    .where(runningLow)
    .orderBy(asc(books.stock), asc(books.id))
    .limit(8);
  return { counts: counts!, fewest };
}
