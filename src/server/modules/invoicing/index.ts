import type { FastifyPluginAsync } from 'fastify';
import { orderDocumentNumbers } from '#server/services/order-documents.ts';
import { orderEvents } from '#server/services/order-events.ts';
import { invoiceRoutes } from './client-routes.ts';
import { invoiceHandlers } from './invoice-events.ts';
import { documentNumbersOf, orderDocumentsOf, refundCreditNotes } from './invoice-numbers.ts';
import { invoiceStaffRoutes } from './staff-routes.ts';

/*
 * Invoicing (decisions 043, 050, 071): numbered invoices and credit notes, packing slips, the seller's
 * invoice settings. The module keeps its own tables, issues its documents on the order's events, gives
 * the orders module their numbers through `orderDocumentNumbers`, and answers the client and the back office.
 */

export { ISSUE_TIME_ZONE } from './invoice-numbers.ts';

/** Issues the documents on the order's events and provides their numbers to the orders' answers. */
export const invoicingSubscribers: FastifyPluginAsync = async () => {
  orderEvents.subscribe('invoicing:documents', invoiceHandlers);
  orderDocumentNumbers.provide({
    numbersOf: documentNumbersOf,
    documentsOf: orderDocumentsOf,
    refundCreditNotes,
  });
};

/** The invoicing module's routes under /api: the client's documents and the back office's. */
export const invoicingModule: FastifyPluginAsync = async (app) => {
  await app.register(invoiceRoutes);
  await app.register(invoiceStaffRoutes);
};
export { invoiceDataOf } from './client-data.ts';
export { dateIn, GREY, Sheet, WIDTH } from './document-sheet.ts';
export { inRiyals } from './invoice-money.ts';
export { readInvoiceSettings } from './invoice-settings.ts';
export { type IssuedFacts, issuedFacts } from './issued-facts.ts';
