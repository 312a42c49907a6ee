import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '#server/plugins/route.ts';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    'GET /health',
    {
      tags: ['system'],
      summary: 'Liveness and database check',
      description: 'Answers 503 `{status: "unavailable", database}` when the database does not answer.',
    },
    async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: app.database.kind };
      } catch (error) {
        request.log.error({ err: error }, 'database check failed');
        return reply.status(503).send({ status: 'unavailable', database: app.database.kind });
      }
    },
  );
};
