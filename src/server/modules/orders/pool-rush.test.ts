import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '#server/app.ts';
import { type Database, openDatabase } from '#server/db/client.ts';
import { defaultDatabaseTimeouts } from '#server/db/timeouts.ts';
import { apiCaller, createTestApp, onRealPostgres, type TestContext } from '#server/test/harness.ts';
import { createBook, createBuyer, createReference, hardCopyBody, stockOf } from './fixtures.ts';

/*
 * A rush on a healthy database: more buyers at once than the pool has connections. Waiting for a free
 * connection is queueing, bounded by `DB_POOL_WAIT_MS`, not an outage: no order is refused with 503.
 * Only on real PostgreSQL: PGlite has a single connection and no pool.
 */

describe.runIf(onRealPostgres)('a rush on a small pool', () => {
  let shop: TestContext;
  let database: Database;
  let app: App;

  beforeAll(async () => {
    shop = await createTestApp();
    const { rows } = (await shop.database.db.execute(sql`SELECT current_database() AS name`)) as unknown as {
      rows: { name: string }[];
    };
    const url = new URL(process.env.TEST_PG_URL!);
    url.pathname = `/${rows[0].name}`;
    // The shop's default wait for the pool, of two connections, and a connect timeout far shorter
    // than the queue of 50 orders takes: it bounds opening a connection, not waiting for one.
    database = await openDatabase({
      databaseUrl: url.toString(),
      dataDir: '',
      databaseTimeouts: { ...defaultDatabaseTimeouts, poolSize: 2, connectTimeoutMs: 500 },
    });
    app = await buildApp({ config: shop.config, database });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await shop?.close();
  });

  it('places 50 simultaneous orders on 2 connections: each is placed or out of stock, none refused with 503', async () => {
    const ref = await createReference(shop.app.db);
    const book = await createBook(shop, { titleEn: 'Sale day', stock: 30 });
    const buyers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => createBuyer(shop.app.db, `rush${i}`)),
    );
    const call = apiCaller({ app }, { lang: 'en' });
    const answers = await Promise.all(
      buyers.map((buyer) =>
        call('POST', '/orders', {
          token: buyer.token,
          body: hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 1, isHardCopy: true }] }),
        }),
      ),
    );
    const counts: Record<number, number> = {};
    for (const answer of answers) counts[answer.statusCode] = (counts[answer.statusCode] ?? 0) + 1;
    expect(counts).toEqual({ 201: 30, 409: 20 });
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json().message).toBe('Sorry, «Sale day» is out of stock for the requested quantity');
    }
    expect(await stockOf(shop.app.db, book.id)).toBe(0);
  });

  it('answers readiness at once while every connection of the pool is taken', async () => {
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const taken = await Promise.all([pool.connect(), pool.connect()]);
    try {
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ok', database: 'postgres' });
    } finally {
      for (const client of taken) client.release();
    }
  });
});
