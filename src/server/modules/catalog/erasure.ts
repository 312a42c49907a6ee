import { eq, or } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { bookWaitlist } from '#server/db/schema/catalog.ts';
import type { ClientErasure } from '#server/services/client-erasure.ts';

/** An erased reader's part of the catalogue (decision 085): the waiting lists they or their address joined. */
export async function eraseWaitlists(tx: Db, { clientId, email }: ClientErasure): Promise<void> {
  await tx.delete(bookWaitlist).where(or(eq(bookWaitlist.clientId, clientId), eq(bookWaitlist.email, email)));
}
