import { localize, messagesOf } from '#server/i18n/index.ts';
import type { Localized } from '#shared/lang.ts';

/** What the back office's book routes say, in Arabic and English. */
export const booksMessages = messagesOf(
  'backofficeBooks',
  'isbnTaken',
  'stockUnchanged',
  'stockChanged',
  'seriesNumberTaken',
);

const title = (book: { titleAr: string; titleEn: string }) => ({
  ar: book.titleAr,
  en: book.titleEn.trim() || book.titleAr,
});

/** 409: another book has this ISBN; names it. */
export function isbnTaken(book: { id: number; titleAr: string; titleEn: string }): Localized {
  return localize('backofficeBooks', 'isbnTaken', { id: book.id, title: title(book) });
}

export function stockUnchanged(stock: number): Localized {
  return localize('backofficeBooks', 'stockUnchanged', { stock });
}

export function stockChanged(stock: number): Localized {
  return localize('backofficeBooks', 'stockChanged', { stock });
}
