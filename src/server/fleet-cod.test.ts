import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import { ARAMEX_ACCOUNT, type AramexStandIn, startAramexStandIn } from '#server/test/aramex-stand-in.ts';
import { fleetApi as api, DEMO_LOGINS, type Fleet, startFleet } from '#server/test/fleet.ts';
import { ordersDesk } from '#server/test/fleet-sales.ts';
import { onRealPostgres } from '#server/test/harness.ts';
import { startTestSmtp, type TestSmtp } from '#server/test/smtp.ts';

/*
 * Cash on delivery on three API processes behind nginx, one PostgreSQL database (issue 38, decisions
 * 097 and 101): every process runs the confirmation expiry and the carriers' tracking from the job
 * queue, each once a minute here. Orders left unconfirmed past their deadline are cancelled and
 * restocked once; parcels booked with Aramex (its stand-in, in this process) have each carrier update
 * stored once and their orders moved once, however many runs and processes read them.
 */

const NGINX = '/usr/sbin/nginx';
const serverUrl = process.env.TEST_PG_URL ?? '';
const name = `${inject('pgTemplate') ?? 'bookshop_test'}_fleet_cod_${randomBytes(4).toString('hex')}`;
const HOUR = 3_600_000;
const LONG = { timeout: 240_000, interval: 1000 };

let smtp: TestSmtp;
let aramex: AramexStandIn;
let fleet: Fleet;
let db: pg.Client;
let reader: string;
let desk: string;
let bookId: number;

const rows = async <T>(text: string, values: unknown[] = []) => (await db.query(text, values)).rows as T[];

beforeAll(async () => {
  if (!onRealPostgres) return;
  if (!existsSync(NGINX)) {
    throw new Error(
      'The many-process test balances with nginx, which is not installed: apt-get install -y nginx',
    );
  }
  smtp = await startTestSmtp();
  aramex = await startAramexStandIn();
  fleet = await startFleet({
    serverUrl,
    database: name,
    smtpUrl: smtp.url,
    processes: 3,
    nginx: NGINX,
    env: {
      COD_CONFIRMATION: 'on',
      CARRIER_TRACKING_EVERY: '* * * * *',
      ARAMEX_USERNAME: ARAMEX_ACCOUNT.userName,
      ARAMEX_PASSWORD: ARAMEX_ACCOUNT.password,
      ARAMEX_ACCOUNT_NUMBER: ARAMEX_ACCOUNT.accountNumber,
      ARAMEX_ACCOUNT_PIN: ARAMEX_ACCOUNT.accountPin,
      ARAMEX_ACCOUNT_ENTITY: ARAMEX_ACCOUNT.accountEntity,
      ARAMEX_ACCOUNT_COUNTRY_CODE: ARAMEX_ACCOUNT.accountCountryCode,
      ARAMEX_API_BASE: aramex.url,
      OPEN_UNPAID_ORDERS_MAX: '20',
      // Room for a machine busy with the rest of the suite (as in fleet.test.ts).
      DB_CONNECT_TIMEOUT_MS: '10000',
    },
  });
  db = new pg.Client({ connectionString: fleet.databaseUrl });
  await db.connect();
  const login = await api(fleet.url, 'POST', '/client-login', { body: DEMO_LOGINS.client });
  expect(login.status, JSON.stringify(login.json)).toBe(200);
  reader = login.json.data.token as string;
  desk = await ordersDesk(fleet, db);
  [{ id: bookId }] = await rows<{ id: number }>(
    `UPDATE books SET stock = 100 WHERE id = (SELECT id FROM books
       WHERE active AND NOT coming_soon AND hardcopy_price_cents > 0 ORDER BY id LIMIT 1) RETURNING id`,
  );
}, 600_000);

afterAll(async () => {
  await db?.end();
  await fleet?.close();
  await aramex?.close();
  await smtp?.close();
});

const stock = async () =>
  (await rows<{ stock: number }>('SELECT stock FROM books WHERE id = $1', [bookId]))[0]!.stock;

