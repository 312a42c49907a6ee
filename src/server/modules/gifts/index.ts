import type { FastifyPluginAsync } from 'fastify';
import { giftRoutes } from './routes.ts';
import { giftStaffRoutes } from './staff-routes.ts';

/*
 * Gifts (decisions 055, 070): a PDF bought for someone else, claimed with the link mailed to them.
 * The module keeps its own table, reacts to the order's events, and answers the buyer, the recipient
 * and the back office.
 */

export { giftDataOf } from './client-data.ts';
export { giftSubscribers } from './events.ts';
export { giftSendJob } from './routes.ts';

/** The gifts module's routes under /api: the buyer's and the recipient's, and the back office's. */
export const giftsModule: FastifyPluginAsync = async (app) => {
  await app.register(giftRoutes);
  await app.register(giftStaffRoutes);
};
