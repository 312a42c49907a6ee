import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { orders } from './orders.ts';

/*
 * Tables of the cod-risk module (decision 103): each cash-on-delivery order's buyer, kept under the
 * keys its later orders are matched by (account, phone in E.164, normalised address), with what became
 * of its parcel; and the settings that ask for prepayment instead of cash on delivery.
 */

/** What became of a COD parcel that was not paid for: sent back by the carrier, or refused at the door. */
export const codOutcomes = ['returned', 'refused'] as const;
export type CodOutcome = (typeof codOutcomes)[number];

/** One row per cash-on-delivery order placed. */
export const codRiskOrders = pgTable(
  'cod_risk_orders',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    clientId: integer('client_id'),
    /** The parcel's phone in E.164 (`+966501234567`), or as written when it cannot be read. */
    phone: text('phone').notNull(),
    /** The parcel's country, city and address, lower case, without punctuation or repeated spaces. */
    addressKey: text('address_key').notNull(),
    outcome: text('outcome', { enum: codOutcomes }),
    outcomeAt: timestamp('outcome_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('cod_risk_orders_client_idx').on(t.clientId),
    index('cod_risk_orders_phone_idx').on(t.phone),
    index('cod_risk_orders_address_idx').on(t.addressKey),
  ],
);

/** The module's settings: one row (id 1); missing, nothing is refused. Null turns a rule off. */
export const codRiskSettings = pgTable(
  'cod_risk_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** Above this amount (minor units, before the COD fee) an order must be paid in advance. */
    prepayAboveCents: integer('prepay_above_cents'),
    /** From this many returned or refused COD parcels to one phone or address, that buyer pays in advance. */
    maxReturns: integer('max_returns'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('cod_risk_settings_one_row', sql`${t.id} = 1`),
    check('cod_risk_settings_prepay_above', sql`${t.prepayAboveCents} IS NULL OR ${t.prepayAboveCents} >= 0`),
    check('cod_risk_settings_max_returns', sql`${t.maxReturns} IS NULL OR ${t.maxReturns} >= 1`),
  ],
);
