import { z } from 'zod';
import { pageQuerySchema, paginationMetaSchema } from '../pagination.ts';
import { idParamSchema } from './content.ts';

/*
 * Cash-on-delivery orders confirmed before they ship (decision 097): the buyer's one-tap links, the
 * orders desk's list of orders waiting for a yes and its 'confirmed by phone', and the settings (the
 * hours a buyer has, and which markets ask at all).
 */

export { ORDER_ROLES as COD_CONFIRMATION_ROLES } from './staff.ts';

export const COD_LINK_ACTIONS = ['confirm', 'cancel'] as const;
export type CodLinkAction = (typeof COD_LINK_ACTIONS)[number];
export const COD_EXPIRY_HOURS_MAX = 720;
/** Orders a page of the waiting list holds by default, the most urgent first. */
export const COD_WAITING_PAGE = 50;

export const codLinkParamsSchema = z.object({ id: idParamSchema, action: z.enum(COD_LINK_ACTIONS) });
export const codLinkQuerySchema = z.object({ token: z.string().max(200).default('') });

export const staffCodParamsSchema = z.object({ id: idParamSchema });

export const staffCodWaitingSchema = z.object({
  order_id: z.number(),
  placed_at: z.string(),
  /** When the order is cancelled if no one confirms it. */
  expires_at: z.string(),
  name: z.string(),
  mobile: z.string(),
  email: z.string(),
  country_id: z.number(),
  net_price_cents: z.number(),
  /** The WhatsApp message's fate; null when none is sent (no provider). */
  message: z.enum(['pending', 'sending', 'sent', 'failed']).nullable(),
});
export type StaffCodWaiting = z.output<typeof staffCodWaitingSchema>;

export const staffCodWaitingQuerySchema = pageQuerySchema;

export const staffCodWaitingAnswerSchema = z.object({
  data: z.array(staffCodWaitingSchema),
  meta: paginationMetaSchema,
});

export const staffCodConfirmedSchema = z.object({
  data: z.object({ order_id: z.number(), state: z.literal('confirmed') }),
  message: z.string(),
});

const marketSchema = z.object({ country_id: z.number().int().positive(), confirm: z.boolean() });

export const codSettingsSchema = z.object({
  expiry_hours: z.number().int().min(1).max(COD_EXPIRY_HOURS_MAX),
  /** What a market without a setting of its own does. */
  default_confirm: z.boolean(),
  markets: z.array(marketSchema),
});
export type CodSettings = z.output<typeof codSettingsSchema>;

export const codSettingsAnswerSchema = z.object({ data: codSettingsSchema });

/** Changes only what is given; a market given takes its own setting. */
export const codSettingsBodySchema = z.object({
  expiry_hours: z.number().int().min(1).max(COD_EXPIRY_HOURS_MAX).optional(),
  markets: z.array(marketSchema).max(300).optional(),
});
export type CodSettingsBody = z.input<typeof codSettingsBodySchema>;
