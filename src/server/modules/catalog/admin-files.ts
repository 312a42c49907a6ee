import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { books, type CoverVariant } from '#server/db/schema/catalog.ts';

/*
 * A book's files as the back office sets them: the cover (a JPEG fallback key and its resized copies)
 * and the full PDF (a private storage key). The files are stored by the caller first; these point the
 * book at them inside the caller's transaction and answer what it pointed at before, so that the old
 * files are removed only once the book no longer needs them.
 */

export type BookCover = { image: string | null; imageVariants: CoverVariant[] | null };

/** The book's current files, or null when there is no such book (shown or hidden). */
export async function bookFiles(
  db: Db,
  id: number,
): Promise<(BookCover & { pdfFile: string | null }) | null> {
  const [row] = await db
    .select({ image: books.image, imageVariants: books.imageVariants, pdfFile: books.pdfFile })
    .from(books)
    .where(eq(books.id, id));
  return row ?? null;
}

/** The book's row, locked until the transaction ends: two uploads for one book take turns. */
async function lockedFiles(tx: Db, id: number) {
  const [row] = await tx
    .select({ image: books.image, imageVariants: books.imageVariants, pdfFile: books.pdfFile })
    .from(books)
    .where(eq(books.id, id))
    .for('update');
  return row ?? null;
}

/** Points the book at its new cover; answers the cover it had, or null when there is no such book. */
export async function setBookCover(tx: Db, id: number, cover: BookCover): Promise<BookCover | null> {
  const before = await lockedFiles(tx, id);
  if (!before) return null;
  await tx
    .update(books)
    .set({ image: cover.image, imageVariants: cover.imageVariants, updatedAt: sql`now()` })
    .where(eq(books.id, id));
  return { image: before.image, imageVariants: before.imageVariants };
}

/** Points the book at its new full PDF; answers the key it had, or null when there is no such book. */
export async function setBookPdf(
  tx: Db,
  id: number,
  pdfFile: string,
): Promise<{ pdfFile: string | null } | null> {
  const before = await lockedFiles(tx, id);
  if (!before) return null;
  await tx.update(books).set({ pdfFile, updatedAt: sql`now()` }).where(eq(books.id, id));
  return { pdfFile: before.pdfFile };
}
