import { existsSync } from 'node:fs';
import { link, mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '#server/db/client.ts';
import { ArchiveWriter, type Manifest, verifyArchive } from './archive.ts';
import { assertBucketUsable, bucketFoldersOf, bucketObjects } from './bucket.ts';
import { DUMP_ENTRY, filesIn, foldersOf, keyFilesOf, lastMigrationOf, type ShopPlaces } from './contents.ts';
import { dumpPglite } from './pglite.ts';
import { dumpPostgres } from './postgres.ts';

/** `bookshop-<kind>-20260101T030000Z.tar` in `target`, or `target` itself when it names a .tar file. */
async function archivePathOf(target: string, kind: Database['kind'], at: Date): Promise<string> {
  const resolved = path.resolve(target);
  if (resolved.endsWith('.tar')) {
    await mkdir(path.dirname(resolved), { recursive: true, mode: 0o700 });
    return resolved;
  }
  await mkdir(resolved, { recursive: true, mode: 0o700 });
  const stamp = at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(/[-:]/g, '');
  return path.join(resolved, `bookshop-${kind}-${stamp}.tar`);
}

/**
 * Writes a backup of the shop into `target` (a folder, or a .tar file): the database, then its files,
 * then the manifest; reads it back to check every entry, and only then gives it its name (it is
 * written as `<name>.partial`). On PGlite the caller holds the data folder's lock, so nothing changes
 * meanwhile; on PostgreSQL the dump is one consistent snapshot, taken while the shop runs. With
 * `STORAGE=s3` the files are the bucket's objects; a bucket that cannot be used refuses the backup.
 */
export async function writeBackup(
  places: ShopPlaces,
  database: Database,
  target: string,
): Promise<{ file: string; manifest: Manifest; bytes: number }> {
  await assertBucketUsable(places, 'No backup was written.');
  const createdAt = new Date();
  const file = await archivePathOf(target, database.kind, createdAt);
  if (existsSync(file)) throw new Error(`${file} exists already`);
  const partial = `${file}.partial`;
  const writer = await ArchiveWriter.create(partial);
  const scratch = await mkdtemp(path.join(tmpdir(), 'bookshop-backup-'));
  try {
    const lastMigration = await lastMigrationOf(database);
    if (database.kind === 'postgres') {
      const dump = path.join(scratch, 'postgres.dump');
      await dumpPostgres(places.databaseUrl!, dump);
      await writer.addFile(DUMP_ENTRY.postgres, dump);
    } else {
      await writer.addBytes(DUMP_ENTRY.pglite, await dumpPglite(database));
    }
    const bucket = bucketFoldersOf(places);
    if (bucket) {
      // Each object goes through a file of its own in the scratch folder, removed once archived.
      const object = path.join(scratch, 'object');
      for await (const { entry, storage, key } of bucketObjects(bucket)) {
        await storage.download(key, object);
        await writer.addFile(entry, object);
        await rm(object, { force: true });
      }
    } else {
      for (const folder of foldersOf(places)) {
        for (const name of await filesIn(folder.root)) {
          await writer.addFile(`${folder.prefix}/${name}`, path.join(folder.root, ...name.split('/')));
        }
      }
    }
    for (const key of keyFilesOf(places)) {
      if (existsSync(key.file)) await writer.addFile(key.entry, key.file, 0o600);
    }
    const manifest = await writer.finish({
      createdAt: createdAt.toISOString(),
      database: { kind: database.kind, lastMigration },
    });
    await verifyArchive(partial);
    await link(partial, file);
    await rm(partial, { force: true });
    return { file, manifest, bytes: (await stat(file)).size };
  } catch (error) {
    await writer.abandon();
    throw error;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
