import type { FastifyPluginAsync } from 'fastify';
import { carrierRoutes } from './routes.ts';
import { trackingRoutes } from './tracking-routes.ts';

export { codHandedOver, shipmentsByWaybill } from './cod-shipments.ts';
export { trackingJob } from './tracking-job.ts';

/*
 * Carriers (decision 099): parcels booked with Aramex, SMSA Express (or the demo's sandbox) from an
 * order, with their waybill and label, each zone's carrier and service, many labels printed at once.
 */

export const carriersModule: FastifyPluginAsync = async (app) => {
  await app.register(carrierRoutes);
  await app.register(trackingRoutes);
};
