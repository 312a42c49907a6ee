import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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
    /**
     * What ZATCA made of the signed document (decision 104): pending until reported (simplified) or
     * cleared (standard), rejected when ZATCA refused it.
     */
    zatcaStatus: text('zatca_status').notNull().default('pending'),
    /** How many times it was sent to ZATCA, and why the last time failed (an outage, a refusal). */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** ZATCA's validation messages of the last answer: `{type, code, category, message, status}`. */
    messages: jsonb('messages').$type<ZatcaMessage[]>().notNull().default([]),
    /** Not sent again before (the backoff after a failure). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** When ZATCA reported or cleared it. */
    reportedAt: timestamp('reported_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('zatca_documents_invoice_unique').on(t.invoiceId),
    uniqueIndex('zatca_documents_counter_unique').on(t.counter),
    uniqueIndex('zatca_documents_number_unique').on(t.number),
    index('zatca_documents_pending_idx').on(t.id).where(sql`${t.status} = 'pending'`),
    check('zatca_documents_kind', sql`${t.kind} IN ('invoice', 'credit_note')`),
    check('zatca_documents_status', sql`${t.status} IN ('pending', 'signed')`),
    check(
      'zatca_documents_zatca_status',
      sql`${t.zatcaStatus} IN ('pending', 'reported', 'cleared', 'rejected')`,
    ),
    index('zatca_documents_unreported_idx')
      .on(t.id)
      .where(sql`${t.status} = 'signed' AND ${t.zatcaStatus} = 'pending'`),
  ],
);

export const zatcaStatuses = ['pending', 'reported', 'cleared', 'rejected'] as const;
export type ZatcaStatus = (typeof zatcaStatuses)[number];

/** A validation message of ZATCA's answer. */
export type ZatcaMessage = { type: string; code: string; category: string; message: string; status: string };

/**
 * The shop's onboarding with ZATCA (one row, id 1; decision 104): the EGS unit's details, its secp256k1
 * key and CSR, the compliance CSID, then the production CSID. The private key and the CSIDs' secrets are
 * kept encrypted (AES-256-GCM, key derived from ZATCA_KEY_SECRET).
 */
export const zatcaOnboarding = pgTable(
  'zatca_onboarding',
  {
    id: integer('id').primaryKey(),
    /** csr (generated), compliance (compliance CSID received), checked (compliance checks passed), production. */
    stage: text('stage').notNull(),
    vatNumber: text('vat_number').notNull(),
    organisation: text('organisation').notNull(),
    branch: text('branch').notNull(),
    egsSerial: text('egs_serial').notNull(),
    csr: text('csr').notNull(),
    privateKey: text('private_key').notNull(),
    complianceRequestId: text('compliance_request_id'),
    complianceToken: text('compliance_token'),
    complianceSecret: text('compliance_secret'),
    productionToken: text('production_token'),
    productionSecret: text('production_secret'),
    /** ZATCA's messages of the compliance checks that failed, if any. */
    messages: jsonb('messages').$type<ZatcaMessage[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('zatca_onboarding_one_row', sql`${t.id} = 1`),
    check('zatca_onboarding_stage', sql`${t.stage} IN ('csr', 'compliance', 'checked', 'production')`),
  ],
);
