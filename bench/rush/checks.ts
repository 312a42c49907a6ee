import pg from 'pg';
import type { TestSmtp } from '#server/test/smtp.ts';
import { COUPON, type Fixtures } from './fixtures.ts';
import type { Recorder } from './recorder.ts';

/*
 * After the rush, read from the database the processes share (as src/server/fleet.test.ts does):
 * the stock is exact, the invoice numbers have no gap, every order's mail was queued once and sent
 * once, the coupon held its limit, the sale's prices were charged, the orders are the ones the buyers
 * were answered, and the job queue drained: the mail outbox, and pg-boss's jobs where that schema is.
 */

export type Check = { name: string; ok: boolean; detail: string };

const DRAIN_TIMEOUT_MS = 120_000;

type Query = <T extends pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<T[]>;

/** Asks `count` every 250 ms until it answers 0 or the drain time is out; the last count. */
async function drained(count: () => Promise<number>) {
  const end = Date.now() + DRAIN_TIMEOUT_MS;
  let left = await count();
  while (left > 0 && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    left = await count();
  }
  return left;
}

async function queueDrained(query: Query): Promise<Check[]> {
  const outbox = async () =>
    (
      await query<{ n: number }>(
        `SELECT count(*)::int AS n FROM mail_outbox WHERE status IN ('pending', 'sending')`,
      )
    )[0]!.n;
  const left = await drained(outbox);
  const [failed] = await query<{ n: number }>(
    `SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'failed'`,
  );
  const checks = [
    {
      name: 'mail outbox drained',
      ok: left === 0 && failed!.n === 0,
      detail: `${left} waiting, ${failed!.n} failed`,
    },
  ];
  const [boss] = await query<{ job: string | null }>(`SELECT to_regclass('pgboss.job')::text AS job`);
  if (!boss?.job) return [...checks, { name: 'pg-boss jobs drained', ok: true, detail: 'no pgboss schema' }];
  // Only jobs due by now: a schedule's next run waits in 'created' by design (`startafter` before v10).
  const [column] = await query<{ name: string }>(
    `SELECT column_name AS name FROM information_schema.columns
      WHERE table_schema = 'pgboss' AND table_name = 'job' AND column_name IN ('start_after', 'startafter')`,
  );
  const due = column ? ` AND ${column.name} <= now()` : '';
  const jobs = async () =>
    (
      await query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pgboss.job WHERE state IN ('created', 'active', 'retry')${due}`,
      )
    )[0]!.n;
  const jobsLeft = await drained(jobs);
  return [
    ...checks,
    { name: 'pg-boss jobs drained', ok: jobsLeft === 0, detail: `${jobsLeft} due and not done` },
  ];
}

async function stockExact(query: Query, fixtures: Fixtures, recorder: Recorder): Promise<Check> {
  const rows = await query<{ id: number; stock: number; sold: number }>(
    `SELECT b.id, b.stock, coalesce(sum(l.quantity) FILTER (WHERE o.status <> 'cancelled'), 0)::int AS sold
       FROM books b
       LEFT JOIN order_lines l ON l.book_id = b.id AND l.is_hard_copy
       LEFT JOIN orders o ON o.id = l.order_id
      WHERE b.id = ANY($1) GROUP BY b.id ORDER BY b.id`,
    [[...fixtures.initialStock.keys()]],
  );
  const wrong = rows.filter((row) => {
    const initial = fixtures.initialStock.get(row.id)!;
    const answered = recorder.soldCopies.get(row.id) ?? 0;
    return row.stock < 0 || initial - row.sold !== row.stock || row.sold !== answered;
  });
  const sold = rows.reduce((sum, row) => sum + row.sold, 0);
  const soldOut = rows.filter((row) => row.stock === 0).length;
  const shelf = `${rows.length} printed books, ${sold} copies sold, ${soldOut} sold out`;
  return {
    name: 'stock exact',
    ok: wrong.length === 0 && rows.length === fixtures.initialStock.size,
    detail: wrong.length === 0 ? shelf : `wrong: ${wrong.map((row) => `#${row.id}`).join(', ')}`,
  };
}

async function invoicesGapless(query: Query): Promise<Check[]> {
  const sequences = await query<{
    kind: string;
    year: number;
    n: number;
    first: number;
    last: number;
    distinct: number;
    sequence: number;
  }>(
    `SELECT i.kind, i.year, count(*)::int AS n, min(i.number) AS first, max(i.number) AS last,
            count(DISTINCT i.number)::int AS distinct, s.last_number AS sequence
       FROM invoices i JOIN invoice_sequences s ON s.kind = i.kind AND s.year = i.year
      GROUP BY i.kind, i.year, s.last_number`,
  );
  const gaps = sequences.filter(
    (s) => s.first !== 1 || s.last !== s.n || s.distinct !== s.n || s.sequence !== s.n,
  );
  const [orders] = await query<{ wrong: number; invoiced: number }>(
    `SELECT count(*) FILTER (WHERE (o.paid_at IS NOT NULL OR o.status IN ('shipped', 'delivered')) <> (n = 1))::int AS wrong,
            count(*) FILTER (WHERE n = 1)::int AS invoiced
       FROM (SELECT o.*, (SELECT count(*) FROM invoices i WHERE i.order_id = o.id AND i.kind = 'invoice') AS n
               FROM orders o) o`,
  );
  return [
    {
      name: 'invoice numbers without gaps',
      ok: gaps.length === 0,
      detail:
        sequences.map((s) => `${s.kind} ${s.year}: 1…${s.last} (${s.n} issued)`).join('; ') || 'none issued',
    },
    {
      name: 'one invoice per paid or shipped order, none for the others',
      ok: orders!.wrong === 0,
      detail: `${orders!.invoiced} invoiced, ${orders!.wrong} without or with too many`,
    },
  ];
}

async function mailsOnce(query: Query, smtp: TestSmtp): Promise<Check[]> {
  const [keys] = await query<{ doubled: number }>(
    `SELECT count(*)::int AS doubled FROM (SELECT key FROM mail_outbox WHERE key IS NOT NULL GROUP BY key HAVING count(*) > 1) d`,
  );
  const [orders] = await query<{ wrong: number; mails: number }>(
    `SELECT count(*) FILTER (WHERE received <> (CASE WHEN is_hard_copy THEN 1 ELSE 0 END)
                               OR paid <> (CASE WHEN NOT is_hard_copy AND status = 'paid' THEN 1 ELSE 0 END))::int AS wrong,
            coalesce(sum(received + paid), 0)::int AS mails
       FROM (SELECT o.is_hard_copy, o.status,
                    (SELECT count(*) FROM mail_outbox m WHERE m.key = 'order:' || o.id || ':received') AS received,
                    (SELECT count(*) FROM mail_outbox m WHERE m.key = 'order:' || o.id || ':paid') AS paid
               FROM orders o) o`,
  );
  const sent = await query<{ id: number }>(`SELECT id FROM mail_outbox WHERE status = 'sent'`);
  const received = new Map<number, number>();
  for (const mail of smtp.messages) {
    const id = /^Message-ID:\s*<outbox-(\d+)@/im.exec(mail.raw)?.[1];
    if (id) received.set(Number(id), (received.get(Number(id)) ?? 0) + 1);
  }
  const notOnce = sent.filter((row) => received.get(row.id) !== 1).length;
  const twice = [...received.values()].filter((n) => n > 1).length;
  return [
    {
      name: 'every order mail queued once',
      ok: keys!.doubled === 0 && orders!.wrong === 0,
      detail: `${orders!.mails} order mails, ${orders!.wrong} orders without or with more, ${keys!.doubled} keys twice`,
    },
    {
      name: 'every queued mail sent once',
      ok: notOnce === 0 && twice === 0,
      detail: `${sent.length} sent, ${notOnce} not received exactly once`,
    },
  ];
}

async function couponHeld(query: Query, fixtures: Fixtures, recorder: Recorder): Promise<Check> {
  const [coupon] = await query<{ max: number; uses: number; held: number }>(
    `SELECT c.max_uses AS max, c.uses_count AS uses,
            (SELECT count(*)::int FROM coupon_redemptions r WHERE r.coupon_id = c.id AND r.released_at IS NULL) AS held
       FROM coupons c WHERE c.code = $1`,
    [COUPON.code],
  );
  const { couponOrders, couponTries } = recorder.counts;
  const ok =
    coupon!.uses <= fixtures.couponUses && coupon!.uses === coupon!.held && coupon!.uses === couponOrders;
  return {
    name: 'coupon uses within its limit',
    ok,
    detail: `${coupon!.uses} of ${coupon!.max} uses (${coupon!.held} held, ${couponOrders} answered), ${couponTries} tries`,
  };
}

async function salePrices(query: Query, fixtures: Fixtures): Promise<Check> {
  const rows = await query<{ book: number; printed: boolean; price: number }>(
    `SELECT DISTINCT book_id AS book, is_hard_copy AS printed, unit_price_cents AS price
       FROM order_lines WHERE book_id = ANY($1)`,
    [[...fixtures.salePrices.keys()]],
  );
  const wrong = rows.filter((row) => {
    const prices = fixtures.salePrices.get(row.book)!;
    return row.price !== (row.printed ? prices.printed : prices.digital);
  });
  return {
    name: 'sale prices charged',
    ok: wrong.length === 0,
    detail: `${rows.length - wrong.length} of ${rows.length} book prices right`,
  };
}

async function ordersAnswered(query: Query, recorder: Recorder): Promise<Check> {
  const [row] = await query<{ printed: number; digital: number; paid: number }>(
    `SELECT count(*) FILTER (WHERE is_hard_copy)::int AS printed, count(*) FILTER (WHERE NOT is_hard_copy)::int AS digital,
            count(*) FILTER (WHERE status = 'paid')::int AS paid FROM orders`,
  );
  const { placed, counts } = recorder;
  const printed = placed['printed-cod'] + placed['printed-card'];
  const digital = placed['digital-card'];
  return {
    name: 'orders as answered',
    ok: row!.printed === printed && row!.digital === digital && row!.paid === counts.paid,
    detail: `printed ${row!.printed} (${printed} answered), PDF ${row!.digital} (${digital}), paid ${row!.paid} (${counts.paid})`,
  };
}

export async function runChecks(databaseUrl: string, fixtures: Fixtures, recorder: Recorder, smtp: TestSmtp) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const query: Query = async (text, values) => (await client.query(text, values)).rows;
  try {
    const drainChecks = await queueDrained(query);
    return [
      await stockExact(query, fixtures, recorder),
      ...(await invoicesGapless(query)),
      ...(await mailsOnce(query, smtp)),
      await couponHeld(query, fixtures, recorder),
      await salePrices(query, fixtures),
      await ordersAnswered(query, recorder),
      ...drainChecks,
    ];
  } finally {
    await client.end();
  }
}
