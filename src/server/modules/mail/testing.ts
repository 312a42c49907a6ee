import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/schema/mail.ts';

/* What tests outside the mail module use of the outbox. */

/** Makes every pending mail due now, as if its retry delay had passed. */
export async function makeMailsDue(db: Db) {
  await db.update(mailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(mailOutbox.status, 'pending'));
}
