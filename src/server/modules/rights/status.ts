import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { rightsEnquiries, rightsEnquiryEvents } from '#server/db/schema/rights.ts';
import { AppError, notFound } from '#server/plugins/errors.ts';
import { RIGHTS_TRANSITIONS, type RightsStatus } from '#shared/contract/rights-terms.ts';
import type { EnquiryRow } from './enquiries.ts';
import { rightsMessages as m, notAllowed } from './messages.ts';

/*
 * The status machine (decision 093): new → in discussion → granted or declined, or new → declined.
 * The enquiry's row is locked before its status is read, so two members moving it at once are taken
 * one after the other: the second sees the first's status, and its move is judged from there (a 409
 * when it is no longer allowed). One move, one history row.
 */

export type StatusChange = { before: EnquiryRow; after: EnquiryRow };

export async function changeStatus(
  tx: Db,
  id: number,
  change: { to: RightsStatus; note: string | null; staffId: number },
): Promise<StatusChange> {
  const [before] = await tx.select().from(rightsEnquiries).where(eq(rightsEnquiries.id, id)).for('update');
  if (!before) throw notFound(m.notFound);
  if (!RIGHTS_TRANSITIONS[before.status].includes(change.to)) {
    throw new AppError(409, 'status_not_allowed', notAllowed(before.status, change.to));
  }
  const [after] = await tx
    .update(rightsEnquiries)
    .set({ status: change.to, updatedAt: sql`now()` })
    .where(eq(rightsEnquiries.id, id))
    .returning();
  await tx.insert(rightsEnquiryEvents).values({
    enquiryId: id,
    fromStatus: before.status,
    toStatus: change.to,
    note: change.note,
    staffId: change.staffId,
  });
  return { before, after: after! };
}
