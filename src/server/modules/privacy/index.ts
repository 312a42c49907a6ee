import type { FastifyPluginAsync } from 'fastify';
import { erasureRequested } from '#server/services/client-erasure.ts';
import { newsletterEvents } from '#server/services/newsletter-events.ts';
import { withdrawnByNewsletterLink } from './consent.ts';
import { privacyExportRoutes } from './export-routes.ts';
import { erasureRequestedAt, erasureRequestRoutes } from './requests.ts';
import { dataRequestStaffRoutes } from './staff-routes.ts';

/*
 * Privacy (decision 085): the reader's rights over their own data. The module keeps marketing
 * consent apart from the account and every data request with its legal deadline; it gathers a
 * reader's data from each module's public service and asks each module to erase its part. Leaving
 * the newsletter by its link is told by the content module, and recorded here as consent withdrawn.
 */

export { privacyErasureJob } from './erasure.ts';

/** The privacy module's routes under /api: the reader's and the back office's. */
export const privacyModule: FastifyPluginAsync = async (app) => {
  erasureRequested.provide(erasureRequestedAt);
  newsletterEvents.subscribe('privacy:consent', { unsubscribed: withdrawnByNewsletterLink });
  await app.register(erasureRequestRoutes);
  await app.register(dataRequestStaffRoutes);
  await app.register(privacyExportRoutes);
};
