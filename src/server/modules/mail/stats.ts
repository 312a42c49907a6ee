import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/schema/mail.ts';

/* The outbox at a glance, for monitoring: what is still owed, what gave up, how long the oldest waits. */

export type OutboxStats = {
  /** Mails not sent yet: waiting for their turn or being sent now. */
  pending: number;
  /** Mails whose attempts ran out, left for staff to retry. */
  failed: number;
  /** Seconds since the oldest mail not sent yet was written; 0 when none waits. */
  oldestPendingSeconds: number;
};

/** Counts the outbox's unsent mails (one read of the status index; sent mails are not read). */
export async function outboxStats(db: Db): Promise<OutboxStats> {
  const owed = sql`${mailOutbox.status} in ('pending', 'sending')`;
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${owed})`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${mailOutbox.status} = 'failed')`.mapWith(Number),
      oldest: sql<
        number | null
      >`extract(epoch from now() - min(${mailOutbox.createdAt}) filter (where ${owed}))`,
    })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, ['pending', 'sending', 'failed']));
  return {
    pending: row?.pending ?? 0,
    failed: row?.failed ?? 0,
    oldestPendingSeconds: row?.oldest == null ? 0 : Math.max(0, Number(row.oldest)),
  };
}

/** Mails whose attempts ran out (the console's badge; read on the status index). */
export async function failedMailCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'failed'));
  return Number(row?.count ?? 0);
}
