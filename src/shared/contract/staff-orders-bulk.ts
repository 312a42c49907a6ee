import { z } from 'zod';
import { languages } from '../lang.ts';
import { ORDER_ADMIN_LIMITS, staffOrdersQuerySchema } from './staff-orders.ts';

/*
 * Many orders at once: chosen by id on a page of the list, or every order the list's filters keep
 * (the server finds them, at most BULK_ORDERS_MAX). Each action is all or nothing: one refused order
 * and none is changed (422 with a report per order); otherwise every order is changed and reported.
 * Tracking numbers for many orders come as CSV text (pasted, or read from a file): order number,
 * carrier, tracking number. The orders' CSV export takes the list's own filters.
 */

export const BULK_ORDERS_MAX = 500;
/** Characters of pasted CSV: 500 lines of number, carrier and tracking number fit well within. */
export const BULK_TRACKING_CSV_MAX = 200_000;
export const BULK_ORDER_ACTIONS = ['processing', 'shipped', 'paid'] as const;
export type BulkOrderAction = (typeof BULK_ORDER_ACTIONS)[number];
export const BULK_DOCUMENT_KINDS = ['packing-slip', 'invoice'] as const;

/** The list's filters, less its paging and order. */
export const orderFilterSchema = staffOrdersQuerySchema.omit({
  page: true,
  per_page: true,
  sort: true,
  dir: true,
});
export type OrderFilter = z.input<typeof orderFilterSchema>;

const orderIdSchema = z.number().int().positive().max(2_147_483_647);

/** Either `ids` (a page's chosen orders) or `filter` (every order the list's filters keep). */
const selectionShape = {
  ids: z.array(orderIdSchema).min(1).max(BULK_ORDERS_MAX).optional(),
  filter: orderFilterSchema.optional(),
};

const optionalText = (max: number) =>
  z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    z.string().trim().max(max).optional(),
  );

export const bulkOrdersBodySchema = z.object({
  ...selectionShape,
  action: z.enum(BULK_ORDER_ACTIONS),
  /** With `shipped`: the carrier of every chosen order (required), which then ships without a tracking number. */
  carrier: optionalText(ORDER_ADMIN_LIMITS.carrier),
});

export const bulkTrackingBodySchema = z.object({
  /** Lines of `order number, carrier, tracking number`; a first line of column names is skipped. */
  csv: z.string().max(BULK_TRACKING_CSV_MAX),
});

export const bulkDocumentsBodySchema = z.object({
  ...selectionShape,
  kind: z.enum(BULK_DOCUMENT_KINDS),
  lang: z.enum(languages).optional(),
});

export const bulkRowSchema = z.object({
  /** The order's number; null for a CSV line that names none. */
  id: z.number().nullable(),
  /** The CSV line (1 is the first), for tracking numbers; else absent. */
  line: z.number().optional(),
  ok: z.boolean(),
  message: z.string(),
});
export type BulkRow = z.infer<typeof bulkRowSchema>;

/** 200: every order changed. A refusal answers 422 `bulk_refused` with `rows` too, and `errors` keyed by order number. */
export const bulkOrdersAnswerSchema = z.object({
  data: z.object({ rows: z.array(bulkRowSchema) }),
  message: z.string(),
});

export const ordersExportQuerySchema = orderFilterSchema.extend({
  /** `1`: one row per order line instead of one per order. */
  lines: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['0', '1']).optional()),
  lang: z.preprocess((v) => (v === '' ? undefined : v), z.enum(languages).optional()),
});
