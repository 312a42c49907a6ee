import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './clients.ts';
import { createdAt, serialId, updatedAt } from './columns.ts';
import { orders } from './orders.ts';

/*
 * Tables of the coupons module (decision 054): the codes staff hand out, and each use of one by an
 * order. Money in integer cents; a percentage in basis points (1000 = 10%).
 */

export const couponFormats = ['printed', 'digital'] as const;

export const coupons = pgTable(
  'coupons',
  {
    id: serialId(),
    /** As staff typed it; matched case-insensitively (the unique index is on its upper case). */
    code: text('code').notNull(),
    /** Exactly one of the two: a percentage off (basis points) or an amount off (cents). */
    percentBp: integer('percent_bp'),
    amountCents: integer('amount_cents'),
    /** The eligible books must come to at least this much; null: no minimum. */
    minSubtotalCents: integer('min_subtotal_cents'),
    /** Only orders of this format; null: either. */
    format: text('format', { enum: couponFormats }),
    /** Only books of these categories or these books (either list matching); both empty: every book. */
    categoryIds: integer('category_ids').array().notNull().default([]),
    bookIds: integer('book_ids').array().notNull().default([]),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Uses in all; null: no limit. */
    maxUses: integer('max_uses'),
    maxUsesPerClient: integer('max_uses_per_client'),
    /** False: books at a sale price get no coupon discount. */
    combinesWithSale: boolean('combines_with_sale').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** Uses held by orders not cancelled; raised and checked under the row's lock. */
    usesCount: integer('uses_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_unique').on(sql`upper(${t.code})`),
    check('coupons_one_kind', sql`(${t.percentBp} IS NULL) <> (${t.amountCents} IS NULL)`),
    check('coupons_percent_range', sql`${t.percentBp} > 0 AND ${t.percentBp} <= 10000`),
    check('coupons_amount_positive', sql`${t.amountCents} > 0`),
    check('coupons_min_subtotal_non_negative', sql`${t.minSubtotalCents} >= 0`),
    check(
      'coupons_uses_within_limit',
      sql`${t.usesCount} >= 0 AND (${t.maxUses} IS NULL OR ${t.usesCount} <= ${t.maxUses})`,
    ),
    check(
      'coupons_dates_ordered',
      sql`${t.startsAt} IS NULL OR ${t.endsAt} IS NULL OR ${t.startsAt} < ${t.endsAt}`,
    ),
  ],
);

/** One order's use of a code: what it took off and what the order came to; given back once on cancel. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serialId(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    discountCents: integer('discount_cents').notNull(),
    orderNetCents: integer('order_net_cents').notNull(),
    /** Set when the order was cancelled and its use given back. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_order_unique').on(t.orderId),
    index('coupon_redemptions_coupon_client_idx').on(t.couponId, t.clientId),
  ],
);
