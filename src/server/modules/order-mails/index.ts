import type { FastifyPluginAsync } from 'fastify';
import { orderEvents } from '#server/services/order-events.ts';
import { mailHandlers } from './mail-events.ts';

/*
 * The order mails (decision 081): what a client is mailed about their order, written to the mail
 * outbox in the order's transaction. The module reacts to the order events (decision 070) and reads
 * the order through the orders module's service; orders never calls it.
 */

/**
 * Subscribes the order mails to the order events. Registered after the library's and the orders'
 * subscribers (the mails show the PDFs the library has given, and a refused shipment writes none)
 * and before the invoicing module's, which takes the invoice's number last.
 */
export const orderMailSubscribers: FastifyPluginAsync = async () => {
  orderEvents.subscribe('order-mails', mailHandlers);
};
