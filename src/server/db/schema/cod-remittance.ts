import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { shipments } from './carriers.ts';
import { createdAt, serialId } from './columns.ts';

/*
 * Tables of the cash-on-delivery remittance module (decision 102): the carriers' remittance
 * statements imported by staff, and each of their lines matched to a shipment by carrier and waybill.
 */

export const remittanceLayouts = ['aramex', 'smsa', 'generic'] as const;
export type RemittanceLayout = (typeof remittanceLayouts)[number];

export const remittanceOutcomes = [
  'matched',
  'amount_differs',
  'unknown_waybill',
  'already_reconciled',
] as const;
export type RemittanceOutcome = (typeof remittanceOutcomes)[number];

/** A carrier's remittance statement as imported: which carrier, which layout, who, and its totals. */
export const codRemittances = pgTable(
  'cod_remittances',
  {
    id: serialId(),
    carrier: text('carrier').notNull(),
    layout: text('layout', { enum: remittanceLayouts }).notNull(),
    fileName: text('file_name'),
    lines: integer('lines').notNull(),
    /** What it credited, when in one currency (its lines say which); 0 when in several (the lines add up each). */
    creditedCents: integer('credited_cents').notNull().default(0),
    importedBy: integer('imported_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('cod_remittances_created_idx').on(t.createdAt),
    check('cod_remittances_layout', sql`${t.layout} IN ('aramex', 'smsa', 'generic')`),
  ],
);

/**
 * One line of a statement: the waybill, the cash the carrier remitted for it (in minor units of its
 * currency: its parcel's, decision 110), the day it was collected, the carrier's transfer reference,
 * and what it was found to be. A line that credits
 * a shipment (`credited`) is the only one that ever does: a shipment is credited once.
 */
export const codRemittanceLines = pgTable(
  'cod_remittance_lines',
  {
    id: serialId(),
    remittanceId: integer('remittance_id')
      .notNull()
      .references(() => codRemittances.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    carrier: text('carrier').notNull(),
    waybill: text('waybill').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    currencyDecimals: integer('currency_decimals').notNull().default(2),
    collectedOn: date('collected_on', { mode: 'string' }),
    reference: text('reference'),
    outcome: text('outcome', { enum: remittanceOutcomes }).notNull(),
    shipmentId: integer('shipment_id').references(() => shipments.id, { onDelete: 'set null' }),
    expectedCents: integer('expected_cents'),
    credited: boolean('credited').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('cod_remittance_lines_remittance_idx').on(t.remittanceId, t.line),
    uniqueIndex('cod_remittance_lines_credited_unique').on(t.shipmentId).where(sql`${t.credited}`),
    check(
      'cod_remittance_lines_outcome',
      sql`${t.outcome} IN ('matched', 'amount_differs', 'unknown_waybill', 'already_reconciled')`,
    ),
    check('cod_remittance_lines_amount_non_negative', sql`${t.amountCents} >= 0`),
  ],
);
