import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { messagesOf } from '#server/i18n/index.ts';
import {
  creditNoteDocument,
  type DocumentKind,
  invoicesCsv,
  listInvoices,
  orderDocument,
  readInvoiceSettings,
  sendDocument,
  writeInvoiceSettings,
} from '#server/modules/orders/index.ts';
import { type RouteOptions, route } from '#server/plugins/route.ts';
import { listAnswer } from './list-answer.ts';
import { staffWrite } from './write.ts';

const settingsMessages = messagesOf('invoiceSettings');

/**
 * An order's invoice, credit note and packing slip printed from the console, the list of issued
 * invoices and credit notes with its CSV (admin, orders), and the seller's invoice settings (every
 * member reads, admins change them, each change in the activity log).
 */
type DocumentKey =
  | 'GET /staff/orders/:id/invoice'
  | 'GET /staff/orders/:id/credit-note'
  | 'GET /staff/orders/:id/packing-slip';

/** A route answering the order's document of `kind` as a PDF, in `lang` or the request's language. */
function documentRoute(app: FastifyInstance, key: DocumentKey, kind: DocumentKind, options: RouteOptions) {
  route(app, key, options, async (request, reply) => {
    const lang = request.query.lang ?? request.lang;
    return sendDocument(reply, await orderDocument(app.db, request.params.id, { kind, lang }));
  });
}

export const invoiceAdminRoutes: FastifyPluginAsync = async (app) => {
  documentRoute(app, 'GET /staff/orders/:id/invoice', 'invoice', {
    summary: 'The order’s invoice as a PDF, in `lang` or the request’s language',
    description: '409 `no_invoice` for a digital order awaiting payment or an order cancelled unpaid.',
  });

  documentRoute(app, 'GET /staff/orders/:id/credit-note', 'credit-note', {
    summary: 'The credit note of a cancelled invoiced order as a PDF, in `lang` or the request’s language',
    description: '409 `no_credit_note` for an order that was not invoiced and then cancelled.',
  });

  route(
    app,
    'GET /staff/orders/:id/credit-notes/:number',
    {
      summary:
        'Any credit note of the order by its number, as a PDF: a partial refund’s, a return’s or the cancel’s',
      description:
        '404 when the order has no credit note of that number. In `lang` or the request’s language.',
    },
    async (request, reply) => {
      const lang = request.query.lang ?? request.lang;
      const { id, number } = request.params;
      return sendDocument(reply, await creditNoteDocument(app.db, id, number, { lang }));
    },
  );

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

  route(
    app,
    'GET /staff/invoice-settings',
    { summary: 'The seller as invoices name it: legal name and address in both languages, VAT number' },
    async () => ({ data: await readInvoiceSettings(app.db) }),
  );

  route(
    app,
    'PUT /staff/invoice-settings',
    { summary: 'Change the seller as invoices name it (admin); missing fields stay as they are' },
    async (request) => {
      const data = await staffWrite(request, null, async (tx, record) => {
        const { before, after } = await writeInvoiceSettings(tx, request.body);
        await record.changes({ entity: 'invoice_settings' }, before, after);
        return after;
      });
      return { data, message: settingsMessages.saved[request.lang] };
    },
  );

  documentRoute(app, 'GET /staff/orders/:id/packing-slip', 'packing-slip', {
    summary: 'The order’s packing slip as a PDF: lines and quantities, no prices',
    description: '409 `no_packing_slip` for a digital order or a cancelled one.',
  });
};
