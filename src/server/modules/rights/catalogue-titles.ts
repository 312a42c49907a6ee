import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { rightsTitles } from '#server/db/schema/rights.ts';
import type { RightsTitleBody } from '#shared/contract/rights-catalogue.ts';

/*
 * The rights list (decision 094): which books the house offers for translation, with a pitch in each
 * language and the rights already sold. A book leaves the list when it is deleted from the catalogue.
 */

export type RightsTitleRow = typeof rightsTitles.$inferSelect;

/** The list, the books added last first. */
export function listRightsTitles(db: Db): Promise<RightsTitleRow[]> {
  return db.select().from(rightsTitles).orderBy(desc(rightsTitles.addedAt), desc(rightsTitles.bookId));
}

export async function findRightsTitle(db: Db, bookId: number): Promise<RightsTitleRow | undefined> {
  const [row] = await db.select().from(rightsTitles).where(eq(rightsTitles.bookId, bookId));
  return row;
}

/** The fields of the body that were sent, as the table names them. */
function changesOf(body: RightsTitleBody) {
  return {
    ...(body.note_ar === undefined ? {} : { noteAr: body.note_ar }),
    ...(body.note_en === undefined ? {} : { noteEn: body.note_en }),
    ...(body.sold === undefined ? {} : { sold: body.sold }),
  };
}

/**
 * Puts the book on the list or changes its entry: the fields sent replace the stored ones, the others
 * stay (blank on a new entry). Answers the entry before (undefined when it is new) and after.
 */
export async function putRightsTitle(tx: Db, bookId: number, body: RightsTitleBody) {
  const [before] = await tx.select().from(rightsTitles).where(eq(rightsTitles.bookId, bookId)).for('update');
  const changes = changesOf(body);
  const [after] = await tx
    .insert(rightsTitles)
    .values({ bookId, ...changes })
    // Two members adding the book at once: the second one's fields change the first one's entry.
    .onConflictDoUpdate({ target: rightsTitles.bookId, set: { ...changes, updatedAt: sql`now()` } })
    .returning();
  return { before, after: after! };
}

/** Takes the book off the list; answers its entry as it was, or undefined when it was not on it. */
export async function removeRightsTitle(tx: Db, bookId: number): Promise<RightsTitleRow | undefined> {
  const [row] = await tx.delete(rightsTitles).where(eq(rightsTitles.bookId, bookId)).returning();
  return row;
}
