import { z } from 'zod';
import { pageQuerySchema, paginationMetaSchema } from '../pagination.ts';

/*
 * The fulfilment pipeline (decision 100): how many printed-book orders stand at each step between
 * the buyer's order and the parcel's end, and the orders of one step. Read only.
 */

export { ORDER_ROLES as FULFILMENT_ROLES } from './staff.ts';

/** The steps in the order a parcel goes through them. */
export const FULFILMENT_STAGES = [
  'awaiting_confirmation',
  'confirmed',
  'label_printed',
  'with_carrier',
  'delivered',
  'returned',
] as const;
export type FulfilmentStage = (typeof FULFILMENT_STAGES)[number];

/** Orders a page of one step holds, the oldest first. */
export const FULFILMENT_PAGE = 50;

export const fulfilmentQuerySchema = pageQuerySchema.extend({
  stage: z.enum(FULFILMENT_STAGES).optional(),
});

export const fulfilmentOrderSchema = z.object({
  id: z.number(),
  name: z.string(),
  city: z.string(),
  country: z.string(),
  net_price_cents: z.number(),
  created_at: z.string(),
});
export type FulfilmentOrder = z.output<typeof fulfilmentOrderSchema>;

export const fulfilmentCountsSchema = z.object({
  awaiting_confirmation: z.number(),
  confirmed: z.number(),
  label_printed: z.number(),
  with_carrier: z.number(),
  delivered: z.number(),
  returned: z.number(),
});
export type FulfilmentCounts = z.output<typeof fulfilmentCountsSchema>;

/** The counts always; the orders (and their pages) of `stage` when one is asked for. */
export const fulfilmentAnswerSchema = z.object({
  data: z.object({
    counts: fulfilmentCountsSchema,
    stage: z.enum(FULFILMENT_STAGES).nullable(),
    orders: z.array(fulfilmentOrderSchema),
  }),
  meta: paginationMetaSchema.nullable(),
});
