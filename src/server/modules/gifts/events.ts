import type { FastifyPluginAsync } from 'fastify';
import { clientErasure } from '#server/services/client-erasure.ts';
import { orderEvents } from '#server/services/order-events.ts';
import { GIFT_LINK_DAYS_DEFAULT } from '#shared/contract/gifts.ts';
import { eraseGiftsOf } from './erasure.ts';
import { giftCancelled, giftPaid, writeGift } from './service.ts';

/**
 * A gift order's row is written with the order, its link sent or scheduled once the order is paid,
 * and voided when it is cancelled (decisions 055, 070).
 */
export const giftSubscribers: FastifyPluginAsync = async () => {
  clientErasure.subscribe('gifts:recipients', { erase: eraseGiftsOf });
  orderEvents.subscribe('gifts', {
    async placed(tx, { order, gift, lang }) {
      if (!gift || order.isHardCopy) return;
      const row = { orderId: order.id, buyerId: order.clientId, bookId: order.lines[0]!.bookId };
      await writeGift(tx, row, gift, lang);
    },
    async paid(tx, { order, at, publicUrl, giftLinkDays }) {
      if (order.isHardCopy || !order.isGift) return;
      await giftPaid(tx, order.id, at, { publicUrl, linkDays: giftLinkDays ?? GIFT_LINK_DAYS_DEFAULT });
    },
    async cancelled(tx, { order, at }) {
      if (!order.isHardCopy && order.isGift) await giftCancelled(tx, order.id, at);
    },
  });
};
