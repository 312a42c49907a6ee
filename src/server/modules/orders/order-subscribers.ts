import type { FastifyPluginAsync } from 'fastify';
import { orderEvents } from '#server/services/order-events.ts';
import { mailHandlers } from './mail-events.ts';
import { refuseUnreleasedShipping } from './preorders.ts';

/**
 * What the orders module does on its own order events (decision 070), in this order: a pre-order
 * ships only once its book is out (409 undoes the move), then the client's mail, which shows the PDFs
 * the library's subscriber has given (registered before this one; decision 072). The invoicing
 * module's subscriber comes after it: an invoice's number is the last thing a change takes.
 */
export const orderSubscribers: FastifyPluginAsync = async () => {
  orderEvents.subscribe('orders:preorders', {
    shipped: (tx, { order }) => refuseUnreleasedShipping(tx, order.id),
  });
  orderEvents.subscribe('orders:mails', mailHandlers);
};
