import type { FastifyPluginAsync } from 'fastify';
import { fulfilmentRoutes } from './routes.ts';

/*
 * The fulfilment pipeline (decision 100): a read-only view over the orders, their cash-on-delivery
 * confirmations and their shipments, counting the printed orders at each step from the buyer's yes
 * to the parcel delivered or returned.
 */

export const fulfilmentModule: FastifyPluginAsync = async (app) => {
  await app.register(fulfilmentRoutes);
};
