import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Calls `onMessage` with the payload of every NOTIFY on `channel`, from any process on this database;
   * with '' after a lost listening connection comes back (what was said meanwhile is unknown).
   * Resolves to the function that stops listening.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
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
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  loadDataDir?: Blob;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 20 });
    // An idle connection dropped by the server (restart, failover, a dropped test database) must not
    // crash the process: the pool opens a new one on the next query.
    pool.on('error', (error: Error & { code?: string }) => {
      if (error.code !== '57P01') console.warn(`PostgreSQL idle connection lost: ${error.message}`);
    });
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    const listeners = new Set<() => Promise<void>>();
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateNodePg(db as never, { migrationsFolder }),
      async listen(channel, onMessage) {
        const stop = await listenOnPostgres(options.databaseUrl!, channel, onMessage);
        listeners.add(stop);
        return async () => {
          listeners.delete(stop);
          await stop();
        };
      },
      async close() {
        await Promise.all([...listeners].map((stop) => stop()));
        await pool.end();
      },
    };
  }
  const memory = options.dataDir === 'memory://';
  let dir: string | undefined;
  let unlock = () => {};
  if (!memory) {
    dir = path.join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    unlock = lockDataDir(dir);
  }
  let client: PGlite;
  try {
    client = await createPglite(dir, options.loadDataDir);
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
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

const RELISTEN_DELAY_MS = 1000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). A lost connection
 * is opened again after a second, and `onMessage('')` tells that notifications may have been missed.
 */
async function listenOnPostgres(
  connectionString: string,
  channel: string,
  onMessage: (payload: string) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (again: boolean) => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    next.on('error', () => reconnect());
    next.on('end', () => reconnect());
    await next.connect();
    await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    client = next;
    if (again) onMessage('');
  };

  const reconnect = () => {
    if (stopped || retry) return;
    client?.removeAllListeners();
    void client?.end().catch(() => {});
    client = undefined;
    retry = setTimeout(() => {
      retry = undefined;
      connect(true).catch(() => reconnect());
    }, RELISTEN_DELAY_MS);
  };

  await connect(false);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = undefined;
    last?.removeAllListeners();
    await last?.end().catch(() => {});
  };
}
