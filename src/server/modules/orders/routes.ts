import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { presentOrderPrice } from '#server/modules/shipping/index.ts';
import { AppError, commonMessages } from '#server/plugins/errors.ts';
import { route } from '#server/plugins/route.ts';
import { paymentsFor } from '#server/services/payments/index.ts';
import { CANCELLABLE_STATUSES, ORDERS_PER_PAGE } from '#shared/contract/orders.ts';
import { paginationMeta } from '#shared/pagination.ts';
import { formatPrice } from '#shared/price.ts';
import { createOrder } from './create-order.ts';
import { clientOf, MINUTE_MS, perClient, privateNoStore } from './http.ts';
import { setOrderStatus } from './lifecycle.ts';
import { orderMessages, priceChanged } from './messages.ts';
import { paymentRoutes } from './payment-routes.ts';
import { findClientOrder, findClientOrderLines, listClientOrders } from './queries.ts';
import { quoteOrder } from './quote.ts';
import { orderStaffRoutes } from './staff-routes.ts';

const tags = ['orders'];

const idempotencyHeaderSchema = z.string().trim().min(1).max(100).optional();

// Whole: one resource's routes, each a route() call with a handler of its own; the plugin only lists them.
const orderRoutes: FastifyPluginAsync = async (app) => {
  // An order may be paid online where a gateway takes cards (its market's, or the shop's: decision 111).
  const cardPayments = paymentsFor(app.config).all.length > 0;
  app.addHook('onSend', privateNoStore);

  route(
    app,
    'POST /orders',
    {
      tags,
      summary: 'Place an order (hard copy: pending; digital: awaiting payment)',
      description:
        'Prices come from the catalogue. An `idempotency_key` (or `Idempotency-Key` header) seen before answers the first order with 200 when the request asks for the same order (books, quantities, format, addresses, payment type and note), and 422 `idempotency_key_reused` when it asks for another. No hoarding: a hard-copy line holds at most `ORDER_LINE_MAX` copies (default 10; 422 `quantity_limit` naming `books.N.quantity`), and a client holding `OPEN_UNPAID_ORDERS_MAX` open unpaid hard-copy orders (default 3; pending or processing, not paid) is refused with 409 `open_orders_limit`. The order is charged today’s price; `quoted_net_price`, the total the buyer was shown, only lets the answer say whether it changed since (`price_changed`, with a `message` naming the total charged).',
      config: { rateLimit: { max: 30, timeWindow: MINUTE_MS, keyGenerator: perClient } },
    },
    async (request, reply) => {
      const client = clientOf(request);
      const body = request.body;
      if (body.client_id !== undefined && body.client_id !== client.id) {
        throw new AppError(403, 'forbidden', orderMessages.otherClient);
      }
      const header = idempotencyHeaderSchema.safeParse(request.headers['idempotency-key']);
      if (!header.success) {
        throw new AppError(422, 'validation', commonMessages.validation, {
          'Idempotency-Key': [commonMessages.validation],
        });
      }
      const input = { ...body, idempotency_key: body.idempotency_key ?? header.data };
      const { orderId, created } = await createOrder(app.db, client.id, input, {
        lineMax: app.config.orderLineMax,
        openUnpaidMax: app.config.openUnpaidOrdersMax,
        cardPayments,
        publicUrl: app.config.publicUrl,
        staffEvents: app.staffEvents,
        lang: request.lang,
      });
      // The stock it took shows on this process's next answer; the books' trigger tells the others.
      if (created && input.is_hard_copy) app.changes.forgetHere('catalog');
      const order = (await findClientOrder(app.db, client.id, orderId, request.lang))!;
      const quoted = input.quoted_net_price;
      const changed = quoted !== undefined && Math.abs(quoted - order.net_price) > 1e-9;
      const total = formatPrice(order.net_price, { currency: order.currency });
      return reply.status(created ? 201 : 200).send({
        data: order,
        price_changed: changed,
        ...(changed ? { message: priceChanged({ ar: total, en: total })[request.lang] } : {}),
      });
    },
  );

  route(
    app,
    'POST /orders/quote',
    {
      tags,
      summary: 'The price of an order before it is placed: books, shipping, cash-on-delivery fee and tax',
      description:
        'Takes the body of `POST /orders` (of the addresses a hard copy needs only `shipping_country_id`) and answers what that order would be charged under today’s shipping zones, weight bands and tax rules, in the currency of the buyer’s market (`currency`: that of the shipping country for a hard copy, of the country a PDF is taxed in otherwise; decision 110); nothing is created. A country in no shipping zone is refused with 422 naming `shipping_country_id`, cash on delivery where the zone does not offer it with 422 naming `payment_type_id`, and an order heavier than the zone’s last weight band with 422 naming `books`. While the shop has no zone, printed books ship everywhere, free. A coupon code is judged by the same check as the order’s; with a client’s bearer token, that client’s own uses of it count, as they will in the order.',
      config: { rateLimit: { max: 120, timeWindow: MINUTE_MS, keyGenerator: perClient } },
    },
    async (request) => {
      // A signed-in buyer is quoted as their order would be charged: their own uses of a code count.
      const client = await app.loadClient(request);
      const price = await quoteOrder(
        app.db,
        client?.id ?? null,
        request.body,
        { lineMax: app.config.orderLineMax, cardPayments },
        request.lang,
      );
      const refusal = price.codRefusal;
      return {
        data: { ...presentOrderPrice(price, price.couponCode, price.charge), book_lines: price.bookLines },
        payment_methods: price.paymentMethods,
        ...(refusal ? { cod_refusal: { code: refusal.code, message: refusal.message[request.lang] } } : {}),
      };
    },
  );

  route(app, 'GET /orders', { tags, summary: "The client's orders, newest first" }, async (request) => {
    const client = clientOf(request);
    const page = request.query.page ?? 1;
    const perPage = request.query.per_page ?? ORDERS_PER_PAGE;
    const kind = request.query.is_hard_copy;
    const { data, total } = await listClientOrders(app.db, client.id, {
      page,
      perPage,
      isHardCopy: kind === undefined ? undefined : kind === '1',
      lang: request.lang,
    });
    const path = kind === undefined ? '/api/orders' : `/api/orders?is_hard_copy=${kind}`;
    return { data, meta: paginationMeta({ page, perPage, total, path }) };
  });

  route(
    app,
    'GET /orders/:id',
    { tags, summary: 'One of the client’s orders (404 for anyone else’s)' },
    async (request) => {
      const order = await findClientOrder(app.db, clientOf(request).id, request.params.id, request.lang);
      if (!order) throw new AppError(404, 'not_found', orderMessages.orderNotFound);
      return { data: order };
    },
  );

  route(
    app,
    'GET /order-details',
    { tags, summary: 'The lines of one of the client’s orders' },
    async (request) => {
      const lines = await findClientOrderLines(
        app.db,
        clientOf(request).id,
        request.query.order_id,
        request.lang,
      );
      if (!lines) throw new AppError(404, 'not_found', orderMessages.orderNotFound);
      return { data: lines };
    },
  );

  route(
    app,
    'POST /orders/:id/cancel',
    {
      tags,
      summary: 'Cancel an order that is pending or awaiting payment; hard-copy stock goes back',
      config: { rateLimit: { max: 30, timeWindow: MINUTE_MS, keyGenerator: perClient } },
    },
    async (request) => {
      const client = clientOf(request);
      const { id } = request.params;
      const before = await findClientOrder(app.db, client.id, id, request.lang);
      if (!before) throw new AppError(404, 'not_found', orderMessages.orderNotFound);
      await setOrderStatus(app.db, id, 'cancelled', {
        from: CANCELLABLE_STATUSES,
        refusal: orderMessages.notCancellable,
        publicUrl: app.config.publicUrl,
      });
      // The stock it gave back shows on this process's next answer; the books' trigger tells the others.
      if (before.is_hard_copy) app.changes.forgetHere('catalog');
      const order = await findClientOrder(app.db, client.id, id, request.lang);
      return { data: order as NonNullable<typeof order> };
    },
  );
};

/** Orders, payments, owned PDFs and downloads, and orders in the console. */
export const ordersRoutes: FastifyPluginAsync = async (app) => {
  await app.register(orderRoutes);
  await app.register(orderStaffRoutes);
  await app.register(paymentRoutes);
};
