import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { books, stockChanges } from '#server/db/schema/catalog.ts';
import type { OrderBook } from '#shared/contract/orders.ts';
import type { Lang } from '#shared/lang.ts';
import { bookSummaryColumns, presentBookSummary } from './present.ts';
import { priceInForce, salesAt } from './sale-prices.ts';

/*
 * What selling a book needs of the catalogue: prices, the stock and the PDF. Every function takes the
 * database or the caller's transaction, so that an order is written in one transaction. The prices
 * are those in force: a running sale's (sale-prices.ts), with the book's own beside them.
 */

/** A book's prices in force, its own prices, and which formats a running sale lowers. */
type Prices = {
  pdfPriceCents: number;
  hardcopyPriceCents: number;
  regularPdfPriceCents: number;
  regularHardcopyPriceCents: number;
  onSale: { pdf: boolean; hardcopy: boolean };
};

const pricesOf = ({ sale: _, ...prices }: ReturnType<typeof priceInForce>): Prices => prices;

export type OrderableBook = Prices & {
  id: number;
  hasPdf: boolean;
  comingSoon: boolean;
  /** A coming-soon book open for pre-order (decision 056). */
  preorderOpen: boolean;
  titleAr: string;
  titleEn: string;
  /** The printed copy's weight; null when the catalogue does not give it. */
  weightGrams: number | null;
};

/** The books among `ids` in the catalogue, with their prices, titles, whether a PDF of them exists and whether they are still to come. */
export async function orderableBooks(db: Db, ids: number[]): Promise<OrderableBook[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: books.id,
      pdfPriceCents: books.pdfPriceCents,
      hardcopyPriceCents: books.hardcopyPriceCents,
      pdfFile: books.pdfFile,
      comingSoon: books.comingSoon,
      preorderOpen: books.preorderOpen,
      titleAr: books.titleAr,
      titleEn: books.titleEn,
      weightGrams: books.weightGrams,
      categoryId: books.categoryId,
      writerId: books.writerId,
    })
    .from(books)
    .where(and(inArray(books.id, ids), eq(books.active, true)));
  const { running } = await salesAt(db);
  return rows.map(({ pdfFile, categoryId: _c, writerId: _w, ...book }, i) => ({
    ...book,
    ...pricesOf(priceInForce(rows[i]!, running)),
    hasPdf: Boolean(pdfFile),
  }));
}

/** The books among `ids` as an order shows them (on sale or not any more), by id. */
export async function booksForOrder(db: Db, ids: number[], lang: Lang): Promise<Map<number, OrderBook>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(bookSummaryColumns)
    .from(books)
    .where(inArray(books.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, presentBookSummary(row, lang)]));
}

/** The ISBN of each book among `ids` that has one, by id (on sale or not any more). */
export async function bookIsbns(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: books.id, isbn: books.isbn })
    .from(books)
    .where(inArray(books.id, [...new Set(ids)]));
  return new Map(rows.flatMap((row) => (row.isbn ? [[row.id, row.isbn] as const] : [])));
}

/** A book's titles and the storage key of its full PDF (null when it has none); undefined when unknown. */
export async function findBookFile(db: Db, id: number) {
  const [book] = await db
    .select({ id: books.id, titleAr: books.titleAr, titleEn: books.titleEn, pdfFile: books.pdfFile })
    .from(books)
    .where(eq(books.id, id));
  return book;
}

export type StockLine = { bookId: number; quantity: number };

/** Thrown by `reserveStock`: the book whose stock cannot cover its line (or which left the catalogue). */
export class OutOfStock extends Error {
  constructor(readonly book: { titleAr: string; titleEn: string }) {
    super('out of stock');
  }
}

/**
 * Takes each line's quantity off its book's stock, in the order given (callers sort by book id so that
 * concurrent checkouts cannot deadlock). Each line is one guarded UPDATE, never a read then a write, so
 * the stock never goes below zero. Returns the prices in force (under the sales running now) and the
 * stock left of the rows it locked, line by line; throws OutOfStock naming the first book that lacks the stock.
 */
export async function reserveStock(db: Db, lines: StockLine[]) {
  const { running } = await salesAt(db);
  const prices: (Prices & { stock: number })[] = [];
  for (const line of lines) {
    const [row] = await db
      .update(books)
      .set({ stock: sql`${books.stock} - ${line.quantity}` })
      .where(and(eq(books.id, line.bookId), eq(books.active, true), gte(books.stock, line.quantity)))
      .returning({
        id: books.id,
        hardcopyPriceCents: books.hardcopyPriceCents,
        pdfPriceCents: books.pdfPriceCents,
        categoryId: books.categoryId,
        writerId: books.writerId,
        stock: books.stock,
      });
    if (!row) {
      const [book] = await db
        .select({ titleAr: books.titleAr, titleEn: books.titleEn })
        .from(books)
        .where(eq(books.id, line.bookId));
      throw new OutOfStock(book);
    }
    prices.push({ ...pricesOf(priceInForce(row, running)), stock: row.stock });
  }
  return prices;
}

/** Puts each line's quantity back on its book's stock, in the order given. */
export async function returnStock(db: Db, lines: StockLine[]) {
  for (const line of lines) {
    await db
      .update(books)
      .set({ stock: sql`${books.stock} + ${line.quantity}` })
      .where(eq(books.id, line.bookId));
  }
}

/**
 * Puts copies taken back from a reader into stock, each book's row locked, with a stock change
 * recorded for each: who took them back and why (`reason`).
 */
export async function restockReturned(db: Db, lines: StockLine[], staffId: number | null, reason: string) {
  for (const line of [...lines].sort((a, b) => a.bookId - b.bookId)) {
    const [row] = await db
      .update(books)
      .set({ stock: sql`${books.stock} + ${line.quantity}` })
      .where(eq(books.id, line.bookId))
      .returning({ stock: books.stock });
    if (!row) continue;
    await db
      .insert(stockChanges)
      .values({ bookId: line.bookId, staffId, delta: line.quantity, stockAfter: row.stock, reason });
  }
}
