import type { FastifyPluginAsync } from 'fastify';
import { clientOf, MINUTE_MS, perClient, privateNoStore } from '#server/modules/orders/index.ts';
import { creditNoteRoute, type DocumentSide, documentRoute } from './document-routes.ts';

const client: DocumentSide = {
  options: {
    tags: ['orders'],
    config: { rateLimit: { max: 30, timeWindow: MINUTE_MS, keyGenerator: perClient } },
  },
  clientId: (request) => clientOf(request).id,
};

/** The client's invoice and credit notes of one of their orders. */
export const invoiceRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', privateNoStore);

  documentRoute(app, client, 'GET /orders/:id/invoice', 'invoice', {
    summary: 'The invoice of one of the client’s orders, as a PDF (404 for anyone else’s)',
    description:
      'In `lang` (ar or en), else the request’s language. A paid order has an invoice, and so has a ' +
      'hard-copy order that is not cancelled (cash on delivery: marked unpaid); a digital order ' +
      'awaiting payment or an order cancelled unpaid answers 409 `no_invoice`.',
  });

  documentRoute(app, client, 'GET /orders/:id/credit-note', 'credit-note', {
    summary: 'The credit note of one of the client’s cancelled orders, as a PDF (404 for anyone else’s)',
    description:
      'An invoiced order that was cancelled (refunded) has a credit note cancelling its invoice; any ' +
      'other order answers 409 `no_credit_note`. In `lang` (ar or en), else the request’s language.',
  });

  creditNoteRoute(app, client, 'GET /orders/:id/credit-notes/:number', {
    summary: 'Any credit note of one of the client’s orders by its number, as a PDF (404 for anyone else’s)',
    description:
      'The numbers are the order’s `credit_note_numbers`: a partial refund’s, a return’s or the ' +
      'cancel’s. 404 for a number the order does not have. In `lang` (ar or en), else the request’s language.',
  });
};
