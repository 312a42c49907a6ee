import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { messagesOf } from '#server/i18n/index.ts';
import {
  invoicesCsv,
  listInvoices,
  orderDocument,
  readInvoiceSettings,
  sendDocument,
  writeInvoiceSettings,
} from '#server/modules/orders/index.ts';
import { route } from '#server/plugins/route.ts';
import { listAnswer } from './list-answer.ts';
import { staffWrite } from './write.ts';

const settingsMessages = messagesOf('invoiceSettings');

/**
 * An order's invoice, credit note and packing slip printed from the console, the list of issued
 * invoices and credit notes with its CSV (admin, orders), and the seller's invoice settings (every
 * member reads, admins change them, each change in the activity log).
 */
export const invoiceAdminRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    'GET /staff/orders/:id/invoice',
    {
      summary: 'The order’s invoice as a PDF, in `lang` or the request’s language',
      description: '409 `no_invoice` for a digital order awaiting payment or an order cancelled unpaid.',
    },
    async (request, reply) => {
      const lang = request.query.lang ?? request.lang;
      return sendDocument(reply, await orderDocument(app.db, request.params.id, { kind: 'invoice', lang }));
    },
  );

  route(
    app,
    'GET /staff/orders/:id/credit-note',
    {
      summary: 'The credit note of a cancelled invoiced order as a PDF, in `lang` or the request’s language',
      description: '409 `no_credit_note` for an order that was not invoiced and then cancelled.',
    },
    async (request, reply) => {
      const lang = request.query.lang ?? request.lang;
      const document = await orderDocument(app.db, request.params.id, { kind: 'credit-note', lang });
      return sendDocument(reply, document);
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

  route(
    app,
    'GET /staff/orders/:id/packing-slip',
    {
      summary: 'The order’s packing slip as a PDF: lines and quantities, no prices',
      description: '409 `no_packing_slip` for a digital order or a cancelled one.',
    },
    async (request, reply) => {
      const lang = request.query.lang ?? request.lang;
      const document = await orderDocument(app.db, request.params.id, { kind: 'packing-slip', lang });
      return sendDocument(reply, document);
    },
  );
};
