import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { createPglite, type Database, type EmbeddedFiles } from '#server/db/client.ts';
import { LOCK_FILE } from '#server/db/data-dir-lock.ts';
import { BackupError } from './archive.ts';

/*
 * The embedded database (PGlite) is saved as its data directory (`dumpDataDir`, gzipped) and restored
 * by starting a database from that tarball (`loadDataDir`), aside, then moving its files in place of
 * the old ones while the folder stays locked.
 */

function embeddedOf(database: Database): EmbeddedFiles {
  if (!database.embedded) throw new BackupError('The embedded database kept in memory has no files to save.');
  return database.embedded;
}

/** The data directory as a gzipped tarball. */
export async function dumpPglite(database: Database): Promise<Uint8Array> {
  return new Uint8Array(await (await embeddedOf(database).dump()).arrayBuffer());
}

/** Moves every entry of `from` but the folder's lock into `to`. */
async function moveEntries(from: string, to: string) {
  await mkdir(to, { recursive: true });
  for (const name of await readdir(from)) {
    if (name === LOCK_FILE) await rm(path.join(from, name), { force: true });
    else await rename(path.join(from, name), path.join(to, name));
  }
}

/**
 * Closes the database and puts the data directory in `tarball` in its place. The tarball is first
 * started as a database of its own beside the folder: one that does not start changes nothing.
 * The folder stays locked by this process until the database's `close()`.
 */
export async function replacePglite(database: Database, tarball: Blob): Promise<void> {
  const { dir, suspend } = embeddedOf(database);
  const incoming = `${dir}.restoring`;
  const replaced = `${dir}.replaced`;
  await rm(incoming, { recursive: true, force: true });
  await mkdir(incoming, { recursive: true });
  try {
    let restored: Awaited<ReturnType<typeof createPglite>>;
    try {
      restored = await createPglite(incoming, tarball);
    } catch (error) {
      throw new BackupError(
        `The embedded database in the archive does not start: ${(error as Error).message}.`,
      );
    }
    await restored.query('SELECT 1');
    await restored.close();
    await suspend();
    await rm(replaced, { recursive: true, force: true });
    await moveEntries(dir, replaced);
    await moveEntries(incoming, dir);
    await rm(replaced, { recursive: true, force: true });
  } finally {
    await rm(incoming, { recursive: true, force: true });
  }
}
