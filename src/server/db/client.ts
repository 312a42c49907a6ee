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
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
};

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

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
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateNodePg(db as never, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const memory = options.dataDir === 'memory://';
  let dir: string | undefined;
  if (!memory) {
    dir = path.join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create(dir, { extensions: { pg_trgm }, loadDataDir: options.loadDataDir });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}
