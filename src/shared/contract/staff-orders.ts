import { z } from 'zod';
import { pageQuerySchema, paginationMetaSchema } from '../pagination.ts';
import { idParamSchema } from './content.ts';
import { orderBoxSetSchema } from './order-box-sets.ts';
import { orderStatuses } from './orders.ts';
import { orderPriceSchema } from './shipping.ts';
import { orderRefundFacts } from './staff-refunds.ts';

/*
 * Orders in the back office: a list with filters, one order with its lines, addresses and status
 * history, and the changes staff make: the next status (carrier and tracking number when it ships)
 * and cash on delivery marked paid.
 */

export const ORDER_ADMIN_LIMITS = { search: 200, carrier: 100, tracking: 100 } as const;
export const STAFF_ORDERS_PER_PAGE = 10;
export const ORDER_SORTS = ['date', 'total', 'status', 'id'] as const;
export const ORDER_TYPES = ['paper', 'digital'] as const;
/** The statuses staff move an order to through POST /staff/orders/:id/status. */
export const STAFF_TARGET_STATUSES = ['processing', 'shipped', 'delivered', 'cancelled'] as const;
export type StaffTargetStatus = (typeof STAFF_TARGET_STATUSES)[number];

const blankAsMissing = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const idQuery = z.preprocess(blankAsMissing, idParamSchema.optional());
/** A day (`2026-11-24`, UTC) or an instant with its offset (`2026-11-24T00:00:00+03:00`). */
const instantQuery = z.preprocess(
  blankAsMissing,
  z.union([z.iso.date(), z.iso.datetime({ offset: true })]).optional(),
);

export const staffOrdersQuerySchema = pageQuerySchema.extend({
  /** Order number, or the name, e-mail or phone of either address. */
  search: z.preprocess(blankAsMissing, z.string().trim().max(ORDER_ADMIN_LIMITS.search).optional()),
  status: z.preprocess(blankAsMissing, z.enum(orderStatuses).optional()),
  type: z.preprocess(blankAsMissing, z.enum(ORDER_TYPES).optional()),
  payment_type_id: idQuery,
  client_id: idQuery,
  /** Placed from this day or instant on. */
  from: instantQuery,
  /** Placed up to this instant, or to the end of this day (inclusive). */
  to: instantQuery,
  /** Newest first by default. */
  sort: z.preprocess(blankAsMissing, z.enum(ORDER_SORTS).optional()),
  dir: z.preprocess(blankAsMissing, z.enum(['asc', 'desc']).optional()),
  /** `yes`: orders with money given back (requested or done); `no`: without. */
  refunds: z.preprocess(blankAsMissing, z.enum(['yes', 'no']).optional()),
});
export type StaffOrdersQuery = z.output<typeof staffOrdersQuerySchema>;

export const staffOrderParamsSchema = z.object({ id: idParamSchema });

const optionalText = (max: number) =>
  z.preprocess((v) => (v === null ? undefined : blankAsMissing(v)), z.string().trim().max(max).optional());

export const orderStatusBodySchema = z.object({
  status: z.enum(STAFF_TARGET_STATUSES),
  carrier: optionalText(ORDER_ADMIN_LIMITS.carrier),
  tracking_number: optionalText(ORDER_ADMIN_LIMITS.tracking),
});
export type OrderStatusBody = z.input<typeof orderStatusBodySchema>;

/* ---------- answers ---------- */

const statusSchema = z.enum(orderStatuses);

export const staffOrderRowSchema = z.object({
  id: z.number(),
  date: z.string(),
  status: statusSchema,
  type: z.enum(ORDER_TYPES),
  client_id: z.number(),
  /** From the shipping address snapshot; null for an order without one (digital). */
  name: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  payment_type_id: z.number(),
  payment_type_ar: z.string(),
  payment_type_en: z.string(),
  books_quantity: z.number(),
  /**
   * The currency the order was charged in (ISO 4217, decision 110): its amounts are in it, `net_price`
   * in its units (3.838 for KWD) and `refunded_cents` in its minor units.
   */
  currency: z.string(),
  /** In the units of `currency`. */
  net_price: z.number(),
  paid_at: z.string().nullable(),
  /** The invoice's number (`INV-2026-000001`) once one is issued, else null (decision 043). */
  invoice_number: z.string().nullable(),
  /** The credit note's number (`CN-2026-000001`) once the invoiced order is cancelled, else null. */
  credit_note_number: z.string().nullable(),
  /** Minor units of `currency` given back so far (requested or done refunds); 0 for none. */
  refunded_cents: z.number(),
});
export type StaffOrderRow = z.infer<typeof staffOrderRowSchema>;

export const staffOrdersAnswerSchema = z.object({
  data: z.array(staffOrderRowSchema),
  meta: paginationMetaSchema,
});

export const staffOrderLineSchema = z.object({
  id: z.number(),
  book_id: z.number(),
  title_ar: z.string(),
  title_en: z.string(),
  /** The book's ISBN as the catalogue holds it; null when it has none. */
  isbn: z.string().nullable(),
  type: z.enum(ORDER_TYPES),
  quantity: z.number(),
  price: z.number(),
  total_price: z.number(),
});

const addressSchema = z.object({
  name: z.string(),
  country_id: z.number(),
  country_ar: z.string(),
  country_en: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  /** The Saudi short national address (`RRRD2929`); null elsewhere. */
  short_address: z.string().nullable(),
  mobile: z.string(),
  email: z.string(),
});
export type StaffOrderAddress = z.infer<typeof addressSchema>;

export const orderHistoryEntrySchema = z.object({
  id: z.number(),
  from_status: statusSchema,
  to_status: statusSchema,
  /** Null when the client or the server made the change. */
  staff: z.object({ id: z.number(), name: z.string() }).nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
});

export const staffOrderSchema = staffOrderRowSchema.extend({
  /** The price as charged when the order was placed (subtotal, shipping, COD fee, tax, weight, estimate). */
  ...orderPriceSchema.shape,
  note: z.string().nullable(),
  /** A printed copy sent as a gift (decision 055), with the note for the recipient; else null. */
  gift: z.object({ note: z.string().nullable() }).nullable(),
  payment_reference: z.string().nullable(),
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  updated_at: z.string(),
  lines: z.array(staffOrderLineSchema),
  /** The box sets of the order, each with the lines of its books (decision 096). */
  box_sets: z.array(orderBoxSetSchema),
  shipping: addressSchema.nullable(),
  billing: addressSchema.nullable(),
  history: z.array(orderHistoryEntrySchema),
  /** Statuses staff may move it to now. */
  next_statuses: z.array(z.enum(STAFF_TARGET_STATUSES)),
  /** Cash on delivery, shipped or delivered, not yet paid: 'mark paid' is offered. */
  can_mark_paid: z.boolean(),
  ...orderRefundFacts,
});
export type StaffOrder = z.infer<typeof staffOrderSchema>;

export const staffOrderAnswerSchema = z.object({ data: staffOrderSchema });
export const staffOrderSavedSchema = z.object({ data: staffOrderSchema, message: z.string() });
