import type { FastifyPluginAsync } from 'fastify';
import { clientsAdminRoutes } from '#server/modules/clients/index.ts';
import { pagesRoutes, staffContentRoutes } from '#server/modules/content/index.ts';
import { traceRoutes } from '#server/modules/library/index.ts';
import { currencyAdminRoutes } from '#server/modules/reference/index.ts';
import { noStore } from '#server/plugins/cache-headers.ts';
import { activityRoutes } from './activity-routes.ts';
import { booksBulkRoutes } from './books-bulk-routes.ts';
import { booksRoutes } from './books-routes.ts';
import { bulkRoutes } from './bulk-routes.ts';
import { clientsAdminOptions } from './client-sections.ts';
import { couponsAdminRoutes } from './coupons-routes.ts';
import { dashboardRoutes } from './dashboard-routes.ts';
import { filesRoutes } from './files-routes.ts';
import { mailAdminRoutes } from './mail-routes.ts';
import { notificationsRoutes } from './notifications-routes.ts';
import { salesAdminRoutes } from './sales-routes.ts';
import { settingsRoutes } from './settings-routes.ts';
import { taxonomyRoutes } from './taxonomy-routes.ts';

/**
 * The back office's API under /api/staff: catalogue, files, content, staff members, the activity
 * log and the mail outbox. Each part is a plugin of its own; all of them answer for one member, so no cache keeps them.
 */
export const backofficeRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', noStore);
  await app.register(booksRoutes);
  await app.register(booksBulkRoutes);
  await app.register(bulkRoutes);
  await app.register(dashboardRoutes);
  await app.register(filesRoutes);
  await app.register(pagesRoutes);
  await app.register(settingsRoutes);
  await app.register(activityRoutes);
  await app.register(taxonomyRoutes);
  await app.register(staffContentRoutes);
  await app.register(mailAdminRoutes);
  await app.register(clientsAdminRoutes, clientsAdminOptions(app));
  await app.register(salesAdminRoutes);
  await app.register(couponsAdminRoutes);
  await app.register(notificationsRoutes);
  await app.register(currencyAdminRoutes);
  await app.register(traceRoutes);
};
