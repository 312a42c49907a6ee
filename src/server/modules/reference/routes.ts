import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { catalogueCache } from '#server/plugins/cache-headers.ts';
import { route } from '#server/plugins/route.ts';
import { paymentsFor } from '#server/services/payments/index.ts';
import { listCurrencyRates } from './currency-rates.ts';
import { listCountries, listPaymentTypes } from './service.ts';

const tags = ['reference'];

/**
 * onSend hook of an answer every reader shares: its ETag, and 304 without a body when the browser
 * already holds it (If-None-Match), so asking again on each visit costs a few bytes.
 */
async function etagged(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
  const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
  reply.header('etag', etag);
  const held = request.headers['if-none-match'];
  if (held?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    reply.code(304);
    return '';
  }
  return payload;
}

/** Lists the checkout picks from: countries and payment types; and the display currencies' rates. */
export const referenceRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', catalogueCache);

  route(
    app,
    'GET /countries',
    { tags, summary: 'Countries, named and sorted in the request language' },
    async (request) => ({ data: await listCountries(app.db, request.lang) }),
  );

  route(app, 'GET /payment-types', { tags, summary: 'Active payment types' }, async (request) => ({
    data: await listPaymentTypes(app.db, request.lang, paymentsFor(app.config).offer),
  }));

  route(
    app,
    'GET /currency-rates',
    {
      tags,
      summary:
        'What one US dollar is worth in each display currency, as staff set it (prices are charged in dollars)',
      onSend: etagged,
    },
    async () => ({
      data: (await listCurrencyRates(app.db)).map(({ set_by_id: _, ...rate }) => rate),
    }),
  );
};