/** A printed copy to Amman, paid on delivery, placed through the process `i` picks. */
async function placeCod(i: number): Promise<number> {
  const [{ id: jordan }] = await rows<{ id: number }>(`SELECT id FROM countries WHERE code = 'JO'`);
  const [{ id: cod }] = await rows<{ id: number }>(`SELECT id FROM payment_types WHERE code = 'cod'`);
  const address = (side: 'shipping' | 'billing') => ({
    [`${side}_name`]: 'سارة أحمد',
    [`${side}_country_id`]: jordan,
    [`${side}_address`]: 'شارع الجامعة 12',
    [`${side}_city`]: 'عمّان',
    [`${side}_state`]: 'العاصمة',
    [`${side}_postal_code`]: '11942',
    [`${side}_mobile`]: '+962791234567',
    [`${side}_email`]: 'sara@example.com',
  });
  const answer = await api(fleet.processes[i % 3]!, 'POST', '/orders', {
    token: reader,
    body: {
      ...address('shipping'),
      ...address('billing'),
      payment_type_id: cod,
      is_hard_copy: true,
      books: [{ book_id: bookId, quantity: 1 }],
    },
  });
  expect(answer.status, JSON.stringify(answer.json)).toBe(201);
  return answer.json.data.id as number;
}

const awaiting = async (ids: number[]) =>
  (
    await rows<{ n: number }>(
      `SELECT count(*)::int AS n FROM cod_confirmations WHERE order_id = ANY($1) AND state = 'awaiting'`,
      [ids],
    )
  )[0]!.n;

/** What each process logged as done by `job`, one entry per run, all processes together. */
function runsLogged(job: string): Record<string, unknown>[] {
  return fleet
    .output()
    .flatMap((log) => log.split('\n'))
    .flatMap((line) => {
      try {
        const entry = JSON.parse(line) as Record<string, unknown>;
        return entry.msg === 'job done' && entry.job === job ? [entry] : [];
      } catch {
        return [];
      }
    });
}

