import { existsSync, readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Config } from '#server/config.ts';
import { type Database, lastAppliedMigration, migrationsFolder } from '#server/db/client.ts';
import { DEVICE_SECRET_FILE } from '#server/services/device-tokens.ts';
import { VAPID_FILE } from '#server/services/push/vapid.ts';
import { whereOf } from '#server/startup-checks.ts';
import { BackupError, type Manifest } from './archive.ts';

/* What a backup holds of the shop, and where each part lives in the archive and on disk. */

/** Where the shop keeps its data; with `s3` (STORAGE=s3) its files are in the bucket, not the folders. */
export type ShopPlaces = Pick<Config, 'databaseUrl' | 'dataDir' | 'mediaDir' | 'filesDir' | 's3'>;

/** The database's dump in the archive, by kind. */
export const DUMP_ENTRY = { postgres: 'database/postgres.dump', pglite: 'database/pglite.tar.gz' } as const;

/**
 * The keys generated into `$DATA_DIR` (each absent when it comes from the settings): an older shop's
 * push keys (which browsers' subscriptions are bound to; a newer shop keeps them in the database),
 * and the secret that signs device tokens.
 */
const keyFiles = [
  { name: VAPID_FILE, what: 'the push keys' },
  { name: DEVICE_SECRET_FILE, what: 'the device-token secret' },
];

export const keyFilesOf = (places: ShopPlaces) =>
  keyFiles.map((key) => ({
    entry: `data/${key.name}`,
    file: path.join(places.dataDir, key.name),
    what: key.what,
  }));

const keyEntries = new Set(keyFiles.map((key) => `data/${key.name}`));

/** The shop's folders of files: the public media (covers, news images and PDFs), the books' PDFs. */
export const foldersOf = (places: ShopPlaces) => [
  { prefix: 'media', root: places.mediaDir },
  { prefix: 'files', root: places.filesDir },
];

/** A relative path that stays inside its folder: no '..', '.', empty part, backslash or leading '/'. */
const isInside = (name: string) =>
  name.length > 0 &&
  !name.includes('\\') &&
  name.split('/').every((part) => part !== '' && part !== '.' && part !== '..');

/**
 * The files under `root`, as paths relative to it with '/'; none when it does not exist. Files being
 * written (`*.part`, which the storage renames into place when complete) are left out.
 */
export async function filesIn(root: string): Promise<string[]> {
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.part'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** The migrations this version of the shop knows, oldest first: [tag, created_at] as drizzle records them. */
function knownMigrations(): { tag: string; when: number }[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries;
}

type Rows<T> = { rows: T[] };

/** The tag of the last migration applied to the database (e.g. '0012_search_postings'); null for none. */
export async function lastMigrationOf(database: Database): Promise<string | null> {
  const when = await lastAppliedMigration(database.db);
  if (when === 0) return null;
  return knownMigrations().find((migration) => migration.when === when)?.tag ?? `unknown (${when})`;
}

async function tableCount(database: Database): Promise<number> {
  const { rows } = (await database.db.execute(
    sql`SELECT count(*)::int AS tables FROM pg_catalog.pg_tables
        WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
  )) as unknown as Rows<{ tables: number }>;
  return Number(rows[0].tables);
}

export const databaseNameOf = (places: ShopPlaces) =>
  places.databaseUrl
    ? `the database at ${whereOf(places.databaseUrl)}`
    : `the embedded database in ${path.join(places.dataDir, 'pglite')}`;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** What a restore would replace: the database when it holds tables, each folder with files, the push keys. */
export async function presentContents(places: ShopPlaces, database: Database): Promise<string[]> {
  const present: string[] = [];
  const tables = await tableCount(database);
  if (tables > 0) {
    const last = (await lastMigrationOf(database)) ?? 'none';
    present.push(`${databaseNameOf(places)} (${plural(tables, 'table')}, last migration ${last})`);
  }
  // The bucket's objects (STORAGE=s3) are counted by `bucketContents`.
  if (!places.s3) {
    for (const folder of foldersOf(places)) {
      const count = (await filesIn(folder.root)).length;
      if (count > 0) present.push(`${plural(count, 'file')} in ${folder.root}`);
    }
  }
  for (const key of keyFilesOf(places)) if (existsSync(key.file)) present.push(`${key.what} in ${key.file}`);
  return present;
}

/**
 * Refuses, before anything is touched, an archive this shop cannot restore: one of another kind of
 * database, one made by a newer version (a migration unknown here), or one naming a file outside
 * the shop's folders.
 */
export function checkRestorable(file: string, manifest: Manifest, places: ShopPlaces): void {
  const kind = places.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database.kind !== kind) {
    const names = {
      postgres: 'PostgreSQL (DATABASE_URL)',
      pglite: 'the embedded database (no DATABASE_URL)',
    };
    throw new BackupError(
      `${file} holds ${names[manifest.database.kind]}, but this shop runs on ${names[kind]}: restore it where the shop runs on ${names[manifest.database.kind]}.`,
    );
  }
  const last = manifest.database.lastMigration;
  if (last !== null && !knownMigrations().some((migration) => migration.tag === last)) {
    throw new BackupError(
      `${file} was made by a newer version of the shop (its database has migration ${last}, unknown here): restore it with that version.`,
    );
  }
  const prefixes = foldersOf(places).map((folder) => `${folder.prefix}/`);
  for (const entry of manifest.files) {
    const inFolder = prefixes.some(
      (prefix) => entry.path.startsWith(prefix) && isInside(entry.path.slice(prefix.length)),
    );
    if (!inFolder && !keyEntries.has(entry.path) && entry.path !== DUMP_ENTRY[kind]) {
      throw new BackupError(
        `${file} names a file the shop does not keep: ${entry.path}. Nothing was restored.`,
      );
    }
  }
  if (!manifest.files.some((entry) => entry.path === DUMP_ENTRY[kind])) {
    throw new BackupError(
      `${file} holds no database (${DUMP_ENTRY[kind]} is missing). Nothing was restored.`,
    );
  }
}
