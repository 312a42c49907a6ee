import type { FastifyPluginAsync } from 'fastify';
import { orderEvents } from '#server/services/order-events.ts';
import { releaseCouponUse } from './redeem.ts';

/** Cancelled is final: the code's use comes back once, with the order (decisions 054, 070). */
export const couponSubscribers: FastifyPluginAsync = async () => {
  orderEvents.subscribe('coupons:uses', {
    cancelled: (tx, { order }) => releaseCouponUse(tx, order.id),
  });
};
