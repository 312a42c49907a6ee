import { BASE_CURRENCY, currencyDecimals, rateToMicros } from '#shared/contract/currency.ts';

/*
 * The markets the house prices its books in for the trade (decision 095): the dollar, the shop's own
 * currency, wherever the book is sold; and each currency the shop shows prices in at a rate staff set,
 * in the countries whose currency it is, at the dollar price times that rate, rounded to the currency's
 * minor unit (shared/minor-units.ts). All sums are whole minor units, multiplied and divided as integers.
 */

export type Market = {
  /** ISO 4217. */
  currency: string;
  /** What one dollar is worth in it, in millionths (3.75 is 3_750_000; the dollar's is 1_000_000). */
  rateMicros: number;
  /** The decimals its prices are written with (ISO 4217, as Intl knows it): KWD, BHD, OMR and JOD 3. */
  decimals: number;
  /** The ISO 3166 countries the price is for; empty for the dollar's, which holds wherever the book is sold. */
  countries: string[];
};

/** The countries whose own currency each of the shop's display currencies is. */
export const CURRENCY_COUNTRIES: Readonly<Record<string, readonly string[]>> = {
  SAR: ['SA'],
  AED: ['AE'],
  KWD: ['KW'],
  QAR: ['QA'],
  BHD: ['BH'],
  OMR: ['OM'],
  EGP: ['EG'],
  JOD: ['JO'],
};

const dollar: Market = { currency: BASE_CURRENCY, rateMicros: 1_000_000, decimals: 2, countries: [] };

/** The dollar first, then each currency with a rate that is some country's own, in the order given. */
export function marketsOf(rates: { code: string; rate: number }[]): Market[] {
  const local = rates
    .filter((rate) => rate.code !== BASE_CURRENCY && CURRENCY_COUNTRIES[rate.code])
    .map((rate) => ({
      currency: rate.code,
      rateMicros: rateToMicros(rate.rate),
      decimals: currencyDecimals(rate.code),
      countries: [...CURRENCY_COUNTRIES[rate.code]!],
    }));
  return [dollar, ...local];
}
