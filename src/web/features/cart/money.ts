import type { Book } from '#shared/contract/catalog.ts';
import { formatPrice } from '#shared/price.ts';

/*
 * The API gives prices as dollars (numbers with two decimals). Sums are done in whole cents so
 * that 0.10 × 3 is 0.30 exactly, as the server computes the order's total.
 */

export type Cents = number;

export const toCents = (dollars: number): Cents => Math.round(dollars * 100);

export const formatCents = (cents: Cents): string => formatPrice(cents / 100);

/** The unit price of a book in the chosen format; a hard-copy price of 0 falls back to the PDF price (spec §5). */
export function unitPriceCents(book: Pick<Book, 'pdf_price' | 'hardcopy_price'>, isHardCopy: boolean): Cents {
  const pdf = toCents(book.pdf_price);
  if (!isHardCopy) return pdf;
  const hard = toCents(book.hardcopy_price);
  return hard > 0 ? hard : pdf;
}
