import { asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orderLines, orderStatusHistory, orders, pdfOwnerships } from '#server/db/schema/orders.ts';
import { returnStock } from '#server/modules/catalog/index.ts';
import { AppError } from '#server/plugins/errors.ts';
import type { OrderStatus } from '#shared/contract/orders.ts';
import type { Localized } from '#shared/lang.ts';
import { orderMessages } from './messages.ts';

/*
 * The order lifecycle. Hard copy: pending → processing → shipped → delivered, cancellable until it
 * ships (stock goes back). Digital: awaiting_payment → paid (the client then owns the PDFs) or
 * cancelled. Every change is one transaction on the locked order row.
 */

export const orderTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  awaiting_payment: ['paid', 'cancelled'],
  paid: [],
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
};

export async function setOrderStatus(db: Db, orderId: number, next: OrderStatus, change: StatusChange = {}) {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        id: orders.id,
        status: orders.status,
        clientId: orders.clientId,
        isHardCopy: orders.isHardCopy,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!order) throw new AppError(404, 'not_found', orderMessages.orderNotFound);
    const allowed = canMove(order.status, next) && (change.from?.includes(order.status) ?? true);
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
    if (next === 'cancelled' && order.isHardCopy) await returnStock(tx, lines);
    if (next === 'paid' && !order.isHardCopy && lines.length > 0) {
      await tx
        .insert(pdfOwnerships)
        .values(lines.map((l) => ({ clientId: order.clientId, bookId: l.bookId, orderId })))
        .onConflictDoNothing({ target: [pdfOwnerships.clientId, pdfOwnerships.bookId] });
    }
    return { id: orderId, from: order.status, to: next };
  });
}
