import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { expireUnpaidOrders } from './admin-write.ts';

/** How often the server looks for digital orders whose payment time ran out. */
export const EXPIRY_SWEEP_MS = 60_000;

/**
 * Cancels digital orders left awaiting payment longer than `ORDER_PAYMENT_TTL_MINUTES`, every minute.
 * Not started under NODE_ENV=test (the tests call `expireUnpaidOrders` themselves); stopped on close.
 * Several API processes may sweep at once: each order is cancelled under its row lock, once.
 */
export const orderExpiryJob: FastifyPluginAsync = fp(async (app) => {
  if (app.config.env === 'test') return;
  let running: Promise<unknown> | null = null;
  const sweep = setInterval(() => {
    if (running) return;
    running = expireUnpaidOrders(app.db, app.config.orderPaymentTtlMinutes, app.config.publicUrl)
      .then((ids) => {
        if (ids.length > 0) app.log.info({ orders: ids }, 'unpaid digital orders expired');
      })
      .catch((err: unknown) => app.log.warn({ err }, 'expiring unpaid orders failed'))
      .finally(() => {
        running = null;
      });
  }, EXPIRY_SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await running;
  });
});
