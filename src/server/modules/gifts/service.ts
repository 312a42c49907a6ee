import { randomBytes } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { gifts } from '#server/db/schema/gifts.ts';
import { localize } from '#server/i18n/index.ts';
import { booksForOrder, orderableBooks } from '#server/modules/catalog/index.ts';
import { clientMailbox } from '#server/modules/clients/index.ts';
import { giveBook, ownsBook } from '#server/modules/library/index.ts';
import { AppError } from '#server/plugins/errors.ts';
import { hashToken } from '#server/services/sessions.ts';
import { GIFT_SENDS_MAX, type OrderGift } from '#shared/contract/gifts.ts';
import type { Lang } from '#shared/lang.ts';
import { enqueueGiftMail } from './mail.ts';
import { giftMessages } from './messages.ts';

/*
 * Gifts (decision 055). The gift order is paid like any PDF order, but the book goes to whoever claims
 * the link mailed to the recipient. A send draws a new random token, keeps only its sha-256 and queues
 * the mail; a later send (a resend) replaces the hash, so the older link no longer works. The link
 * lasts `giftLinkDays` days from its send. Every change is made under the gift's row lock.
 */

export { hashToken };

type Gift = typeof gifts.$inferSelect;
export type GiftSettings = { publicUrl: string; linkDays: number };

const DAY_MS = 24 * 60 * 60 * 1000;
export const linkExpiry = (sentAt: Date, linkDays: number) => new Date(sentAt.getTime() + linkDays * DAY_MS);

/** The gift row of a gift order, written with the order; it waits for the payment. */
export async function writeGift(
  tx: Db,
  order: { orderId: number; buyerId: number; bookId: number },
  gift: OrderGift,
  lang: Lang,
) {
  await tx.insert(gifts).values({
    ...order,
    recipientName: gift.recipient_name as string,
    recipientEmail: gift.recipient_email as string,
    message: gift.message ?? null,
    language: gift.language ?? lang,
    sendAt: gift.send_at ? new Date(gift.send_at) : null,
    state: 'awaiting_payment',
  });
}

/** Draws a new link for the locked gift and queues its mail: the gift is 'sent'. */
async function send(tx: Db, gift: Gift, now: Date, settings: GiftSettings) {
  const token = randomBytes(32).toString('base64url');
  const sends = gift.sends + 1;
  await tx
    .update(gifts)
    .set({ state: 'sent', tokenHash: hashToken(token), sends, sentAt: now, updatedAt: now })
    .where(eq(gifts.id, gift.id));
  const buyer = await clientMailbox(tx, gift.buyerId);
  const books = await booksForOrder(tx, [gift.bookId], gift.language);
  await enqueueGiftMail(tx, {
    giftId: gift.id,
    send: sends,
    to: gift.recipientEmail,
    language: gift.language,
    recipientName: gift.recipientName,
    from: buyer?.name ?? '',
    title: books.get(gift.bookId)?.title ?? '',
    message: gift.message,
    claimUrl: `${settings.publicUrl}/#/gift/claim?token=${token}`,
    expiresAt: linkExpiry(now, settings.linkDays),
  });
}

/** On payment of a gift order: scheduled when its date is still to come, else sent now. */
export async function giftPaid(tx: Db, orderId: number, now: Date, settings: GiftSettings) {
  const [gift] = await tx.select().from(gifts).where(eq(gifts.orderId, orderId)).for('update');
  if (gift?.state !== 'awaiting_payment') return;
  if (gift.sendAt && gift.sendAt > now) {
    await tx.update(gifts).set({ state: 'scheduled', updatedAt: now }).where(eq(gifts.id, gift.id));
  } else {
    await send(tx, gift, now, settings);
  }
}

/** On cancellation of a gift order: its link no longer works (the book, if claimed, is taken back). */
export async function giftCancelled(tx: Db, orderId: number, now: Date) {
  await tx.update(gifts).set({ state: 'cancelled', updatedAt: now }).where(eq(gifts.orderId, orderId));
}

/**
 * Sends the scheduled gifts whose date has come. Several processes may sweep at once: each takes the
 * due rows it can lock and skips those another holds, and a row is sent only while still 'scheduled',
 * so every gift's mail is queued once. Answers the ids sent.
 */
