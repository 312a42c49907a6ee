import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '#server/db/client.ts';
import { type Destination, extractArchive, type Manifest } from './archive.ts';
import { assertBucketUsable, bucketFoldersOf, restoreIntoBucket } from './bucket.ts';
import { DUMP_ENTRY, foldersOf, keyFilesOf, type ShopPlaces } from './contents.ts';
import { replacePglite } from './pglite.ts';
import { restorePostgres } from './postgres.ts';

/** Beside `target`, on the same disk: where its new content is written before it takes its place. */
const besideOf = (target: string, what: 'restoring' | 'replaced') =>
  path.join(path.dirname(target), `.${what}-${path.basename(target)}`);

/** Puts the folder `staged` in place of `root`, then removes what `root` held. */
async function swapIn(root: string, staged: string) {
  const old = besideOf(root, 'replaced');
  await rm(old, { recursive: true, force: true });
  if (existsSync(root)) await rename(root, old);
  await rename(staged, root);
  await rm(old, { recursive: true, force: true });
}

/**
 * Restores a verified archive (see `checkRestorable`) over the shop. Every file is first written
 * beside where it goes (the database's dump into a temporary folder); then the database is restored
 * (PostgreSQL in one transaction; PGlite started aside, then moved in), and only then the folders
 * and the push keys take their places (with `STORAGE=s3` the files go into the bucket, which then
 * holds what the archive holds). A failure before that leaves the shop as it was.
 * `replace`: the database holds tables, which go.
 */
export async function restoreBackup(
  places: ShopPlaces,
  database: Database,
  file: string,
  manifest: Manifest,
  replace: boolean,
): Promise<void> {
  await assertBucketUsable(places, 'Nothing was restored.');
  const bucket = bucketFoldersOf(places);
  const kind = manifest.database.kind;
  const scratch = await mkdtemp(path.join(tmpdir(), 'bookshop-restore-'));
  const dump = path.join(scratch, path.basename(DUMP_ENTRY[kind]));
  const folders = foldersOf(places).map((folder) => ({
    ...folder,
    staged: besideOf(folder.root, 'restoring'),
  }));
  const keys = keyFilesOf(places).map((key) => ({ ...key, staged: besideOf(key.file, 'restoring') }));
  const cleanUp = async () => {
    for (const folder of folders) await rm(folder.staged, { recursive: true, force: true });
    for (const key of keys) await rm(key.staged, { force: true });
  };
  await cleanUp();
  try {
    for (const folder of folders) await mkdir(folder.staged, { recursive: true });
    await mkdir(places.dataDir, { recursive: true });
    await extractArchive(file, manifest, (name): Destination | undefined => {
      if (name === DUMP_ENTRY[kind]) return { file: dump, mode: 0o600 };
      const keyFile = keys.find((candidate) => candidate.entry === name);
      if (keyFile) return { file: keyFile.staged, mode: 0o600 };
      const folder = folders.find((candidate) => name.startsWith(`${candidate.prefix}/`));
      if (!folder) return undefined;
      const key = name.slice(folder.prefix.length + 1);
      return { file: path.join(folder.staged, ...key.split('/')), mode: 0o644 };
    });

    if (kind === 'postgres') await restorePostgres(places.databaseUrl!, dump, replace);
    else await replacePglite(database, new Blob([await readFile(dump)]));

    if (bucket) await restoreIntoBucket(bucket, folders);
    else for (const folder of folders) await swapIn(folder.root, folder.staged);
    for (const key of keys) if (existsSync(key.staged)) await rename(key.staged, key.file);
  } catch (error) {
    await cleanUp();
    throw error;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
