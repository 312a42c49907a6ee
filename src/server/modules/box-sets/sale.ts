import { asc, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { type BoxSetFormat, boxSetBooks, boxSets } from '#server/db/schema/box-sets.ts';

/*
 * What selling a box set needs of this module (decision 096): the box sets an order names, with their
 * books in order; in the order's transaction, with their rows share-locked, so that staff changing a
 * box set's price or books wait for the order's commit and the order is charged what it read.
 */

export type SaleBoxSet = {
  id: number;
  titleAr: string;
  titleEn: string;
  format: BoxSetFormat;
  priceCents: number;
  active: boolean;
  /** Its books, in the order the box set shows them. */
  bookIds: number[];
};

/** The books of each of the box sets, in order, by box set id. */
export async function bookIdsOf(db: Db, ids: number[]): Promise<Map<number, number[]>> {
  const byBoxSet = new Map<number, number[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byBoxSet;
  const rows = await db
    .select({ boxSetId: boxSetBooks.boxSetId, bookId: boxSetBooks.bookId })
    .from(boxSetBooks)
    .where(inArray(boxSetBooks.boxSetId, ids))
    .orderBy(asc(boxSetBooks.boxSetId), asc(boxSetBooks.position));
  for (const row of rows) byBoxSet.get(row.boxSetId)?.push(row.bookId);
  return byBoxSet;
}

const saleColumns = {
  id: boxSets.id,
  titleAr: boxSets.titleAr,
  titleEn: boxSets.titleEn,
  format: boxSets.format,
  priceCents: boxSets.priceCents,
  active: boxSets.active,
};

/**
 * The box sets among `ids` that exist, switched on or not, with their books. With `lock`, their rows
 * are share-locked until the end of the caller's transaction, in ascending id order.
 */
export async function boxSetsForSale(db: Db, ids: number[], lock = false): Promise<Map<number, SaleBoxSet>> {
  if (ids.length === 0) return new Map();
  const query = db
    .select(saleColumns)
    .from(boxSets)
    .where(inArray(boxSets.id, [...new Set(ids)]))
    .orderBy(asc(boxSets.id));
  const rows = lock ? await query.for('share') : await query;
  const books = await bookIdsOf(
    db,
    rows.map((row) => row.id),
  );
  return new Map(rows.map((row) => [row.id, { ...row, bookIds: books.get(row.id) ?? [] }]));
}
