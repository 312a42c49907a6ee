import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '#server/modules/staff/index.ts';
import { ADMIN_ROLES } from '#shared/contract/staff.ts';
import { activityAnswerSchema, activityQuerySchema } from '#shared/contract/staff-members.ts';
import { paginationMeta } from '#shared/pagination.ts';
import { listActivity } from './activity.ts';
import { listPath } from './list-path.ts';

/** The activity log for admins: every staff write, who made it, when, and the fields it changed. */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/activity',
    {
      schema: {
        tags: ['staff'],
        security: [{ bearer: [] }],
        summary: 'The activity log, newest first; filter by member, record, action and dates (admin)',
        description:
          '`from` and `to` take a day (`2026-11-24`, UTC, `to` inclusive) or an instant with its offset.',
        querystring: activityQuerySchema,
        response: { 200: activityAnswerSchema },
      },
      onRequest: requireStaff(ADMIN_ROLES),
    },
    async (request) => {
      const { data, total, page, perPage } = await listActivity(app.db, request.query);
      return { data, meta: paginationMeta({ page, perPage, total, path: listPath(request.url) }) };
    },
  );
};
