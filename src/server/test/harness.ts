import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type App, buildApp } from '#server/app.ts';
import { type Config, loadConfig } from '#server/config.ts';
import { type Database, openDatabase } from '#server/db/client.ts';
import { seedDemo } from '#server/db/seed/index.ts';
import type { DeliveryOptions } from '#server/services/push/sender.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_PG_URL (the `test:pg` suite), dropped again by `close()`.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_PG_URL;
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    return database;
  }
  const name = `bookshop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export type TestContext = { app: App; database: Database; config: Config; close(): Promise<void> };

export type TestAppOptions = {
  /** Fill the database with the demo catalogue (rows only, no pictures or PDFs). */
  seed?: boolean;
  /** Receives every log line (the config's LOG_LEVEL decides which). */
  logStream?: { write(line: string): void };
  /** How the app reaches push services, e.g. the agent that trusts a test push service. */
  pushDelivery?: DeliveryOptions;
};

/** Builds the whole app on a fresh database, with media in a temporary folder. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: TestAppOptions = {},
): Promise<TestContext> {
  const database = await createTestDatabase();
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
      await database.close();
    },
  };
}
