import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { books } from '#server/db/schema/catalog.ts';

/*
 * A coming-soon book open for pre-order (decision 056): readers order it now, printed copies and PDFs
 * reach them on release. Staff open it with a release date; the release (staff's button, or the date
 * reached) is claimed by one guarded UPDATE, so that whichever process claims it does the release's
 * work once, in the claim's transaction.
 */

export type PreorderState = {
  id: number;
  titleAr: string;
  titleEn: string;
  comingSoon: boolean;
  preorderOpen: boolean;
  releaseAt: Date | null;
};

const stateColumns = {
  id: books.id,
  titleAr: books.titleAr,
  titleEn: books.titleEn,
  comingSoon: books.comingSoon,
  preorderOpen: books.preorderOpen,
  releaseAt: books.releaseAt,
};

/** A book's pre-order state, locked for the caller's transaction with `lock`; undefined when no such book. */
export async function findPreorderState(
  db: Db,
  id: number,
  lock = false,
): Promise<PreorderState | undefined> {
  const query = db.select(stateColumns).from(books).where(eq(books.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Thrown by `setPreorder` with the reason: not a coming-soon book, no release date, a date gone by. */
export class PreorderRefused extends Error {
  constructor(readonly reason: 'notComingSoon' | 'releaseDateNeeded' | 'releaseDatePast') {
    super(reason);
  }
}

/**
 * Opens or closes the pre-order of a coming-soon book and sets its release date; answers the state
 * before and after, or undefined when there is no such book. Opening needs a date to come.
 */
export async function setPreorder(
  tx: Db,
  id: number,
  input: { open: boolean; releaseAt: Date | null },
  now = new Date(),
) {
  const before = await findPreorderState(tx, id, true);
  if (!before) return undefined;
  if (!before.comingSoon) throw new PreorderRefused('notComingSoon');
  if (input.open && !input.releaseAt) throw new PreorderRefused('releaseDateNeeded');
  const dateChanged = input.releaseAt?.getTime() !== before.releaseAt?.getTime();
  if (input.releaseAt && dateChanged && input.releaseAt <= now) throw new PreorderRefused('releaseDatePast');
  const [after] = await tx
    .update(books)
    .set({ preorderOpen: input.open, releaseAt: input.releaseAt, updatedAt: sql`now()` })
    .where(eq(books.id, id))
    .returning(stateColumns);
  return { before, after };
}

/**
 * Claims the release of a coming-soon book: it stops being coming soon and its pre-order closes. True
 * for the one caller whose UPDATE changed the row; every other caller (another process, a second
 * press) waits on the row lock, then finds the book out already and gets false.
 */
export async function claimRelease(tx: Db, id: number): Promise<boolean> {
  const rows = await tx
    .update(books)
    .set({
      comingSoon: false,
      preorderOpen: false,
      releaseAt: sql`coalesce(${books.releaseAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(books.id, id), eq(books.comingSoon, true)))
    .returning({ id: books.id });
  return rows.length > 0;
}

/** The coming-soon books open for pre-order whose release date has come, by id. */
export async function dueReleases(db: Db, now = new Date()): Promise<number[]> {
  const rows = await db
    .select({ id: books.id })
    .from(books)
    .where(
      and(
        eq(books.comingSoon, true),
        eq(books.preorderOpen, true),
        isNotNull(books.releaseAt),
        lte(books.releaseAt, now),
      ),
    )
    .orderBy(books.id);
  return rows.map((row) => row.id);
}

/**
 * Of the books among `ids`, those still to come (coming soon), with their titles. With `lock`, every
 * book among `ids` is share-locked for the caller's transaction: a release waits for it to commit, and
 * it waits for a release under way, so that what it read stays true until it commits.
 */
export async function unreleasedBooks(db: Db, ids: number[], lock = false) {
  if (ids.length === 0) return [];
  const query = db
    .select({
      id: books.id,
      titleAr: books.titleAr,
      titleEn: books.titleEn,
      comingSoon: books.comingSoon,
      releaseAt: books.releaseAt,
    })
    .from(books)
    .where(inArray(books.id, ids))
    .orderBy(books.id);
  const rows = lock ? await query.for('share') : await query;
  return rows.filter((row) => row.comingSoon);
}
