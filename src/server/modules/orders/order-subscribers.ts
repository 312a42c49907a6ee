import type { FastifyPluginAsync } from 'fastify';
import { clientErasure } from '#server/services/client-erasure.ts';
import { orderEvents } from '#server/services/order-events.ts';
import { eraseOrdersOf } from './erasure.ts';
import { refuseUnreleasedShipping } from './preorders.ts';

/**
 * What the orders module does on its own order events (decision 070): a pre-order ships only once its
 * book is out (409 undoes the move). It runs after the library's subscriber and before the order
 * mails' (decision 081), which show the PDFs the library has given; the invoicing module's
 * subscriber comes last: an invoice's number is the last thing a change takes.
 */
export const orderSubscribers: FastifyPluginAsync = async () => {
  clientErasure.subscribe('orders:addresses', { erase: eraseOrdersOf });
  orderEvents.subscribe('orders:preorders', {
    shipped: (tx, { order }) => refuseUnreleasedShipping(tx, order.id),
  });
};
