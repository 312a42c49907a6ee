import type { BoxSetFormat } from '#server/db/schema/box-sets.ts';
import type { OrderableBook } from '#server/modules/catalog/index.ts';

/* A book's place in a box set of a format: whether it is sold in it, and at what prices. */

type Priced = Pick<
  OrderableBook,
  'hasPdf' | 'pdfPriceCents' | 'hardcopyPriceCents' | 'regularPdfPriceCents' | 'regularHardcopyPriceCents'
>;

/** A PDF box set holds books with a PDF on sale; a printed one books with a printed edition (a price). */
export const soldIn = (book: Priced, format: BoxSetFormat) =>
  format === 'pdf' ? book.hasPdf && book.pdfPriceCents > 0 : book.hardcopyPriceCents > 0;

/** The price in force (a running sale's, if one lowers it) of the book in the format, in cents. */
export const priceIn = (book: Priced, format: BoxSetFormat) =>
  format === 'pdf' ? book.pdfPriceCents : book.hardcopyPriceCents;

/** The book's own (list) price in the format, in cents: what a box set's price is shared by. */
export const listPriceIn = (book: Priced, format: BoxSetFormat) =>
  format === 'pdf' ? book.regularPdfPriceCents : book.regularHardcopyPriceCents;
