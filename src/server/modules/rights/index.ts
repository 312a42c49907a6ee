import type { FastifyPluginAsync } from 'fastify';
import { catalogueRoutes } from './catalogue-routes.ts';
import { catalogueStaffRoutes } from './catalogue-staff-routes.ts';
import { enquiryRoutes } from './enquiry-routes.ts';
import { enquiryStaffRoutes } from './staff-routes.ts';

/*
 * Rights and permissions (decision 093): foreign publishers, agents and producers ask for the rights
 * to a book (translation, audio, an edition of their own) through a public form; each enquiry is a
 * record with a status and its history, worked by the rights staff in the console.
 */

/** The rights module's routes under /api: the public enquiry form and the console's. */
export const rightsModule: FastifyPluginAsync = async (app) => {
  await app.register(enquiryRoutes);
  await app.register(enquiryStaffRoutes);
  // The rights list and its catalogue for book fairs (decision 094).
  await app.register(catalogueStaffRoutes);
  await app.register(catalogueRoutes);
};
