import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '#server/app.ts';
import { type Database, openDatabase } from '#server/db/client.ts';
import { insertBook } from '#server/modules/catalog/testing.ts';
import { createTestApp, onRealPostgres, type TestContext } from '#server/test/harness.ts';
import { startTcpProxy, type TcpProxy } from '#server/test/tcp-proxy.ts';

/*
 * A PostgreSQL that stops answering, or refuses connections, seen by an API process through a TCP proxy
 * the test controls. Every route must answer 503 `{message, code}` in time (a load balancer's health
 * check included) instead of hanging or failing with a 500, and the shop must serve again by itself
 * once the database answers. Only on real PostgreSQL: PGlite lives inside the process.
 */

const unavailable = {
  message: 'The shop cannot reach its data right now; please try again in a moment',
  code: 'database_unavailable',
};

/** Far above the 5 s an answer may take, so that a busy machine does not fail the test. */
const CLIENT_WAIT_MS = 15_000;

describe.runIf(onRealPostgres)('when PostgreSQL stops answering', () => {
  let shop: TestContext;
  let proxy: TcpProxy;
  let database: Database;
  let app: App;
  let address: string;
  let bookId: number;

  beforeAll(async () => {
    shop = await createTestApp({ answerCache: false });
    bookId = (await insertBook(shop.database.db)).id;
    const { rows } = (await shop.database.db.execute(sql`SELECT current_database() AS name`)) as unknown as {
      rows: { name: string }[];
    };
    const server = new URL(process.env.TEST_PG_URL!);
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    const throughProxy = new URL(server);
    throughProxy.host = `127.0.0.1:${proxy.port}`;
    throughProxy.pathname = `/${rows[0].name}`;
    // The shop's default timeouts: what a real deployment gets.
    database = await openDatabase({ databaseUrl: throughProxy.toString(), dataDir: '' });
    app = await buildApp({ config: shop.config, database });
    address = await app.listen({ host: '127.0.0.1', port: 0 });
  });

  afterAll(async () => {
    proxy?.resume();
    await app?.close();
    await database?.close();
    await proxy?.close();
    await shop?.close();
  });

  const ask = (path: string) =>
    fetch(`${address}${path}`, {
      headers: { 'accept-language': 'en' },
      signal: AbortSignal.timeout(CLIENT_WAIT_MS),
    });

  const routes = () => ['/api/health', '/api/health/ready', `/api/books/${bookId}`, '/api/book-categories'];

  async function expectUnavailable() {
    for (const path of routes()) {
      const res = await ask(path);
      expect(res.status, path).toBe(503);
      expect(await res.json(), path).toEqual(unavailable);
      expect(res.headers.get('retry-after'), path).toBe('5');
    }
    const live = await ask('/api/health/live');
    expect(live.status).toBe(200);
  }

  /**
   * Every route answers: 200, or 503 `{message, code}`. The database's own bounds end each wait, not
   * the 20 s query timeout of last resort (10 s is only a sanity bound for a busy machine).
   */
  async function expectAnswered() {
    for (const path of [...routes(), '/api/health/live']) {
      const started = Date.now();
      const res = await ask(path);
      const elapsed = Date.now() - started;
      if (res.status !== 200) {
        expect(res.status, path).toBe(503);
        expect(await res.json(), path).toEqual(unavailable);
      }
      expect(elapsed, path).toBeLessThan(10_000);
    }
  }

  async function expectServing() {
    for (const path of routes()) {
      await expect.poll(async () => (await ask(path)).status, { message: path }).toBe(200);
    }
  }

  it('answers every route with 503 in time while the database hangs, and serves again once it answers', async () => {
    await expectServing();
    expect((await ask('/api/countries')).status).toBe(200);
    proxy.hang();
    try {
      await expectUnavailable();
      // Still hung: the answers keep coming. The countries, kept in memory once read, are still served.
      await expectUnavailable();
      expect((await ask('/api/countries')).status).toBe(200);
    } finally {
      proxy.resume();
    }
    await expectServing();
  });

  it('keeps hearing the catalogue changes of other processes after the database came back', async () => {
    let heard = 0;
    const unsubscribe = app.changes.subscribe('catalog', () => {
      heard += 1;
    });
    try {
      proxy.hang();
      await expectUnavailable();
      proxy.resume();
      await expectServing();
      await expect.poll(() => heard).toBeGreaterThan(0);
      heard = 0;
      // Another process adds a book: the database announces it to every listener.
      await insertBook(shop.database.db);
      await expect.poll(() => heard).toBeGreaterThan(0);
    } finally {
      unsubscribe();
    }
  });

  it('answers 503, never 500, while the database refuses connections, and serves again once it is back', async () => {
    await proxy.refuse();
    await expectUnavailable();
    await proxy.accept();
    await expectServing();
  });

  it('answers every route in time when the open connections freeze while new ones connect, then serves on new ones', async () => {
    await expectServing();
    proxy.freeze();
    try {
      await expectAnswered();
      await expectAnswered();
      await expectServing();
    } finally {
      proxy.resume();
    }
    await expectServing();
  });

  it('answers every route in time while new connections stall and the open ones still answer', async () => {
    await expectServing();
    proxy.stallNew();
    try {
      await expectAnswered();
      await expectAnswered();
    } finally {
      proxy.resume();
    }
    await expectServing();
  });
});
