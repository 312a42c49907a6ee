import { asc, eq, or } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { type GiftState, gifts } from '#server/db/schema/gifts.ts';

/*
 * A reader's gifts as the copy of their data shows them (decision 085): those they bought for someone
 * (with the recipient and message they wrote) and those they claimed. A received gift shows no
 * buyer's address: it is the buyer's data, not the recipient's. Never the claim token's hash.
 */

export type GiftData = {
  order_id: number;
  book_id: number;
  state: GiftState;
  created_at: string;
  send_at: string | null;
  sent_at: string | null;
  claimed_at: string | null;
};

export type GivenGift = GiftData & {
  recipient_name: string;
  recipient_email: string;
  message: string | null;
};

const common = (row: typeof gifts.$inferSelect): GiftData => ({
  order_id: row.orderId,
  book_id: row.bookId,
  state: row.state,
  created_at: row.createdAt.toISOString(),
  send_at: row.sendAt?.toISOString() ?? null,
  sent_at: row.sentAt?.toISOString() ?? null,
  claimed_at: row.claimedAt?.toISOString() ?? null,
});

/** The gifts the reader gave and those they received. */
export async function giftDataOf(
  db: Db,
  clientId: number,
): Promise<{ given: GivenGift[]; received: GiftData[] }> {
  const rows = await db
    .select()
    .from(gifts)
    .where(or(eq(gifts.buyerId, clientId), eq(gifts.claimedBy, clientId)))
    .orderBy(asc(gifts.id));
  return {
    given: rows
      .filter((row) => row.buyerId === clientId)
      .map((row) => ({
        ...common(row),
        recipient_name: row.recipientName,
        recipient_email: row.recipientEmail,
        message: row.message,
      })),
    received: rows.filter((row) => row.claimedBy === clientId).map(common),
  };
}
