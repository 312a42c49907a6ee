import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '#server/app.ts';
import { type Config, loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { onRealPostgres, type TestContext } from '#server/test/harness.ts';

/* Places for the backup tests' shops: folders and, on PostgreSQL, databases of their own. */

/** Where a shop keeps its data: its DATA_DIR, and its PostgreSQL database on PostgreSQL. */
export type Place = { dataDir: string; databaseUrl?: string };

/** The unit project tests the embedded database, the pg project PostgreSQL. */
export const kind = onRealPostgres ? 'postgres' : 'pglite';

const serverUrl = process.env.TEST_PG_URL ?? '';

async function onServer(statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Makes places under `root`; `removeAll()` removes the folder and drops the databases. */
export function placesUnder(root: string) {
  const databases: string[] = [];
  return {
    /** A new empty place: no folder yet and, on PostgreSQL, an empty database. */
    async empty(): Promise<Place> {
      const dataDir = path.join(mkdtempSync(path.join(root, 'place-')), 'data');
      if (kind === 'pglite') return { dataDir };
      const name = `${inject('pgTemplate') ?? 'bookshop_test'}_backup_${randomBytes(4).toString('hex')}`;
      databases.push(name);
      await onServer(`CREATE DATABASE ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return { dataDir, databaseUrl: url.toString() };
    },
    async removeAll() {
      rmSync(root, { recursive: true, force: true });
      for (const name of databases) await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** Removes the place's folder and empties its database (dropped and made again, empty). */
export async function wipe(place: Place) {
  rmSync(place.dataDir, { recursive: true, force: true });
  if (!place.databaseUrl) return;
  const name = new URL(place.databaseUrl).pathname.slice(1);
  await onServer(`DROP DATABASE ${name} WITH (FORCE)`);
  await onServer(`CREATE DATABASE ${name}`);
}

export async function tablesIn(place: Place): Promise<number> {
  const client = new pg.Client({ connectionString: place.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')",
    );
    return rows[0].n;
  } finally {
    await client.end();
  }
}

/** The shop on a place, as the server starts it: migrated, then the whole app. */
export async function openShop(place: Place, settings: Partial<Config> = {}): Promise<TestContext> {
  const database = await openDatabase({ databaseUrl: place.databaseUrl, dataDir: place.dataDir });
  await database.migrate();
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    {
      databaseUrl: place.databaseUrl,
      dataDir: place.dataDir,
      mediaDir: path.join(place.dataDir, 'media'),
      filesDir: path.join(place.dataDir, 'files'),
      webDist: path.join(place.dataDir, 'web'),
      ...settings,
    },
  );
  const app = await buildApp({ config, database });
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

const run = promisify(execFile);

/** `npm run db:backup` / `npm run db:restore` as an operator runs them, on the place's settings. */
export function command(
  name: 'backup' | 'restore',
  place: Place,
  args: string[],
  env: Record<string, string> = {},
) {
  return run(process.execPath, ['--import', 'tsx', `src/server/db/backup/${name}-cli.ts`, ...args], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: tmpdir(),
      NODE_ENV: 'test',
      DATA_DIR: place.dataDir,
      ...(place.databaseUrl ? { DATABASE_URL: place.databaseUrl } : {}),
      ...env,
    },
  }).then(
    (done) => ({ code: 0, ...done }),
    (failed: { code: number; stdout: string; stderr: string }) => failed,
  );
}
