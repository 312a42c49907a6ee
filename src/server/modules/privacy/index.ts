import type { FastifyPluginAsync } from 'fastify';
import { privacyExportRoutes } from './export-routes.ts';

/*
 * Privacy (decision 085): the reader's rights over their own data. The module keeps marketing
 * consent apart from the account and every data request with its legal deadline; it gathers a
 * reader's data from each module's public service and asks each module to erase its part.
 */

/** The privacy module's routes under /api: the reader's and the back office's. */
export const privacyModule: FastifyPluginAsync = async (app) => {
  await app.register(privacyExportRoutes);
};
