import type { FastifyPluginAsync } from 'fastify';
import { staffWrite } from '#server/modules/staff/index.ts';
import { AppError, commonMessages, notFound } from '#server/plugins/errors.ts';
import { route } from '#server/plugins/route.ts';
import { listAnswer } from '#server/services/list-answer.ts';
import { paymentsFor } from '#server/services/payments/index.ts';
import { findStaffOrder, listStaffOrders } from './admin.ts';
import { markOrderPaid, staffSetOrderStatus } from './admin-write.ts';
import { orderMessages } from './messages.ts';
import { gatewayOfOrder } from './order-gateway.ts';
import { ordersAdminMessages as m } from './staff-messages.ts';

/**
 * Orders in the back office (admin, orders): the list, one order, its next status and cash on delivery
 * marked paid. Each change is one transaction with the order's history row and the activity-log row.
 */
// Whole: one resource's routes, each a route() call with a handler of its own; the plugin only lists them.
export const ordersAdminRoutes: FastifyPluginAsync = async (app) => {
  // Cancelling a paid card order refunds it through the gateway that took the payment.
  const payments = paymentsFor(app.config);
  route(
    app,
    'GET /staff/orders',
    {
      summary: 'Orders, newest first, with filters and a search on number, name, e-mail or phone',
    },
    async (request) => listAnswer(request, await listStaffOrders(app.db, request.query)),
  );

  route(
    app,
    'GET /staff/orders/:id',
    {
      summary: 'One order: lines, both address snapshots, payment, status history, next statuses',
    },
    async (request) => {
      const order = await findStaffOrder(app.db, request.params.id, request.lang);
      if (!order) throw notFound(orderMessages.orderNotFound);
      return { data: order };
    },
  );

  route(
    app,
    'POST /staff/orders/:id/status',
    {
      summary: 'Move an order on: pending → processing → shipped → delivered, or cancel it',
      description:
        'Cancelling (from pending, processing, or a digital order awaiting payment) returns hard-copy ' +
        'stock in the same transaction, once; cancelling a paid digital order refunds its card payment ' +
        'through the provider first (502 `refund_failed` leaves it paid). `carrier` and `tracking_number` only with `shipped`. ' +
        'Any other move answers 409.',
    },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      if (body.status !== 'shipped' && (body.carrier !== undefined || body.tracking_number !== undefined)) {
        const field = body.carrier !== undefined ? 'carrier' : 'tracking_number';
        throw new AppError(422, 'validation', commonMessages.validation, { [field]: [m.onlyWhenShipping] });
      }
      const topic = body.status === 'cancelled' ? 'catalog' : null;
      const provider = body.status === 'cancelled' ? await gatewayOfOrder(app.db, payments, id) : null;
      const data = await staffWrite(request, topic, async (tx, record) => {
        const before = await findStaffOrder(tx, id);
        if (!before) throw notFound(orderMessages.orderNotFound);
        await staffSetOrderStatus(tx, id, request.staff!.id, body, {
          publicUrl: app.config.publicUrl,
          provider,
        });
        const after = (await findStaffOrder(tx, id, request.lang))!;
        await record({
          action: 'status',
          entity: 'order',
          entityId: id,
          before: { status: before.status },
          after: {
            status: after.status,
            ...(body.status === 'shipped'
              ? { carrier: after.carrier, tracking_number: after.tracking_number }
              : {}),
          },
        });
        return after;
      });
      return { data, message: m.moved[body.status][request.lang] };
    },
  );

  route(
    app,
    'POST /staff/orders/:id/paid',
    {
      summary: 'Cash on delivery received: mark a shipped or delivered COD order paid',
      description:
        'Sets `paid_at`; the status stays and the order’s history records who and when. 409 otherwise.',
    },
    async (request) => {
      const { id } = request.params;
      const data = await staffWrite(request, null, async (tx, record) => {
        const paid = await markOrderPaid(tx, id, request.staff!.id);
        await record({
          action: 'paid',
          entity: 'order',
          entityId: id,
          before: { paid_at: null },
          after: { paid_at: paid.paidAt.toISOString() },
        });
        return (await findStaffOrder(tx, id, request.lang))!;
      });
      return { data, message: m.paid[request.lang] };
    },
  );
};
