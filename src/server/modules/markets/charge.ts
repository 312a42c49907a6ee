import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { bookMarketPrices } from '#server/db/schema/markets.ts';
import { baseCents, minorUnits } from '#shared/minor-units.ts';
import { marketRefusal } from './messages.ts';
import type { Format } from './prices.ts';
import { convertedMinor } from './rounding.ts';
import type { Market } from './store.ts';

/*
 * An order charged in its market's currency (decision 110): its books at their prices there (a fixed
 * price, else the dollar price converted and rounded by the market's rule), the shop's other dollar
 * amounts converted at the same rate, and the way back to dollars for the shop's totals.
 */

export type MarketCharge = {
  currency: string;
  decimals: number;
  /** What one dollar is worth in the currency, in millionths, kept on the order. */
  rateMicros: number;
  /** A dollar price (a fee) in the currency, rounded by the market's rule. */
  price: (cents: number) => number;
  /** A dollar amount (a threshold, a share) in the currency's minor units, rounded to the nearest. */
  exact: (cents: number) => number;
  /** An amount in the currency back in dollar cents at the same rate. */
  toBase: (minor: number) => number;
};

/** How an order is charged in `market`; 422 `no_rate` when its currency has no rate. */
export function marketCharge(market: Market): MarketCharge {
  const { rateMicros, decimals, currency } = market;
  if (rateMicros === null) throw marketRefusal('no_rate', 'currency', 'noRate', { currency });
  const rate = { rateMicros, decimals, rounding: market.rounding };
  return {
    currency,
    decimals,
    rateMicros,
    price: (cents) => convertedMinor(cents, rate),
    exact: (cents) => minorUnits(cents, rate),
    toBase: (minor) => baseCents(minor, rate),
  };
}

/** The price of each book in `market` (in one read): its fixed price there, else its dollar price converted. */
export async function marketBookPrices(
  db: Db,
  market: Market,
  format: Format,
  books: { bookId: number; baseCents: number }[],
): Promise<number[]> {
  const charge = marketCharge(market);
  const ids = [...new Set(books.map((book) => book.bookId))];
  const rows =
    market.id === 0 || ids.length === 0
      ? []
      : await db
          .select()
          .from(bookMarketPrices)
          .where(and(eq(bookMarketPrices.marketId, market.id), inArray(bookMarketPrices.bookId, ids)));
  const fixed = new Map(
    rows.map((row) => [row.bookId, format === 'pdf' ? row.pdfPriceMinor : row.hardcopyPriceMinor]),
  );
  return books.map((book) => fixed.get(book.bookId) ?? charge.price(book.baseCents));
}
