import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, onTestFinished, vi } from 'vitest';
import { type App, buildApp } from '#server/app.ts';
import { type Config, loadConfig } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import { seedDemo } from '#server/db/seed/index.ts';
import type { DeliveryOptions } from '#server/services/push/sender.ts';
import { borrowDatabase, returnDatabase, secondConnection } from './database.ts';

export { createTestDatabase, secondConnection } from './database.ts';

/**
 * True in the `test:pg` suite. PGlite answers on a single connection, one query after another, so
 * simultaneous requests cannot race there: tests of races can fail, and so run, only on PostgreSQL.
 */
export const onRealPostgres = Boolean(process.env.TEST_PG_URL);

export type TestContext = { app: App; database: Database; config: Config; close(): Promise<void> };

export type TestAppOptions = {
  /** Fill the database with the demo catalogue (rows only, no pictures or PDFs). */
  seed?: boolean;
  /** Receives every log line (the config's LOG_LEVEL decides which). */
  logStream?: { write(line: string): void };
  /** How the app reaches push services, e.g. the agent that trusts a test push service. */
  pushDelivery?: DeliveryOptions;
};

/** Builds the whole app on a migrated database with empty tables, with media in a temporary folder. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: TestAppOptions = {},
): Promise<TestContext> {
  const database = await borrowDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bookshop-test-'));
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    {
      dataDir,
      mediaDir: path.join(dataDir, 'media'),
      filesDir: path.join(dataDir, 'files'),
      webDist: path.join(dataDir, 'web'),
      ...overrides,
    },
  );
  if (options.seed) await seedDemo(database.db, config, { media: false });
  const app = await buildApp({
    config,
    database,
    logStream: options.logStream,
    pushDelivery: options.pushDelivery,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await returnDatabase(database);
    },
  };
}

/**
 * A second API process on the database of `first`, with its own caches, as behind a load balancer:
 * on PostgreSQL with connections of its own, on PGlite (one connection per database) sharing it.
 * It logs nothing: a first app that logs for its test hands its lines to that test, not to stdout.
 */
export async function startSecondProcess(first: TestContext): Promise<{ app: App; close(): Promise<void> }> {
  const database = await secondConnection(first.database);
  const app = await buildApp({ config: { ...first.config, logLevel: 'silent' }, database });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      if (database !== first.database) await database.close();
    },
  };
}

/**
 * Starts `start()` before the tests of this file and closes what it made after them. The object
 * returned is empty until then: read its fields inside tests and hooks, not at the top of the file.
 */
export function setUpForFile<T extends { close(): Promise<void> }>(start: () => Promise<T>): T {
  const handle = {} as T;
  beforeAll(async () => {
    Object.assign(handle, await start());
  });
  afterAll(async () => {
    await handle.close?.();
  });
  return handle;
}

/** The app for this file's tests: built before them, closed after them (see `setUpForFile`). */
export function setUpTestApp(overrides: Partial<Config> = {}, options: TestAppOptions = {}): TestContext {
  return setUpForFile(() => createTestApp(overrides, options));
}

let ipCounter = 0;
/** Each caller its own address, so per-address limits only bite where a test means them to. */
export const nextIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

export type CallOptions = {
  body?: unknown;
  token?: string;
  lang?: 'ar' | 'en';
  ip?: string;
  headers?: Record<string, string>;
};

/**
 * API calls as the web app makes them: `url` below /api, a bearer `token`, an Accept-Language.
 * Each call comes from a new address unless `ip` (in the call or the defaults) says otherwise.
 */
export function apiCaller(ctx: { app: App }, defaults: { lang?: 'ar' | 'en'; ip?: string } = {}) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: CallOptions = {}) => {
    const lang = options.lang ?? defaults.lang;
    return ctx.app.inject({
      method,
      url: `/api${url}`,
      remoteAddress: options.ip ?? defaults.ip ?? nextIp(),
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(lang ? { 'accept-language': lang } : {}),
        ...options.headers,
      },
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
  };
}

/**
 * Moves the clock (`Date` only: it keeps running, and timers are untouched) to the start of the next
 * window of `windowMs`, as the fixed windows of the rate limits count, so that no window ends during
 * the test. Answers `at(offsetMs)`, which sets the clock that far into that window. The real clock
 * comes back when the test ends.
 */
export function clockAtFreshWindow(windowMs: number): (offsetMs: number) => void {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  onTestFinished(() => {
    vi.useRealTimers();
  });
  const now = Date.now();
  const start = now - (now % windowMs) + windowMs;
  const at = (offsetMs: number) => vi.setSystemTime(start + offsetMs);
  at(1000);
  return at;
}
