import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { books } from '#server/db/schema/catalog.ts';
import { localize } from '#server/i18n/index.ts';
import { AppError, commonMessages } from '#server/plugins/errors.ts';
import { booksMessages as m } from './staff-books-messages.ts';

/*
 * A book's place in a series: the series and the number together or neither, and one book per number
 * (the table's unique index holds it against two writes at once; bookWrite answers that one the same).
 */

type Place = { series_id?: number | null; series_number?: number | null };

/** 409 naming the book that has this number in the series already. */
export function seriesNumberTaken(book: { id: number; titleAr: string; titleEn: string }, number: number) {
  const message = localize('backofficeBooks', 'seriesNumberTaken', {
    number,
    id: book.id,
    title: { ar: book.titleAr, en: book.titleEn.trim() || book.titleAr },
  });
  return new AppError(409, 'series_number_taken', message, { series_number: [message] });
}

/** The other book holding `number` in the series, if any. */
export async function bookAtNumber(db: Db, seriesId: number, number: number, exceptId?: number) {
  const [book] = await db
    .select({ id: books.id, titleAr: books.titleAr, titleEn: books.titleEn })
    .from(books)
    .where(
      and(
        eq(books.seriesId, seriesId),
        eq(books.seriesNumber, number),
        exceptId === undefined ? undefined : ne(books.id, exceptId),
      ),
    )
    .limit(1);
  return book;
}

/** Refuses a place that is half given (422 on the missing field) or a number another book holds (409). */
export async function checkSeriesPlace(db: Db, place: Place, exceptId?: number) {
  const series = place.series_id ?? null;
  const number = place.series_number ?? null;
  if (series === null && number === null) return;
  if (series === null) {
    throw new AppError(422, 'validation', commonMessages.validation, { series_id: [m.seriesNeeded] });
  }
  if (number === null) {
    throw new AppError(422, 'validation', commonMessages.validation, {
      series_number: [m.seriesNumberNeeded],
    });
  }
  const holder = await bookAtNumber(db, series, number, exceptId);
  if (holder) throw seriesNumberTaken(holder, number);
}
