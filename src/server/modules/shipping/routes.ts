import type { FastifyPluginAsync } from 'fastify';
import { route } from '#server/plugins/route.ts';
import { shippingDestinations } from './destinations.ts';
import { shippingAdminRoutes } from './staff-routes.ts';

/** The shop's public side of shipping (where printed books are sent, and on what terms) and the console's zones, tax rules and settings. */
export const shippingRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    'GET /shipping-destinations',
    {
      tags: ['shipping'],
      summary:
        'The countries printed books are shipped to, with their delivery estimate and cash on delivery',
      description:
        'While the shop has no shipping zone, `ships_everywhere` is true and every country is shipped to, free. Once zones exist, a country in none is not shipped to: orders and quotes naming it are refused with 422.',
    },
    async () => ({ data: await shippingDestinations(app.db) }),
  );
  await app.register(shippingAdminRoutes);
};
