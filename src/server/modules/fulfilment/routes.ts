import type { FastifyPluginAsync } from 'fastify';
import { route } from '#server/plugins/route.ts';
import { listAnswer } from '#server/services/list-answer.ts';
import { ordersAt, stageCounts } from './pipeline.ts';

/* The orders desk's pipeline (decision 100, admin and orders): the counts, and one step's orders. */
export const fulfilmentRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    'GET /staff/fulfilment/pipeline',
    {
      summary: 'How many printed orders stand at each step from confirmation to delivery or return',
      description: 'With `stage`, also the orders at that step, the longest waiting first, a page at a time.',
    },
    async (request) => {
      const counts = await stageCounts(app.db);
      const { stage } = request.query;
      if (!stage) return { data: { counts, stage: null, orders: [] }, meta: null };
      const found = await ordersAt(app.db, stage, request.query, request.lang, counts[stage]);
      const { data, meta } = listAnswer(request, found);
      return { data: { counts, stage, orders: data }, meta };
    },
  );
};
