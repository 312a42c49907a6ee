import { eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orderAddresses, orderBoxSets, orderLines, orderRefunds, orders } from '#server/db/schema/orders.ts';
import { clientNamesByIds } from '#server/modules/clients/index.ts';

/* What the invoicing module reads of orders for their documents (decision 071). */

type Reader = Pick<Db, 'select'>;

/**
 * The order as charged, undefined when there is no such order: its currency (ISO 4217), the currency's
 * decimals and what a dollar was worth in it when the order was placed (millionths), the total with
 * tax, the tax, the COD fee, the discount and each tax line's amount, and when it was paid; and the
 * amounts of its lines and box sets (the books' shares by book id), all in whole minor units of the
 * order's currency (decision 110).
 */
export async function chargedOf(db: Reader, orderId: number) {
  const [row] = await db
    .select({
      total: orders.netPriceCents,
      tax: orders.taxCents,
      codFee: orders.codFeeCents,
      discount: orders.discountCents,
      taxLines: orders.taxLines,
      paidAt: orders.paidAt,
      currency: orders.currency,
      decimals: orders.currencyDecimals,
      rateMicros: orders.rateMicros,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!row) return undefined;
  const lines = await db
    .select({ id: orderLines.id, unit: orderLines.unitPriceCents, total: orderLines.totalPriceCents })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  const boxSets = await db
    .select({
      id: orderBoxSets.id,
      unit: orderBoxSets.unitPriceCents,
      total: orderBoxSets.totalPriceCents,
      components: orderBoxSets.components,
    })
    .from(orderBoxSets)
    .where(eq(orderBoxSets.orderId, orderId));
  const { taxLines, ...facts } = row;
  return {
    ...facts,
    taxLines: taxLines.map((line) => line.amountCents),
    lines: new Map(lines.map((line) => [line.id, { unit: line.unit, total: line.total }])),
    boxSets: new Map(
      boxSets.map((box) => [
        box.id,
        {
          unit: box.unit,
          total: box.total,
          shares: new Map(box.components.map((part) => [part.bookId, part.shareCents])),
          listPrices: new Map(box.components.map((part) => [part.bookId, part.listPriceCents])),
        },
      ]),
    ),
  };
}

/** Takes the order row's lock, as every status change does, so one document is issued at a time. */
export async function lockOrder(tx: Db, orderId: number) {
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
}

/**
 * The billing name and country of orders, and the currency they were charged in (with its decimals),
 * by order id: a paper order's from its billing address; a PDF order (no address) names its buyer
 * from the client's account, name or else e-mail, and its country is the one it was taxed in.
 */
export async function billingOf(db: Reader, orderIds: number[]) {
  const byOrder = new Map<
    number,
    { name: string | null; countryId: number | null; currency: string; decimals: number }
  >();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({
      orderId: orders.id,
      clientId: orders.clientId,
      name: orderAddresses.billingName,
      countryId: orderAddresses.billingCountryId,
      taxCountryId: orders.taxCountryId,
      currency: orders.currency,
      decimals: orders.currencyDecimals,
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
    byOrder.set(row.orderId, {
      name,
      countryId: row.countryId ?? row.taxCountryId,
      currency: row.currency,
      decimals: row.decimals,
    });
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
