import { inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import * as s from '#server/db/schema/index.ts';
import * as data from './data/index.ts';

/*
 * The demo's rights list (decision 094): a few books by the house's living writers offered for
 * translation, so that the rights catalogue shows a real one. Their pitches are demo rows, written
 * again by every seed; the first of the list is the last added, as the catalogue orders them.
 */
export async function seedRightsTitles(db: Db): Promise<void> {
  const isbns = data.rightsTitles.map((title) => title.isbn);
  const found = await db
    .select({ id: s.books.id, isbn: s.books.isbn })
    .from(s.books)
    .where(inArray(s.books.isbn, isbns));
  const idOf = new Map(found.map((book) => [book.isbn, book.id]));
  const rows = data.rightsTitles.flatMap(({ isbn, noteAr, noteEn, sold }, i) => {
    const bookId = idOf.get(isbn);
    return bookId ? [{ bookId, noteAr, noteEn, sold, addedAt: new Date(Date.UTC(2026, 2, 10 - i, 9)) }] : [];
  });
  if (rows.length === 0) return;
  await db
    .insert(s.rightsTitles)
    .values(rows)
    .onConflictDoUpdate({
      target: s.rightsTitles.bookId,
      set: {
        noteAr: sql`excluded.note_ar`,
        noteEn: sql`excluded.note_en`,
        sold: sql`excluded.sold`,
        addedAt: sql`excluded.added_at`,
      },
    });
}
