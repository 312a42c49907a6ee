import type { FastifyPluginAsync } from 'fastify';
import { listActivity } from '#server/modules/staff/index.ts';
import { route } from '#server/plugins/route.ts';
import { listPath } from '#server/services/list-path.ts';
import { paginationMeta } from '#shared/pagination.ts';

/** The activity log for admins: every staff write, who made it, when, and the fields it changed. */
export const activityRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    'GET /staff/activity',
    {
      summary: 'The activity log, newest first; filter by member, record, action and dates (admin)',
      description:
        '`from` and `to` take a day (`2026-11-24`, UTC, `to` inclusive) or an instant with its offset.',
    },
    async (request) => {
      const { data, total, page, perPage } = await listActivity(app.db, request.query);
      return { data, meta: paginationMeta({ page, perPage, total, path: listPath(request.url) }) };
    },
  );
};
