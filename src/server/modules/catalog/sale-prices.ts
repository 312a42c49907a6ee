import { asc, gt } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { sales } from '#server/db/schema/catalog.ts';

/*
 * The price in force of a book: its own, or the lowest a running sale gives it, format by format
 * (docs/decisions/053-scheduled-sales.md). A sale runs from its start, included, to its end, excluded,
 * to the second. A sale never raises a price: a fixed price at or above the book's own is ignored for
 * that book, and a format the book is not sold in (price 0) stays unsold.
 */

export type SaleRow = typeof sales.$inferSelect;

/** What a sale is matched with: the book, its category and writer, and its own prices. */
export type PricedBook = {
  id: number;
  categoryId: number | null;
  writerId: number | null;
  pdfPriceCents: number;
  hardcopyPriceCents: number;
};

export type PriceInForce = {
  pdfPriceCents: number;
  hardcopyPriceCents: number;
  regularPdfPriceCents: number;
  regularHardcopyPriceCents: number;
  onSale: { pdf: boolean; hardcopy: boolean };
  /** The sale the reader is told of: the hard copy's when it is on sale, else the PDF's. */
  sale: SaleRow | null;
};

/** The sales at `now`, and when the next one starts or ends (ms since the epoch; undefined: none). */
export type SalesNow = { running: SaleRow[]; nextChange: number | undefined };

/** The sales not ended at `now`: those running, and those still to come. */
export const salesNotEnded = (db: Db, now = new Date()): Promise<SaleRow[]> =>
  db.select().from(sales).where(gt(sales.endsAt, now)).orderBy(asc(sales.id));

/** Among `rows`, the sales running at `at` (ms since the epoch), and when the next one starts or ends. */
export function salesOf(rows: SaleRow[], at: number): SalesNow {
  const running = rows.filter((row) => row.startsAt.getTime() <= at && row.endsAt.getTime() > at);
  const times = rows.flatMap((row) => [row.startsAt.getTime(), row.endsAt.getTime()]).filter((t) => t > at);
  return { running, nextChange: times.length > 0 ? Math.min(...times) : undefined };
}

/** The sales at `now`, and when the next one starts or ends; those still to come only date the next change. */
export async function salesAt(db: Db, now = new Date()): Promise<SalesNow> {
  return salesOf(await salesNotEnded(db, now), now.getTime());
}

const covers = (sale: SaleRow, book: PricedBook) =>
  sale.scope === 'all' ||
  (sale.scope === 'books' && sale.bookIds.includes(book.id)) ||
  (sale.scope === 'category' && sale.categoryId !== null && sale.categoryId === book.categoryId) ||
  (sale.scope === 'writer' && sale.writerId !== null && sale.writerId === book.writerId);

/** A sale's price for a format whose own price is `regular`; never below a cent. */
function salePrice(sale: SaleRow, regular: number, fixed: number | null): number {
  if (sale.percent !== null) return Math.max(1, Math.round((regular * (100 - sale.percent)) / 100));
  return fixed ?? regular;
}

/** The lowest price the running sales give a format, and the sale that gives it (the earliest to end on a tie). */
function bestFor(running: SaleRow[], regular: number, fixed: (sale: SaleRow) => number | null) {
  let best: { price: number; sale: SaleRow } | null = null;
  if (regular <= 0) return best;
  for (const sale of running) {
    const price = salePrice(sale, regular, fixed(sale));
    if (price >= regular) continue;
    if (!best || price < best.price || (price === best.price && sale.endsAt < best.sale.endsAt)) {
      best = { price, sale };
    }
  }
  return best;
}

export function priceInForce(book: PricedBook, running: SaleRow[]): PriceInForce {
  const mine = running.filter((sale) => covers(sale, book));
  const pdf = bestFor(mine, book.pdfPriceCents, (sale) => sale.pdfPriceCents);
  const hardcopy = bestFor(mine, book.hardcopyPriceCents, (sale) => sale.hardcopyPriceCents);
  return {
    pdfPriceCents: pdf?.price ?? book.pdfPriceCents,
    hardcopyPriceCents: hardcopy?.price ?? book.hardcopyPriceCents,
    regularPdfPriceCents: book.pdfPriceCents,
    regularHardcopyPriceCents: book.hardcopyPriceCents,
    onSale: { pdf: pdf !== null, hardcopy: hardcopy !== null },
    sale: hardcopy?.sale ?? pdf?.sale ?? null,
  };
}
