import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, serialId } from './columns.ts';
import { invoices } from './invoicing.ts';

/* Tables of the zatca module (decision 098): ZATCA phase 2 documents and the shop's hash chain. */

/**
 * The shop's chain of ZATCA documents (one row, id 1): the counter of the last document signed (its
 * ICV) and that document's hash (the next one's PIH). Taken under the row's lock, so two processes
 * never give two documents the same counter or the same previous hash.
 */
export const zatcaChain = pgTable(
  'zatca_chain',
  {
    id: integer('id').primaryKey(),
    lastCounter: integer('last_counter').notNull(),
    lastHash: text('last_hash').notNull(),
  },
  (t) => [check('zatca_chain_one_row', sql`${t.id} = 1`)],
);

export const zatcaDocumentKinds = ['invoice', 'credit_note'] as const;
export type ZatcaDocumentKind = (typeof zatcaDocumentKinds)[number];

/**
 * One row per invoice or credit note issued while phase 2 is on: written pending in the transaction
 * that issues the document, then signed into the chain (counter, previous hash, hash, signed XML and
 * QR code) once the document has its number.
 */
export const zatcaDocuments = pgTable(
  'zatca_documents',
  {
    id: serialId(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    kind: text('kind').notNull(),
    /** The document's number (`INV-2026-000001`), once signed. */
    number: text('number'),
    uuid: uuid('uuid').notNull().defaultRandom(),
    /** The invoice counter value (ICV): 1, 2, 3… in the order signed. Null while pending. */
    counter: integer('counter'),
    /** The previous invoice hash (PIH), base64. */
    previousHash: text('previous_hash'),
    /** This document's invoice hash, base64 SHA-256 of its canonical form. */
    invoiceHash: text('invoice_hash'),
    xml: text('xml'),
    /** The QR code's base64 TLV payload, tags 1–9. */
    qr: text('qr'),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    signedAt: timestamp('signed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('zatca_documents_invoice_unique').on(t.invoiceId),
    uniqueIndex('zatca_documents_counter_unique').on(t.counter),
    uniqueIndex('zatca_documents_number_unique').on(t.number),
    index('zatca_documents_pending_idx').on(t.id).where(sql`${t.status} = 'pending'`),
    check('zatca_documents_kind', sql`${t.kind} IN ('invoice', 'credit_note')`),
    check('zatca_documents_status', sql`${t.status} IN ('pending', 'signed')`),
  ],
);
