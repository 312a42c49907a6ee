import { z } from 'zod';
import { orderStatuses } from './orders.ts';

/* The console's dashboard: the shop at a glance, and what needs doing. */

/**
 * The shop's day: 'today', 'the last 7 days' and each day of the charts start at midnight here
 * (Saudi Arabia and Jordan keep UTC+3 all year). The answer says it as `time_zone`.
 */
export const SHOP_TIME_ZONE = 'Asia/Riyadh';
/** Days of the daily series and of the top books (today and the 29 days before). */
export const SALES_DAYS = 30;
/** Orders that wait for the shop: to be accepted, prepared, delivered, or paid by the reader. */
export const WAITING_STATUSES = ['pending', 'processing', 'shipped', 'awaiting_payment'] as const;

/** A figure for all orders, and for hard-copy ('paper') and PDF ('digital') orders apart. */
const splitSchema = z.object({ total: z.number(), paper: z.number(), digital: z.number() });
export type Split = z.infer<typeof splitSchema>;

/**
 * What counts, in a period of whole days in SHOP_TIME_ZONE (today: since midnight):
 * - `orders`: orders placed in the period (by `created_at`) and not cancelled, paid or not;
 * - `paid_orders` and `revenue_cents`: money received in the period: orders whose `paid_at` falls in
 *   it and that are not cancelled, summed by their net price in cents. A PDF order is paid when its
 *   payment succeeds; a hard-copy order when staff mark its cash on delivery received. An order
 *   placed one day and paid another counts as placed on the first and as revenue on the second.
 *   Money given back on an order that is not cancelled (a partial refund, a return) is taken off the
 *   revenue of the day it was given back.
 */
const periodSchema = z.object({ orders: splitSchema, paid_orders: splitSchema, revenue_cents: splitSchema });
export type SalesPeriod = z.infer<typeof periodSchema>;

const topBookSchema = z.object({
  id: z.number(),
  title_ar: z.string(),
  title_en: z.string(),
  /** Copies (printed and PDF) in orders placed in the last SALES_DAYS days and not cancelled. */
  copies: z.number(),
  /** Those copies at the prices of their orders, in cents: paid or still to be collected on delivery. */
  amount_cents: z.number(),
});
export type TopBook = z.infer<typeof topBookSchema>;

export const salesSchema = z.object({
  today: periodSchema,
  days_7: periodSchema,
  days_30: periodSchema,
  /** Every day of the last SALES_DAYS days, oldest first, days without orders as zeros. */
  daily: z.array(
    z.object({
      /** YYYY-MM-DD in SHOP_TIME_ZONE. */
      day: z.string(),
      orders: splitSchema,
      revenue_cents: splitSchema,
    }),
  ),
  /** The five books with most copies, and the five with the largest amount (ties: lower id first). */
  top_by_copies: z.array(topBookSchema),
  top_by_amount: z.array(topBookSchema),
});
export type Sales = z.infer<typeof salesSchema>;

export const waitingSchema = z.object({
  /** How many orders wait in each of WAITING_STATUSES. */
  counts: z.object({
    pending: z.number(),
    processing: z.number(),
    shipped: z.number(),
    awaiting_payment: z.number(),
  }),
  /** The ones waiting longest (at most 8), oldest first. */
  oldest: z.array(
    z.object({
      id: z.number(),
      date: z.string(),
      status: z.enum(orderStatuses),
      type: z.enum(['paper', 'digital']),
      net_price_cents: z.number(),
    }),
  ),
});
export type Waiting = z.infer<typeof waitingSchema>;

export const dashboardAnswerSchema = z.object({
  data: z.object({
    books: z.object({
      on_sale: z.number(),
      hidden: z.number(),
      /** On sale with a hard-copy price and no copy left. */
      out_of_stock: z.number(),
      /** On sale with a hard-copy price and 1 to threshold − 1 copies left. */
      low_stock: z.number(),
      /** A PDF price but no PDF file to sell. */
      pdf_without_file: z.number(),
      without_cover: z.number(),
    }),
    content: z.object({ news: z.number(), kashkoul: z.number() }),
    /** The `low_stock_threshold` setting: printed copies under this many count as few. */
    low_stock_threshold: z.number(),
    /** The books with the fewest printed copies left, fewest first (at most 8). */
    low_stock_books: z.array(
      z.object({ id: z.number(), title_ar: z.string(), title_en: z.string(), stock: z.number() }),
    ),
    time_zone: z.string(),
    /**
     * Sales and the orders waiting: for admins and the orders role only (ORDER_ROLES), null for
     * editors. Editors keep the catalogue and the content; the shop's takings are not theirs to read,
     * and the waiting orders link to order pages they may not open.
     */
    sales: salesSchema.nullable(),
    waiting: waitingSchema.nullable(),
  }),
});
export type DashboardAnswer = z.infer<typeof dashboardAnswerSchema>;
export type Dashboard = DashboardAnswer['data'];
