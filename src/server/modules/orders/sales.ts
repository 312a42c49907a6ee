import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orderLines, orderRefunds, orders } from '#server/db/schema/orders.ts';
import { booksForOrder } from '#server/modules/catalog/index.ts';
import {
  SALES_DAYS,
  type Sales,
  type SalesPeriod,
  type Split,
  type TopBook,
  WAITING_STATUSES,
  type Waiting,
} from '#shared/contract/staff-dashboard.ts';
import { baseCents } from '#shared/minor-units.ts';

/* The shop's sales as the dashboard shows them; what counts is written in the contract. */

type DayRow = {
  day: string;
  orders_paper: number;
  orders_digital: number;
  paid_paper: number;
  paid_digital: number;
  revenue_paper: number;
  revenue_digital: number;
};

const split = (paper: number, digital: number): Split => ({ total: paper + digital, paper, digital });

/**
 * An amount of an order (minor units of its currency, decision 110) back in dollar cents at the rate it
 * was charged at, rounded half away from zero: the dashboard adds orders of every market in dollars.
 */
const dollarCents = (minor: SQL) =>
  sql`round(${minor}::numeric * 100 * 1000000 / (${orders.rateMicros}::numeric * power(10::numeric, ${orders.currencyDecimals})))`;

/** Each of the last SALES_DAYS days in `timeZone`, oldest first, zeros where nothing happened. */
async function dailyRows(db: Db, timeZone: string): Promise<DayRow[]> {
  const result = (await db.execute(sql`
    WITH today AS (SELECT (now() AT TIME ZONE ${timeZone})::date AS day),
    days AS (
      SELECT d::date AS day
      FROM today, generate_series(today.day - ${SALES_DAYS - 1}::int, today.day, interval '1 day') AS d
    ),
    placed AS (
      SELECT (${orders.createdAt} AT TIME ZONE ${timeZone})::date AS day,
        count(*) FILTER (WHERE ${orders.isHardCopy}) AS paper,
        count(*) FILTER (WHERE NOT ${orders.isHardCopy}) AS digital
      FROM ${orders}
      WHERE ${orders.status} <> 'cancelled'
      GROUP BY 1
    ),
    paid AS (
      SELECT (${orders.paidAt} AT TIME ZONE ${timeZone})::date AS day,
        count(*) FILTER (WHERE ${orders.isHardCopy}) AS paper,
        count(*) FILTER (WHERE NOT ${orders.isHardCopy}) AS digital,
        coalesce(sum(${dollarCents(sql`${orders.netPriceCents}`)}) FILTER (WHERE ${orders.isHardCopy}), 0) AS revenue_paper,
        coalesce(sum(${dollarCents(sql`${orders.netPriceCents}`)}) FILTER (WHERE NOT ${orders.isHardCopy}), 0) AS revenue_digital
      FROM ${orders}
      WHERE ${orders.status} <> 'cancelled' AND ${orders.paidAt} IS NOT NULL
      GROUP BY 1
    ),
    -- Money given back on an order that still counts (a cancelled one counts for nothing already).
    refunded AS (
      SELECT (${orderRefunds.createdAt} AT TIME ZONE ${timeZone})::date AS day,
        coalesce(sum(${dollarCents(sql`${orderRefunds.amountCents}`)}) FILTER (WHERE ${orders.isHardCopy}), 0) AS paper,
        coalesce(sum(${dollarCents(sql`${orderRefunds.amountCents}`)}) FILTER (WHERE NOT ${orders.isHardCopy}), 0) AS digital
      FROM ${orderRefunds} JOIN ${orders} ON ${orders.id} = ${orderRefunds.orderId}
      WHERE ${orderRefunds.state} = 'done' AND ${orders.status} <> 'cancelled'
      GROUP BY 1
    )
    SELECT to_char(days.day, 'YYYY-MM-DD') AS day,
      coalesce(placed.paper, 0)::int AS orders_paper,
      coalesce(placed.digital, 0)::int AS orders_digital,
      coalesce(paid.paper, 0)::int AS paid_paper,
      coalesce(paid.digital, 0)::int AS paid_digital,
      (coalesce(paid.revenue_paper, 0) - coalesce(refunded.paper, 0))::bigint AS revenue_paper,
      (coalesce(paid.revenue_digital, 0) - coalesce(refunded.digital, 0))::bigint AS revenue_digital
    FROM days
    LEFT JOIN placed ON placed.day = days.day
    LEFT JOIN paid ON paid.day = days.day
    LEFT JOIN refunded ON refunded.day = days.day
    ORDER BY days.day
  `)) as unknown as { rows: Record<string, unknown>[] };
  // A bigint comes back as text from one driver and as a number from another: money stays exact in cents.
  return result.rows.map((row) => ({
    day: String(row.day),
    orders_paper: Number(row.orders_paper),
    orders_digital: Number(row.orders_digital),
    paid_paper: Number(row.paid_paper),
    paid_digital: Number(row.paid_digital),
    revenue_paper: Number(row.revenue_paper),
    revenue_digital: Number(row.revenue_digital),
  }));
}

