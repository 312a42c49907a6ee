import type { FastifyPluginAsync } from 'fastify';
import { noStore } from '#server/plugins/cache-headers.ts';
import { messagesRoutes } from './staff-messages-routes.ts';
import { newslettersRoutes } from './staff-newsletters-routes.ts';

/** The console's inbox, subscribers and newsletters under /api/staff: they answer for one member, so no cache keeps them. */
export const contentStaffRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', noStore);
  await app.register(messagesRoutes);
  await app.register(newslettersRoutes);
};
