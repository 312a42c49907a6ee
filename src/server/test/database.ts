import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '#server/db/client.ts';

/*
 * Migrated databases for tests. The run migrates once (global-setup.ts); each test file then starts
 * from a copy: PGlite loads the migrated data directory, PostgreSQL copies the template database.
 * Without the global setup (e.g. the web project) a database is migrated where it is made.
 */

/** A new migrated database; `close()` closes it (and on PostgreSQL drops it). */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_PG_URL;
  return serverUrl ? createPostgresDatabase(serverUrl) : createPgliteDatabase();
}

let pgliteTemplate: Blob | undefined;

async function createPgliteDatabase(): Promise<Database> {
  const template = inject('pgliteTemplate');
  if (template) {
    pgliteTemplate ??= new Blob([readFileSync(template)]);
    return openDatabase({ dataDir: 'memory://', loadDataDir: pgliteTemplate });
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  return database;
}

async function createPostgresDatabase(serverUrl: string): Promise<Database> {
  const template = inject('pgTemplate');
  const name = `${template ?? 'bookshop_test'}_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  if (!template) await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * Another connection to the same database, as a second API process opens (PGlite answers on one
 * connection, so there it is the same one); close it only when it is not `database` itself.
 */
export async function secondConnection(database: Database): Promise<Database> {
  if (database.kind === 'pglite') return database;
  const { rows } = (await database.db.execute(sql`SELECT current_database() AS name`)) as unknown as {
    rows: { name: string }[];
  };
  const url = new URL(process.env.TEST_PG_URL!);
  url.pathname = `/${rows[0].name}`;
  return openDatabase({ databaseUrl: url.toString(), dataDir: '' });
}

async function onServer(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * PGlite databases given back by closed test apps, kept by this worker: the unit project runs its
 * files one after another in the same worker, and emptying the tables (~0.1 s) is much cheaper than
 * loading a new copy (~1 s). On PostgreSQL a new copy (~0.1 s) is cheaper than emptying (~0.3 s), so
 * nothing is kept there. A test that changes the schema changes it back before its app closes.
 */
const spare: Database[] = [];

/** A migrated database with empty tables, for one test app; give it back with `returnDatabase`. */
export async function borrowDatabase(): Promise<Database> {
  const database = spare.pop();
  if (!database) return createTestDatabase();
  await emptyTables(database);
  return database;
}

export async function returnDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') spare.push(database);
  else await database.close();
}

async function emptyTables(database: Database) {
  const { rows } = (await database.db.execute(
    sql`SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public'`,
  )) as unknown as { rows: { name: string }[] };
  await database.db.execute(sql.raw(`TRUNCATE ${rows.map((row) => row.name).join(', ')} RESTART IDENTITY`));
  // The job queue's tables, made by an app that ran it: the next app starts its queue afresh.
  await database.db.execute(sql`DROP SCHEMA IF EXISTS pgboss CASCADE`);
}

/** How many backends of this database wait for a lock another transaction holds (real PostgreSQL). */
export async function backendsWaitingForLocks(db: Pick<Database['db'], 'execute'>): Promise<number> {
  const answer = await db.execute(
    sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
  );
  return (answer as unknown as { rows: { n: number }[] }).rows[0]!.n;
}
