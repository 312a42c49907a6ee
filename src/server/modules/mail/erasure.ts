import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/schema/mail.ts';
import type { ClientErasure } from '#server/services/client-erasure.ts';

/**
 * An erased reader's mails (decision 085). A mail already sent, or given up on, stays in the outbox
 * as a record that a mail of its kind went out on its day, but without the address, subject, body or
 * headers. One still waiting to go, seven days or more after the account was closed, goes no more.
 * A mail being sent at this moment is left to its sender.
 */
export async function eraseMailsOf(tx: Db, { clientId, email }: ClientErasure): Promise<void> {
  const toReader = sql`lower(${mailOutbox.toAddress}) = ${email.toLowerCase()}`;
  await tx.delete(mailOutbox).where(and(toReader, eq(mailOutbox.status, 'pending')));
  await tx
    .update(mailOutbox)
    .set({
      toAddress: `erased-${clientId}@invalid`,
      subject: '',
      textBody: '',
      htmlBody: '',
      headers: {},
      lastError: null,
    })
    .where(and(toReader, inArray(mailOutbox.status, ['sent', 'failed'])));
}
