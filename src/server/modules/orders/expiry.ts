import { jobPlugin } from '#server/modules/jobs/index.ts';
import { expireUnpaidOrders } from './admin-write.ts';

/**
 * Cancels digital orders left awaiting payment longer than `ORDER_PAYMENT_TTL_MINUTES`, every minute
 * (tests call `expireUnpaidOrders` themselves). Each order is cancelled under its row lock, once.
 */
export const orderExpiryJob = jobPlugin((app) => ({
  name: 'orders.expire-unpaid',
  every: '* * * * *',
  async run() {
    const ids = await expireUnpaidOrders(app.db, app.config.orderPaymentTtlMinutes, app.config.publicUrl);
    return ids.length > 0 ? { orders: ids } : null;
  },
}));
