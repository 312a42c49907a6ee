import type { FastifyPluginAsync } from 'fastify';
import { clientErasure } from '#server/services/client-erasure.ts';
import { orderEvents } from '#server/services/order-events.ts';
import { eraseWaitlists } from './erasure.ts';
import { stockCameBack } from './waitlist.ts';

/**
 * Copies back on the shelf, from a cancelled paper order or a return that restocks: the readers
 * waiting for a sold-out book are told (decisions 056, 070).
 */
export const waitlistSubscribers: FastifyPluginAsync = async () => {
  clientErasure.subscribe('catalog:waitlists', { erase: eraseWaitlists });
  orderEvents.subscribe('catalog:waitlists', {
    async cancelled(tx, { order, publicUrl }) {
      if (!order.isHardCopy) return;
      await stockCameBack(
        tx,
        order.lines.map((l) => l.bookId),
        publicUrl,
      );
    },
    async returned(tx, { restocked, publicUrl }) {
      if (restocked.length === 0) return;
      await stockCameBack(
        tx,
        restocked.map((line) => line.bookId),
        publicUrl,
      );
    },
  });
};
