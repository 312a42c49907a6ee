import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase } from '#server/db/client.ts';
import { insertBook } from '#server/modules/catalog/testing.ts';
import { createBuyer, createReference } from '#server/modules/orders/testing.ts';
import { staffBenchApp } from './staff-app.ts';

/*
 * `npm run bench:export`: 100,000 orders (BENCH_EXPORT_ORDERS), each with its address and one line,
 * exported through GET /api/staff/orders/export as staff download it, once one row per order and once
 * one row per line, read from a real socket chunk by chunk. On PostgreSQL when DATABASE_URL names a
 * server (a fresh database is made there and dropped after), else on PGlite in a temporary folder
 * (whose database lives in this process's memory). Prints the seconds, rows and bytes of each export
 * and the process's resident memory before it and at its peak (sampled every 20 ms): the export
 * streams, so the peak should stay near the start whatever the number of orders.
 */

const ORDERS = Number(process.env.BENCH_EXPORT_ORDERS ?? 100_000);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function seed(database: Database) {
  const { db } = database;
  const ref = await createReference(db);
  const buyer = await createBuyer(db, 'bench');
  const book = await insertBook(db, { titleAr: 'ديوان المتنبي', titleEn: 'Diwan', stock: 1_000_000 });
  await db.execute(sql`
    INSERT INTO orders (client_id, is_hard_copy, status, payment_type_id, books_quantity, net_price_cents,
      subtotal_cents, shipping_cents, created_at, updated_at)
    SELECT ${buyer.id}, true, (ARRAY['pending','processing','shipped','delivered'])[1 + g % 4]::order_status,
      ${ref.cod}, 1 + g % 3, 1500 * (1 + g % 3) + 500, 1500 * (1 + g % 3), 500,
      now() - g * interval '1 minute', now()
    FROM generate_series(1, ${ORDERS}) AS g`);
  await db.execute(sql`
    INSERT INTO order_addresses (order_id, shipping_name, shipping_country_id, shipping_address, shipping_city,
      shipping_state, shipping_postal_code, shipping_mobile, shipping_email, billing_name, billing_country_id,
      billing_address, billing_city, billing_state, billing_postal_code, billing_mobile, billing_email)
    SELECT id, 'قارئ رقم ' || id, ${ref.countryId}, 'شارع الجامعة ' || id, 'عمّان', 'العاصمة', '11942',
      '+962791234567', 'reader' || id || '@example.com', 'Reader ' || id, ${ref.countryId}, 'Street ' || id,
      'Amman', 'Amman', '11942', '+962791234567', 'reader' || id || '@example.com'
    FROM orders`);
  await db.execute(sql`
    INSERT INTO order_lines (order_id, book_id, is_hard_copy, quantity, unit_price_cents, total_price_cents)
    SELECT id, ${book.id}, true, books_quantity, 1500, 1500 * books_quantity FROM orders`);
  await db.execute(sql`ANALYZE`);
}

/** Reads the answer from the socket chunk by chunk, counting, while sampling the process's memory. */
async function download(url: string, token: string) {
  let peak = process.memoryUsage().rss;
  const before = peak;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}`, 'accept-language': 'ar' } });
  if (!res.ok || !res.body) throw new Error(`${url}: ${res.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body) {
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 0x0a) lines++;
  }
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { seconds: (performance.now() - started) / 1000, bytes, rows: lines - 1, before, peak };
}

async function run(kind: string, database: Database) {
  console.log(`${kind}: ${ORDERS} orders`);
  await database.migrate();
  const seeding = performance.now();
  await seed(database);
  console.log(`  seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
  const { app, token, close } = await staffBenchApp(database, 'export', 'orders');
  try {
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });
    for (const [label, query] of [
      ['one row per order', ''],
      ['one row per line', 'lines=1'],
    ] as const) {
      global.gc?.();
      const r = await download(`${origin}/api/staff/orders/export?${query}`, token);
      console.log(
        `  ${label.padEnd(18)} ${r.seconds.toFixed(1)} s, ${r.rows} rows, ${mb(r.bytes)}; ` +
          `RSS ${mb(r.before)} before, peak ${mb(r.peak)} (+${mb(r.peak - r.before)})`,
      );
    }
  } finally {
    await close();
  }
}

async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const serverUrl = process.env.DATABASE_URL;
if (serverUrl) {
  const name = `bookshop_bench_export_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const postgres = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  try {
    await run(`PostgreSQL (${url.host})`, postgres);
  } finally {
    await postgres.close();
    await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
} else {
  const dir = mkdtempSync(path.join(tmpdir(), 'bookshop-bench-export-db-'));
  const pglite = await openDatabase({ dataDir: dir });
  try {
    await run('PGlite (embedded)', pglite);
  } finally {
    await pglite.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
