import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, serialId, updatedAt } from './columns.ts';
import { orderRefunds, orders } from './orders.ts';

/* Tables of the invoicing module (decisions 043, 071). */

/*
 * Invoices and credit notes: each numbered once from a gapless sequence of its own kind and year
 * (`invoice_sequences`, taken under the row's lock in the transaction that issues it, so a number is
 * never skipped nor reused). The number is taken when that transaction commits, by a deferred trigger
 * (migration 0031, decision 082): until then the row's number is null, and no other transaction sees it. An order has at most one invoice, one credit note for the whole of it
 * and one per partial refund or return; each credit note refers to the invoice. The seller and the amounts are kept as they were when it was issued.
 */
export const invoiceKinds = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];

/** What an issued document says of the seller, as the invoice settings read when it was issued. */
export type InvoiceSeller = {
  nameAr: string;
  nameEn: string;
  addressAr: string;
  addressEn: string;
  taxNumber: string;
};

export const invoiceSequences = pgTable(
  'invoice_sequences',
  {
    kind: text('kind').notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [
    uniqueIndex('invoice_sequences_kind_year_unique').on(t.kind, t.year),
    check('invoice_sequences_kind', sql`${t.kind} IN ('invoice', 'credit_note')`),
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    id: serialId(),
    kind: text('kind').notNull(),
    year: integer('year').notNull(),
    /** The number within its kind and year: 1, 2, 3… Null only inside the issuing transaction. */
    number: integer('number'),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** A credit note's invoice. */
    refersToId: integer('refers_to_id'),
    /** A credit note for part of the order: the refund it records (null for the whole order's). */
    refundId: integer('refund_id').references(() => orderRefunds.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    seller: jsonb('seller').$type<InvoiceSeller>().notNull(),
    /** Amounts as issued, in cents: the total with tax, the tax, and the total without it. */
    totalCents: integer('total_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    netCents: integer('net_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_kind_year_number_unique').on(t.kind, t.year, t.number),
    uniqueIndex('invoices_order_kind_unique').on(t.orderId, t.kind).where(sql`${t.refundId} IS NULL`),
    uniqueIndex('invoices_refund_unique').on(t.refundId),
    index('invoices_issued_at_idx').on(t.issuedAt, t.id),
    check('invoices_kind', sql`${t.kind} IN ('invoice', 'credit_note')`),
  ],
);

/** The seller as invoices name it: one row (id 1); missing, every field is empty. */
export const invoiceSettings = pgTable(
  'invoice_settings',
  {
    id: integer('id').primaryKey(),
    sellerNameAr: text('seller_name_ar').notNull().default(''),
    sellerNameEn: text('seller_name_en').notNull().default(''),
    sellerAddressAr: text('seller_address_ar').notNull().default(''),
    sellerAddressEn: text('seller_address_en').notNull().default(''),
    /** The seller's tax registration number (VAT), as printed on invoices and in the ZATCA QR code. */
    taxNumber: text('tax_number').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [check('invoice_settings_one_row', sql`${t.id} = 1`)],
);
