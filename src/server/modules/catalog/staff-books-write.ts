import type { FastifyRequest } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { type RecordActivity, staffWrite } from '#server/modules/staff/index.ts';
import { AppError, commonMessages } from '#server/plugins/errors.ts';
import type { Localized } from '#shared/lang.ts';
import {
  bookWithIsbn,
  IsbnTaken,
  StockNeedsReason,
  StockUnchanged,
  UnknownReference,
} from './admin-books.ts';
import { bookAtNumber, seriesNumberTaken } from './series-place.ts';
import { isbnTaken, booksMessages as m, stockUnchanged } from './staff-books-messages.ts';

/* A staff write on a book, and the catalogue's refusals as the API's answers. */

const unknownMessages: Record<UnknownReference['fields'][number], Localized> = {
  writer_id: m.unknownWriter,
  category_id: m.unknownCategory,
  cover_type_id: m.unknownCoverType,
  series_id: m.unknownSeries,
};

const invalid = (errors: Record<string, Localized[]>) =>
  new AppError(422, 'validation', commonMessages.validation, errors);

export const wasOrdered = () => new AppError(409, 'book_ordered', m.ordered);

/** The PostgreSQL error code and constraint of a failed query, wherever the driver put them. */
function pgError(error: unknown): { code?: string; constraint?: string } {
  let current = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth++) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) {
      return { code: current.code, constraint: current.constraint as string | undefined };
    }
    current = current.cause as typeof current;
  }
  return {};
}

/**
 * `staffWrite(request, 'catalog', work)`: the write, its activity-log rows and the shop's caches told,
 * with the catalogue's refusals answered as 422 (naming the field) or 409 (naming the book).
 */
export async function bookWrite<T>(
  request: FastifyRequest,
  work: (tx: Db, record: RecordActivity) => Promise<T>,
): Promise<T> {
  try {
    return await staffWrite(request, 'catalog', work);
  } catch (error) {
    if (error instanceof UnknownReference) {
      throw invalid(Object.fromEntries(error.fields.map((field) => [field, [unknownMessages[field]]])));
    }
    if (error instanceof IsbnTaken) throw isbnConflict(error.book);
    if (error instanceof StockNeedsReason) throw invalid({ stock: [m.stockNeedsReason] });
    if (error instanceof StockUnchanged) throw invalid({ stock: [stockUnchanged(error.stock)] });
    const { code, constraint } = pgError(error);
    // Two writes gave the same ISBN at once: the unique index refused the second.
    const isbn = (request.body as { isbn?: unknown } | undefined)?.isbn;
    if (code === '23505' && constraint === 'books_isbn_unique' && typeof isbn === 'string') {
      const holder = await bookWithIsbn(request.server.db, isbn);
      if (holder) throw isbnConflict(holder);
    }
    // Two books were given the same number in a series at once: the unique index refused the second.
    if (code === '23505' && constraint === 'books_series_number_unique') {
      const { series_id: series, series_number: number } = (request.body ?? {}) as Record<string, unknown>;
      const holder =
        typeof series === 'number' && typeof number === 'number'
          ? await bookAtNumber(request.server.db, series, number)
          : undefined;
      if (holder && typeof number === 'number') throw seriesNumberTaken(holder, number);
    }
    // An order took the book while it was being deleted: its line now holds it.
    if (code === '23503' && request.method === 'DELETE') throw wasOrdered();
    throw error;
  }
}

function isbnConflict(book: IsbnTaken['book']) {
  const message = isbnTaken(book);
  return new AppError(409, 'isbn_taken', message, { isbn: [message] });
}
