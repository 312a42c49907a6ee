import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { setUpBucketServer } from '#server/test/s3.ts';
import { closedPort } from '#server/test/smtp.ts';
import { copyFoldersToBucket, copySummary } from './storage-copy.ts';
import { createStorages } from './storages.ts';

/* `npm run storage:copy`, and a shop started on a bucket it cannot reach. */

const { server, overrides } = setUpBucketServer();
const run = promisify(execFile);

function dataFolder() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bookshop-copy-'));
  const write = (file: string, bytes: string | Buffer) => {
    mkdirSync(path.dirname(path.join(dataDir, file)), { recursive: true });
    writeFileSync(path.join(dataDir, file), bytes);
  };
  write('media/covers/a.jpg', 'cover a');
  write('media/news/n.pdf', '%PDF-1.7 news');
  write('media/.incoming/x.part', 'half an upload');
  write('files/books/b.pdf', Buffer.alloc(3 * 1024 * 1024, 1));
  write('files/bad name.pdf', 'a name no key takes');
  return { dataDir, write };
}

describe('npm run storage:copy', () => {
  it('copies the media and files folders into the bucket, and a second run copies only what changed', async () => {
    const { dataDir, write } = dataFolder();
    const config = {
      mediaDir: path.join(dataDir, 'media'),
      filesDir: path.join(dataDir, 'files'),
      s3: overrides.s3,
    };
    const first = await copyFoldersToBucket(config);
    expect(copySummary(first)).toBe(
      [
        'media: 2 copied (1 KB), 0 already in the bucket',
        'files: 1 copied (3.0 MB), 0 already in the bucket; 1 skipped (names a key cannot take: bad name.pdf)',
      ].join('\n'),
    );
    const { media, files } = createStorages(config);
    expect((await media.read('covers/a.jpg')).toString()).toBe('cover a');
    expect((await files.read('books/b.pdf')).length).toBe(3 * 1024 * 1024);
    expect(await media.exists('.incoming/x.part').catch(() => false)).toBe(false);

    write('media/covers/a.jpg', 'cover b');
    const second = await copyFoldersToBucket(config);
    expect([second.media.copied, second.media.same, second.files.copied, second.files.same]).toEqual([
      1, 1, 0, 1,
    ]);
    expect((await media.read('covers/a.jpg')).toString()).toBe('cover b');
  });

  it('stops a shop whose bucket cannot be reached with one line', async () => {
    const { dataDir } = dataFolder();
    const endpoint = `http://127.0.0.1:${await closedPort()}`;
    const { DATABASE_URL: _unset, ...env } = process.env;
    const failed = await run(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...env,
        NODE_ENV: 'development',
        DATA_DIR: dataDir,
        STORAGE: 's3',
        S3_BUCKET: server.settings.bucket,
        S3_ENDPOINT: endpoint,
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      },
    }).then(
      () => ({ code: 0, stderr: '', stdout: '' }),
      (error: { code: number; stderr: string; stdout: string }) => error,
    );
    expect(failed.code).toBe(1);
    const lines = failed.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(
        `^The storage bucket "bookshop-test" at ${new URL(endpoint).host} cannot be used \\(.*ECONNREFUSED.*\\): check STORAGE and the S3_\\* settings\\.$`,
      ),
    );
    expect(failed.stdout).toBe('');
  });
});
