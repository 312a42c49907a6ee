import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from '#server/services/s3-storage.ts';
import { type BucketServer, startBucketServer } from '#server/test/s3.ts';
import { closedPort } from '#server/test/smtp.ts';
import { verifyArchive } from './archive.ts';
import { command, openShop, placesUnder, wipe } from './test-places.ts';
import { expectSameAnswers, fillShop } from './test-shop.ts';

/*
 * A backup of a shop whose files live in a bucket (`STORAGE=s3`, on s3rver, a real S3-speaking
 * server): the archive holds the bucket's objects, and after the database, the data folder and the
 * bucket are wiped, the restore puts the covers and the books' PDFs back into the bucket, where the
 * shop serves them from again. A bucket that cannot be used refuses the backup in one line.
 */

const root = mkdtempSync(path.join(tmpdir(), 'bookshop-backup-s3-test-'));
const places = placesUnder(root);
let bucket: BucketServer;

beforeAll(async () => {
  bucket = await startBucketServer();
});
afterAll(async () => {
  await bucket?.close();
  await places.removeAll();
});

const bucketEnv = (endpoint = bucket.settings.endpoint ?? '') => ({
  STORAGE: 's3',
  S3_BUCKET: bucket.settings.bucket,
  S3_ENDPOINT: endpoint,
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
});

const storageOf = (prefix: 'media/' | 'files/') => new S3Storage(bucket.settings, prefix, root);

async function keysIn(storage: S3Storage) {
  const keys: string[] = [];
  for await (const key of storage.keys()) keys.push(key);
  return keys;
}

describe('a backup of a shop whose files are in a bucket (STORAGE=s3)', () => {
  it('holds the bucket’s objects, and restores the covers and bought PDFs into a wiped bucket', async () => {
    const place = await places.empty();
    const shop = await openShop(place, { s3: bucket.settings });
    const before = await fillShop(shop).finally(() => shop.close());
    const media = storageOf('media/');
    const files = storageOf('files/');
    expect(await keysIn(media)).toEqual([before.cover]);
    expect(await keysIn(files)).toEqual([before.pdfKey]);

    const backup = await command('backup', place, [path.join(root, 'backups')], bucketEnv());
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout.trim()).toMatch(/, 3 files \([\d.]+ KB\); every checksum verified\.$/);
    const archive = /^Backup written to (\S+\.tar) /.exec(backup.stdout)?.[1] ?? '';
    const entries = (await verifyArchive(archive)).files.map((entry) => entry.path);
    expect(entries).toEqual(expect.arrayContaining([`media/${before.cover}`, `files/${before.pdfKey}`]));

    // Everything lost: the database, the data folder and the bucket's objects; a stray object left.
    await wipe(place);
    await media.remove(before.cover);
    await files.remove(before.pdfKey);
    await media.put('covers/stray.png', new Uint8Array([1, 2, 3]));

    const refused = await command('restore', place, [archive], bucketEnv());
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe(
      `Restoring would replace 1 object under media/ in the bucket "${bucket.settings.bucket}". Nothing was changed: stop the shop, then run this again with --force to replace them.`,
    );
    const restored = await command('restore', place, [archive, '--force'], bucketEnv());
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(await keysIn(media)).toEqual([before.cover]);
    expect(await keysIn(files)).toEqual([before.pdfKey]);

    const again = await openShop(place, { s3: bucket.settings });
    try {
      // The cover through /media and the bought PDF through its download, both from the bucket.
      await expectSameAnswers(again, before);
    } finally {
      await again.close();
    }
  });

  it('refuses in one line, writing no archive, when the bucket cannot be used', async () => {
    const place = await places.empty();
    const port = await closedPort();
    const backups = path.join(root, 'refused-backups');
    const refused = await command('backup', place, [backups], bucketEnv(`http://127.0.0.1:${port}`));
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr.trim()).toBe(
      `The storage bucket "${bucket.settings.bucket}" at 127.0.0.1:${port} cannot be used (connect ECONNREFUSED 127.0.0.1:${port}): check STORAGE and the S3_* settings. No backup was written.`,
    );
    expect(readdirSync(root)).not.toContain('refused-backups');
  });
});
