import { z } from 'zod';
import { idParamSchema } from './content.ts';
import { PAYMENT_METHODS } from './payment-methods.ts';
import { staffSavedAnswer } from './staff-taxonomy.ts';

/*
 * Markets (decision 109): countries staff group under one currency, with the rate the reference
 * module keeps for it, a rounding rule, the payment methods offered there, and a book's own fixed
 * prices in a market. Amounts are whole minor units of the market's currency.
 */

export {
  ADMIN_ROLES as MARKET_ROLES,
  ANY_STAFF as MARKET_READ_ROLES,
  CATALOG_ROLES as MARKET_PRICE_ROLES,
} from './staff.ts';

/**
 * How a converted price is rounded, always upward so the shop never sells below the converted price:
 * `none` to the minor unit, `unit` up to a whole unit, `half` up to the next .50, `ninety_five` and
 * `ninety_nine` up to the next amount ending in .95 or .99.
 */
export const MARKET_ROUNDINGS = ['none', 'unit', 'half', 'ninety_five', 'ninety_nine'] as const;
export type MarketRounding = (typeof MARKET_ROUNDINGS)[number];

/** The largest fixed price, in whole units of any currency (its minor units stay within an integer column). */
export const MARKET_PRICE_MAX_UNITS = 1_000_000;

export const marketCountrySchema = z.object({
  id: z.number(),
  code: z.string(),
  name_ar: z.string(),
  name_en: z.string(),
});

export const marketSchema = z.object({
  id: z.number(),
  code: z.string(),
  name_ar: z.string(),
  name_en: z.string(),
  currency: z.string(),
  /** The decimals its prices are written with (KWD 3, SAR 2, JPY 0). */
  decimals: z.number(),
  /** What one US dollar is worth in it (the reference module's rate); null when it has none. */
  rate: z.number().nullable(),
  rounding: z.enum(MARKET_ROUNDINGS),
  payment_methods: z.array(z.enum(PAYMENT_METHODS)),
  countries: z.array(marketCountrySchema),
  active: z.boolean(),
  /** The market of every country no other market holds. */
  is_default: z.boolean(),
});
export type MarketView = z.output<typeof marketSchema>;
export const marketsAnswerSchema = z.object({ data: z.array(marketSchema) });
export const marketSavedSchema = staffSavedAnswer(marketSchema);

export const marketParamsSchema = z.object({ id: idParamSchema });

/** Currency, methods and countries are checked by the server, which names what is wrong. */
export const marketBodySchema = z.object({
  code: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z][a-z0-9-]{0,19}$/),
  name_ar: z.string().trim().min(1).max(100),
  name_en: z.string().trim().min(1).max(100),
  currency: z.string().trim().toUpperCase().max(10),
  rounding: z.enum(MARKET_ROUNDINGS),
  payment_methods: z.array(z.string().max(30)).max(20),
  country_ids: z.array(z.number().int().positive()).max(300),
  active: z.boolean(),
});
export type MarketBody = z.output<typeof marketBodySchema>;

/* ---------- a book's prices per market ---------- */

export const bookMarketPriceSchema = z.object({
  market_id: z.number(),
  currency: z.string(),
  decimals: z.number(),
  /** The book's own fixed prices (minor units); null where the converted one applies. */
  pdf_price_minor: z.number().nullable(),
  hardcopy_price_minor: z.number().nullable(),
  /** The dollar price converted and rounded by the market's rule; null when the currency has no rate. */
  pdf_converted_minor: z.number().nullable(),
  hardcopy_converted_minor: z.number().nullable(),
});
export type BookMarketPrice = z.output<typeof bookMarketPriceSchema>;
export const bookMarketPricesAnswerSchema = z.object({ data: z.array(bookMarketPriceSchema) });
export const bookMarketPricesSavedSchema = z.object({
  data: z.array(bookMarketPriceSchema),
  message: z.string(),
});

/** Each market named sets the book's two prices there; null clears one. Checked by the server. */
export const bookMarketPricesBodySchema = z.object({
  prices: z
    .array(
      z.object({
        market_id: z.number().int().positive(),
        pdf_price_minor: z.number().nullable(),
        hardcopy_price_minor: z.number().nullable(),
      }),
    )
    .max(50),
});
export type BookMarketPricesBody = z.output<typeof bookMarketPricesBodySchema>;

/* ---------- a reader's prices in their market ---------- */

/** The most books one ask prices: a cart's lines. */
export const READER_PRICES_BOOKS_MAX = 50;

/** GET /market-prices: books' prices in the market of the reader's country (decision 110). */
export const readerPricesQuerySchema = z.object({
  country_id: z.coerce.number().int().positive().max(2_147_483_647),
  /** Book ids, comma-separated: `12,40,41`. */
  books: z
    .string()
    .regex(new RegExp(`^\\d{1,9}(,\\d{1,9}){0,${READER_PRICES_BOOKS_MAX - 1}}$`))
    .transform((value) => [...new Set(value.split(',').map(Number))]),
});

export const readerPricesAnswerSchema = z.object({
  data: z.object({
    /** The market's currency (the dollar for a country in no market), its decimals and names. */
    currency: z.string(),
    decimals: z.number(),
    market_ar: z.string(),
    market_en: z.string(),
    /**
     * Each book on sale among those asked, at what an order from that country is charged for one
     * copy (a running sale, the market's fixed price or the converted and rounded one), in units of
     * the currency; null for a format the book is not sold in.
     */
    books: z.array(
      z.object({ book_id: z.number(), pdf: z.number().nullable(), hardcopy: z.number().nullable() }),
    ),
  }),
});
export type ReaderPrices = z.infer<typeof readerPricesAnswerSchema>['data'];
