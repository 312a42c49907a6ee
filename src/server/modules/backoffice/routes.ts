import type { FastifyPluginAsync } from 'fastify';
import {
  booksBulkRoutes,
  booksRoutes,
  bulkRoutes,
  salesAdminRoutes,
  taxonomyRoutes,
} from '#server/modules/catalog/index.ts';
import { clientsAdminRoutes } from '#server/modules/clients/index.ts';
import { pagesRoutes, staffContentRoutes } from '#server/modules/content/index.ts';
import { couponsAdminRoutes } from '#server/modules/coupons/index.ts';
import { notifyNewBook } from '#server/modules/devices/index.ts';
import { traceRoutes } from '#server/modules/library/index.ts';
import { mailAdminRoutes } from '#server/modules/mail/index.ts';
import { bookWasOrdered, releaseBook } from '#server/modules/orders/index.ts';
import { currencyAdminRoutes } from '#server/modules/reference/index.ts';
import { noStore } from '#server/plugins/cache-headers.ts';
import { clientErasure } from '#server/services/client-erasure.ts';
import { activityRoutes } from './activity-routes.ts';
import { clientsAdminOptions } from './client-sections.ts';
import { dashboardRoutes } from './dashboard-routes.ts';
import { filesRoutes } from './files-routes.ts';
import { eraseNoticeMentions } from './notice-erasure.ts';
import { notificationsRoutes } from './notifications-routes.ts';
import { attachPendingFiles } from './pending-attach.ts';
import { readSettings } from './settings.ts';
import { settingsRoutes } from './settings-routes.ts';

/**
 * The back office's API under /api/staff: catalogue, files, content, staff members, the activity
 * log and the mail outbox. Each part is a plugin of its own; all of them answer for one member, so no cache keeps them.
 * The books, taxonomy, sales and coupons routes are their modules' own; the books' take from here
 * what the catalogue cannot import: the orders' answers, the settings, the pending uploads and
 * the devices' Web Push.
 */
export const backofficeRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', noStore);
  clientErasure.subscribe('backoffice:notices', { erase: eraseNoticeMentions });
  await app.register(booksRoutes, {
    bookWasOrdered,
    releaseBook,
    lowStockThreshold: async (db) => (await readSettings(db)).low_stock_threshold,
    attachPendingFiles,
    notifyNewBook,
  });
  await app.register(booksBulkRoutes);
  await app.register(bulkRoutes, { releaseBook });
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
