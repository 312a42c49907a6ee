import type { FastifyPluginAsync } from 'fastify';
import { orderEvents } from '#server/services/order-events.ts';
import { mailHandlers } from './mail-events.ts';
import { ownershipHandlers } from './ownership.ts';
import { refuseUnreleasedShipping } from './preorders.ts';

/**
 * What the orders module does on its own order events (decision 070), in this order: a pre-order
 * ships only once its book is out (409 undoes the move), the PDFs owned, then the client's mail (the
 * invoicing module's subscriber, registered before this one, has issued the documents it shows).
 */
export const orderSubscribers: FastifyPluginAsync = async () => {
  orderEvents.subscribe('orders:preorders', {
    shipped: (tx, { order }) => refuseUnreleasedShipping(tx, order.id),
  });
  orderEvents.subscribe('orders:ownership', ownershipHandlers);
  orderEvents.subscribe('orders:mails', mailHandlers);
};
