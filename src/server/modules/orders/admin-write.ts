import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orderRefunds, orderStatusHistory, orders } from '#server/db/schema/orders.ts';
import { findPaymentType } from '#server/modules/reference/index.ts';
import { AppError, commonMessages } from '#server/plugins/errors.ts';
import type { PaymentProvider } from '#server/services/payments/index.ts';
import type { OrderStatus } from '#shared/contract/orders.ts';
import { codPayable, staleDigitalOrders } from './admin.ts';
import { orderAdminMessages } from './admin-messages.ts';
import { refuseHeldOrder } from './cod-hooks.ts';
import { EXPIRED_NOTE, setOrderStatus } from './lifecycle.ts';
import { orderMessages } from './messages.ts';
import { refundableOf } from './refunds.ts';

/* The changes staff make to an order, and the server's expiry of unpaid digital orders. */

export type StaffStatusChange = {
  status: OrderStatus;
  carrier?: string;
  tracking_number?: string;
};

/**
 * Moves the order on for a staff member; 409 when its status cannot go there, 422 naming `carrier` when it
 * ships without one (the tracking number is optional). Stock comes back on
 * cancel, and a paid card order is refunded (see `refundCancelled`).
 */
export async function staffSetOrderStatus(
  tx: Db,
  orderId: number,
  staffId: number,
  change: StaffStatusChange,
  settings: { publicUrl: string; provider: PaymentProvider | null },
) {
  if (change.status === 'shipped' && !change.carrier?.trim()) {
    throw new AppError(422, 'validation', commonMessages.validation, {
      carrier: [orderAdminMessages.carrierRequired],
    });
  }
  return tx.transaction(async (inner) => {
    // A cash-on-delivery order its buyer has not confirmed is neither packed nor shipped (decision 097).
    if (change.status === 'processing' || change.status === 'shipped') await refuseHeldOrder(inner, orderId);
    const moved = await setOrderStatus(inner, orderId, change.status, {
      staffId,
      publicUrl: settings.publicUrl,
      refusal: orderMessages.invalidTransition,
      carrier: change.carrier ?? null,
      trackingNumber: change.tracking_number ?? null,
    });
    if (moved.from === 'paid' && moved.to === 'cancelled') {
      await refundCancelled(inner, orderId, staffId, settings.provider);
    }
    return moved;
  });
}

/**
 * Gives back what is left of the payment of a paid order being cancelled (partial refunds are not
 * given twice), before the cancellation commits, and records it among the order's refunds: when the
 * provider refuses or cannot be reached the cancellation is undone (502) and staff may try again.
 * The provider refunds a payment reference once, so a retry after a lost answer moves money once.
 */
export async function refundCancelled(
  tx: Db,
  orderId: number,
  staffId: number | null,
  provider: PaymentProvider | null,
) {
  const [order] = await tx
    .select({
      reference: orders.paymentReference,
      paidAt: orders.paidAt,
      netPriceCents: orders.netPriceCents,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order?.reference) return;
  const given = await tx
    .select()
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), ne(orderRefunds.state, 'failed')));
  const amountCents = refundableOf(order, given);
  if (amountCents === 0) return;
  if (!provider) throw new AppError(409, 'no_refund_provider', orderMessages.noRefundProvider);
  let answer: { id: string | null };
  try {
    answer = await provider.refund(order.reference, amountCents);
  } catch {
    throw new AppError(502, 'refund_failed', orderMessages.refundFailed);
  }
  await tx.insert(orderRefunds).values({
    orderId,
    kind: 'cancel',
    method: 'card',
    state: 'done',
    amountCents,
    providerReference: answer.id,
    staffId,
  });
}

/**
 * Cash on delivery received: sets `paid_at` on a shipped or delivered COD order, kept in its history
 * (the status stays). 409 when it is not COD, not yet shipped, or already paid.
 */
export async function markOrderPaid(tx: Db, orderId: number, staffId: number) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new AppError(404, 'not_found', orderMessages.orderNotFound);
  if (order.paidAt !== null) throw new AppError(409, 'already_paid', orderMessages.alreadyPaid);
  const paymentType = await findPaymentType(tx, order.paymentTypeId);
  if (!codPayable(order, paymentType?.code)) {
    throw new AppError(409, 'not_payable', orderAdminMessages.notCodPayable);
  }
  const now = new Date();
  await tx.update(orders).set({ paidAt: now, updatedAt: now }).where(eq(orders.id, orderId));
  await tx.insert(orderStatusHistory).values({
    orderId,
    fromStatus: order.status,
    toStatus: order.status,
    staffId,
    note: 'paid',
    createdAt: now,
  });
  return { id: orderId, status: order.status, paidAt: now };
}

/**
 * Cancels digital orders left awaiting payment for longer than `ttlMinutes`, or past the expiry of the
 * reference they wait for: the checkout is released (the client may order the same books again). An
 * order paid meanwhile is left as it is. `beforeVoucherExpiry` asks the gateway first whether the
 * reference was paid (its notice may be late); when it cannot tell, the order waits for the next run.
 */
export async function expireUnpaidOrders(
  db: Db,
  ttlMinutes: number,
  publicUrl: string,
  now = new Date(),
  beforeVoucherExpiry?: (orderId: number) => Promise<boolean>,
) {
  const before = new Date(now.getTime() - ttlMinutes * 60_000);
  const expired: number[] = [];
  for (const { id, voucher } of await staleDigitalOrders(db, before, now)) {
    if (voucher && beforeVoucherExpiry && !(await beforeVoucherExpiry(id))) continue;
    try {
      await setOrderStatus(db, id, 'cancelled', {
        from: ['awaiting_payment'],
        note: EXPIRED_NOTE,
        publicUrl,
      });
      expired.push(id);
    } catch (err) {
      if (!(err instanceof AppError && err.statusCode === 409)) throw err;
    }
  }
  return expired;
}
