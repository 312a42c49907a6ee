import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orderLines, orderRefunds, orders } from '#server/db/schema/orders.ts';

/* What the order-mails module reads of orders for the mails it writes (decision 081). */

type Reader = Pick<Db, 'select'>;

/** A refund or return as stored: its kind, method, amount and the lines given back. */
export type OrderRefundRow = typeof orderRefunds.$inferSelect;

/**
 * The order's client, parcel (carrier, tracking number) and the currency its amounts are in, with its
 * decimals (decision 110); undefined when there is no such order.
 */
export async function orderParcelOf(db: Reader, orderId: number) {
  const [row] = await db
    .select({
      clientId: orders.clientId,
      carrier: orders.carrier,
      trackingNumber: orders.trackingNumber,
      currency: orders.currency,
      currencyDecimals: orders.currencyDecimals,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

/** The refund or return `refundId`; undefined when there is none. */
export async function refundRowOf(db: Reader, refundId: number): Promise<OrderRefundRow | undefined> {
  const [row] = await db.select().from(orderRefunds).where(eq(orderRefunds.id, refundId));
  return row;
}

/** The order's lines, each with its book. */
export function lineBooksOf(db: Reader, orderId: number) {
  return db
    .select({ id: orderLines.id, bookId: orderLines.bookId })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
}
