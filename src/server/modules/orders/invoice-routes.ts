import type { FastifyPluginAsync } from 'fastify';
import { route } from '#server/plugins/route.ts';
import { clientOf, MINUTE_MS, perClient, privateNoStore } from './http.ts';
import { orderDocument, sendDocument } from './invoice.ts';

/** The client's invoice and credit note of one of their orders. */
export const invoiceRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', privateNoStore);

  route(
    app,
    'GET /orders/:id/invoice',
    {
      tags: ['orders'],
      summary: 'The invoice of one of the client’s orders, as a PDF (404 for anyone else’s)',
      description:
        'In `lang` (ar or en), else the request’s language. A paid order has an invoice, and so has a ' +
        'hard-copy order that is not cancelled (cash on delivery: marked unpaid); a digital order ' +
        'awaiting payment or an order cancelled unpaid answers 409 `no_invoice`.',
      config: { rateLimit: { max: 30, timeWindow: MINUTE_MS, keyGenerator: perClient } },
    },
    async (request, reply) => {
      const document = await orderDocument(app.db, request.params.id, {
        kind: 'invoice',
        lang: request.query.lang ?? request.lang,
        clientId: clientOf(request).id,
      });
      return sendDocument(reply, document);
    },
  );

  route(
    app,
    'GET /orders/:id/credit-note',
    {
      tags: ['orders'],
      summary: 'The credit note of one of the client’s cancelled orders, as a PDF (404 for anyone else’s)',
      description:
        'An invoiced order that was cancelled (refunded) has a credit note cancelling its invoice; any ' +
        'other order answers 409 `no_credit_note`. In `lang` (ar or en), else the request’s language.',
      config: { rateLimit: { max: 30, timeWindow: MINUTE_MS, keyGenerator: perClient } },
    },
    async (request, reply) => {
      const document = await orderDocument(app.db, request.params.id, {
        kind: 'credit-note',
        lang: request.query.lang ?? request.lang,
        clientId: clientOf(request).id,
      });
      return sendDocument(reply, document);
    },
  );
};
