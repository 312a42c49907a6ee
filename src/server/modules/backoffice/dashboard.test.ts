import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createBook,
  createBuyer,
  digitalBody,
  hardCopyBody,
  setUpStaffOrdersTest,
} from '#server/modules/orders/testing.ts';
import type { Dashboard } from '#shared/contract/staff-dashboard.ts';

/*
 * The dashboard's sales and waiting orders. Orders of both kinds are placed through the shop, then
 * moved to their status and spread over the days with SQL; every figure of the answer is compared
 * with a plain query written here, and the simplest ones with counts made by hand.
 */

const { t, ref, staff, call } = setUpStaffOrdersTest();
const TZ = 'Asia/Riyadh';

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await t.database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Noon in the shop's time zone `daysAgo` days ago; now for today. */
const momentOf = (daysAgo: number) =>
  daysAgo === 0
    ? sql`now()`
    : sql`(date_trunc('day', now() AT TIME ZONE ${TZ}) - make_interval(days => ${daysAgo}) + interval '12 hours') AT TIME ZONE ${TZ}`;

type Spec = {
  kind: 'paper' | 'digital';
  lines: [book: 'a' | 'b' | 'c', quantity: number][];
  status: string;
  placed: number;
  paid?: number;
};

/** Twelve orders, numbered as in the hand counts below. */
const specs: Spec[] = [
  {
    kind: 'paper',
    lines: [
      ['a', 3],
      ['b', 1],
    ],
    status: 'pending',
    placed: 0,
  },
  { kind: 'paper', lines: [['b', 2]], status: 'delivered', placed: 3, paid: 0 },
  { kind: 'paper', lines: [['a', 5]], status: 'cancelled', placed: 0 },
  { kind: 'digital', lines: [['a', 1]], status: 'paid', placed: 0, paid: 0 },
  { kind: 'digital', lines: [['b', 1]], status: 'awaiting_payment', placed: 10 },
  { kind: 'digital', lines: [['c', 1]], status: 'paid', placed: 20, paid: 20 },
  { kind: 'paper', lines: [['c', 4]], status: 'shipped', placed: 40 },
  { kind: 'paper', lines: [['c', 1]], status: 'processing', placed: 6 },
  { kind: 'digital', lines: [['c', 1]], status: 'cancelled', placed: 2 },
  { kind: 'digital', lines: [['b', 1]], status: 'paid', placed: 7, paid: 7 },
  { kind: 'paper', lines: [['a', 1]], status: 'delivered', placed: 29, paid: 29 },
  { kind: 'paper', lines: [['b', 1]], status: 'delivered', placed: 30, paid: 30 },
];
const placedIds: number[] = [];

beforeAll(async () => {
  const books = {
    a: await createBook(t, { pdf: true, stock: 100, titleAr: 'كتاب أ', titleEn: 'Book A' }),
    b: await createBook(t, { pdf: true, stock: 100, titleAr: 'كتاب ب', titleEn: 'Book B' }),
    c: await createBook(t, { pdf: true, stock: 100, titleAr: 'كتاب ج', titleEn: 'Book C' }),
  };
  for (const spec of specs) {
    const buyer = await createBuyer(t.app.db);
    const body =
      spec.kind === 'paper'
        ? hardCopyBody(ref, {
            books: spec.lines.map(([book, quantity]) => ({ book_id: books[book].id, quantity })),
          })
        : digitalBody(
            ref,
            spec.lines.map(([book]) => books[book].id),
          );
    const res = await call('POST', '/orders', { token: buyer.token, body });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as number;
    placedIds.push(id);
    await t.database.db.execute(sql`
      UPDATE orders SET status = ${spec.status}, created_at = ${momentOf(spec.placed)},
        paid_at = ${spec.paid === undefined ? null : momentOf(spec.paid)}
      WHERE id = ${id}`);
  }
});

