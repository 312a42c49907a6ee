import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '#server/plugins/errors.ts';
import { route } from '#server/plugins/route.ts';
import {
  BadSignatureError,
  type PaymentProvider,
  type Payments,
  paymentsFor,
} from '#server/services/payments/index.ts';
import { clientOf, MINUTE_MS, perClient, privateNoStore } from './http.ts';
import { checkMarketOffers } from './market-methods.ts';
import { cardPaymentsUnavailable, orderMessages } from './messages.ts';
import { gatewayOfOrder } from './order-gateway.ts';
import {
  checkPayment,
  orderHoldingCheckout,
  refundPayment,
  settlePayment,
  startCheckout,
} from './payment.ts';
import { findClientOrder } from './queries.ts';
import { sandboxPageRoutes } from './sandbox-routes.ts';
import { startVoucher, vouchersUnavailable } from './vouchers.ts';

const tags = ['orders'];

/** The buyer's side: open the hosted checkout, then learn on return whether the order is paid. */
const checkoutRoutes: FastifyPluginAsync<{ payments: Payments }> = async (app, { payments }) => {
  app.addHook('onSend', privateNoStore);

  route(
    app,
    'POST /orders/:id/checkout',
    {
      tags,
      summary: "Open the payment provider's hosted card page for a digital order awaiting payment",
      description:
        'Answers the page to send the buyer to; the card is typed there and never reaches this server. The same open checkout is answered again until it is paid or ends. 409 when the order is not awaiting payment.',
      config: { rateLimit: { max: 10, timeWindow: MINUTE_MS, keyGenerator: perClient } },
    },
    async (request) => {
      const client = clientOf(request);
      const provider = await gatewayOfOrder(app.db, payments, request.params.id);
      if (!provider) throw cardPaymentsUnavailable();
      if (provider.cardPage === false) throw new AppError(409, 'no_card_page', orderMessages.noCardPage);
      const { method } = request.query;
      const pageMethods = provider.methods ?? ['card'];
      if (method && !pageMethods.includes(method)) {
        throw new AppError(422, 'method_not_offered', orderMessages.methodNotOffered);
      }
      await checkMarketOffers(app.db, client.id, request.params.id, method ?? pageMethods);
      const url = await startCheckout(app.db, provider, client.id, request.params.id, {
        method,
        publicUrl: app.config.publicUrl,
        staffEvents: app.staffEvents,
        giftLinkDays: app.config.giftLinkDays,
        lang: request.lang,
        email: client.email,
      });
      return { url };
    },
  );

  route(
    app,
    'POST /orders/:id/voucher',
    {
      tags,
      summary: 'Take a reference to pay a digital order at an outlet or in an app (Fawry)',
      description:
        'Answers the reference, the amount and currency to pay, and until when it can be paid; the same reference again while it is payable. The order stays awaiting payment until the gateway tells it is paid, and is cancelled when the reference expires. 409 when the gateway gives no references or the order is not awaiting payment.',
      config: { rateLimit: { max: 10, timeWindow: MINUTE_MS, keyGenerator: perClient } },
    },
    async (request) => {
      const client = clientOf(request);
      const provider = await gatewayOfOrder(app.db, payments, request.params.id);
      if (!provider) throw cardPaymentsUnavailable();
      if (!provider.createVoucher) throw vouchersUnavailable();
      await checkMarketOffers(app.db, client.id, request.params.id, 'fawry');
      return startVoucher(app.db, provider, client.id, request.params.id, {
        publicUrl: app.config.publicUrl,
        lang: request.lang,
        email: client.email,
        hours: app.config.paymentVoucherHours,
      });
    },
  );

  route(
    app,
    'GET /orders/:id/payment',
    {
      tags,
      summary: 'Where the payment of an order stands, asked of the provider (the return page polls it)',
      config: { rateLimit: { max: 120, timeWindow: MINUTE_MS, keyGenerator: perClient } },
    },
    async (request) => {
      const client = clientOf(request);
      const { id } = request.params;
      const before = await findClientOrder(app.db, client.id, id, request.lang);
      if (!before) throw new AppError(404, 'not_found', orderMessages.orderNotFound);
      const provider =
        before.status === 'awaiting_payment' ? await gatewayOfOrder(app.db, payments, id) : null;
      if (provider) {
        await checkPayment(
          app.db,
          provider,
          id,
          app.config.publicUrl,
          app.staffEvents,
          app.config.giftLinkDays,
        );
      }
      const order = (await findClientOrder(app.db, client.id, id, request.lang)) ?? before;
      return { data: order, paid: order.status === 'paid' };
    },
  );
};

/**
 * The provider's notices. The signature is checked over the exact bytes received, so this scope
 * keeps JSON bodies raw; a missing, wrong or stale signature is 400 and changes nothing.
 */
const webhookRoutes: FastifyPluginAsync<{ payments: Payments }> = async (app, { payments }) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  route(
    app,
    'POST /payments/webhook/:provider',
    {
      tags,
      summary: "The payment provider's signed notices (a checkout paid)",
      description:
        'The body is verified against the signature header with the webhook secret. An event already applied (replayed, or delivered twice at once) pays the order once.',
    },
    async (request) => {
      const provider = payments.all.find((one) => one.name === request.params.provider);
      if (!provider) {
        throw new AppError(404, 'not_found', orderMessages.noSuchProvider);
      }
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      let event: ReturnType<PaymentProvider['parseWebhook']>;
      try {
        event = provider.parseWebhook(raw, request.headers);
      } catch (err) {
        if (err instanceof BadSignatureError) {
          throw new AppError(400, 'bad_signature', orderMessages.badSignature);
        }
        throw err;
      }
      if (event.type !== 'checkout.completed' || !event.sessionId || !event.reference) {
        return { received: true };
      }
      // A gateway whose payment does not carry our order id (Moyasar's invoices) names its checkout.
      const orderId = event.orderId ?? (await orderHoldingCheckout(app.db, event.sessionId, event.reference));
      if (!orderId) return { received: true };
      const settled = {
        orderId,
        sessionId: event.sessionId,
        reference: event.reference,
        amountCents: event.amountCents,
        currency: event.currency ?? null,
        eventId: event.id,
      };
      const outcome = await settlePayment(
        app.db,
        settled,
        app.config.publicUrl,
        app.staffEvents,
        app.config.giftLinkDays,
      );
      const paid = { amountCents: event.amountCents, currency: event.currency ?? null };
      request.log.info({ event: event.id, order: orderId, outcome, ...paid }, 'payment notice');
      // Money the order cannot take goes back; a refusal (502) makes the provider send the notice again.
      if (outcome === 'refund') await refundPayment(provider, settled);
      return { received: true };
    },
  );
};

/** Card payments through the hosted page of the order's gateway (the shop's, or its market's). */
export const paymentRoutes: FastifyPluginAsync = async (app) => {
  const payments = paymentsFor(app.config);
  await app.register(checkoutRoutes, { payments });
  await app.register(webhookRoutes, { payments });
  if (payments.sandbox) await app.register(sandboxPageRoutes);
};
