import { eventBus } from './event-bus.ts';

/*
 * What the invoicing module issues, told inside the transaction that issues it (decision 098): an
 * invoice or a credit note, by its id. The zatca module subscribes to keep the phase 2 document of
 * each, so invoicing needs nothing of it. The document has no number yet when this is told: it takes
 * one as the transaction commits (decision 082).
 */

export type InvoiceEvent = {
  type: 'issued';
  documentId: number;
  kind: 'invoice' | 'credit_note';
};

export const invoiceEvents = eventBus<InvoiceEvent>();