describe.runIf(onRealPostgres)('cash on delivery on three processes', () => {
  it('cancels each order left unconfirmed once, with its books back once and one mail', async () => {
    const before = await stock();
    const ids = await Promise.all(Array.from({ length: 6 }, (_, i) => placeCod(i)));
    expect(await stock()).toBe(before - 6);
    await expect.poll(() => awaiting(ids), LONG).toBe(6);
    await db.query(
      `UPDATE cod_confirmations SET expires_at = now() - interval '1 minute' WHERE order_id = ANY($1)`,
      [ids],
    );
    await expect
      .poll(
        async () =>
          (
            await rows<{ n: number }>(
              `SELECT count(*)::int AS n FROM orders WHERE id = ANY($1) AND status = 'cancelled'`,
              [ids],
            )
          )[0]!.n,
        LONG,
      )
      .toBe(6);
    expect(await stock()).toBe(before);
    const cancellations = await rows<{ order_id: number; n: number }>(
      `SELECT order_id, count(*)::int AS n FROM order_status_history
        WHERE order_id = ANY($1) AND to_status = 'cancelled' GROUP BY order_id ORDER BY order_id`,
      [ids],
    );
    expect(cancellations).toEqual([...ids].sort((a, b) => a - b).map((id) => ({ order_id: id, n: 1 })));
    const states = await rows<{ state: string }>(
      'SELECT DISTINCT state FROM cod_confirmations WHERE order_id = ANY($1)',
      [ids],
    );
    expect(states).toEqual([{ state: 'expired' }]);
    const mails = await rows<{ key: string; n: number }>(
      `SELECT key, count(*)::int AS n FROM mail_outbox WHERE key = ANY($1) GROUP BY key`,
      [ids.map((id) => `order:${id}:cancelled`)],
    );
    expect(mails).toHaveLength(6);
    expect(mails.every((mail) => mail.n === 1)).toBe(true);
    // The runs that expired them, whichever process ran each: every order named in exactly one.
    const expired = runsLogged('cod-confirmation.expire').flatMap((run) => run.orders as number[]);
    expect(expired.filter((id) => ids.includes(id)).sort((a, b) => a - b)).toEqual(
      [...ids].sort((a, b) => a - b),
    );
  });

  it('stores each carrier update once and moves each order once, over many runs on three processes', async () => {
    onTestFailed(() => {
      const lines = fleet
        .output()
        .flatMap((log) => log.split('\n').filter((line) => /carrier|track|job/i.test(line)));
      console.log(lines.slice(-40).join('\n'));
    });
    // Ascending, as the database lists them below.
    const ids = (await Promise.all(Array.from({ length: 3 }, (_, i) => placeCod(i)))).sort((a, b) => a - b);
    await expect.poll(() => awaiting(ids), LONG).toBe(3);
    const waybills: string[] = [];
    for (const [i, id] of ids.entries()) {
      const confirmed = await api(fleet.processes[i]!, 'POST', `/staff/cod-confirmations/${id}/confirm`, {
        token: desk,
      });
      expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200);
      const booked = await api(fleet.processes[(i + 1) % 3]!, 'POST', `/staff/orders/${id}/shipments`, {
        token: desk,
        body: { carrier: 'aramex', service: 'PPX', weight_grams: 600 },
      });
      expect(booked.status, JSON.stringify(booked.json)).toBe(201);
      waybills.push(booked.json.data.waybill as string);
    }
    const bookedStock = await stock();
    const t0 = Date.now() - 10 * HOUR;
    const pickedUp = { code: 'SH012', description: 'Picked Up', at: new Date(t0 + HOUR) };
    const out = { code: 'SH003', description: 'Out for Delivery', at: new Date(t0 + 2 * HOUR) };
    for (const waybill of waybills) aramex.setTracking(waybill, [pickedUp, out]);
    const statuses = async () =>
      (await rows<{ status: string }>('SELECT status FROM orders WHERE id = ANY($1) ORDER BY id', [ids])).map(
        (row) => row.status,
      );
    await expect.poll(statuses, LONG).toEqual(['shipped', 'shipped', 'shipped']);
    // A whole run started after those moves reads the same updates again, on whichever process.
    const [{ now: shippedAt }] = await rows<{ now: Date }>('SELECT now()');
    await expect.poll(() => runsOfTrackingSince(shippedAt), LONG).toBeGreaterThanOrEqual(1);

    const [delivered, returned, late] = waybills;
    aramex.setTracking(delivered!, [
      pickedUp,
      out,
      { code: 'SH005', description: 'Delivered', at: new Date(t0 + 3 * HOUR) },
    ]);
    aramex.setTracking(returned!, [
      pickedUp,
      out,
      { code: 'SH069', description: 'Returned to Shipper', at: new Date(t0 + 5 * HOUR) },
    ]);
    aramex.setTracking(late!, [
      pickedUp,
      out,
      { code: 'SH005', description: 'Delivered', at: new Date(t0 + 4 * HOUR) },
    ]);
    await expect.poll(statuses, LONG).toEqual(['delivered', 'cancelled', 'delivered']);

    const events = await rows<{ waybill: string; n: number; codes: string }>(
      `SELECT s.waybill, count(*)::int AS n, string_agg(e.code, ',' ORDER BY e.happened_at) AS codes
         FROM shipment_events e JOIN shipments s ON s.id = e.shipment_id
        WHERE s.waybill = ANY($1) GROUP BY s.waybill`,
      [waybills],
    );
    expect(Object.fromEntries(events.map((e) => [e.waybill, e.codes]))).toEqual({
      [delivered!]: 'SH012,SH003,SH005',
      [returned!]: 'SH012,SH003,SH069',
      [late!]: 'SH012,SH003,SH005',
    });
    const moves = await rows<{ order_id: number; moves: string }>(
      `SELECT order_id, string_agg(from_status || '>' || to_status, ',' ORDER BY id) AS moves
         FROM order_status_history WHERE order_id = ANY($1) AND note LIKE 'tracking:%'
        GROUP BY order_id ORDER BY order_id`,
      [ids],
    );
    expect(moves.map((row) => row.moves)).toEqual([
      'pending>processing,processing>shipped,shipped>shipped,shipped>delivered',
      'pending>processing,processing>shipped,shipped>shipped,shipped>cancelled',
      'pending>processing,processing>shipped,shipped>shipped,shipped>delivered',
    ]);
    // The returned parcel's book came back once.
    expect(await stock()).toBe(bookedStock + 1);
  }, 900_000);
});

/** The tracking job's runs started after `since` and finished, on any process. */
async function runsOfTrackingSince(since: Date): Promise<number> {
  const [{ n }] = await rows<{ n: number }>(
    `SELECT count(*)::int AS n FROM pgboss.job
      WHERE name = 'carriers.track-shipments' AND state = 'completed' AND started_on > $1`,
    [since],
  );
  return n;
}
