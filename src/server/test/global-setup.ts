import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, openDatabase } from '#server/db/client.ts';

/*
 * Migrates one database for the whole run, which every test file then copies (see harness.ts):
 * a PGlite data directory written to a temporary file, or, with TEST_PG_URL, a template database on
 * that server. Both are removed at the end, with every copy left on the server.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated PGlite data directory. */
    pgliteTemplate?: string;
    /** A migrated database on the TEST_PG_URL server; copies are named after it. */
    pgTemplate?: string;
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = project.config.env?.TEST_PG_URL || process.env.TEST_PG_URL;
  return serverUrl ? postgresTemplate(project, serverUrl) : pgliteTemplate(project);
}

/*
 * The unit and web projects each run this setup, in the same process but each with modules of its
 * own: the first makes the template, the other is given the same file, and the last to finish
 * removes it.
 */
type SharedTemplate = { file: Promise<string>; users: number };
const sharedTemplate = Symbol.for('bookshop.test.pgliteTemplate');
const shared = globalThis as { [sharedTemplate]?: SharedTemplate };

async function pgliteTemplate(project: TestProject) {
  shared[sharedTemplate] ??= { file: writePgliteTemplate(), users: 0 };
  const template = shared[sharedTemplate];
  template.users += 1;
  const file = await template.file;
  project.provide('pgliteTemplate', file);
  return () => {
    template.users -= 1;
    if (template.users > 0) return;
    delete shared[sharedTemplate];
    rmSync(path.dirname(file), { recursive: true, force: true });
  };
}

async function writePgliteTemplate() {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  await migrate(drizzle(client), { migrationsFolder });
  const tarball = await client.dumpDataDir('none');
  await client.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'bookshop-template-'));
  const file = path.join(dir, 'pglite.tar');
  writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  return file;
}

async function postgresTemplate(project: TestProject, serverUrl: string) {
  const name = `bookshop_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  await database.migrate();
  await database.close();
  project.provide('pgTemplate', name);
  return () =>
    onServer(serverUrl, async (admin) => {
      const { rows } = await admin.query<{ name: string }>(
        'SELECT datname AS name FROM pg_database WHERE starts_with(datname, $1)',
        [name],
      );
      for (const row of rows) await admin.query(`DROP DATABASE IF EXISTS ${row.name} WITH (FORCE)`);
    });
}

async function onServer(serverUrl: string, work: (admin: pg.Client) => Promise<unknown>) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}
