import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueCache } from '#server/plugins/cache-headers.ts';
import { paymentProviderFor } from '#server/services/payments/index.ts';
import { countriesAnswerSchema, paymentTypesAnswerSchema } from '#shared/contract/content.ts';
import { listCountries, listPaymentTypes } from './service.ts';

const tags = ['reference'];

/** Lists the checkout picks from: countries and payment types. */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', catalogueCache);

  app.get(
    '/countries',
    {
      schema: {
        tags,
        summary: 'Countries, named and sorted in the request language',
        response: { 200: countriesAnswerSchema },
      },
    },
    async (request) => ({ data: await listCountries(app.db, request.lang) }),
  );

  app.get(
    '/payment-types',
    { schema: { tags, summary: 'Active payment types', response: { 200: paymentTypesAnswerSchema } } },
    async (request) => ({
      data: await listPaymentTypes(app.db, request.lang, paymentProviderFor(app.config)),
    }),
  );
};
