import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { writers } from '#server/db/schema/catalog.ts';
import type { WriterPage, WritersQuery } from '#shared/contract/catalog.ts';
import type { Lang } from '#shared/lang.ts';
import { presentNamed } from './present.ts';
import { writerNameMatches } from './search.ts';

/* The writers as readers see them: the list (searched by name) and each writer's own page. */

/** The writer's books a reader may see: shown ones, on sale or coming soon. */
const shownBooks = sql<number>`(SELECT count(*) FROM books b WHERE b.writer_id = writers.id AND b.active)`;

/** A writer as their page and their share page show them: names, life, biography, photo. */
export const writerLife = {
  id: writers.id,
  nameAr: writers.nameAr,
  nameEn: writers.nameEn,
  bioAr: writers.bioAr,
  bioEn: writers.bioEn,
  bornYear: writers.bornYear,
  diedYear: writers.diedYear,
  photo: writers.photo,
};

export async function listWriters(db: Db, query: WritersQuery, lang: Lang) {
  const rows = await db
    .select({ id: writers.id, nameAr: writers.nameAr, nameEn: writers.nameEn })
    .from(writers)
    .where(query.search === undefined ? undefined : writerNameMatches(query.search))
    .orderBy(asc(writers.id));
  return rows.map((row) => presentNamed(row, lang));
}

export async function findWriterPage(db: Db, id: number, lang: Lang): Promise<WriterPage | null> {
  const [row] = await db
    .select({ ...writerLife, booksCount: shownBooks.mapWith(Number) })
    .from(writers)
    .where(eq(writers.id, id));
  if (!row) return null;
  return {
    ...presentNamed(row, lang),
    bio_ar: row.bioAr,
    bio_en: row.bioEn,
    born_year: row.bornYear,
    died_year: row.diedYear,
    photo: row.photo,
    books_count: row.booksCount,
  };
}
