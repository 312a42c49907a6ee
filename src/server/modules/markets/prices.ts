import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { bookMarketPrices } from '#server/db/schema/markets.ts';
import { orderableBooks } from '#server/modules/catalog/index.ts';
import { notFound } from '#server/plugins/errors.ts';
import {
  type BookMarketPrice,
  type BookMarketPricesBody,
  MARKET_PRICE_MAX_UNITS,
} from '#shared/contract/markets.ts';
import { marketMessages, marketRefusal } from './messages.ts';
import { convertedMinor } from './rounding.ts';
import { listMarkets, type Market } from './store.ts';

/*
 * A book's price in a market (decision 109): its own fixed price there when staff set one, else its
 * dollar price converted at the market's rate and rounded by the market's rule.
 */

export type Format = 'pdf' | 'hardcopy';

export type MarketPrice = {
  /** ISO 4217 code of the amount. */
  currency: string;
  /** Whole minor units of `currency`. */
  amountMinor: number;
  /** The rate used, in millionths per dollar; null for a fixed price in a currency without a rate. */
  rateMicros: number | null;
  /** Whether the amount is the book's own fixed price in the market. */
  fixed: boolean;
};

async function fixedPrices(db: Db, bookId: number) {
  const rows = await db.select().from(bookMarketPrices).where(eq(bookMarketPrices.bookId, bookId));
  return new Map(rows.map((row) => [row.marketId, row]));
}

/** The price of a book of `baseCents` dollar cents in `market`; 422 when it has neither a fixed price nor a rate. */
export async function marketPrice(
  db: Db,
  market: Market,
  { bookId, format, baseCents }: { bookId: number; format: Format; baseCents: number },
): Promise<MarketPrice> {
  const [row] = await db
    .select()
    .from(bookMarketPrices)
    .where(and(eq(bookMarketPrices.bookId, bookId), eq(bookMarketPrices.marketId, market.id)));
  const fixed = format === 'pdf' ? row?.pdfPriceMinor : row?.hardcopyPriceMinor;
  if (fixed !== null && fixed !== undefined) {
    return { currency: market.currency, amountMinor: fixed, rateMicros: market.rateMicros, fixed: true };
  }
  if (market.rateMicros === null) {
    throw marketRefusal('no_rate', 'currency', 'noRate', { currency: market.currency });
  }
  const amountMinor = convertedMinor(baseCents, { ...market, rateMicros: market.rateMicros });
  return { currency: market.currency, amountMinor, rateMicros: market.rateMicros, fixed: false };
}

/** The book's prices in every market, fixed and converted (from its regular dollar prices); 404 for no book. */
export async function bookPricesByMarket(db: Db, bookId: number): Promise<BookMarketPrice[]> {
  const [book] = await orderableBooks(db, [bookId]);
  if (!book) throw notFound(marketMessages.bookNotFound);
  const fixed = await fixedPrices(db, bookId);
  const convert = (market: Market, cents: number) =>
    market.rateMicros === null ? null : convertedMinor(cents, { ...market, rateMicros: market.rateMicros });
  return (await listMarkets(db)).map((market) => ({
    market_id: market.id,
    currency: market.currency,
    decimals: market.decimals,
    pdf_price_minor: fixed.get(market.id)?.pdfPriceMinor ?? null,
    hardcopy_price_minor: fixed.get(market.id)?.hardcopyPriceMinor ?? null,
    pdf_converted_minor: convert(market, book.regularPdfPriceCents),
    hardcopy_converted_minor: convert(market, book.regularHardcopyPriceCents),
  }));
}

/** A fixed price checked for its market's currency: whole, not negative, at most a million units. */
function checkedPrice(value: number | null, market: Market, field: string): number | null {
  if (value === null) return null;
  const currency = market.currency;
  if (value < 0) throw marketRefusal('price_negative', field, 'priceNegative', { price: value });
  if (!Number.isInteger(value)) {
    throw marketRefusal('price_not_whole', field, 'priceNotWhole', {
      price: value,
      currency,
      decimals: market.decimals,
    });
  }
  const max = MARKET_PRICE_MAX_UNITS * 10 ** market.decimals;
  if (value > max) throw marketRefusal('price_too_high', field, 'priceTooHigh', { currency, max });
  return value;
}

/** Sets the book's fixed prices in the markets named, in the caller's transaction; both null clears them. */
export async function setBookMarketPrices(tx: Db, bookId: number, body: BookMarketPricesBody) {
  const [book] = await orderableBooks(tx, [bookId]);
  if (!book) throw notFound(marketMessages.bookNotFound);
  const all = await listMarkets(tx);
  const before = await fixedPrices(tx, bookId);
  for (const [index, price] of body.prices.entries()) {
    const market = all.find((candidate) => candidate.id === price.market_id);
    if (!market) {
      throw marketRefusal('unknown_market', `prices.${index}.market_id`, 'unknownMarket', {
        id: price.market_id,
      });
    }
    const pdfPriceMinor = checkedPrice(price.pdf_price_minor, market, `prices.${index}.pdf_price_minor`);
    const hardcopyPriceMinor = checkedPrice(
      price.hardcopy_price_minor,
      market,
      `prices.${index}.hardcopy_price_minor`,
    );
    const where = and(eq(bookMarketPrices.bookId, bookId), eq(bookMarketPrices.marketId, market.id));
    if (pdfPriceMinor === null && hardcopyPriceMinor === null) {
      await tx.delete(bookMarketPrices).where(where);
      continue;
    }
    const values = { pdfPriceMinor, hardcopyPriceMinor, updatedAt: new Date() };
    await tx
      .insert(bookMarketPrices)
      .values({ bookId, marketId: market.id, ...values })
      .onConflictDoUpdate({ target: [bookMarketPrices.bookId, bookMarketPrices.marketId], set: values });
  }
  const after = await fixedPrices(tx, bookId);
  const plain = (map: typeof before) =>
    Object.fromEntries(
      [...map].map(([id, row]) => [id, { pdf: row.pdfPriceMinor, hardcopy: row.hardcopyPriceMinor }]),
    );
  return { before: plain(before), after: plain(after) };
}
