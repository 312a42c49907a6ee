import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { bookSeries, books, writers } from '#server/db/schema/catalog.ts';
import type { Series } from '#shared/contract/catalog.ts';
import { type Lang, localized } from '#shared/lang.ts';
import { presentNamed } from './present.ts';

/* Series of books read in order, as readers see them: the books shown, by their number. */

export async function findSeries(db: Db, id: number, lang: Lang): Promise<Series | null> {
  const [series] = await db.select().from(bookSeries).where(eq(bookSeries.id, id));
  return series ? withBooks(db, series, lang) : null;
}

type SeriesRow = typeof bookSeries.$inferSelect;

/** The series as readers see it: its shown books by number, out of how many, and their writers. */
async function withBooks(db: Db, series: SeriesRow, lang: Lang): Promise<Series> {
  const rows = await db
    .select({
      id: books.id,
      number: books.seriesNumber,
      titleAr: books.titleAr,
      titleEn: books.titleEn,
      active: books.active,
      writerId: writers.id,
      writerAr: writers.nameAr,
      writerEn: writers.nameEn,
    })
    .from(books)
    .leftJoin(writers, eq(writers.id, books.writerId))
    .where(eq(books.seriesId, series.id))
    .orderBy(asc(books.seriesNumber));
  const shown = rows.filter((row) => row.active);
  const writersOf = new Map<number, { id: number; nameAr: string; nameEn: string }>();
  for (const row of shown) {
    if (row.writerId !== null)
      writersOf.set(row.writerId, { id: row.writerId, nameAr: row.writerAr!, nameEn: row.writerEn! });
  }
  return {
    id: series.id,
    ...localized(lang, 'name', series.nameAr, series.nameEn),
    books: shown.map((row) => ({
      id: row.id,
      number: row.number!,
      ...localized(lang, 'title', row.titleAr, row.titleEn),
    })),
    total: rows.length,
    writers: [...writersOf.values()].map((writer) => presentNamed(writer, lang)),
  };
}

/** The series a shown book belongs to, with its number; null outside any series, undefined for no such book. */
export async function seriesOfBook(
  db: Db,
  bookId: number,
  lang: Lang,
): Promise<(Series & { number: number }) | null | undefined> {
  const [book] = await db
    .select({ number: books.seriesNumber, series: bookSeries })
    .from(books)
    .leftJoin(bookSeries, eq(bookSeries.id, books.seriesId))
    .where(and(eq(books.id, bookId), sql`${books.active}`));
  if (!book) return undefined;
  if (book.series === null || book.number === null) return null;
  return { ...(await withBooks(db, book.series, lang)), number: book.number };
}

/** The series the writer's shown books belong to, by id; undefined for no such writer. */
export async function seriesOfWriter(db: Db, writerId: number, lang: Lang) {
  const rows = await db
    .selectDistinct({ id: bookSeries.id, nameAr: bookSeries.nameAr, nameEn: bookSeries.nameEn })
    .from(writers)
    .leftJoin(books, and(eq(books.writerId, writers.id), isNotNull(books.seriesId), sql`${books.active}`))
    .leftJoin(bookSeries, eq(bookSeries.id, books.seriesId))
    .where(eq(writers.id, writerId))
    .orderBy(asc(bookSeries.id));
  if (rows.length === 0) return undefined;
  return rows.flatMap((row) =>
    row.id === null ? [] : [{ id: row.id, ...localized(lang, 'name', row.nameAr!, row.nameEn!) }],
  );
}
