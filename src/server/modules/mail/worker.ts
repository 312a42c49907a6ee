import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { clientErasure } from '#server/services/client-erasure.ts';
import { eraseMailsOf } from './erasure.ts';
import {
  type ClaimedMail,
  claimDueMails,
  type Lease,
  MAX_ATTEMPTS,
  markFailed,
  markSent,
  renewLease,
} from './outbox.ts';

/** The job that works the outbox. */
const MAIL_JOB = 'mail.send-outbox';

export type OutboxWorker = {
  /**
   * Sends every mail due now, round after round, and resolves with what happened. The job queue calls
   * it when mail is written and every minute; tests call it themselves. Calls made meanwhile wait.
   */
  work(): Promise<{ sent: number; failed: number }>;
};

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxWorker;
  }
}

/**
 * Mails a round claims and sends side by side: a sale day writes mails faster than one conversation
 * with the mail server at a time can send them (each waits for the server and for two commits).
 */
const SIDE_BY_SIDE = 8;

/**
 * Works the mail outbox, each mail leased on its own: up to `SIDE_BY_SIDE` due mails are claimed,
 * each handed to the mailer with a Message-ID of its own while its lease is renewed every third of
 * the lease from the moment it was claimed, then marked sent, or failed to be retried later with a
 * growing delay. They go side by side, but one recipient's one after the other, in the order they
 * were written. Marking checks that this process still holds the lease; a sender that lost it leaves
 * the mail to the one that took it. Several processes may work the same outbox: each mail goes out
 * once. Stopped (and awaited) on close.
 */
// Whole: the outbox worker's functions share its lease settings and the round running; each is short on its own.
export const mailOutboxWorker: FastifyPluginAsync = fp(async (app) => {
  clientErasure.subscribe('mail:outbox', { erase: eraseMailsOf });
  const domain = /@([^>\s]+)/.exec(app.config.mailFrom)?.[1] ?? 'localhost';
  const leaseMs = app.config.mailOutboxLeaseMs;
  let running: Promise<{ sent: number; failed: number }> | null = null;

  /**
   * Runs `send` while renewing the lease. Resolves with the lease as last renewed (null once lost) and
   * the error `send` threw, if any.
   */
  async function holding(first: Lease, send: () => Promise<unknown>) {
    let lease: Lease | null = first;
    let renewal = Promise.resolve();
    const renew = async () => {
      if (lease) lease = await renewLease(app.db, lease, leaseMs);
    };
    const timer = setInterval(() => {
      renewal = renewal.then(renew).catch((err: unknown) => app.log.warn({ err }, 'mail lease not renewed'));
    }, leaseMs / 3);
    let error: Error | null = null;
    try {
      await send();
    } catch (err) {
      error = err instanceof Error ? err : new Error(String(err));
    } finally {
      clearInterval(timer);
      await renewal;
    }
    return { lease, error };
  }

  /** Sends the mail once `after` (its recipient's mail before it) is done, holding its lease meanwhile. */
  async function sendOne(mail: ClaimedMail & Lease, after: Promise<unknown>): Promise<'sent' | 'failed'> {
    const about = { id: mail.id, kind: mail.kind, attempt: mail.attempts };
    const { lease, error } = await holding(mail, async () => {
      await after;
      await app.mailer.send({
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
        language: mail.language === 'en' ? 'en' : 'ar',
        headers: mail.headers,
        messageId: `<outbox-${mail.id}@${domain}>`,
      });
    });
    if (error) {
      app.log.warn({ mail: about, reason: error.message }, 'mail not sent');
      // A lease lost meanwhile leaves the mail, and its next attempt, to the process that took it.
      if (lease && (await markFailed(app.db, lease, error.message)) && lease.attempts >= MAX_ATTEMPTS) {
        // Given up on: staff hear of it (never of their own mails, see the back office's notices).
        await app.staffEvents
          .tell(app.db, { type: 'mail_failed', mailId: mail.id, kind: mail.kind, to: mail.toAddress })
          .catch((err: unknown) => app.log.warn({ err, mail: about }, 'staff not told of a failed mail'));
      }
      return 'failed';
    }
    if (!lease || !(await markSent(app.db, lease))) {
      app.log.error({ mail: about }, 'mail sent after its lease was lost: another process may send it too');
    }
    return 'sent';
  }

  /** Sends the claimed mails side by side, a recipient's one after the other in the order claimed. */
  function sendAll(mails: (ClaimedMail & Lease)[]) {
    const last = new Map<string, Promise<unknown>>();
    return Promise.all(
      mails.map((mail) => {
        const outcome = sendOne(mail, last.get(mail.toAddress) ?? Promise.resolve());
        last.set(
          mail.toAddress,
          outcome.catch(() => {}),
        );
        return outcome;
      }),
    );
  }

  async function round() {
    let sent = 0;
    let failed = 0;
    for (;;) {
      const mails = await claimDueMails(app.db, SIDE_BY_SIDE, leaseMs);
      if (mails.length === 0) return { sent, failed };
      for (const outcome of await sendAll(mails)) {
        if (outcome === 'sent') sent += 1;
        else failed += 1;
      }
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

  app.jobs.define({
    name: MAIL_JOB,
    every: '* * * * *',
    async run() {
      const { sent, failed } = await worker.work();
      return sent + failed > 0 ? { sent, failed } : null;
    },
  });
  // Every mail written to the outbox, by any process, asks for a run at once (migration 0030).
  app.changes.subscribe('mail', () => app.jobs.kick(MAIL_JOB));
  app.addHook('onClose', async () => {
    await running?.catch(() => {});
  });
});
