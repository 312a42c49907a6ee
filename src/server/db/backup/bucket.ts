import { rm } from 'node:fs/promises';
import path from 'node:path';
import { bucketProblem, S3Storage } from '#server/services/s3-storage.ts';
import { createStorages } from '#server/services/storages.ts';
import { BackupError } from './archive.ts';
import { filesIn, foldersOf, type ShopPlaces } from './contents.ts';

/*
 * With `STORAGE=s3` the shop's files (covers, news images and PDFs, the books' PDFs) live in the
 * bucket, under `media/` and `files/`, not in MEDIA_DIR and FILES_DIR: a backup takes them from the
 * bucket, under the same archive entries as the folders' files, and a restore puts them back there.
 */

type BucketFolder = { prefix: string; storage: S3Storage };

/** The bucket's two storages, by archive prefix; null when the shop keeps its files in folders. */
export function bucketFoldersOf(places: ShopPlaces): BucketFolder[] | null {
  if (!places.s3) return null;
  const storages = createStorages(places);
  return foldersOf(places).map((folder) => {
    const storage = storages[folder.prefix as 'media' | 'files'];
    if (!(storage instanceof S3Storage)) throw new Error(`the ${folder.prefix} storage is not the bucket`);
    return { prefix: folder.prefix, storage };
  });
}

/** Refuses, in one line and before anything is written, a bucket the command cannot use. */
export async function assertBucketUsable(places: ShopPlaces, nothingDone: string): Promise<void> {
  if (!places.s3) return;
  const problem = await bucketProblem(places.s3);
  if (problem) throw new BackupError(`${problem} ${nothingDone}`);
}

/** Every object of the bucket's storages, as [archive entry, storage, key]. */
export async function* bucketObjects(folders: BucketFolder[]) {
  for (const folder of folders) {
    for await (const key of folder.storage.keys()) {
      yield { entry: `${folder.prefix}/${key}`, storage: folder.storage, key };
    }
  }
}

/** How many objects the bucket's storages hold, per prefix, as the restore's refusal names them. */
export async function bucketContents(places: ShopPlaces, folders: BucketFolder[]): Promise<string[]> {
  const present: string[] = [];
  for (const folder of folders) {
    let count = 0;
    for await (const _ of folder.storage.keys()) count += 1;
    if (count > 0) {
      present.push(
        `${count} object${count === 1 ? '' : 's'} under ${folder.prefix}/ in the bucket "${places.s3?.bucket}"`,
      );
    }
  }
  return present;
}

/**
 * Puts the files staged from an archive into the bucket under their keys, then removes the objects
 * the archive does not hold: the bucket ends as the backup had it. The staged folders go afterwards.
 */
export async function restoreIntoBucket(
  folders: BucketFolder[],
  staged: { prefix: string; staged: string }[],
): Promise<void> {
  for (const folder of folders) {
    const root = staged.find((candidate) => candidate.prefix === folder.prefix)?.staged ?? '';
    const keep = new Set(await filesIn(root));
    for (const key of keep) await folder.storage.upload(key, path.join(root, ...key.split('/')));
    const extra: string[] = [];
    for await (const key of folder.storage.keys()) if (!keep.has(key)) extra.push(key);
    for (const key of extra) await folder.storage.remove(key);
    await rm(root, { recursive: true, force: true });
  }
}
