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
