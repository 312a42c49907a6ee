import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { gifts } from '#server/db/schema/gifts.ts';
import type { ClientErasure } from '#server/services/client-erasure.ts';

/**
 * The gifts an erased reader gave (decision 085): the recipient's name and address and the message
 * they wrote are blanked, and the claim link stops working; the gift's order and book are kept. A gift
 * not yet sent can no longer be, so it is cancelled.
 */
export async function eraseGiftsOf(tx: Db, { clientId, at }: ClientErasure): Promise<void> {
  await tx
    .update(gifts)
    .set({ state: 'cancelled', updatedAt: at })
    .where(and(eq(gifts.buyerId, clientId), inArray(gifts.state, ['awaiting_payment', 'scheduled'])));
  await tx
    .update(gifts)
    .set({ recipientName: '', recipientEmail: '', message: null, tokenHash: null, updatedAt: at })
    .where(eq(gifts.buyerId, clientId));
}
