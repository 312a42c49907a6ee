import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orderLines, orderNotes, orderRefunds, orders } from '#server/db/schema/orders.ts';
import { booksForOrder } from '#server/modules/catalog/index.ts';
import { staffNames } from '#server/modules/staff/index.ts';
import { orderDocumentNumbers } from '#server/services/order-documents.ts';
import type { OrderRefund, OrderStaffNote } from '#shared/contract/staff-refunds.ts';
import { givenBack, lineShares } from './refund-amounts.ts';
import { type RefundRow, refundableOf } from './refunds.ts';

/* The refunds and staff notes of orders as the back office reads them. */

const STAFF_REFUNDS_MAX = 200;

async function presentRefunds(db: Db, rows: RefundRow[]): Promise<OrderRefund[]> {
  const ids = [...new Set(rows.flatMap((row) => (row.staffId === null ? [] : [row.staffId])))];
  const names = await staffNames(db, ids);
  const numbers = await orderDocumentNumbers.refundCreditNotes(
    db,
    rows.map((row) => row.id),
  );
  const lineIds = [...new Set(rows.flatMap((row) => row.lines.map((line) => line.lineId)))];
  const lines =
    lineIds.length === 0
      ? []
      : await db
          .select({ id: orderLines.id, bookId: orderLines.bookId })
          .from(orderLines)
          .where(inArray(orderLines.id, lineIds));
  const books = await booksForOrder(
    db,
    lines.map((line) => line.bookId),
    'ar',
  );
  const bookOf = (lineId: number) => books.get(lines.find((line) => line.id === lineId)?.bookId ?? 0);
  const orderIds = [...new Set(rows.map((row) => row.orderId))];
  const currencies =
    orderIds.length === 0
      ? []
      : await db
          .select({ id: orders.id, currency: orders.currency })
          .from(orders)
          .where(inArray(orders.id, orderIds));
  const currencyOf = (orderId: number) => currencies.find((order) => order.id === orderId)?.currency ?? 'USD';
  return rows.map((row) => ({
    id: row.id,
    order_id: row.orderId,
    kind: row.kind,
    method: row.method,
    state: row.state,
    amount_cents: row.amountCents,
    currency: currencyOf(row.orderId),
    lines: row.lines.map((line) => ({
      line_id: line.lineId,
      quantity: line.quantity,
      title_ar: bookOf(line.lineId)?.title_ar ?? '',
      title_en: bookOf(line.lineId)?.title_en ?? '',
    })),
    reason: row.reason,
    restock: row.restock,
    provider_reference: row.providerReference,
    failure: row.failure,
    credit_note_number: numbers.get(row.id) ?? null,
    staff: row.staffId === null ? null : { id: row.staffId, name: names.get(row.staffId) ?? '' },
    created_at: row.createdAt.toISOString(),
  }));
}

async function notesOf(db: Db, orderId: number): Promise<OrderStaffNote[]> {
  const rows = await db
    .select()
    .from(orderNotes)
    .where(eq(orderNotes.orderId, orderId))
    .orderBy(asc(orderNotes.id));
  const names = await staffNames(db, [...new Set(rows.map((row) => row.staffId))]);
  return rows.map((row) => ({
    id: row.id,
    body: row.body,
    staff: { id: row.staffId, name: names.get(row.staffId) ?? '' },
    created_at: row.createdAt.toISOString(),
  }));
}

/** What the staff answer of one order says of its refunds, returns and notes. */
export async function refundFactsOf(db: Db, order: typeof orders.$inferSelect) {
  const rows = await db
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, order.id))
    .orderBy(asc(orderRefunds.id));
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.id));
  const standing = rows.filter((row) => row.state !== 'failed');
  const given = givenBack(standing);
  const shares = lineShares({ ...order, lines });
  const refundable = refundableOf(order, standing);
  return {
    refunds: await presentRefunds(db, rows),
    refunded_cents: standing.reduce((sum, row) => sum + row.amountCents, 0),
    refundable_cents: order.status === 'cancelled' ? 0 : refundable,
    line_refunds: lines.map((line) => ({
      line_id: line.id,
      share_cents: shares.get(line.id) ?? 0,
      open: line.quantity - (given.get(line.id) ?? 0),
    })),
    can_return:
      order.isHardCopy &&
      order.status === 'delivered' &&
      lines.some((l) => l.quantity > (given.get(l.id) ?? 0)),
    can_refund: order.status !== 'cancelled' && refundable > 0,
    staff_notes: await notesOf(db, order.id),
  };
}

/** Cents given back on each order (refunds requested or done). */
export async function refundedCentsOf(db: Db, orderIds: number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: orderRefunds.orderId, cents: sql<number>`sum(${orderRefunds.amountCents})::int` })
    .from(orderRefunds)
    .where(and(inArray(orderRefunds.orderId, orderIds), ne(orderRefunds.state, 'failed')))
    .groupBy(orderRefunds.orderId);
  return new Map(rows.map((row) => [row.orderId, Number(row.cents)]));
}

/** The orders list's filter: with (`yes`) or without (`no`) a refund that was not refused. */
export function refundsFilter(value: 'yes' | 'no' | undefined) {
  if (!value) return undefined;
  const any = sql`EXISTS (SELECT 1 FROM ${orderRefunds} WHERE ${orderRefunds.orderId} = ${orders.id} AND ${orderRefunds.state} <> 'failed')`;
  return value === 'yes' ? any : sql`NOT ${any}`;
}

/** A client's refunds, newest first, across their orders. */
export async function clientRefunds(db: Db, clientId: number): Promise<OrderRefund[]> {
  const rows = await db
    .select({ refund: orderRefunds })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(eq(orders.clientId, clientId))
    .orderBy(desc(orderRefunds.createdAt), desc(orderRefunds.id))
    .limit(STAFF_REFUNDS_MAX);
  return presentRefunds(
    db,
    rows.map((row) => row.refund),
  );
}

/** Adds a staff member's internal note to the order; 404 when there is no such order. */
export async function addOrderNote(db: Db, orderId: number, staffId: number, body: string) {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  const [note] = await db.insert(orderNotes).values({ orderId, staffId, body }).returning();
  return note!;
}
