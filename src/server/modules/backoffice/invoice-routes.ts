import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderDocument, sendDocument } from '#server/modules/orders/index.ts';
import { requireStaff } from '#server/modules/staff/index.ts';
import { orderDocumentQuerySchema } from '#shared/contract/orders.ts';
import { ORDER_ROLES } from '#shared/contract/staff.ts';
import { staffOrderParamsSchema } from '#shared/contract/staff-orders.ts';

const tags = ['staff'];
const security = [{ bearer: [] }];

/** An order's invoice and packing slip printed from the console (admin, orders). */
export const invoiceAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/orders/:id/invoice',
    {
      schema: {
        tags,
        security,
        summary: 'The order’s invoice as a PDF, in `lang` or the request’s language',
        description: '409 `no_invoice` for a digital order awaiting payment or an order cancelled unpaid.',
        params: staffOrderParamsSchema,
        querystring: orderDocumentQuerySchema,
      },
      onRequest: requireStaff(ORDER_ROLES),
    },
    async (request, reply) => {
      const lang = request.query.lang ?? request.lang;
      return sendDocument(reply, await orderDocument(app.db, request.params.id, { kind: 'invoice', lang }));
    },
  );

  app.get(
    '/staff/orders/:id/packing-slip',
    {
      schema: {
        tags,
        security,
        summary: 'The order’s packing slip as a PDF: lines and quantities, no prices',
        description: '409 `no_packing_slip` for a digital order or a cancelled one.',
        params: staffOrderParamsSchema,
        querystring: orderDocumentQuerySchema,
      },
      onRequest: requireStaff(ORDER_ROLES),
    },
    async (request, reply) => {
      const lang = request.query.lang ?? request.lang;
      const document = await orderDocument(app.db, request.params.id, { kind: 'packing-slip', lang });
      return sendDocument(reply, document);
    },
  );
};
