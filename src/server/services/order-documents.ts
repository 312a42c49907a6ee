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

/** An order's document numbers, with every credit note of it (its refunds' too) in the order issued. */
export type OrderDocuments = DocumentNumbers & { credit_note_numbers: string[] };

export type OrderDocumentNumbers = {
  /** The numbers of the orders' invoices and whole-order credit notes, by order id. */
  numbersOf(db: DocumentReader, orderIds: number[]): Promise<Map<number, DocumentNumbers>>;
  /** Both of the above in one read, by order id. */
  documentsOf(db: DocumentReader, orderIds: number[]): Promise<Map<number, OrderDocuments>>;
  /** The numbers of the credit notes of refunds, by refund id. */
  refundCreditNotes(db: DocumentReader, refundIds: number[]): Promise<Map<number, string>>;
};

const none: OrderDocumentNumbers = {
  numbersOf: async () => new Map(),
  documentsOf: async () => new Map(),
  refundCreditNotes: async () => new Map(),
};

let provided = none;

/** The process's document numbers; `provide` replaces the reader. */
export const orderDocumentNumbers: OrderDocumentNumbers & { provide(reader: OrderDocumentNumbers): void } = {
  provide(reader) {
    provided = reader;
  },
  numbersOf: (db, orderIds) => provided.numbersOf(db, orderIds),
  documentsOf: (db, orderIds) => provided.documentsOf(db, orderIds),
  refundCreditNotes: (db, refundIds) => provided.refundCreditNotes(db, refundIds),
};
