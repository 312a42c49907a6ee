import type { Db } from '#server/db/client.ts';

/*
 * The numbers of an order's invoice and credit notes, for the orders module's answers (decision 071).
 * The invoicing module keeps the documents and provides this reader when its subscriber plugin is
 * registered; the orders module reads through it, so it never imports invoicing. One per process, like
 * the order events' bus (every app built in a process provides the same reader); until one is
 * provided, orders have no documents.
 */

export type DocumentReader = Pick<Db, 'select' | 'execute'>;

export type DocumentNumbers = { invoice_number: string | null; credit_note_number: string | null };

export const noNumbers: DocumentNumbers = { invoice_number: null, credit_note_number: null };

export type OrderDocumentNumbers = {
  /** The numbers of the orders' invoices and whole-order credit notes, by order id. */
  numbersOf(db: DocumentReader, orderIds: number[]): Promise<Map<number, DocumentNumbers>>;
  /** Every credit note of each order, in the order issued, by order id. */
  creditNotesOf(db: DocumentReader, orderIds: number[]): Promise<Map<number, string[]>>;
  /** The numbers of the credit notes of refunds, by refund id. */
  refundCreditNotes(db: DocumentReader, refundIds: number[]): Promise<Map<number, string>>;
};

const none: OrderDocumentNumbers = {
  numbersOf: async () => new Map(),
  creditNotesOf: async () => new Map(),
  refundCreditNotes: async () => new Map(),
};

let provided = none;

/** The process's document numbers; `provide` replaces the reader. */
export const orderDocumentNumbers: OrderDocumentNumbers & { provide(reader: OrderDocumentNumbers): void } = {
  provide(reader) {
    provided = reader;
  },
  numbersOf: (db, orderIds) => provided.numbersOf(db, orderIds),
  creditNotesOf: (db, orderIds) => provided.creditNotesOf(db, orderIds),
  refundCreditNotes: (db, refundIds) => provided.refundCreditNotes(db, refundIds),
};
