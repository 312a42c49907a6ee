import { localize, messagesOf } from '#server/i18n/index.ts';
import { BOOK_CSV_COLUMNS, CSV_LIMITS } from '#shared/contract/staff-bulk.ts';
import type { Localized } from '#shared/lang.ts';

/** The known columns, as the refusal of an unknown one lists them. */
const columns: Localized = { ar: BOOK_CSV_COLUMNS.join('، '), en: BOOK_CSV_COLUMNS.join(', ') };

/** What a CSV import says of a file, a line or a cell, in Arabic and English. */
export const csvMessages = {
  ...messagesOf('catalogCsv'),
  unknownColumn: (column: string) => localize('catalogCsv', 'unknownColumn', { column, columns }),
  repeatedColumn: (column: string) => localize('catalogCsv', 'repeatedColumn', { column }),
  tooManyRows: (rows: number) => localize('catalogCsv', 'tooManyRows', { rows, limit: CSV_LIMITS.rows }),
  cellCount: (cells: number, columns: number) => localize('catalogCsv', 'cellCount', { cells, columns }),
  unknownBook: (id: string) => localize('catalogCsv', 'unknownBook', { id }),
  otherBook: (id: number, isbnBook: number) => localize('catalogCsv', 'otherBook', { id, isbnBook }),
  repeatedIsbn: (line: number) => localize('catalogCsv', 'repeatedIsbn', { line }),
  isbnTaken: (book: { id: number; titleAr: string }) =>
    localize('catalogCsv', 'isbnTaken', { id: book.id, title: book.titleAr }),
};
