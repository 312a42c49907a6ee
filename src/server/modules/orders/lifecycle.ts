import { asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orderLines, orderStatusHistory, orders } from '#server/db/schema/orders.ts';
import { returnStock } from '#server/modules/catalog/index.ts';
import { AppError } from '#server/plugins/errors.ts';
import { type OrderEvent, orderEvents } from '#server/services/order-events.ts';
import type { OrderStatus } from '#shared/contract/orders.ts';
import type { Localized } from '#shared/lang.ts';
import { orderMessages } from './messages.ts';

/** The history note of an order the server cancelled because its payment time ran out. */
export const EXPIRED_NOTE = 'expired';

/*
 * The order lifecycle. Hard copy: pending → processing → shipped → delivered, cancellable until it
 * ships (stock goes back). Digital: awaiting_payment → paid (the client then owns the PDFs) or
 * cancelled; staff may still cancel a paid one (refunded, the PDFs taken back). Every change is one
 * transaction on the locked order row; the event it publishes there brings the mail telling the
 * client, the invoice or credit note, the gift's link and the PDFs owned (decision 070).
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

type StatusEventType = Exclude<
  OrderEvent['type'],
  'placed' | 'refunded' | 'returned' | 'released' | 'releaseMoved' | 'voucherIssued'
>;

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
  /**
   * A shipped parcel its carrier brought back (decision 101): the order may then go from 'shipped' to
   * 'cancelled', its books back in stock, which staff cannot do by hand.
   */
  parcelReturned?: boolean;
};

/** Carrier tracking (decision 101): a shipped parcel the carrier returned cancels its order. */
const returnedParcel = (from: OrderStatus, to: OrderStatus, change: StatusChange) =>
  change.parcelReturned === true && from === 'shipped' && to === 'cancelled';

/** The event a move publishes; 'processing' concerns no one but the order. */
const eventOf = (next: OrderStatus): StatusEventType | null =>
  next === 'paid' || next === 'shipped' || next === 'delivered' || next === 'cancelled' ? next : null;

/**
 * Moves the order to `next` under its row lock: status, history and stock here; what else follows
 * (gifts, invoices and credit notes, ownership, pre-orders, waiting lists, coupons, mails) reacts to
 * the event published in the same transaction (services/order-events.ts).
 */
export async function setOrderStatus(db: Db, orderId: number, next: OrderStatus, change: StatusChange) {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        id: orders.id,
        status: orders.status,
        clientId: orders.clientId,
        isHardCopy: orders.isHardCopy,
        isGift: orders.isGift,
        paidAt: orders.paidAt,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!order) throw new AppError(404, 'not_found', orderMessages.orderNotFound);
    const allowed =
      (canMove(order.status, next) || returnedParcel(order.status, next, change)) &&
      (change.from?.includes(order.status) ?? true);
    if (!allowed) {
      throw new AppError(409, 'invalid_status', change.refusal ?? orderMessages.invalidTransition);
    }
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
    const type = eventOf(next);
    if (type) {
      await orderEvents.publish(tx, {
        type,
        order: { ...order, from: order.status, lines },
        at: now,
        publicUrl: change.publicUrl,
        note: change.note ?? null,
        giftLinkDays: change.giftLinkDays,
      });
    }
    // The books' rows last, as an order takes them: after the coupon's (released by the event), until the commit.
    if (next === 'cancelled' && order.isHardCopy) await returnStock(tx, lines);
    return { id: orderId, from: order.status, to: next };
  });
}
