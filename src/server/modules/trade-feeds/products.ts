import type { TradeBook } from '#server/modules/catalog/index.ts';
import { normalizeIsbn } from '#shared/isbn.ts';

/*
 * The catalogue as the trade counts it (decision 087): one product per format a book is sold in, the
 * printed book and its PDF apart. A book has one ISBN in the shop; it is the printed book's when
 * there is one, else the PDF's. The other format goes with the house's own identifier and names the
 * ISBN as its related product, so that no ISBN is ever sent for two products. A book whose ISBN is
 * missing or fails its check digit, or that is sold in no format, is left out and named.
 */

export type Format = 'print' | 'pdf';

export type TradeProduct = {
  book: TradeBook;
  format: Format;
  /** The product's ISBN-13, or undefined when it goes with the house's identifier. */
  isbn: string | undefined;
  /** The ISBN of the same book in its other format, when that format is sold too. */
  relatedIsbn: string | undefined;
  priceCents: number;
};

export type LeftOutReason = 'no_isbn' | 'invalid_isbn' | 'no_format';

export type LeftOut = { book: TradeBook; reason: LeftOutReason };

/** The formats a book is sold in: print with a print price, the PDF with a PDF price. */
function formatsOf(book: TradeBook): Format[] {
  const formats: Format[] = [];
  if (book.hardcopyPriceCents > 0) formats.push('print');
  if (book.pdfPriceCents > 0) formats.push('pdf');
  return formats;
}

/** The products to send, and the books left out with why. */
export function tradeProducts(books: TradeBook[]): { products: TradeProduct[]; leftOut: LeftOut[] } {
  const products: TradeProduct[] = [];
  const leftOut: LeftOut[] = [];
  for (const book of books) {
    const isbn = book.isbn ? normalizeIsbn(book.isbn) : undefined;
    const formats = formatsOf(book);
    if (!book.isbn?.trim()) leftOut.push({ book, reason: 'no_isbn' });
    else if (!isbn) leftOut.push({ book, reason: 'invalid_isbn' });
    else if (formats.length === 0) leftOut.push({ book, reason: 'no_format' });
    else {
      for (const format of formats) {
        const own = format === formats[0];
        products.push({
          book,
          format,
          isbn: own ? isbn : undefined,
          relatedIsbn: own ? undefined : isbn,
          priceCents: format === 'print' ? book.hardcopyPriceCents : book.pdfPriceCents,
        });
      }
    }
  }
  return { products, leftOut };
}
