import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { contactMessages, subscribers } from '#server/db/schema/content.ts';
import type { ClientErasure } from '#server/services/client-erasure.ts';

/**
 * An erased reader's part of the content (decision 085): the newsletter subscription of their
 * address and the messages they wrote to the shop (with staff's replies to them).
 */
export async function eraseContentOf(tx: Db, { email }: ClientErasure): Promise<void> {
  await tx.delete(subscribers).where(eq(subscribers.email, email));
  await tx.delete(contactMessages).where(eq(contactMessages.email, email));
}
