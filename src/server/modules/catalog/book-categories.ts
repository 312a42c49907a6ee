import { inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { books } from '#server/db/schema/catalog.ts';

/** The category of each book among `ids` (null for a book in none), by id: what a coupon's limits ask. */
export async function bookCategoryIds(db: Db, ids: number[]): Promise<Map<number, number | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: books.id, categoryId: books.categoryId })
    .from(books)
    .where(inArray(books.id, ids));
  return new Map(rows.map((row) => [row.id, row.categoryId]));
}
