import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { gifts } from '#server/db/schema/gifts.ts';
import { booksForOrder } from '#server/modules/catalog/index.ts';
import { clientNamesByIds } from '#server/modules/clients/index.ts';
import type { Gift, GiftState, StaffGift } from '#shared/contract/gifts.ts';
import type { Lang } from '#shared/lang.ts';
import { linkExpiry, resendRefusal } from './service.ts';

/* Gifts as their buyer and the back office see them, newest first. */

type Row = typeof gifts.$inferSelect;
type Page = { page: number; perPage: number; lang: Lang; linkDays: number };

function present(row: Row, title: string, linkDays: number, now: Date): Gift {
  const expiresAt = row.state === 'sent' && row.sentAt ? linkExpiry(row.sentAt, linkDays) : null;
  return {
    id: row.id,
    order_id: row.orderId,
    book: { id: row.bookId, title },
    recipient_name: row.recipientName,
    recipient_email: row.recipientEmail,
    message: row.message,
    language: row.language,
    state: row.state,
    expired: expiresAt !== null && expiresAt <= now,
    send_at: row.sendAt?.toISOString() ?? null,
    sent_at: row.sentAt?.toISOString() ?? null,
    claimed_at: row.claimedAt?.toISOString() ?? null,
    link_expires_at: expiresAt?.toISOString() ?? null,
    sends: row.sends,
    can_resend: resendRefusal(row) === null,
    created_at: row.createdAt.toISOString(),
  };
}

async function pageOf(db: Db, where: SQL | undefined, options: Page) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(gifts)
      .where(where)
      .orderBy(desc(gifts.id))
      .limit(options.perPage)
      .offset((options.page - 1) * options.perPage),
    db.select({ total: count() }).from(gifts).where(where),
  ]);
  const books = await booksForOrder(
    db,
    rows.map((r) => r.bookId),
    options.lang,
  );
  const buyers = await clientNamesByIds(
    db,
    rows.map((r) => r.buyerId),
  );
  const now = new Date();
  const data = rows.map((gift) => ({
    ...present(gift, books.get(gift.bookId)?.title ?? '', options.linkDays, now),
    buyer: buyers.get(gift.buyerId) ?? { id: gift.buyerId, name: '', email: '' },
  }));
  return { data, total };
}

/** The gifts a client bought. */
export async function buyerGifts(db: Db, buyerId: number, options: Page) {
  const { data, total } = await pageOf(db, eq(gifts.buyerId, buyerId), options);
  return { data: data.map(({ buyer: _buyer, ...gift }): Gift => gift), total };
}

/** Every gift, or those in `state`, for the back office. */
export async function staffGifts(
  db: Db,
  options: Page & { state?: GiftState },
): Promise<{ data: StaffGift[]; total: number }> {
  return pageOf(db, and(options.state ? eq(gifts.state, options.state) : undefined), options);
}

/** One gift for the back office, or undefined. */
export async function staffGift(db: Db, id: number, options: Page): Promise<StaffGift | undefined> {
  const { data } = await pageOf(db, eq(gifts.id, id), { ...options, page: 1, perPage: 1 });
  return data[0];
}
