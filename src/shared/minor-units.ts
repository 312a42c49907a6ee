/*
 * Dollar prices in another currency's minor units, as whole numbers: cents times a rate kept in
 * millionths (decision 057), multiplied and divided as integers, never as floats.
 */

const MICROS = 1_000_000n;
const CENTS = 100n;

/** A currency's rate and decimals: what one dollar is worth in it, in millionths (3.75 is 3_750_000). */
export type RateOf = { rateMicros: number; decimals: number };

/**
 * A price in cents of a dollar as whole minor units of the currency: cents × rate, rounded half away
 * from zero (12.50 USD at 0.307 is 3.8375 KWD, 3838 fils).
 */
export function minorUnits(cents: number, { rateMicros, decimals }: RateOf): number {
  const numerator = BigInt(cents) * BigInt(rateMicros) * 10n ** BigInt(decimals);
  const denominator = CENTS * MICROS;
  const sign = numerator < 0n ? -1n : 1n;
  const magnitude = (2n * sign * numerator + denominator) / (2n * denominator);
  return Number(sign * magnitude);
}

/** Whole minor units written with the currency's decimals: 3838 with 3 is '3.838', 4688 with 2 '46.88'. */
export function decimalAmount(minor: number, decimals: number): string {
  const digits = String(Math.abs(minor)).padStart(decimals + 1, '0');
  const sign = minor < 0 ? '-' : '';
  if (decimals === 0) return `${sign}${digits}`;
  return `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** Whole minor units as the API gives amounts, in the currency's units: 3838 with 3 decimals is 3.838. */
export const minorToUnits = (minor: number, decimals: number): number => minor / 10 ** decimals;

/** An amount in the currency's units (as the API takes them) to whole minor units: 3.838 with 3 is 3838. */
export const unitsToMinor = (units: number, decimals: number): number => Math.round(units * 10 ** decimals);

/**
 * Minor units of a currency back in dollar cents at the rate they were converted at, rounded half away
 * from zero (3838 fils at 0.307 is 1250 cents): what an amount charged in a market is worth in the
 * shop's own currency, for its totals across markets.
 */
export function baseCents(minor: number, { rateMicros, decimals }: RateOf): number {
  const numerator = BigInt(minor) * CENTS * MICROS;
  const denominator = BigInt(rateMicros) * 10n ** BigInt(decimals);
  const sign = numerator < 0n ? -1n : 1n;
  return Number((sign * (2n * sign * numerator + denominator)) / (2n * denominator));
}
