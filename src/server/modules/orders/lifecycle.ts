import { asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orderLines, orderStatusHistory, orders, pdfOwnerships } from '#server/db/schema/orders.ts';
import { returnStock, stockCameBack } from '#server/modules/catalog/index.ts';
import { releaseCouponUse } from '#server/modules/coupons/index.ts';
import { AppError } from '#server/plugins/errors.ts';
import { GIFT_LINK_DAYS_DEFAULT } from '#shared/contract/gifts.ts';
import { hasInvoice, type OrderStatus } from '#shared/contract/orders.ts';
import type { Localized } from '#shared/lang.ts';
import { giftCancelled, giftOfOrder, giftPaid } from './gifts.ts';
import { issueCreditNote, issueInvoice } from './invoice-numbers.ts';
import type { OrderMailEvent } from './mail-texts.ts';
import { enqueueOrderMail } from './mails.ts';
import { orderMessages } from './messages.ts';
import { refuseUnreleasedShipping, releasedBookIds } from './preorders.ts';

/** The history note of an order the server cancelled because its payment time ran out. */
export const EXPIRED_NOTE = 'expired';

/*
 * The order lifecycle. Hard copy: pending → processing → shipped → delivered, cancellable until it
 * ships (stock goes back). Digital: awaiting_payment → paid (the client then owns the PDFs) or
 * cancelled; staff may still cancel a paid one (refunded, the PDFs taken back). Every change is one transaction on the locked order row, with the mail telling the client
 * and the invoice or credit note it issues.
 */

export const orderTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  awaiting_payment: ['paid', 'cancelled'],
  // Staff may cancel a paid digital order: the payment is refunded and the PDFs are no longer owned.
  paid: ['cancelled'],
  cancelled: [],
};

export const canMove = (from: OrderStatus, to: OrderStatus) => orderTransitions[from].includes(to);

export type StatusChange = {
  /** Statuses the caller accepts to move from (a client may only cancel before processing). */
  from?: readonly OrderStatus[];
  /** Message when the order is in a status it cannot leave for `next`. */
  refusal?: Localized;
  paymentReference?: string;
  /** The staff member making the change; null or absent for the client or the server. */
  staffId?: number | null;
  /** Why, kept in the order's history (e.g. 'payment time ran out'). */
  note?: string | null;
  /** On the way to 'shipped': who carries it and the parcel's number. */
  carrier?: string | null;
  trackingNumber?: string | null;
  /** The shop's address, for the links in the mail that tells the client of the change. */
  publicUrl: string;
  /** Days a gift's claim link works (`GIFT_LINK_DAYS`), for the gift mail a payment sends. */
  giftLinkDays?: number;
};

/** The changes a client is told of by mail; 'paid' only for digital orders (the books are theirs). */
const mailedEvent = (next: OrderStatus, isHardCopy: boolean): OrderMailEvent | null => {
  if (next === 'shipped' || next === 'delivered' || next === 'cancelled') return next;
  return next === 'paid' && !isHardCopy ? 'paid' : null;
};

export async function setOrderStatus(db: Db, orderId: number, next: OrderStatus, change: StatusChange) {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        id: orders.id,
        status: orders.status,
        clientId: orders.clientId,
        isHardCopy: orders.isHardCopy,
        paidAt: orders.paidAt,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!order) throw new AppError(404, 'not_found', orderMessages.orderNotFound);
    const allowed = canMove(order.status, next) && (change.from?.includes(order.status) ?? true);
    if (!allowed) {
      throw new AppError(409, 'invalid_status', change.refusal ?? orderMessages.invalidTransition);
    }
    if (next === 'shipped') await refuseUnreleasedShipping(tx, orderId);
    const now = new Date();
    await tx
      .update(orders)
      .set({
        status: next,
        updatedAt: now,
        ...(next === 'paid' ? { paidAt: now, paymentReference: change.paymentReference ?? null } : {}),
        ...(next === 'shipped'
          ? { carrier: change.carrier ?? null, trackingNumber: change.trackingNumber ?? null }
          : {}),
      })
      .where(eq(orders.id, orderId));
    await tx.insert(orderStatusHistory).values({
      orderId,
      fromStatus: order.status,
      toStatus: next,
      staffId: change.staffId ?? null,
      note: change.note ?? null,
      createdAt: now,
    });

    const lines = await tx
      .select({ bookId: orderLines.bookId, quantity: orderLines.quantity })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.bookId));
    if (next === 'cancelled' && order.isHardCopy) {
      await returnStock(tx, lines);
      // Copies back on the shelf: the readers waiting for a sold-out book are told (decision 056).
      await stockCameBack(
        tx,
        lines.map((l) => l.bookId),
        change.publicUrl,
      );
    }
    // Cancelled is final: the code's use comes back once, with the order.
    if (next === 'cancelled') await releaseCouponUse(tx, orderId);
    if (next === 'cancelled' && order.status === 'paid') {
      await tx.delete(pdfOwnerships).where(eq(pdfOwnerships.orderId, orderId));
    }
    const gift = order.isHardCopy ? undefined : await giftOfOrder(tx, orderId);
    if (gift && next === 'cancelled') await giftCancelled(tx, orderId, now);
    if (gift && next === 'paid') {
      // A gift's book goes to whoever claims it, never to the buyer (decision 055).
      const linkDays = change.giftLinkDays ?? GIFT_LINK_DAYS_DEFAULT;
      await giftPaid(tx, orderId, now, { publicUrl: change.publicUrl, linkDays });
    }
    // A pre-ordered PDF is owned from its release (preorders.ts), not from the payment.
    const owned =
      next === 'paid' && !order.isHardCopy && !gift
        ? await releasedBookIds(
            tx,
            lines.map((l) => l.bookId),
          )
        : [];
    if (owned.length > 0) {
      await tx
        .insert(pdfOwnerships)
        .values(owned.map((bookId) => ({ clientId: order.clientId, bookId, orderId })))
        .onConflictDoNothing({ target: [pdfOwnerships.clientId, pdfOwnerships.bookId] });
    }
    // The order becomes a sale (a card payment), or an invoiced sale is cancelled (decision 043).
    if (next === 'paid') await issueInvoice(tx, orderId, now);
    const wasInvoiced = hasInvoice({
      status: order.status,
      paid_at: order.paidAt?.toISOString() ?? null,
      type: order.isHardCopy ? 'paper' : 'digital',
    });
    if (next === 'cancelled' && wasInvoiced) await issueCreditNote(tx, orderId, now);
    // The buyer of a gift is told the gift is on its way to its recipient, not that the book is theirs.
    const event = gift && next === 'paid' ? 'giftPaid' : mailedEvent(next, order.isHardCopy);
    if (event) {
      await enqueueOrderMail(tx, orderId, event, {
        publicUrl: change.publicUrl,
        expired: change.note === EXPIRED_NOTE,
        refunded: order.status === 'paid' && next === 'cancelled',
        preordered: !gift && owned.length < lines.length,
      });
    }
    return { id: orderId, from: order.status, to: next };
  });
}
