import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { type RouteOptions, route } from '#server/plugins/route.ts';
import { creditNoteDocument } from './credit-notes.ts';
import { clientOf, MINUTE_MS, perClient, privateNoStore } from './http.ts';
import { type DocumentKind, orderDocument, sendDocument } from './invoice.ts';

const config = { rateLimit: { max: 30, timeWindow: MINUTE_MS, keyGenerator: perClient } };

/** A route answering the client's own order's document of `kind` as a PDF (404 for anyone else's). */
function documentRoute(
  app: FastifyInstance,
  key: 'GET /orders/:id/invoice' | 'GET /orders/:id/credit-note',
  kind: DocumentKind,
  options: RouteOptions,
) {
  route(app, key, { tags: ['orders'], config, ...options }, async (request, reply) => {
    const document = await orderDocument(app.db, request.params.id, {
      kind,
      lang: request.query.lang ?? request.lang,
      clientId: clientOf(request).id,
    });
    return sendDocument(reply, document);
  });
}

/** The client's invoice and credit notes of one of their orders. */
export const invoiceRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', privateNoStore);

  documentRoute(app, 'GET /orders/:id/invoice', 'invoice', {
    summary: 'The invoice of one of the client’s orders, as a PDF (404 for anyone else’s)',
    description:
      'In `lang` (ar or en), else the request’s language. A paid order has an invoice, and so has a ' +
      'hard-copy order that is not cancelled (cash on delivery: marked unpaid); a digital order ' +
      'awaiting payment or an order cancelled unpaid answers 409 `no_invoice`.',
  });

  documentRoute(app, 'GET /orders/:id/credit-note', 'credit-note', {
    summary: 'The credit note of one of the client’s cancelled orders, as a PDF (404 for anyone else’s)',
    description:
      'An invoiced order that was cancelled (refunded) has a credit note cancelling its invoice; any ' +
      'other order answers 409 `no_credit_note`. In `lang` (ar or en), else the request’s language.',
  });

  route(
    app,
    'GET /orders/:id/credit-notes/:number',
    {
      tags: ['orders'],
      summary:
        'Any credit note of one of the client’s orders by its number, as a PDF (404 for anyone else’s)',
      description:
        'The numbers are the order’s `credit_note_numbers`: a partial refund’s, a return’s or the ' +
        'cancel’s. 404 for a number the order does not have. In `lang` (ar or en), else the request’s language.',
      config,
    },
    async (request, reply) => {
      const document = await creditNoteDocument(app.db, request.params.id, request.params.number, {
        lang: request.query.lang ?? request.lang,
        clientId: clientOf(request).id,
      });
      return sendDocument(reply, document);
    },
  );
};
