import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/schema/mail.ts';

/* What tests outside the mail module use of the outbox. */

/** Makes every pending mail due now, as if its retry delay had passed. */
export async function makeMailsDue(db: Db) {
  await db.update(mailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(mailOutbox.status, 'pending'));
}

/** Sets a mail's status and its age, as if it had been written `secondsAgo` seconds ago. */
export async function backdateMail(
  db: Db,
  id: number,
  options: { secondsAgo: number; status?: 'pending' | 'sending' | 'failed' },
) {
  await db
    .update(mailOutbox)
    .set({
      createdAt: sql`now() - make_interval(secs => ${options.secondsAgo})`,
      ...(options.status ? { status: options.status } : {}),
    })
    .where(eq(mailOutbox.id, id));
}

/** The ids of the requests that wrote the mails to `address`, oldest mail first. */
export async function mailRequestIds(db: Db, address: string) {
  const rows = await db
    .select({ requestId: mailOutbox.requestId })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, address.toLowerCase()))
    .orderBy(mailOutbox.id);
  return rows.map((row) => row.requestId);
}
export { mailOutbox } from '#server/db/schema/mail.ts';
