import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orders } from '#server/db/schema/orders.ts';
import type { Payments } from '#server/services/payments/index.ts';
import type { OrderStatus } from '#shared/contract/orders.ts';
import { refundCancelled } from './admin-write.ts';
import { noteOrderHistory } from './cod-hooks.ts';
import { setOrderStatus } from './lifecycle.ts';
import { gatewayOfOrder } from './order-gateway.ts';

/*
 * The order's side of its parcel's tracking (decision 101). The carriers module calls this in the
 * transaction that stores a new tracking event, so an event stored once moves the order once, and
 * the order's row lock orders two processes moving it at once. Each move goes through the lifecycle
 * (history, events, mails, invoices and stock as a staff move would bring them):
 * - picked up: a pending or processing order is shipped (through processing);
 * - out for delivery: a line in the shipped order's history, the status staying 'shipped';
 * - delivered: shipped (through the moves it skipped), then delivered;
 * - returned: a shipped order is cancelled with its books back in stock, and a card payment taken
 *   for it is refunded; a cash-on-delivery order that was never paid is only cancelled and restocked.
 * An order already past the step (or cancelled) is left as it is.
 */

export type CarrierMove = 'shipped' | 'out_for_delivery' | 'delivered' | 'returned';

export type CarrierMoveFacts = {
  /** The carrier's name and the waybill, kept as the order's carrier and tracking number. */
  carrier: string;
  trackingNumber: string;
  /** The history note: `tracking:<step>:<carrier code>:<waybill>`. */
  note: string;
  publicUrl: string;
  /** The gateways a returned parcel's card payment is refunded through (the one that took it). */
  payments: Payments;
};

const ONWARD: Partial<Record<OrderStatus, OrderStatus>> = { pending: 'processing', processing: 'shipped' };

/** Moves the order as its parcel's new tracking step says; answers the statuses it went through. */
export async function followCarrier(
  tx: Db,
  orderId: number,
  step: CarrierMove,
  facts: CarrierMoveFacts,
): Promise<OrderStatus[]> {
  const [order] = await tx
    .select({ status: orders.status, isHardCopy: orders.isHardCopy })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (!order?.isHardCopy) return [];
  const moved: OrderStatus[] = [];
  let status = order.status;
  const go = async (next: OrderStatus, extra: { parcelReturned?: boolean } = {}) => {
    await setOrderStatus(tx, orderId, next, {
      note: facts.note,
      publicUrl: facts.publicUrl,
      carrier: facts.carrier,
      trackingNumber: facts.trackingNumber,
      ...extra,
    });
    moved.push(next);
    status = next;
  };
  if (step === 'returned') {
    if (status === 'shipped') {
      await go('cancelled', { parcelReturned: true });
      await refundCancelled(tx, orderId, null, await gatewayOfOrder(tx, facts.payments, orderId));
    }
    return moved;
  }
  for (let next = ONWARD[status]; next; next = ONWARD[status]) await go(next);
  if (step === 'out_for_delivery' && status === 'shipped') {
    await noteOrderHistory(tx, orderId, { staffId: null, note: facts.note });
  }
  if (step === 'delivered' && status === 'shipped') await go('delivered');
  return moved;
}
