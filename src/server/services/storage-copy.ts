import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Config } from '#server/config.ts';
import { S3Storage } from './s3-storage.ts';
import { assertValidKey } from './storage.ts';
import { createStorages } from './storages.ts';

export type CopyCount = { copied: number; same: number; bytes: number; skipped: string[] };

/** Every file under `root`, as storage keys; hidden files and folders (uploads in progress) left out. */
async function* keysUnder(root: string, prefix = ''): AsyncGenerator<string> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = await readdir(path.join(root, prefix), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name.startsWith('.')) continue;
    const key = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* keysUnder(root, key);
    else if (entry.isFile()) yield key;
  }
}

async function md5Of(file: string): Promise<string> {
  const hash = createHash('md5');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/**
 * Whether the bucket already holds this very file: the same size and, for an object sent in one
 * PUT, the same MD5 (its ETag). An object sent in parts has an ETag of its parts; its size decides.
 */
async function alreadyThere(storage: S3Storage, key: string, file: string, size: number) {
  const facts = await storage.facts(key);
  if (!facts || facts.size !== size) return false;
  const etag = facts.etag?.replaceAll('"', '');
  if (!etag || etag.includes('-')) return true;
  return etag === (await md5Of(file));
}

async function copyFolder(root: string, storage: S3Storage): Promise<CopyCount> {
  const count: CopyCount = { copied: 0, same: 0, bytes: 0, skipped: [] };
  for await (const key of keysUnder(root)) {
    const file = path.join(root, ...key.split('/'));
    try {
      assertValidKey(key);
    } catch {
      count.skipped.push(key);
      continue;
    }
    const { size } = await stat(file);
    if (await alreadyThere(storage, key, file, size)) {
      count.same += 1;
      continue;
    }
    await storage.upload(key, file);
    count.copied += 1;
    count.bytes += size;
  }
  return count;
}

/**
 * `npm run storage:copy`: the local media and files folders (MEDIA_DIR, FILES_DIR) into the bucket
 * of `STORAGE=s3`, under the same keys. Files the bucket already holds are left alone, so a second
 * run copies only what changed since.
 */
export async function copyFoldersToBucket(
  config: Pick<Config, 'mediaDir' | 'filesDir' | 's3'>,
): Promise<{ media: CopyCount; files: CopyCount }> {
  const { media, files } = createStorages(config);
  if (!(media instanceof S3Storage) || !(files instanceof S3Storage)) {
    throw new Error('storage:copy needs STORAGE=s3 and S3_BUCKET: the bucket to copy the folders into');
  }
  return { media: await copyFolder(config.mediaDir, media), files: await copyFolder(config.filesDir, files) };
}

const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** One line per folder: what was copied, what was already there, what could not be. */
export function copySummary(counts: { media: CopyCount; files: CopyCount }): string {
  return (['media', 'files'] as const)
    .map((name) => {
      const { copied, same, bytes, skipped } = counts[name];
      const left = skipped.length > 0 ? `; ${skipped.length} skipped (names a key cannot take: ${skipped.join(', ')})` : '';
      return `${name}: ${copied} copied (${sizeOf(bytes)}), ${same} already in the bucket${left}`;
    })
    .join('\n');
}
