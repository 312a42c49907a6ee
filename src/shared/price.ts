/** A price as the API gives it: dollars as a number, or an object carrying them in `price`. */
export type PriceValue = number | string | { price: number | string | null | undefined } | null | undefined;

export type PriceOptions = {
  /** ISO 4217 code; the shop sells in US dollars. */
  currency?: string;
  /** Multiplier from dollars to the shown currency. */
  rate?: number;
};

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string): Intl.NumberFormat {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    formatters.set(currency, formatter);
  }
  return formatter;
}

/** The amount in dollars held by a price value; 0 when it holds nothing usable. */
export function priceAmount(value: PriceValue): number {
  const raw = typeof value === 'object' && value !== null ? value.price : value;
  const amount = typeof raw === 'string' ? Number(raw) : raw;
  return typeof amount === 'number' && Number.isFinite(amount) ? amount : 0;
}

/** Formats a price the way the whole shop shows it: `$12.50` (en-US currency style, times the rate). */
export function formatPrice(value: PriceValue, { currency = 'USD', rate = 1 }: PriceOptions = {}): string {
  return formatterFor(currency).format(priceAmount(value) * rate);
}

/** Minor units (cents, as the database keeps prices) to the dollars the API answers with. */
export const centsToDollars = (cents: number): number => cents / 100;

/** Dollars (as the API gives them) to whole cents, the unit sums are done in. */
export const dollarsToCents = (dollars: number): number => Math.round(dollars * 100);

/** `total` cents shared among `weights` in proportion, each share whole, the shares adding up to `total`. */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, i) => ({ i, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}
