import { currencyDecimals } from '#shared/contract/currencies.ts';

/*
 * Stripe's amounts (https://docs.stripe.com/currencies#minor-units): integers in the currency's
 * smallest unit as Stripe counts it. Zero-decimal currencies (JPY, KRW…) are whole units; the
 * three-decimal ones (BHD, JOD, KWD, OMR, TND) are thousandths whose last digit must be 0 (5.124 KWD
 * cannot be charged, 5.120 can); ISK, zero-decimal, is still written with two decimals. The shop keeps
 * whole minor units with the currency's ISO 4217 decimals (`currencyDecimals`): the two may differ.
 */

const ZERO_DECIMAL = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);
const THREE_DECIMAL = new Set(['BHD', 'JOD', 'KWD', 'OMR', 'TND']);

/** The decimals Stripe counts a currency's amounts with. */
export function stripeDecimals(currency: string): number {
  const code = currency.toUpperCase();
  if (ZERO_DECIMAL.has(code)) return 0;
  if (THREE_DECIMAL.has(code)) return 3;
  return 2;
}

/** An amount Stripe cannot take: not whole, or a three-decimal one not ending in 0. */
export class StripeAmountError extends Error {}

/** The shop's minor units in Stripe's, scaled only (what a Stripe-like notice carries). */
export function stripeUnits(minor: number, currency: string): number {
  const shift = stripeDecimals(currency) - currencyDecimals(currency.toUpperCase());
  if (shift >= 0) return minor * 10 ** shift;
  const scale = 10 ** -shift;
  if (minor % scale !== 0) {
    throw new StripeAmountError(`${minor} minor units of ${currency} are no whole amount for Stripe`);
  }
  return minor / scale;
}

/** Whole minor units of the order's currency as Stripe's `amount`; throws StripeAmountError. */
export function toStripeAmount(minor: number, currency: string): number {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new StripeAmountError('Amounts are whole minor units');
  const amount = stripeUnits(minor, currency);
  if (THREE_DECIMAL.has(currency.toUpperCase()) && amount % 10 !== 0) {
    throw new StripeAmountError(
      `Stripe takes ${currency.toUpperCase()} in tens of its minor unit: ${minor} cannot be charged`,
    );
  }
  return amount;
}

/** Stripe's amount in the shop's minor units of `currency`; null when it is not a whole number of them. */
export function fromStripeAmount(amount: number, currency: string): number | null {
  if (!Number.isSafeInteger(amount)) return null;
  const shift = currencyDecimals(currency.toUpperCase()) - stripeDecimals(currency);
  if (shift >= 0) return amount * 10 ** shift;
  const scale = 10 ** -shift;
  return amount % scale === 0 ? amount / scale : null;
}