async function dashboard(token = staff.orders.token): Promise<Dashboard> {
  const res = await call('GET', '/staff/dashboard', { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** Today and the `days` − 1 days before, in the shop's time zone, as SQL. */
const since = (days: number) =>
  sql`(date_trunc('day', now() AT TIME ZONE ${TZ}) - make_interval(days => ${days - 1})) AT TIME ZONE ${TZ}`;

async function periodBySql(days: number) {
  const [row] = await rows<Record<string, number>>(sql`
    SELECT
      count(*) FILTER (WHERE created_at >= ${since(days)} AND is_hard_copy)::int AS placed_paper,
      count(*) FILTER (WHERE created_at >= ${since(days)} AND NOT is_hard_copy)::int AS placed_digital,
      count(*) FILTER (WHERE paid_at >= ${since(days)} AND is_hard_copy)::int AS paid_paper,
      count(*) FILTER (WHERE paid_at >= ${since(days)} AND NOT is_hard_copy)::int AS paid_digital,
      coalesce(sum(net_price_cents) FILTER (WHERE paid_at >= ${since(days)} AND is_hard_copy), 0)::int AS cash_paper,
      coalesce(sum(net_price_cents) FILTER (WHERE paid_at >= ${since(days)} AND NOT is_hard_copy), 0)::int AS cash_digital
    FROM orders WHERE status <> 'cancelled'`);
  const split = (paper: number, digital: number) => ({ total: paper + digital, paper, digital });
  return {
    orders: split(row.placed_paper, row.placed_digital),
    paid_orders: split(row.paid_paper, row.paid_digital),
    revenue_cents: split(row.cash_paper, row.cash_digital),
  };
}

describe('the sales on the dashboard', () => {
  it('counts orders placed and revenue received today, in 7 and in 30 days, paper and digital apart', async () => {
    const { sales, time_zone } = await dashboard();
    expect(time_zone).toBe('Asia/Riyadh');
    expect(sales?.today).toEqual(await periodBySql(1));
    expect(sales?.days_7).toEqual(await periodBySql(7));
    expect(sales?.days_30).toEqual(await periodBySql(30));
    // By hand: cancelled orders never count, and an order paid today counts today whenever placed.
    expect(sales?.today.orders).toEqual({ total: 2, paper: 1, digital: 1 });
    expect(sales?.today.paid_orders).toEqual({ total: 2, paper: 1, digital: 1 });
    expect(sales?.days_7.orders).toEqual({ total: 4, paper: 3, digital: 1 });
    expect(sales?.days_7.paid_orders).toEqual({ total: 2, paper: 1, digital: 1 });
    expect(sales?.days_30.orders).toEqual({ total: 8, paper: 4, digital: 4 });
    expect(sales?.days_30.paid_orders).toEqual({ total: 5, paper: 2, digital: 3 });
    const [net] = await rows<{ paper: number; digital: number }>(sql`
      SELECT (SELECT net_price_cents FROM orders WHERE id = ${placedIds[1]}) AS paper,
             (SELECT net_price_cents FROM orders WHERE id = ${placedIds[3]}) AS digital`);
    expect(sales?.today.revenue_cents).toEqual({
      total: net.paper + net.digital,
      paper: net.paper,
      digital: net.digital,
    });
    expect(Number.isInteger(sales?.days_30.revenue_cents.total)).toBe(true);
  });

  it('gives every one of the last 30 days, oldest first, with zeros on days without orders', async () => {
    const { sales } = await dashboard();
    const days = await rows<{ day: string }>(sql`
      SELECT to_char((now() AT TIME ZONE ${TZ})::date - k, 'YYYY-MM-DD') AS day
      FROM generate_series(29, 0, -1) AS k`);
    const placed = await rows<{ day: string; paper: number; digital: number }>(sql`
      SELECT to_char(created_at AT TIME ZONE ${TZ}, 'YYYY-MM-DD') AS day,
        count(*) FILTER (WHERE is_hard_copy)::int AS paper, count(*) FILTER (WHERE NOT is_hard_copy)::int AS digital
      FROM orders WHERE status <> 'cancelled' GROUP BY 1`);
    const paid = await rows<{ day: string; paper: number; digital: number }>(sql`
      SELECT to_char(paid_at AT TIME ZONE ${TZ}, 'YYYY-MM-DD') AS day,
        coalesce(sum(net_price_cents) FILTER (WHERE is_hard_copy), 0)::int AS paper,
        coalesce(sum(net_price_cents) FILTER (WHERE NOT is_hard_copy), 0)::int AS digital
      FROM orders WHERE status <> 'cancelled' AND paid_at IS NOT NULL GROUP BY 1`);
    const of = (list: { day: string; paper: number; digital: number }[], day: string) => {
      const row = list.find((r) => r.day === day);
      const paper = row?.paper ?? 0;
      const digital = row?.digital ?? 0;
      return { total: paper + digital, paper, digital };
    };
    expect(sales?.daily).toEqual(
      days.map(({ day }) => ({ day, orders: of(placed, day), revenue_cents: of(paid, day) })),
    );
    expect(sales?.daily.filter((d) => d.orders.total === 0).length).toBeGreaterThan(20);
  });

  it('names the top books of the last 30 days by copies and by amount, in both languages', async () => {
    const { sales } = await dashboard();
    const top = (order: 'copies' | 'amount') =>
      rows<{ id: number; title_ar: string; title_en: string; copies: number; amount_cents: number }>(sql`
        SELECT l.book_id AS id, b.title_ar, b.title_en,
          sum(l.quantity)::int AS copies, sum(l.total_price_cents)::int AS amount_cents
        FROM order_lines l JOIN orders o ON o.id = l.order_id JOIN books b ON b.id = l.book_id
        WHERE o.status <> 'cancelled' AND o.created_at >= ${since(30)}
        GROUP BY l.book_id, b.title_ar, b.title_en
        ORDER BY ${order === 'copies' ? sql`copies` : sql`amount_cents`} DESC, l.book_id
        LIMIT 5`);
    expect(sales?.top_by_copies).toEqual(await top('copies'));
    expect(sales?.top_by_amount).toEqual(await top('amount'));
    // Book A: 3 + 1 + 1 copies (the cancelled 5 do not count); book B: 1 + 2 + 1 + 1; book C: 1 + 1.
    expect(sales?.top_by_copies.map((b) => [b.title_en, b.copies])).toEqual([
      ['Book A', 5],
      ['Book B', 5],
      ['Book C', 2],
    ]);
  });

  it('counts the orders waiting in each status and lists the oldest, for the order pages', async () => {
    const { waiting } = await dashboard(staff.admin.token);
    const counted = await rows<{ status: string; n: number }>(sql`
      SELECT status::text, count(*)::int AS n FROM orders
      WHERE status IN ('pending', 'processing', 'shipped', 'awaiting_payment') GROUP BY status`);
    const count = (status: string) => counted.find((row) => row.status === status)?.n ?? 0;
    expect(waiting?.counts).toEqual({
      pending: count('pending'),
      processing: count('processing'),
      shipped: count('shipped'),
      awaiting_payment: count('awaiting_payment'),
    });
    expect(waiting?.counts).toEqual({ pending: 1, processing: 1, shipped: 1, awaiting_payment: 1 });
    const oldest = await rows<Record<string, unknown>>(sql`
      SELECT id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS date,
        status::text, CASE WHEN is_hard_copy THEN 'paper' ELSE 'digital' END AS type, net_price_cents
      FROM orders WHERE status IN ('pending', 'processing', 'shipped', 'awaiting_payment')
      ORDER BY created_at, id LIMIT 8`);
    expect(waiting?.oldest).toEqual(oldest);
    expect(waiting?.oldest.map((o) => o.id)).toEqual([
      placedIds[6],
      placedIds[4],
      placedIds[7],
      placedIds[0],
    ]);
  });

  it('shows an editor the catalogue but neither the takings nor the orders', async () => {
    const data = await dashboard(staff.editor.token);
    expect(data.sales).toBeNull();
    expect(data.waiting).toBeNull();
    expect(data.books.on_sale).toBeGreaterThan(0);
  });
});
