import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { staffNotices } from '#server/db/schema/backoffice.ts';
import { type ClientErasure, emailMention, erasedEmail } from '#server/services/client-erasure.ts';

/*
 * An erased reader's address in the lines still waiting for a member's daily digest (decision 085):
 * a failed mail to them, their request to close the account. The line stays, telling the event, with
 * the anonymised account's address in its place. A line goes with the next digest, within a day.
 */
export async function eraseNoticeMentions(tx: Db, event: ClientErasure): Promise<void> {
  const email = event.email.trim().toLowerCase();
  if (!email) return;
  const lines = await tx
    .select()
    .from(staffNotices)
    .where(sql`strpos(lower(${staffNotices.lineAr} || ' ' || ${staffNotices.lineEn}), ${email}) > 0`)
    .orderBy(staffNotices.id)
    .for('update');
  const erased = erasedEmail(event.clientId);
  for (const line of lines) {
    const lineAr = line.lineAr.replace(emailMention(email), () => erased);
    const lineEn = line.lineEn.replace(emailMention(email), () => erased);
    if (lineAr === line.lineAr && lineEn === line.lineEn) continue;
    await tx.update(staffNotices).set({ lineAr, lineEn }).where(eq(staffNotices.id, line.id));
  }
}
