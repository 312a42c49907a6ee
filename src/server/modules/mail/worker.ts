import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { claimDueMails, markFailed, markSent } from './outbox.ts';

/** Mails taken per round. */
const BATCH = 20;

export type OutboxWorker = {
  /**
   * Sends every mail due now, round after round, and resolves with what happened. The server calls it
   * every `MAIL_OUTBOX_INTERVAL_MS`; tests call it themselves. Calls made while one runs wait for it.
   */
  work(): Promise<{ sent: number; failed: number }>;
};

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxWorker;
  }
}

/**
 * Works the mail outbox: each mail is leased, handed to the mailer with a Message-ID of its own, then
 * marked sent; a failure is retried later with a growing delay. Stopped (and awaited) on close.
 */
export const mailOutboxWorker: FastifyPluginAsync = fp(async (app) => {
  const domain = /@([^>\s]+)/.exec(app.config.mailFrom)?.[1] ?? 'localhost';
  let running: Promise<{ sent: number; failed: number }> | null = null;

  async function round() {
    let sent = 0;
    let failed = 0;
    for (;;) {
      const mails = await claimDueMails(app.db, BATCH);
      if (mails.length === 0) return { sent, failed };
      for (const mail of mails) {
        try {
          await app.mailer.send({
            to: mail.toAddress,
            subject: mail.subject,
            text: mail.textBody,
            html: mail.htmlBody,
            language: mail.language === 'en' ? 'en' : 'ar',
            headers: mail.headers,
            messageId: `<outbox-${mail.id}@${domain}>`,
          });
          await markSent(app.db, mail.id);
          sent += 1;
        } catch (err) {
          failed += 1;
          const reason = err instanceof Error ? err.message : String(err);
          app.log.warn(
            { mail: { id: mail.id, kind: mail.kind, attempt: mail.attempts }, reason },
            'mail not sent',
          );
          await markFailed(app.db, mail, reason);
        }
      }
      if (mails.length < BATCH) return { sent, failed };
    }
  }

  const worker: OutboxWorker = {
    async work() {
      while (running) await running.catch(() => {});
      running = round().finally(() => {
        running = null;
      });
      return running;
    },
  };
  app.decorate('outbox', worker);

  const every = app.config.mailOutboxIntervalMs;
  if (every > 0) {
    const timer = setInterval(() => {
      if (running) return;
      worker.work().catch((err: unknown) => app.log.warn({ err }, 'working the mail outbox failed'));
    }, every);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  app.addHook('onClose', async () => {
    await running?.catch(() => {});
  });
});
