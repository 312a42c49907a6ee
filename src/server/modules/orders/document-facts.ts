import { eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orderAddresses, orderRefunds, orders } from '#server/db/schema/orders.ts';

/* What the invoicing module reads of orders for their documents (decision 071). */

type Reader = Pick<Db, 'select'>;

/** The order's amounts as charged (total with tax, the tax) and when it was paid; undefined when there is no such order. */
export async function chargedOf(db: Reader, orderId: number) {
  const [row] = await db
    .select({ total: orders.netPriceCents, tax: orders.taxCents, paidAt: orders.paidAt })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

/** Takes the order row's lock, as every status change does, so one document is issued at a time. */
export async function lockOrder(tx: Db, orderId: number) {
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
}

/** The billing name and country of the orders that have addresses (paper orders), by order id. */
export async function billingOf(db: Reader, orderIds: number[]) {
  const byOrder = new Map<number, { name: string | null; countryId: number | null }>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({
      orderId: orderAddresses.orderId,
      name: orderAddresses.billingName,
      countryId: orderAddresses.billingCountryId,
    })
    .from(orderAddresses)
    .where(inArray(orderAddresses.orderId, [...new Set(orderIds)]));
  for (const row of rows) byOrder.set(row.orderId, { name: row.name, countryId: row.countryId });
  return byOrder;
}

/** What a refund's credit note prints: the lines given back (empty for an amount alone) and the reason. */
export async function refundOf(db: Reader, refundId: number) {
  const [row] = await db
    .select({ lines: orderRefunds.lines, reason: orderRefunds.reason })
    .from(orderRefunds)
    .where(eq(orderRefunds.id, refundId));
  return row;
}
