import type { FastifyPluginAsync } from 'fastify';
import { orderDocument, sendDocument } from '#server/modules/orders/index.ts';
import { route } from '#server/plugins/route.ts';

/** An order's invoice and packing slip printed from the console (admin, orders). */
export const invoiceAdminRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    'GET /staff/orders/:id/invoice',
    {
      summary: 'The order’s invoice as a PDF, in `lang` or the request’s language',
      description: '409 `no_invoice` for a digital order awaiting payment or an order cancelled unpaid.',
    },
    async (request, reply) => {
      const lang = request.query.lang ?? request.lang;
      return sendDocument(reply, await orderDocument(app.db, request.params.id, { kind: 'invoice', lang }));
    },
  );

  route(
    app,
    'GET /staff/orders/:id/packing-slip',
    {
      summary: 'The order’s packing slip as a PDF: lines and quantities, no prices',
      description: '409 `no_packing_slip` for a digital order or a cancelled one.',
    },
    async (request, reply) => {
      const lang = request.query.lang ?? request.lang;
      const document = await orderDocument(app.db, request.params.id, { kind: 'packing-slip', lang });
      return sendDocument(reply, document);
    },
  );
};
