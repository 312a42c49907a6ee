import type { FastifyPluginAsync } from 'fastify';
import { clientOf, findClientOrder, orderMessages } from '#server/modules/orders/index.ts';
import { AppError } from '#server/plugins/errors.ts';
import { route } from '#server/plugins/route.ts';
import { offeredCarriers } from './registry.ts';
import { parcelOf } from './tracking-read.ts';

/** The buyer's parcel on the order page (decision 101): 404 for anyone else's order. */
export const trackingRoutes: FastifyPluginAsync = async (app) => {
  const carriers = offeredCarriers(app.config.carriers);
  route(
    app,
    'GET /orders/:id/tracking',
    {
      tags: ['orders'],
      summary: 'The parcel of one of the client’s orders: carrier, waybill, tracking page and steps',
    },
    async (request) => {
      const order = await findClientOrder(app.db, clientOf(request).id, request.params.id, request.lang);
      if (!order) throw new AppError(404, 'not_found', orderMessages.orderNotFound);
      return { data: await parcelOf(app.db, carriers, order.id) };
    },
  );
};
