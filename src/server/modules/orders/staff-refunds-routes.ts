import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { staffWrite } from '#server/modules/staff/index.ts';
import { AppError, notFound } from '#server/plugins/errors.ts';
import { route } from '#server/plugins/route.ts';
import { paymentsFor } from '#server/services/payments/index.ts';
import type { Localized } from '#shared/lang.ts';
import { findStaffOrder } from './admin.ts';
import { orderMessages } from './messages.ts';
import { gatewayOfOrder } from './order-gateway.ts';
import { refundMessages, refusedMessage } from './refund-messages.ts';
import { askForRefund, prepareRefund, type RefundRequest, settleRefund } from './refunds.ts';
import { addOrderNote, clientRefunds } from './refunds-read.ts';

/**
 * Refunds, returns and staff notes of an order (admin, orders; decision 050). A card refund is
 * recorded `requested` in one transaction, asked of the provider, then settled in another: done
 * (stock, credit note, mail) or failed, the order otherwise unchanged, answered 502 with what the
 * provider said. Each transaction holds its activity-log row.
 */
// Whole: one resource's routes, each a route() call with a handler of its own; the plugin only lists them.
export const refundsAdminRoutes: FastifyPluginAsync = async (app) => {
  const payments = paymentsFor(app.config);
  const publicUrl = app.config.publicUrl;

  async function giveBack(request: FastifyRequest, orderId: number, asked: RefundRequest, done: Localized) {
    // A card refund goes to the gateway that took the payment.
    const provider = await gatewayOfOrder(app.db, payments, orderId);
    const prepared = await staffWrite(request, asked.restock ? 'catalog' : null, async (tx, record) => {
      const result = await prepareRefund(tx, orderId, asked, { publicUrl, cardRefunds: provider !== null });
      await record({
        action: asked.kind === 'return' ? 'return' : 'refund',
        entity: 'order',
        entityId: orderId,
        after: {
          refund_id: result.refund.id,
          amount_cents: result.refund.amountCents,
          method: result.refund.method,
          state: result.refund.state,
          lines: result.refund.lines,
          restock: result.refund.restock,
        },
      });
      return result;
    });
    let refund = prepared.refund;
    if (prepared.ask) {
      const answer = await askForRefund(provider, prepared.ask);
      refund = await staffWrite(
        request,
        asked.restock && answer.ok ? 'catalog' : null,
        async (tx, record) => {
          const settled = await settleRefund(tx, prepared.ask!.refundId, answer, publicUrl);
          await record({
            action: settled.state === 'done' ? 'refund_done' : 'refund_failed',
            entity: 'order',
            entityId: orderId,
            after: {
              refund_id: settled.id,
              state: settled.state,
              provider_reference: settled.providerReference,
            },
          });
          return settled;
        },
      );
    }
    if (refund.state === 'failed')
      throw new AppError(502, 'refund_refused', refusedMessage(refund.failure ?? ''));
    const data = (await findStaffOrder(app.db, orderId, request.lang))!;
    return { data, message: done[request.lang] };
  }

  route(
    app,
    'POST /staff/orders/:id/refunds',
    {
      summary: 'Refund part of a paid order: an amount, or lines (their share of what was paid)',
      description:
        'Card: through the payment provider with an idempotency key per refund (502 `refund_refused` ' +
        'when it refuses: the refund is kept as failed, the order unchanged); cash on delivery: recorded ' +
        'as handed back. 422 `over_refund` beyond what was paid minus what was given back.',
    },
    async (request) => {
      const body = request.body;
      return giveBack(
        request,
        request.params.id,
        {
          kind: 'partial',
          amountCents: body.amount_cents,
          lines: (body.lines ?? []).map((line) => ({ lineId: line.line_id, quantity: line.quantity })),
          reason: body.reason ?? null,
          restock: false,
          idempotencyKey: body.idempotency_key,
          staffId: request.staff!.id,
        },
        refundMessages.refunded,
      );
    },
  );

  route(
    app,
    'POST /staff/orders/:id/returns',
    {
      summary: 'Take printed copies back after delivery, with a reason, restocked or not, and refund them',
      description:
        'Only a delivered printed order; each line at most its copies not yet given back. The copies ' +
        'go back into stock once (`restock`), the refund goes as the order was paid (card through the ' +
        'provider, cash on delivery recorded as handed back), and the reader gets a mail.',
    },
    async (request) => {
      const body = request.body;
      return giveBack(
        request,
        request.params.id,
        {
          kind: 'return',
          amountCents: body.amount_cents,
          lines: body.lines.map((line) => ({ lineId: line.line_id, quantity: line.quantity })),
          reason: body.reason,
          restock: body.restock,
          idempotencyKey: body.idempotency_key,
          staffId: request.staff!.id,
        },
        refundMessages.returned,
      );
    },
  );

  route(
    app,
    'POST /staff/orders/:id/notes',
    { summary: 'Add an internal note to the order’s timeline (never shown to the reader)' },
    async (request) => {
      const { id } = request.params;
      const data = await staffWrite(request, null, async (tx, record) => {
        const note = await addOrderNote(tx, id, request.staff!.id, request.body.body);
        if (!note) throw notFound(orderMessages.orderNotFound);
        await record({ action: 'note', entity: 'order', entityId: id, after: { note_id: note.id } });
        return (await findStaffOrder(tx, id, request.lang))!;
      });
      return { data, message: refundMessages.noteAdded[request.lang] };
    },
  );

  route(
    app,
    'GET /staff/refunds',
    { summary: 'A client’s refunds and returns across their orders, newest first' },
    async (request) => ({ data: await clientRefunds(app.db, request.query.client_id) }),
  );
};
