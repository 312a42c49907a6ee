/* The display currencies, apart from their schemas: the shop's frame reads them without loading zod. */

/** The shop's own currency: every charge is in it. */
export const BASE_CURRENCY = 'USD';

/** The currencies a reader may see prices in, the dollar first. */
export const DISPLAY_CURRENCIES = ['USD', 'SAR', 'AED', 'KWD', 'QAR', 'BHD', 'OMR', 'EGP', 'JOD'] as const;
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];

export const isDisplayCurrency = (value: unknown): value is DisplayCurrency =>
  typeof value === 'string' && (DISPLAY_CURRENCIES as readonly string[]).includes(value);

/** The decimals a currency is written with (ISO 4217, as Intl knows it): KWD, BHD, OMR, JOD have 3. */
export function currencyDecimals(code: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
    .maximumFractionDigits as number;
}
