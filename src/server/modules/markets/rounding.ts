import type { MarketRounding } from '#shared/contract/markets.ts';
import { minorUnits } from '#shared/minor-units.ts';

/*
 * A market's rounding rules (decision 109), on whole minor units. Every rule rounds upward, to the
 * first amount at or above the converted one that the rule allows, so the shop never sells below the
 * converted price: `unit` 46.88 → 47.00; `half` 46.20 → 46.50 and 46.88 → 47.00; `ninety_five` 46.88
 * → 46.95 and 46.96 → 47.95; `ninety_nine` 606.25 → 606.99. Zero stays zero (a free book). A currency
 * without decimals (JPY) has no .50 or .95: there every rule but `none` keeps the whole unit it has.
 */

/** The step (`unit`, `half`) or ending (`ninety_five`, `ninety_nine`) of a rule, as a share of one unit. */
const SHARE: Record<Exclude<MarketRounding, 'none'>, { kind: 'step' | 'ending'; hundredths: number }> = {
  unit: { kind: 'step', hundredths: 100 },
  half: { kind: 'step', hundredths: 50 },
  ninety_five: { kind: 'ending', hundredths: 95 },
  ninety_nine: { kind: 'ending', hundredths: 99 },
};

/** `minor` (whole minor units, not negative) rounded up by `rule` for a currency of `decimals` decimals. */
export function roundMinor(minor: number, decimals: number, rule: MarketRounding): number {
  if (rule === 'none' || minor <= 0) return minor;
  const unit = 10 ** decimals;
  const share = SHARE[rule];
  const part = (unit * share.hundredths) / 100;
  // A share the currency cannot write (a .50 of a currency without decimals) rounds to the whole unit.
  if (!Number.isInteger(part) || unit < 100) return Math.ceil(minor / unit) * unit;
  if (share.kind === 'step') return Math.ceil(minor / part) * part;
  // The first amount n × unit + part at or above `minor`.
  return Math.max(0, Math.ceil((minor - part) / unit)) * unit + part;
}

/** A dollar price in cents converted at `rateMicros` to the currency's minor units, then rounded by `rule`. */
export function convertedMinor(
  cents: number,
  currency: { rateMicros: number; decimals: number; rounding: MarketRounding },
): number {
  return roundMinor(minorUnits(cents, currency), currency.decimals, currency.rounding);
}
