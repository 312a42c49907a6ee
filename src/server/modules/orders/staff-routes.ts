import type { FastifyPluginAsync } from 'fastify';
import { noStore } from '#server/plugins/cache-headers.ts';
import { ordersBulkRoutes } from './staff-bulk-routes.ts';
import { ordersAdminRoutes } from './staff-order-routes.ts';
import { preordersRoutes } from './staff-preorders-routes.ts';
import { refundsAdminRoutes } from './staff-refunds-routes.ts';

/**
 * Orders in the console under /api/staff: the list, one order and its changes, many orders at once,
 * refunds, returns and notes, and pre-orders. They answer for one member, so no cache keeps them.
 */
export const orderStaffRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', noStore);
  await app.register(ordersAdminRoutes);
  await app.register(refundsAdminRoutes);
  await app.register(ordersBulkRoutes);
  await app.register(preordersRoutes);
};
