import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { type BoxSetFormat, boxSets } from '#server/db/schema/box-sets.ts';
import { orderableBooks, type SharedBook, sharedBook } from '#server/modules/catalog/index.ts';
import { soldIn } from './books.ts';
import { bookIdsOf } from './sale.ts';

/*
 * A box set as its share address shows it to link previews and crawlers (decision 096): one switched
 * on, its titles and descriptions in both languages, its price, and the books readers may see, in
 * order, each as the book's own share page has it (cover, ISBN, stock, prices in force).
 */

export type SharedBoxSet = {
  id: number;
  titleAr: string;
  titleEn: string;
  descriptionAr: string;
  descriptionEn: string;
  format: BoxSetFormat;
  priceCents: number;
  /** Sold today: two books or more, every one of them shown and sold in the box set's format. */
  sellable: boolean;
  books: SharedBook[];
};

/** The box set `id` as its share page shows it; undefined when unknown or switched off. */
export async function sharedBoxSet(db: Db, id: number): Promise<SharedBoxSet | undefined> {
  const [row] = await db
    .select({
      id: boxSets.id,
      titleAr: boxSets.titleAr,
      titleEn: boxSets.titleEn,
      descriptionAr: boxSets.descriptionAr,
      descriptionEn: boxSets.descriptionEn,
      format: boxSets.format,
      priceCents: boxSets.priceCents,
    })
    .from(boxSets)
    .where(and(eq(boxSets.id, id), eq(boxSets.active, true)));
  if (!row) return undefined;
  const bookIds = (await bookIdsOf(db, [id])).get(id) ?? [];
  const found = await Promise.all(bookIds.map((bookId) => sharedBook(db, bookId)));
  const books = found.filter((book) => book !== undefined);
  const sold = await orderableBooks(db, bookIds);
  const sellable =
    bookIds.length >= 2 &&
    sold.length === bookIds.length &&
    sold.every((book) => soldIn(book, row.format) && (!book.comingSoon || book.preorderOpen));
  return { ...row, sellable, books };
}

/** The box sets switched on, by id, with when each last changed: what the sitemap lists. */
export async function listedBoxSets(db: Db): Promise<{ id: number; updatedAt: Date }[]> {
  return db
    .select({ id: boxSets.id, updatedAt: boxSets.updatedAt })
    .from(boxSets)
    .where(eq(boxSets.active, true))
    .orderBy(asc(boxSets.id));
}
