import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { messagesOf } from '#server/i18n/index.ts';
import { chosenOrders } from '#server/modules/orders/index.ts';
import { staffSettings } from '#server/modules/staff/index.ts';
import { noStore } from '#server/plugins/cache-headers.ts';
import { route } from '#server/plugins/route.ts';
import { BulkRefused, bulkOutcome } from '#server/services/bulk-report.ts';
import { listAnswer } from '#server/services/list-answer.ts';
import { orderDocumentsPdf } from './bulk-documents.ts';
import { creditNoteRoute, type DocumentSide, documentRoute } from './document-routes.ts';
import { readInvoiceSettings, writeInvoiceSettings } from './invoice-settings.ts';
import { invoicesCsv, listInvoices } from './invoices-list.ts';

const settingsMessages = messagesOf('invoiceSettings');

const staff: DocumentSide = { options: {}, clientId: () => undefined };

/**
 * An order's invoice, credit note and packing slip printed from the console, many orders' at once,
 * the list of issued invoices and credit notes with its CSV (admin, orders), and the seller's invoice
 * settings (every member reads, admins change them, each change in the activity log).
 */
// Whole: one resource's routes, each a route() call with a handler of its own; the plugin only lists them.
export const invoiceStaffRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', noStore);

  documentRoute(app, staff, 'GET /staff/orders/:id/invoice', 'invoice', {
    summary: 'The order’s invoice as a PDF, in `lang` or the request’s language',
    description: '409 `no_invoice` for a digital order awaiting payment or an order cancelled unpaid.',
  });

  documentRoute(app, staff, 'GET /staff/orders/:id/credit-note', 'credit-note', {
    summary: 'The credit note of a cancelled invoiced order as a PDF, in `lang` or the request’s language',
    description: '409 `no_credit_note` for an order that was not invoiced and then cancelled.',
  });

  creditNoteRoute(app, staff, 'GET /staff/orders/:id/credit-notes/:number', {
    summary:
      'Any credit note of the order by its number, as a PDF: a partial refund’s, a return’s or the cancel’s',
    description: '404 when the order has no credit note of that number. In `lang` or the request’s language.',
  });

  route(
    app,
    'GET /staff/invoices',
    {
      summary: 'Issued invoices and credit notes, newest first, by kind and day of issue (Asia/Riyadh)',
    },
    async (request) => listAnswer(request, await listInvoices(app.db, request.query)),
  );

  route(
    app,
    'GET /staff/invoices.csv',
    {
      summary:
        'The issued invoices and credit notes the filters keep, as CSV for the accountant (UTF-8, BOM)',
    },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      const lang = request.query.lang ?? request.lang;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="invoices-${day}.csv"`)
        .send(Readable.from(invoicesCsv(app.db, request.query, lang)));
    },
  );

  staffSettings(app, {
    path: '/staff/invoice-settings',
    entity: 'invoice_settings',
    read: {
      summary: 'The seller as invoices name it: legal name and address in both languages, VAT number',
      run: readInvoiceSettings,
    },
    write: {
      summary: 'Change the seller as invoices name it (admin); missing fields stay as they are',
      run: writeInvoiceSettings,
      message: settingsMessages.saved,
    },
  });

  documentRoute(app, staff, 'GET /staff/orders/:id/packing-slip', 'packing-slip', {
    summary: 'The order’s packing slip as a PDF: lines and quantities, no prices',
    description: '409 `no_packing_slip` for a digital order or a cancelled one.',
  });

  route(
    app,
    'POST /staff/orders/documents',
    {
      summary: 'The packing slips or invoices of many orders as one PDF, in the order chosen',
      description:
        'Each order’s own document, one after the other. An order without one (a digital order has no ' +
        'packing slip) refuses them all: 422 `bulk_refused` with `rows`, one per order.',
    },
    async (request, reply) =>
      bulkOutcome(request, reply, 'orders', async () => {
        const ids = await chosenOrders(app.db, request.body);
        const lang = request.body.lang ?? request.lang;
        const outcome = await orderDocumentsPdf(app.db, ids, { kind: request.body.kind, lang });
        if (outcome.refused) {
          throw new BulkRefused(outcome.refused.map((row) => ({ id: row.id, refusal: row.message })));
        }
        const day = new Date().toISOString().slice(0, 10);
        const name = request.body.kind === 'invoice' ? 'invoices' : 'packing-slips';
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${name}-${day}.pdf"`)
          .header('x-content-type-options', 'nosniff')
          .send(Buffer.from(outcome.bytes));
      }),
  );
};
