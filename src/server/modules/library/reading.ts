import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { readingPositions } from '#server/db/schema/library.ts';
import { AppError } from '#server/plugins/errors.ts';
import type { Reading, ReadingBody } from '#shared/contract/reading.ts';
import { ownershipOf } from './library.ts';
import { libraryMessages, readingPageMessage } from './messages.ts';

/* The last page a reader read of a book they own, one row per client and book, for every device. */

const noPlace: Reading = { page: null, pages: null, updated_at: null };

async function assertOwner(db: Db, clientId: number, bookId: number) {
  if (!(await ownershipOf(db, clientId, bookId))) {
    throw new AppError(403, 'not_owner', libraryMessages.notOwner);
  }
}

const where = (clientId: number, bookId: number) =>
  and(eq(readingPositions.clientId, clientId), eq(readingPositions.bookId, bookId));

const present = (row: typeof readingPositions.$inferSelect): Reading => ({
  page: row.page,
  pages: row.pages,
  updated_at: row.updatedAt.toISOString(),
});

/** Where the reader left the book; all null before they first read it. */
export async function readingOf(db: Db, clientId: number, bookId: number): Promise<Reading> {
  await assertOwner(db, clientId, bookId);
  const [row] = await db.select().from(readingPositions).where(where(clientId, bookId));
  return row ? present(row) : noPlace;
}

/** Keeps the page the reader is on; 422 when it is not one of the book's `pages`. */
export async function saveReading(db: Db, clientId: number, bookId: number, body: ReadingBody) {
  await assertOwner(db, clientId, bookId);
  if (body.page > body.pages) {
    const message = readingPageMessage(body.pages);
    throw new AppError(422, 'page_out_of_range', message, { page: [message] });
  }
  const now = new Date();
  const [row] = await db
    .insert(readingPositions)
    .values({ clientId, bookId, page: body.page, pages: body.pages, updatedAt: now })
    .onConflictDoUpdate({
      target: [readingPositions.clientId, readingPositions.bookId],
      set: { page: body.page, pages: body.pages, updatedAt: now },
    })
    .returning();
  return present(row);
}

export type ReadingPlace = { book_id: number; page: number; pages: number; updated_at: string };

/** Every place the reader keeps in their books, for the copy of their data (decision 085). */
export async function readingDataOf(db: Db, clientId: number): Promise<ReadingPlace[]> {
  const rows = await db
    .select()
    .from(readingPositions)
    .where(eq(readingPositions.clientId, clientId))
    .orderBy(asc(readingPositions.bookId));
  return rows.map((row) => ({ book_id: row.bookId, ...present(row) }) as ReadingPlace);
}
