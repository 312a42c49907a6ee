import { eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orderAddresses, orderRefunds, orders } from '#server/db/schema/orders.ts';
import { clientNamesByIds } from '#server/modules/clients/index.ts';

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

/**
 * The billing name and country of orders, by order id: a paper order's from its billing address; a
 * PDF order (no address) names its buyer from the client's account, name or else e-mail, and its
 * country is the one it was taxed in.
 */
export async function billingOf(db: Reader, orderIds: number[]) {
  const byOrder = new Map<number, { name: string | null; countryId: number | null }>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({
      orderId: orders.id,
      clientId: orders.clientId,
      name: orderAddresses.billingName,
      countryId: orderAddresses.billingCountryId,
      taxCountryId: orders.taxCountryId,
    })
    .from(orders)
    .leftJoin(orderAddresses, eq(orderAddresses.orderId, orders.id))
    .where(inArray(orders.id, [...new Set(orderIds)]));
  const clients = await clientNamesByIds(
    db,
    rows.filter((row) => !row.name).map((row) => row.clientId),
  );
  for (const row of rows) {
    const client = clients.get(row.clientId);
    const name = row.name || client?.name || client?.email || null;
    byOrder.set(row.orderId, { name, countryId: row.countryId ?? row.taxCountryId });
  }
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
