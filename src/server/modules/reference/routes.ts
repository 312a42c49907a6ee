import type { FastifyPluginAsync } from 'fastify';
import { catalogueCache } from '#server/plugins/cache-headers.ts';
import { route } from '#server/plugins/route.ts';
import { paymentProviderFor } from '#server/services/payments/index.ts';
import { listCountries, listPaymentTypes } from './service.ts';

const tags = ['reference'];

/** Lists the checkout picks from: countries and payment types. */
export const referenceRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', catalogueCache);

  route(
    app,
    'GET /countries',
    { tags, summary: 'Countries, named and sorted in the request language' },
    async (request) => ({ data: await listCountries(app.db, request.lang) }),
  );

  route(app, 'GET /payment-types', { tags, summary: 'Active payment types' }, async (request) => ({
    data: await listPaymentTypes(app.db, request.lang, paymentProviderFor(app.config)),
  }));
};