/** The sum over the last `days` rows (the newest days). */
function period(rows: DayRow[], days: number): SalesPeriod {
  const sum = (field: keyof Omit<DayRow, 'day'>) =>
    rows.slice(-days).reduce((total, row) => total + row[field], 0);
  return {
    orders: split(sum('orders_paper'), sum('orders_digital')),
    paid_orders: split(sum('paid_paper'), sum('paid_digital')),
    revenue_cents: split(sum('revenue_paper'), sum('revenue_digital')),
  };
}

/** The books most ordered in the last SALES_DAYS days: by copies, and by amount. */
async function topBooks(db: Db, timeZone: string, limit = 5) {
  const since = sql`((now() AT TIME ZONE ${timeZone})::date - ${SALES_DAYS - 1}::int) AT TIME ZONE ${timeZone}`;
  // Copies taken back (done returns) are not sold: each line counts net of them, its amount in proportion.
  const returned = sql`(SELECT coalesce(sum((given->>'quantity')::int), 0)
    FROM ${orderRefunds}, jsonb_array_elements(${orderRefunds.lines}) AS given
    WHERE ${orderRefunds.orderId} = ${orderLines.orderId} AND ${orderRefunds.kind} = 'return'
      AND ${orderRefunds.state} = 'done' AND (given->>'lineId')::int = ${orderLines.id})`;
  const kept = sql`greatest(${orderLines.quantity} - ${returned}, 0)`;
  const copies = sql<number>`sum(${kept})::int`;
  const lineAmount = sql`(${orderLines.totalPriceCents} * ${kept} / nullif(${orderLines.quantity}, 0))`;
  const amount = sql<string>`sum(${dollarCents(lineAmount)})::bigint`;
  const base = () =>
    db
      .select({ id: orderLines.bookId, copies, amount })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(ne(orders.status, 'cancelled'), sql`${orders.createdAt} >= ${since}`))
      .groupBy(orderLines.bookId)
      .limit(limit);
  const byCopies = await base().orderBy(sql`${copies} DESC`, asc(orderLines.bookId));
  const byAmount = await base().orderBy(sql`${amount} DESC`, asc(orderLines.bookId));
  const titles = await booksForOrder(
    db,
    [...byCopies, ...byAmount].map((row) => row.id),
    'ar',
  );
  const present = (row: { id: number; copies: number; amount: string | number }): TopBook => ({
    id: row.id,
    title_ar: titles.get(row.id)?.title_ar ?? '',
    title_en: titles.get(row.id)?.title_en ?? '',
    copies: Number(row.copies),
    amount_cents: Number(row.amount),
  });
  return { top_by_copies: byCopies.map(present), top_by_amount: byAmount.map(present) };
}

/** Orders and revenue today, in 7 and in 30 days, day by day, and the top books; days in `timeZone`. */
export async function salesOverview(db: Db, timeZone: string): Promise<Sales> {
  const rows = await dailyRows(db, timeZone);
  const top = await topBooks(db, timeZone);
  return {
    today: period(rows, 1),
    days_7: period(rows, 7),
    days_30: period(rows, SALES_DAYS),
    daily: rows.map((row) => ({
      day: row.day,
      orders: split(row.orders_paper, row.orders_digital),
      revenue_cents: split(row.revenue_paper, row.revenue_digital),
    })),
    ...top,
  };
}

/** The orders waiting for the shop or the reader: how many in each status, and the oldest of them. */
export async function waitingOrders(db: Db, limit = 8): Promise<Waiting> {
  const waiting = inArray(orders.status, [...WAITING_STATUSES]);
  const counted = await db
    .select({ status: orders.status, count: sql<number>`count(*)::int` })
    .from(orders)
    .where(waiting)
    .groupBy(orders.status);
  const counts = { pending: 0, processing: 0, shipped: 0, awaiting_payment: 0 };
  for (const row of counted) counts[row.status as keyof typeof counts] = Number(row.count);
  const oldest = await db
    .select()
    .from(orders)
    .where(waiting)
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(limit);
  return {
    counts,
    oldest: oldest.map((order) => ({
      id: order.id,
      date: order.createdAt.toISOString(),
      status: order.status,
      type: order.isHardCopy ? 'paper' : 'digital',
      net_price_cents: baseCents(order.netPriceCents, {
        rateMicros: order.rateMicros,
        decimals: order.currencyDecimals,
      }),
    })),
  };
}

/** Paper orders placed and not yet taken in hand (the console's badge; a partial index). */
export async function pendingOrderCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.status, 'pending'));
  return Number(row?.count ?? 0);
}
