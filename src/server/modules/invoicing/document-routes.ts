import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type RouteOptions, route } from '#server/plugins/route.ts';
import { creditNoteDocument } from './credit-notes.ts';
import { type DocumentKind, orderDocument, sendDocument } from './invoice.ts';

/*
 * An order's documents as PDFs, for the client (their own orders only: anyone else's answers 404
 * like a missing one) and for the back office (any order): each in `lang`, else the request's language.
 */

/** Which orders a side's routes answer: `clientId` names the client whose orders only, or none for staff. */
export type DocumentSide = { options: RouteOptions; clientId(request: FastifyRequest): number | undefined };

type DocumentKey =
  | 'GET /orders/:id/invoice'
  | 'GET /orders/:id/credit-note'
  | 'GET /staff/orders/:id/invoice'
  | 'GET /staff/orders/:id/credit-note'
  | 'GET /staff/orders/:id/packing-slip';

type CreditNoteKey = 'GET /orders/:id/credit-notes/:number' | 'GET /staff/orders/:id/credit-notes/:number';

const whose = (side: DocumentSide, request: FastifyRequest) => {
  const clientId = side.clientId(request);
  return clientId === undefined ? {} : { clientId };
};

/** A route answering the order's document of `kind`. */
export function documentRoute(
  app: FastifyInstance,
  side: DocumentSide,
  key: DocumentKey,
  kind: DocumentKind,
  options: RouteOptions,
) {
  route(app, key, { ...side.options, ...options }, async (request, reply) => {
    const lang = request.query.lang ?? request.lang;
    const document = await orderDocument(app.db, request.params.id, { kind, lang, ...whose(side, request) });
    return sendDocument(reply, document);
  });
}

/** A route answering any credit note of the order by its number (404 for a number it does not have). */
export function creditNoteRoute(
  app: FastifyInstance,
  side: DocumentSide,
  key: CreditNoteKey,
  options: RouteOptions,
) {
  route(app, key, { ...side.options, ...options }, async (request, reply) => {
    const lang = request.query.lang ?? request.lang;
    const { id, number } = request.params;
    return sendDocument(
      reply,
      await creditNoteDocument(app.db, id, number, { lang, ...whose(side, request) }),
    );
  });
}
