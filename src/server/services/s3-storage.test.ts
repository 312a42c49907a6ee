import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { setUpBucketServer } from '#server/test/s3.ts';
import { bucketProblem, S3Storage, s3ClientOf } from './s3-storage.ts';
import { createStorages } from './storages.ts';

/* The Storage contract on a real S3-speaking server: what LocalStorage promises, a bucket keeps. */

const { server, overrides } = setUpBucketServer();
const dataDir = mkdtempSync(path.join(tmpdir(), 'bookshop-s3-storage-'));
const storages = () =>
  createStorages({
    mediaDir: path.join(dataDir, 'media'),
    filesDir: path.join(dataDir, 'files'),
    s3: overrides.s3,
  });

/** What the bucket holds under `key`: its size and headers, without its bytes. */
const rawObject = (key: string) =>
  s3ClientOf(server.settings).send(new HeadObjectCommand({ Bucket: server.settings.bucket, Key: key }));

const failureOf = (stream: NodeJS.ReadableStream) =>
  new Promise<NodeJS.ErrnoException>((resolve, reject) => {
    stream.on('error', resolve);
    stream.on('end', () => reject(new Error('the stream ended without an error')));
    stream.resume();
  });

describe('S3Storage', () => {
  it('keeps media under media/ and private files under files/ of one bucket, with their types', async () => {
    const { media, files } = storages();
    expect(media).toBeInstanceOf(S3Storage);
    await media.put('covers/a.png', Buffer.from('a picture'));
    await files.put('books/b.pdf', Buffer.from('%PDF-1.7 a book'));
    const cover = await rawObject('media/covers/a.png');
    expect(cover.ContentType).toBe('image/png');
    expect(cover.CacheControl).toBe('public, max-age=86400');
    const book = await rawObject('files/books/b.pdf');
    expect(book.ContentType).toBe('application/pdf');
    expect(book.CacheControl).toBeUndefined();
    expect(await files.exists('covers/a.png')).toBe(false);
    expect(await media.exists('books/b.pdf')).toBe(false);
  });

  it('reads, streams, tells what exists and removes', async () => {
    const { media } = storages();
    await media.put('news/n.jpg', Buffer.from('first'));
    await media.put('news/n.jpg', Buffer.from('second'));
    expect(await media.exists('news/n.jpg')).toBe(true);
    expect((await media.read('news/n.jpg')).toString()).toBe('second');
    expect(await text(media.stream('news/n.jpg'))).toBe('second');
    await media.remove('news/n.jpg');
    expect(await media.exists('news/n.jpg')).toBe(false);
    await expect(media.remove('news/n.jpg')).resolves.toBeUndefined();
  });

  it('tells a file’s size and reads a range of it without the rest', async () => {
    const { files } = storages();
    await files.put('copies/reader/1/2-a.pdf', Buffer.from('0123456789'));
    expect(await files.size('copies/reader/1/2-a.pdf')).toBe(10);
    expect(await files.size('copies/reader/1/none.pdf')).toBeUndefined();
    expect((await files.readRange('copies/reader/1/2-a.pdf', 2, 5)).toString()).toBe('2345');
    expect((await files.readRange('copies/reader/1/2-a.pdf', 8, 20)).toString()).toBe('89');
    await expect(files.readRange('copies/reader/1/none.pdf', 0, 3)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('answers a key that holds nothing with ENOENT, as a missing file', async () => {
    const { files } = storages();
    await expect(files.read('books/none.pdf')).rejects.toMatchObject({ code: 'ENOENT' });
    expect((await failureOf(files.stream('books/none.pdf'))).code).toBe('ENOENT');
  });

  it.each(['../secret', '/etc/passwd', 'a//b', 'a\\b', '.hidden', ''])('refuses the key %j', async (key) => {
    const { media } = storages();
    await expect(media.put(key, Buffer.from('x'))).rejects.toThrow('Invalid storage key');
    await expect(media.read(key)).rejects.toThrow('Invalid storage key');
    expect(() => media.stream(key)).toThrow('Invalid storage key');
  });

  it('receives an upload in a local folder outside every key, then sends a 20 MB PDF in parts', async () => {
    const { files } = storages();
    const temp = await files.tempPath();
    expect(temp.startsWith(path.join(dataDir, 'files'))).toBe(false);
    const bytes = randomBytes(20 * 1024 * 1024);
    await writeFile(temp, bytes);
    await files.putFile('books/large.pdf', temp);
    expect(existsSync(temp)).toBe(false);
    expect((await files.read('books/large.pdf')).equals(bytes)).toBe(true);
    expect((await rawObject('files/books/large.pdf')).ContentLength).toBe(bytes.length);
  });

  it('keeps the old object when an upload does not complete', async () => {
    const { media } = storages();
    await media.put('covers/kept.png', Buffer.from('old picture'));
    await expect(
      media.putFile('covers/kept.png', path.join(dataDir, 'no-such-upload.part')),
    ).rejects.toThrow();
    expect((await media.read('covers/kept.png')).toString()).toBe('old picture');
  });

  it('says in one line why a bucket cannot be used', async () => {
    expect(await bucketProblem(server.settings)).toBeUndefined();
    const host = new URL(server.settings.endpoint!).host;
    expect(await bucketProblem({ ...server.settings, bucket: 'no-such-bucket' })).toBe(
      `The storage bucket "no-such-bucket" at ${host} cannot be used (it does not exist): check STORAGE and the S3_* settings.`,
    );
  });
});
