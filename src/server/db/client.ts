import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { connectionOptions, listenOnPostgres, openPool } from './postgres.ts';
import * as schema from './schema/index.ts';
import { type DatabaseTimeouts, defaultDatabaseTimeouts } from './timeouts.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type PoolStats = { total: number; idle: number; waiting: number };

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Applies the migrations, then runs `andThen` (the start's seed of an empty database). On PostgreSQL
   * both run under an advisory lock that every process starting on the same database takes in turn:
   * processes started together migrate one after the other, the later ones finding nothing to do.
   */
  migrate(andThen?: () => Promise<void>): Promise<void>;
  /**
   * How many migrations of `migrationsFolder` the database has not applied yet. On PostgreSQL it asks
   * on a connection of its own, so that it also tells whether the database answers now, whatever the
   * pool is busy with (readiness).
   */
  pendingMigrations(): Promise<number>;
  /**
   * Calls `onMessage` with the payload of every NOTIFY on `channel`, from any process on this database;
   * with '' after a lost listening connection comes back (what was said meanwhile is unknown).
   * Resolves to the function that stops listening.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * PostgreSQL's connection pool as it is now (node-postgres' counts): connections open, idle ones,
   * and queries waiting for one. PGlite has no pool: undefined there.
   */
  poolStats?: () => PoolStats;
  close(): Promise<void>;
  /** The embedded database itself (PGlite only), for the job queue's own statements. */
  pglite?: PGlite;
  /** PostgreSQL's address (PostgreSQL only), for the job queue's own connections. */
  url?: string;
  /** The embedded database's own folder (PGlite on disk only), as backups save and restore it. */
  embedded?: EmbeddedFiles;
};

export type EmbeddedFiles = {
  /** The data directory, locked by this process while the database is open. */
  dir: string;
  /** The data directory as a gzipped tarball, as `loadDataDir` takes it. */
  dump(): Promise<Blob>;
  /** Closes the database but keeps the folder locked until `close()`, so that its files can be replaced. */
  suspend(): Promise<void>;
};

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** PGlite with the extensions the migrations use, in `dir` (in memory without), started from `loadDataDir`. */
export const createPglite = (dir: string | undefined, loadDataDir?: Blob) =>
  PGlite.create(dir, { extensions: { pg_trgm }, loadDataDir });

/**
 * Opens PostgreSQL when a URL is given, else embedded PGlite persisted in `dataDir`
 * (or in memory when `dataDir` is 'memory://', as tests do), starting from the data directory
 * `loadDataDir` (a `dumpDataDir()` tarball) when given.
 */
type OpenOptions = {
  databaseUrl?: string;
  dataDir: string;
  loadDataDir?: Blob;
  /** Bounds on every wait for PostgreSQL (`defaultDatabaseTimeouts` when not given). */
  databaseTimeouts?: DatabaseTimeouts;
};

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, options.databaseTimeouts ?? defaultDatabaseTimeouts);
  }
  return openPglite(options.dataDir, options.loadDataDir);
}

function openPostgres(url: string, timeouts: DatabaseTimeouts): Database {
  const { pool, watch, alone, close } = openPool(url, timeouts);
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  const listeners = new Set<() => Promise<void>>();
  return {
    db,
    kind: 'postgres',
    url,
    migrate: (andThen) => migratePostgres(url, timeouts, andThen),
    pendingMigrations: () => alone((client) => pendingMigrations(drizzleNodePg(client) as unknown as Db)),
    async listen(channel, onMessage) {
      const listenWith = connectionOptions(url, timeouts);
      const stop = await listenOnPostgres(listenWith, watch, channel, onMessage);
      listeners.add(stop);
      return async () => {
        listeners.delete(stop);
        await stop();
      };
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      await Promise.all([...listeners].map((stop) => stop()));
      await close();
    },
  };
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  const memory = dataDir === 'memory://';
  let dir: string | undefined;
  let unlock = () => {};
  if (!memory) {
    dir = path.join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    unlock = lockDataDir(dir);
  }
  let client: PGlite;
  try {
    client = await createPglite(dir, loadDataDir);
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    async migrate(andThen) {
      await migratePglite(db as never, { migrationsFolder });
      await andThen?.();
    },
    pendingMigrations: () => pendingMigrations(db),
    async listen(channel, onMessage) {
      const unlisten = await client.listen(channel, onMessage);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        unlock();
      }
    },
    embedded: dir
      ? {
          dir,
          dump: () => client.dumpDataDir('gzip'),
          async suspend() {
            if (!client.closed) await client.close();
          },
        }
      : undefined,
  };
}

/** The advisory lock (a 64-bit key of PostgreSQL's) that migrating processes take in turn. */
const MIGRATION_LOCK = 'bookshop:migrations';

/**
 * Applies the migrations on a connection of their own, without the statement and query timeouts: an
 * index built on a large catalogue may take longer than any request should. The lock timeout stays,
 * so that a migration waiting behind the shop's transactions fails instead of holding every query;
 * only the wait for another process's migration is unbounded, as that process may be building an
 * index. The lock is the session's: it goes with the connection if the process dies.
 */
async function migratePostgres(
  connectionString: string,
  timeouts: DatabaseTimeouts,
  andThen?: () => Promise<void>,
) {
  const client = new pg.Client({
    ...connectionOptions(connectionString, timeouts),
    statement_timeout: undefined,
    query_timeout: undefined,
  });
  await client.connect();
  try {
    await client.query('SET lock_timeout = 0');
    await client.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [MIGRATION_LOCK]);
    await client.query('RESET lock_timeout');
    await migrateNodePg(drizzleNodePg(client) as never, { migrationsFolder });
    await andThen?.();
  } finally {
    await client.end();
  }
}

let migrationTimes: number[] | undefined;

/**
 * The time (drizzle's folder time) of the last migration applied to the database; 0 when none was.
 * Drizzle's migrator records each one it applies in `drizzle.__drizzle_migrations`.
 */
export async function lastAppliedMigration(db: Db): Promise<number> {
  try {
    const { rows } = (await db.execute(
      sql`SELECT max(created_at) AS last FROM drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { last: string | number | null }[] };
    return Number(rows[0]?.last ?? 0);
  } catch (error) {
    // No table yet: nothing was ever migrated.
    if ((error as { cause?: { code?: string } }).cause?.code !== '42P01') throw error;
    return 0;
  }
}

/** Migrations of this build the database lacks: those newer than the last it applied. */
async function pendingMigrations(db: Db): Promise<number> {
  migrationTimes ??= readMigrationFiles({ migrationsFolder }).map((migration) => migration.folderMillis);
  const last = await lastAppliedMigration(db);
  return migrationTimes.filter((time) => time > last).length;
}
