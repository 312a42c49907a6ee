import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/schema/mail.ts';
import { type ClientErasure, emailMention, erasedEmail } from '#server/services/client-erasure.ts';

/**
 * An erased reader's mails (decision 085). A mail already sent, or given up on, stays in the outbox
 * as a record that a mail of its kind went out on its day, but without the address, subject, body or
 * headers. One still waiting to go, seven days or more after the account was closed, goes no more.
 * A mail being sent at this moment is left to its sender. A mail to someone else that names the
 * reader's address (staff told of their request, or of a mail to them that failed) keeps its words,
 * with the anonymised account's address in place of the reader's.
 */
export async function eraseMailsOf(tx: Db, { clientId, email }: ClientErasure): Promise<void> {
  const toReader = sql`lower(${mailOutbox.toAddress}) = ${email.toLowerCase()}`;
  await tx.delete(mailOutbox).where(and(toReader, eq(mailOutbox.status, 'pending')));
  await tx
    .update(mailOutbox)
    .set({
      toAddress: erasedEmail(clientId),
      subject: '',
      textBody: '',
      htmlBody: '',
      headers: {},
      lastError: null,
    })
    .where(and(toReader, inArray(mailOutbox.status, ['sent', 'failed'])));

  const address = email.trim().toLowerCase();
  if (!address) return;
  const mentioning = await tx
    .select({
      id: mailOutbox.id,
      subject: mailOutbox.subject,
      textBody: mailOutbox.textBody,
      htmlBody: mailOutbox.htmlBody,
    })
    .from(mailOutbox)
    .where(
      sql`strpos(lower(${mailOutbox.subject} || ' ' || ${mailOutbox.textBody} || ' ' || ${mailOutbox.htmlBody}), ${address}) > 0`,
    )
    .for('update');
  const anonymised = (text: string) => text.replace(emailMention(address), () => erasedEmail(clientId));
  for (const mail of mentioning) {
    await tx
      .update(mailOutbox)
      .set({
        subject: anonymised(mail.subject),
        textBody: anonymised(mail.textBody),
        htmlBody: anonymised(mail.htmlBody),
      })
      .where(eq(mailOutbox.id, mail.id));
  }
}
