import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { boxSetBooks, boxSets } from '#server/db/schema/box-sets.ts';
import { booksForOrder, orderableBooks } from '#server/modules/catalog/index.ts';
import type { BoxSet } from '#shared/contract/box-sets.ts';
import { type Lang, localized } from '#shared/lang.ts';
import { centsToDollars } from '#shared/price.ts';
import { priceIn, soldIn } from './books.ts';
import { bookIdsOf } from './sale.ts';

/*
 * Box sets as the shop shows them: one switched on, with its books in order (their covers and their
 * own prices today) and what it saves against buying them one by one.
 */

/** The box set `id` as its page shows it, or null when there is none on sale. */
export async function publicBoxSet(db: Db, id: number, lang: Lang): Promise<BoxSet | null> {
  const [row] = await db
    .select()
    .from(boxSets)
    .where(and(eq(boxSets.id, id), eq(boxSets.active, true)));
  if (!row) return null;
  const bookIds = (await bookIdsOf(db, [id])).get(id) ?? [];
  const shown = await booksForOrder(db, bookIds, lang);
  const sold = new Map((await orderableBooks(db, bookIds)).map((book) => [book.id, book]));
  const books = bookIds.flatMap((bookId) => {
    const book = shown.get(bookId);
    const priced = sold.get(bookId);
    if (!book || !priced) return [];
    const { title, title_ar, title_en, files } = book;
    return [
      { id: bookId, title, title_ar, title_en, files, price: centsToDollars(priceIn(priced, row.format)) },
    ];
  });
  const partsCents = bookIds.reduce((sum, bookId) => {
    const priced = sold.get(bookId);
    return sum + (priced ? priceIn(priced, row.format) : 0);
  }, 0);
  const available =
    bookIds.length >= 2 &&
    bookIds.every((bookId) => {
      const priced = sold.get(bookId);
      return (
        priced !== undefined && soldIn(priced, row.format) && (!priced.comingSoon || priced.preorderOpen)
      );
    });
  return {
    id: row.id,
    ...localized(lang, 'title', row.titleAr, row.titleEn),
    ...localized(lang, 'description', row.descriptionAr, row.descriptionEn),
    format: row.format,
    price: centsToDollars(row.priceCents),
    parts_price: centsToDollars(partsCents),
    saving: centsToDollars(Math.max(0, partsCents - row.priceCents)),
    available,
    books,
  };
}

/** The box sets on sale that hold book `bookId`, by title. */
export async function bookBoxSets(db: Db, bookId: number, lang: Lang) {
  const holding = db
    .select({ id: boxSetBooks.boxSetId })
    .from(boxSetBooks)
    .where(eq(boxSetBooks.bookId, bookId));
  const rows = await db
    .select({ id: boxSets.id, titleAr: boxSets.titleAr, titleEn: boxSets.titleEn, format: boxSets.format })
    .from(boxSets)
    .where(and(eq(boxSets.active, true), inArray(boxSets.id, holding)))
    .orderBy(asc(boxSets.id));
  return rows.map((row) => ({
    id: row.id,
    ...localized(lang, 'title', row.titleAr, row.titleEn),
    format: row.format,
  }));
}