export async function sendDueGifts(db: Db, settings: GiftSettings, now = new Date()) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(gifts)
      .where(and(eq(gifts.state, 'scheduled'), lte(gifts.sendAt, now)))
      .orderBy(gifts.id)
      .limit(100)
      .for('update', { skipLocked: true });
    for (const gift of due) await send(tx, gift, now, settings);
    return due.map((g) => g.id);
  });
}

/** Why a gift cannot be sent again, or null when it can. */
export function resendRefusal(gift: Pick<Gift, 'state' | 'sends'>) {
  if (gift.state === 'awaiting_payment') return { code: 'gift_not_paid', message: giftMessages.notPaid };
  if (gift.state === 'scheduled') return { code: 'gift_not_sent', message: giftMessages.notSentYet };
  if (gift.state === 'claimed') return { code: 'gift_claimed', message: giftMessages.claimedNoResend };
  if (gift.state === 'cancelled') return { code: 'gift_cancelled', message: giftMessages.cancelledNoResend };
  if (gift.sends >= GIFT_SENDS_MAX) {
    return { code: 'gift_sends_used_up', message: localize('gifts', 'sendsUsedUp', { max: GIFT_SENDS_MAX }) };
  }
  return null;
}

/**
 * Sends the gift's mail again, to the same address, with a new link (the old one stops working).
 * `buyerId`: only the buyer's own gift (404 for anyone else's); absent for staff.
 */
export async function resendGift(db: Db, giftId: number, buyerId: number | null, settings: GiftSettings) {
  return db.transaction(async (tx) => {
    const [gift] = await tx.select().from(gifts).where(eq(gifts.id, giftId)).for('update');
    if (!gift || (buyerId !== null && gift.buyerId !== buyerId)) {
      throw new AppError(404, 'not_found', giftMessages.notFound);
    }
    const refusal = resendRefusal(gift);
    if (refusal) throw new AppError(409, refusal.code, refusal.message);
    await send(tx, gift, new Date(), settings);
    return gift;
  });
}

/**
 * The recipient claims the gift with the link's token: the book becomes the claiming client's. The
 * gift's row lock makes two claims at once give the book once; the second is told it was claimed.
 */
export async function claimGift(db: Db, clientId: number, token: string, linkDays: number, lang: Lang) {
  return db.transaction(async (tx) => {
    const [gift] = await tx
      .select()
      .from(gifts)
      .where(eq(gifts.tokenHash, hashToken(token)))
      .for('update');
    if (!gift) throw new AppError(404, 'gift_link_invalid', giftMessages.linkInvalid);
    if (gift.state === 'claimed') throw new AppError(409, 'gift_claimed', giftMessages.alreadyClaimed);
    if (gift.state === 'cancelled') throw new AppError(410, 'gift_cancelled', giftMessages.cancelled);
    const now = new Date();
    if (gift.state !== 'sent' || !gift.sentAt || linkExpiry(gift.sentAt, linkDays) <= now) {
      throw new AppError(410, 'gift_link_expired', giftMessages.linkExpired);
    }
    const [book] = await orderableBooks(tx, [gift.bookId]);
    const title = { ar: book?.titleAr ?? '', en: book?.titleEn.trim() || book?.titleAr || '' };
    if (await ownsBook(tx, clientId, gift.bookId)) {
      throw new AppError(409, 'already_owned', localize('gifts', 'alreadyOwned', { title }));
    }
    // A purchase of the same book by this reader at the same instant wins: the gift stays unclaimed.
    if (!(await giveBook(tx, { clientId, bookId: gift.bookId, orderId: gift.orderId }))) {
      throw new AppError(409, 'already_owned', localize('gifts', 'alreadyOwned', { title }));
    }
    await tx
      .update(gifts)
      .set({ state: 'claimed', claimedAt: now, claimedBy: clientId, updatedAt: now })
      .where(and(eq(gifts.id, gift.id), sql`${gifts.state} = 'sent'`));
    const buyer = await clientMailbox(tx, gift.buyerId);
    return { gift_id: gift.id, book: { id: gift.bookId, title: title[lang] }, from: buyer?.name ?? '' };
  });
}
