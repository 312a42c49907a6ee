import { jobPlugin } from '#server/modules/jobs/index.ts';
import { paymentProviderFor } from '#server/services/payments/index.ts';
import { expireUnpaidOrders } from './admin-write.ts';
import { voucherLapsed } from './vouchers.ts';

/**
 * Cancels digital orders left awaiting payment longer than `ORDER_PAYMENT_TTL_MINUTES`, or past the
 * expiry of the reference they wait for (the gateway asked first), every minute (tests call
 * `expireUnpaidOrders` themselves). Each order is cancelled under its row lock, once.
 */
export const orderExpiryJob = jobPlugin((app) => {
  const provider = paymentProviderFor(app.config);
  const settings = {
    publicUrl: app.config.publicUrl,
    staffEvents: app.staffEvents,
    giftLinkDays: app.config.giftLinkDays,
  };
  return {
    name: 'orders.expire-unpaid',
    every: '* * * * *',
    async run() {
      const lapsed = provider ? (id: number) => voucherLapsed(app.db, provider, id, settings) : undefined;
      const { orderPaymentTtlMinutes, publicUrl } = app.config;
      const ids = await expireUnpaidOrders(app.db, orderPaymentTtlMinutes, publicUrl, new Date(), lapsed);
      return ids.length > 0 ? { orders: ids } : null;
    },
  };
});
