import { z } from 'zod';
import { idParamSchema } from './content.ts';

/*
 * Cash-on-delivery risk (decision 103): a COD order's buyer seen through their earlier COD orders
 * (by account, by phone in E.164, by normalised address) and their phone's validity, the outcome staff
 * record when a parcel comes back, and the settings that ask for prepayment instead of cash on delivery.
 */

export { ADMIN_ROLES as COD_RISK_SETTINGS_ROLES, ORDER_ROLES as COD_RISK_ROLES } from './staff.ts';

export const COD_OUTCOMES = ['returned', 'refused'] as const;
export type CodOutcomeName = (typeof COD_OUTCOMES)[number];
/** The earlier COD orders an order's panel lists, newest first. */
export const COD_RISK_HISTORY_MAX = 20;
/** The largest returns threshold a setting may hold. */
export const COD_RISK_RETURNS_MAX = 100;
/** The largest amount (minor units) a prepayment threshold may hold: a million in the shop's currency. */
export const COD_RISK_AMOUNT_MAX = 100_000_000;

export const codRiskParamsSchema = z.object({ id: idParamSchema });

const countsSchema = z.object({
  /** Earlier COD orders matched this way. */
  orders: z.number(),
  returned: z.number(),
  refused: z.number(),
});
export type CodRiskCounts = z.output<typeof countsSchema>;

export const codRiskSchema = z.object({
  order_id: z.number(),
  /** Whether the order is paid on delivery: the console shows the panel only then. */
  is_cod: z.boolean(),
  /** This order's own outcome, once staff or the carrier recorded one. */
  outcome: z.enum(COD_OUTCOMES).nullable(),
  phone: z.object({
    /** As written on the order. */
    written: z.string(),
    /** In E.164 when it can be read; else null. */
    e164: z.string().nullable(),
    /** The country (ISO code) the parcel goes to. */
    country: z.string().nullable(),
    /** Whether the number is a valid one of that country. */
    valid_for_country: z.boolean(),
  }),
  by_account: countsSchema,
  by_phone: countsSchema,
  by_address: countsSchema,
  /** The earlier COD orders matched any way, newest first, each with how it matched. */
  earlier: z.array(
    z.object({
      order_id: z.number(),
      placed_at: z.string(),
      outcome: z.enum(COD_OUTCOMES).nullable(),
      matched_by: z.array(z.enum(['account', 'phone', 'address'])),
    }),
  ),
});
export type CodRisk = z.output<typeof codRiskSchema>;
export const codRiskAnswerSchema = z.object({ data: codRiskSchema });

export const codOutcomeBodySchema = z.object({ outcome: z.enum(COD_OUTCOMES).nullable() });
export const codOutcomeAnswerSchema = z.object({
  data: z.object({ order_id: z.number(), outcome: z.enum(COD_OUTCOMES).nullable() }),
  message: z.string(),
});

export const codRiskSettingsSchema = z.object({
  /** Above this amount (minor units, the order's total before the COD fee) the buyer pays in advance; null: no limit. */
  prepay_above_cents: z.number().int().min(0).max(COD_RISK_AMOUNT_MAX).nullable(),
  /** From this many returned or refused COD parcels to one phone or address, prepayment; null: no limit. */
  max_returns: z.number().int().min(1).max(COD_RISK_RETURNS_MAX).nullable(),
});
export type CodRiskSettings = z.output<typeof codRiskSettingsSchema>;
export const codRiskSettingsAnswerSchema = z.object({ data: codRiskSettingsSchema });
/** Changes only what is given. */
export const codRiskSettingsBodySchema = codRiskSettingsSchema.partial();
export type CodRiskSettingsBody = z.input<typeof codRiskSettingsBodySchema>;
