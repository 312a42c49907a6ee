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

/**
 * The unit price in cents of a book in the chosen format. A hard-copy price of 0 means no printed copy
 * is sold (0 here); cards alone show the PDF price in its place (spec §5, decision 031).
 */
export function unitPriceCents(
  book: Pick<Book, 'pdf_price' | 'hardcopy_price'>,
  isHardCopy: boolean,
): number {
  return dollarsToCents(isHardCopy ? book.hardcopy_price : book.pdf_price);
}

/**
 * A format's price before the sale, in cents, while a running sale lowers it (the answer carries the
 * regular prices then); undefined when the format is at its own price.
 */
export function regularPriceCents(
  book: Pick<Book, 'pdf_price' | 'hardcopy_price' | 'regular_pdf_price' | 'regular_hardcopy_price'>,
  isHardCopy: boolean,
): number | undefined {
  const regular = isHardCopy ? book.regular_hardcopy_price : book.regular_pdf_price;
  if (regular === undefined) return undefined;
  const cents = dollarsToCents(regular);
  return cents > unitPriceCents(book, isHardCopy) ? cents : undefined;
}

/**
 * Whether a book has printed copies at all: a hard-copy price. A book without one is sold as a PDF only,
 * and offers no hard copy anywhere, whatever its stock (decision 031).
 */
export const hasPrint = (book: Pick<Book, 'hardcopy_price'>) => book.hardcopy_price > 0;

/** Printed copies are left to sell (spec §2: a stock below 1 is out of stock). */
export const printInStock = (book: Pick<Book, 'stock'>) => book.stock >= 1;

/** What a book card shows and offers. */
export type CardOffer = {
  /** The price shown, in dollars; 0 when neither format has one. */
  price: number;
  /** The shown format's price before the running sale, in cents; undefined without a sale on it. */
  wasCents?: number;
  /** The price shown is the PDF's, while a print price exists (the print run is sold out). */
  pdfPriceShown: boolean;
  /** The PDF's price is shown beside the hard copy's. */
  pdfPriceBeside: boolean;
  /** The badge on the cover. */
  badge: 'comingSoon' | 'preorder' | 'outOfStock' | 'printSoldOut' | null;
  /** The card's button: buy (the way to the details), see the details only, or a disabled 'out of stock'. */
  action: 'buy' | 'details' | 'soldOut';
};

/**
 * A card sells what can be bought now (spec §2, §5): a PDF-only book is not out of stock, a sold-out
 * print run leaves its PDF on sale, and a coming-soon book is shown, not sold.
 */
export function cardOffer(
  book: Pick<
    Book,
    | 'pdf_price'
    | 'hardcopy_price'
    | 'regular_pdf_price'
    | 'regular_hardcopy_price'
    | 'stock'
    | 'comming_soon'
    | 'preorder_open'
  >,
): CardOffer {
  const pdf = book.pdf_price > 0;
  const printSoldOut = hasPrint(book) && !printInStock(book);
  const pdfPriceShown = printSoldOut && pdf && book.hardcopy_price > 0;
  const shownPdf = pdfPriceShown || book.hardcopy_price <= 0;
  const price = shownPdf ? book.pdf_price : book.hardcopy_price;
  const pdfPriceBeside = !printSoldOut && book.hardcopy_price > 0 && pdf;
  const wasCents = price > 0 ? regularPriceCents(book, !shownPdf) : undefined;
  const offer = { price, pdfPriceShown, pdfPriceBeside, ...(wasCents ? { wasCents } : {}) };
  // Open for pre-order (decision 056): sold now, delivered on release.
  if (book.comming_soon && book.preorder_open) return { ...offer, badge: 'preorder', action: 'buy' };
  if (book.comming_soon) return { ...offer, badge: 'comingSoon', action: 'details' };
  if (printSoldOut) {
    return pdf
      ? { ...offer, badge: 'printSoldOut', action: 'buy' }
      : { ...offer, badge: 'outOfStock', action: 'soldOut' };
  }
  return { ...offer, badge: null, action: price > 0 ? 'buy' : 'details' };
}
