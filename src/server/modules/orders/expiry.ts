import { jobPlugin } from '#server/modules/jobs/index.ts';
import { paymentsFor } from '#server/services/payments/index.ts';
import { expireUnpaidOrders } from './admin-write.ts';
import { gatewayOfOrder } from './order-gateway.ts';
import { voucherLapsed } from './vouchers.ts';

/**
 * Cancels digital orders left awaiting payment longer than `ORDER_PAYMENT_TTL_MINUTES`, or past the
 * expiry of the reference they wait for (the gateway asked first), every minute (tests call
 * `expireUnpaidOrders` themselves). Each order is cancelled under its row lock, once.
 */
export const orderExpiryJob = jobPlugin((app) => {
  const payments = paymentsFor(app.config);
  const settings = {
    publicUrl: app.config.publicUrl,
    staffEvents: app.staffEvents,
    giftLinkDays: app.config.giftLinkDays,
  };
  return {
    name: 'orders.expire-unpaid',
    every: '* * * * *',
    async run() {
      // A reference is asked of the gateway that gave it, before its order is cancelled.
      const lapsed =
        payments.all.length > 0
          ? async (id: number) => {
              const provider = await gatewayOfOrder(app.db, payments, id);
              return provider ? voucherLapsed(app.db, provider, id, settings) : true;
            }
          : undefined;
      const { orderPaymentTtlMinutes, publicUrl } = app.config;
      const ids = await expireUnpaidOrders(app.db, orderPaymentTtlMinutes, publicUrl, new Date(), lapsed);
      return ids.length > 0 ? { orders: ids } : null;
    },
  };
});
