import type { Book } from '#shared/contract/catalog.ts';
import { type Lang, textIn } from '#shared/lang.ts';
import { dollarsToCents } from '#shared/price.ts';

/* How every page shows a book: its title, its cover and its price in a format. */

/** A book's title in the page's language; the Arabic one when no English title was written. */
export function titleIn(lang: Lang, book: { title_ar: string; title_en: string }): string {
  return textIn(lang, book.title_ar, book.title_en);
}

/** The cover's file name, from either spelling of spec §3. */
export function coverOf(book: {
  files: { image: { file_name: string }[]; columns: { image: { file_name: string }[] } };
}) {
  return book.files.columns.image[0]?.file_name ?? book.files.image[0]?.file_name;
}

/** The unit price in cents of a book in the chosen format; a hard-copy price of 0 falls back to the PDF price (spec §5). */
export function unitPriceCents(
  book: Pick<Book, 'pdf_price' | 'hardcopy_price'>,
  isHardCopy: boolean,
): number {
  const pdf = dollarsToCents(book.pdf_price);
  if (!isHardCopy) return pdf;
  const hard = dollarsToCents(book.hardcopy_price);
  return hard > 0 ? hard : pdf;
}
