import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { MARKET_ROUNDINGS, type MarketRounding } from '#shared/contract/markets.ts';
import type { PaymentMethod } from '#shared/contract/payment-methods.ts';
import { books } from './catalog.ts';
import { createdAt, serialId, updatedAt } from './columns.ts';
import { countries } from './reference.ts';

/*
 * Tables of the markets module (decision 109): the countries staff group into a market with its
 * currency, rounding rule and payment methods, and a book's own fixed prices in a market. The rate
 * of a market's currency is the reference module's (`currency_rates`), kept there only.
 */

export const markets = pgTable(
  'markets',
  {
    id: serialId(),
    /** A short slug (`sa`, `rest`), unique. */
    code: text('code').notNull(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    /** ISO 4217, upper case. */
    currency: text('currency').notNull(),
    rounding: text('rounding', { enum: MARKET_ROUNDINGS }).$type<MarketRounding>().notNull().default('none'),
    paymentMethods: text('payment_methods').array().$type<PaymentMethod[]>().notNull().default(sql`'{}'`),
    active: boolean('active').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('markets_code_unique').on(t.code),
    check('markets_currency_iso', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

/** A country is in one market at most; a country in none belongs to the default (dollar) market. */
export const marketCountries = pgTable('market_countries', {
  marketId: integer('market_id')
    .notNull()
    .references(() => markets.id, { onDelete: 'cascade' }),
  countryId: integer('country_id')
    .primaryKey()
    .references(() => countries.id, { onDelete: 'cascade' }),
});

/** A book's fixed prices in a market, in whole minor units of its currency; null keeps the converted one. */
export const bookMarketPrices = pgTable(
  'book_market_prices',
  {
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    marketId: integer('market_id')
      .notNull()
      .references(() => markets.id, { onDelete: 'cascade' }),
    pdfPriceMinor: integer('pdf_price_minor'),
    hardcopyPriceMinor: integer('hardcopy_price_minor'),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('book_market_prices_unique').on(t.bookId, t.marketId),
    check('book_market_prices_pdf', sql`${t.pdfPriceMinor} IS NULL OR ${t.pdfPriceMinor} >= 0`),
    check(
      'book_market_prices_hardcopy',
      sql`${t.hardcopyPriceMinor} IS NULL OR ${t.hardcopyPriceMinor} >= 0`,
    ),
  ],
);
