import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { sendQueuedNewsletters } from './newsletters.ts';

/** How often the server looks for newsletters to send. */
export const NEWSLETTER_SWEEP_MS = 15_000;

/**
 * Writes the mails of newsletters staff sent, batch by batch, to the outbox (which then sends them).
 * Not started under NODE_ENV=test (the tests call `sendQueuedNewsletters` themselves); stopped on close.
 */
export const newsletterJob: FastifyPluginAsync = fp(async (app) => {
  if (app.config.env === 'test') return;
  let running: Promise<unknown> | null = null;
  const sweep = setInterval(() => {
    if (running) return;
    running = sendQueuedNewsletters(app.db, app.config.publicUrl)
      .then((mails) => {
        if (mails > 0) app.log.info({ mails }, 'newsletter mails written to the outbox');
      })
      .catch((err: unknown) => app.log.warn({ err }, 'sending newsletters failed'))
      .finally(() => {
        running = null;
      });
  }, NEWSLETTER_SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await running;
  });
});
