import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { codConfirmations, codMessages } from '#server/db/schema/cod-confirmation.ts';
import { codOrderOf } from '#server/modules/orders/index.ts';
import type { MessagingProvider } from './messaging.ts';

/*
 * Sends the WhatsApp confirmation messages owed (decision 097), on the job queue: each message is
 * claimed under a lease (`FOR UPDATE SKIP LOCKED`, several processes never take the same one), sent,
 * then marked sent with the provider's id and its links forgotten; a refusal is retried later with a
 * growing wait, up to MAX_ATTEMPTS. One row per order and channel: never a second message.
 */

export const MAX_ATTEMPTS = 6;
const LEASE_SECONDS = 120;
const BATCH = 20;

const retryDelaySeconds = (attempts: number) => Math.min(3600, 60 * 2 ** Math.max(0, attempts - 1));

type Claimed = typeof codMessages.$inferSelect;

async function claimDue(db: Db): Promise<Claimed[]> {
  const due = db
    .select({ id: codMessages.id })
    .from(codMessages)
    .where(
      or(
        and(eq(codMessages.status, 'pending'), lte(codMessages.nextAttemptAt, sql`now()`)),
        and(eq(codMessages.status, 'sending'), lt(codMessages.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(codMessages.id)
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(codMessages)
    .set({
      status: 'sending',
      attempts: sql`${codMessages.attempts} + 1`,
      lockedUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
    })
    .where(inArray(codMessages.id, due))
    .returning();
}

const held = (message: Claimed) =>
  and(
    eq(codMessages.id, message.id),
    eq(codMessages.status, 'sending'),
    eq(codMessages.attempts, message.attempts),
  );

async function stillAwaiting(db: Db, orderId: number) {
  const [row] = await db
    .select({ state: codConfirmations.state })
    .from(codConfirmations)
    .where(eq(codConfirmations.orderId, orderId));
  return row?.state === 'awaiting';
}

/** Sends every message due now; what happened. Tests call it themselves, the queue every minute. */
export async function sendDueMessages(db: Db, provider: MessagingProvider | null) {
  const done = { sent: 0, failed: 0, dropped: 0 };
  if (!provider) return done;
  for (let claimed = await claimDue(db); claimed.length > 0; claimed = await claimDue(db)) {
    for (const message of claimed) {
      const order = await codOrderOf(db, message.orderId);
      if (!message.links || !order || !(await stillAwaiting(db, message.orderId))) {
        // Decided before it went: nothing left to ask.
        await db.delete(codMessages).where(held(message));
        done.dropped += 1;
        continue;
      }
      try {
        const answer = await provider.sendConfirmation(
          message.toPhone,
          { id: order.id, name: order.name ?? '' },
          message.links,
          message.language,
        );
        await db
          .update(codMessages)
          .set({
            status: 'sent',
            sentAt: sql`now()`,
            providerMessageId: answer.id,
            links: null,
            lockedUntil: null,
            lastError: null,
          })
          .where(held(message));
        done.sent += 1;
      } catch (error) {
        const giveUp = message.attempts >= MAX_ATTEMPTS;
        await db
          .update(codMessages)
          .set({
            status: giveUp ? 'failed' : 'pending',
            lockedUntil: null,
            lastError: (error as Error).message.slice(0, 500),
            nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(message.attempts)})`,
            ...(giveUp ? { links: null } : {}),
          })
          .where(held(message));
        done.failed += 1;
      }
    }
  }
  return done;
}
