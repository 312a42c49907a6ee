import { z } from 'zod';
import { staffSavedAnswer } from './staff-taxonomy.ts';

/*
 * Display currencies (decision 057): the shop charges in US dollars only; a reader may see an
 * approximate price in another currency at the rate staff set, per US dollar. Rates travel as
 * numbers with at most six decimals (kept in whole millionths).
 */

export {
  BASE_CURRENCY,
  currencyDecimals,
  DISPLAY_CURRENCIES,
  isDisplayCurrency,
} from './currencies.ts';

export const RATE_LIMITS = { min: 0.000001, max: 100_000, decimals: 6 } as const;
const MICROS = 10 ** RATE_LIMITS.decimals;

/** A rate as a number to whole millionths, and back; no float is stored. */
export const rateToMicros = (rate: number): number => Math.round(rate * MICROS);
export const microsToRate = (micros: number): number => micros / MICROS;

const inMicros = (rate: number) => Math.abs(rate * MICROS - Math.round(rate * MICROS)) < 1e-6;

export const currencyRateSchema = z.object({
  code: z.string(),
  /** What one US dollar is worth in this currency. */
  rate: z.number(),
  /** The decimals prices in this currency are written with. */
  decimals: z.number().int(),
  /** When staff set the rate (ISO date-time); null for the dollar, whose rate is always 1. */
  set_at: z.string().nullable(),
});
export type CurrencyRate = z.infer<typeof currencyRateSchema>;
export const currencyRatesAnswerSchema = z.object({ data: z.array(currencyRateSchema) });

/* ---------- the back office ---------- */

export const staffCurrencyRateSchema = currencyRateSchema.extend({
  /** Who set it: null for the seeded rates and the dollar. */
  set_by: z.object({ id: z.number(), name: z.string() }).nullable(),
});
export type StaffCurrencyRate = z.infer<typeof staffCurrencyRateSchema>;
export const staffCurrencyRatesAnswerSchema = z.object({ data: z.array(staffCurrencyRateSchema) });
export const staffCurrencyRateSavedSchema = staffSavedAnswer(staffCurrencyRateSchema);

export const currencyParamsSchema = z.object({
  code: z.string().trim().toUpperCase().max(3),
});
export const currencyRateBodySchema = z.object({
  rate: z
    .number({ error: (issue) => (issue.input === undefined ? 'required' : 'number') })
    .refine((rate) => rate >= RATE_LIMITS.min && rate <= RATE_LIMITS.max && inMicros(rate), {
      error: 'currencyRate',
    }),
});
export type CurrencyRateBody = z.infer<typeof currencyRateBodySchema>;
