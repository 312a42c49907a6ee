import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertBook } from '#server/modules/catalog/testing.ts';
import { signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { createStorages } from '#server/services/storages.ts';
import { fileForm, sampleJpeg } from '#server/test/files.ts';
import { createTestApp, setUpTestApp } from '#server/test/harness.ts';
import { setUpBucketServer } from '#server/test/s3.ts';

/* STORAGE=s3: what the console uploads lands in the bucket, and /media serves it as from the folder. */

const { server, overrides } = setUpBucketServer();
const t = setUpTestApp(overrides);
const call = staffCaller(t);
let editor: { token: string };

beforeAll(async () => {
  editor = await signedInStaff(t, 'editor');
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en', ...headers } });

describe('media in a bucket', () => {
  it('serves an uploaded cover and its resized copy from the bucket, with the folder’s headers', async () => {
    const book = await insertBook(t.database.db, { image: null });
    const form = fileForm(await sampleJpeg(), 'cover.jpg', 'image/jpeg');
    const res = await call('POST', `/staff/books/${book.id}/cover`, {
      body: form.body,
      headers: form.headers,
      token: editor.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { image } = res.json().data as { image: string };
    expect(await createStorages(t.config).media.exists(image)).toBe(true);

    const cover = await get(`/media/${image}`);
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/jpeg');
    expect(cover.headers['cache-control']).toBe('public, max-age=86400');
    expect(cover.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect((await sharp(cover.rawPayload).metadata()).format).toBe('jpeg');
    const again = await get(`/media/${image}`, { 'if-none-match': String(cover.headers.etag) });
    expect(again.statusCode).toBe(304);

    const resized = await get(`/media-resized/160/${image}`);
    expect(resized.statusCode).toBe(200);
    expect((await sharp(resized.rawPayload).metadata()).width).toBe(160);
  });

  it('serves a public PDF inline in a sandbox, and answers a missing or invalid key with 404', async () => {
    await createStorages(t.config).media.put('news/report.pdf', Buffer.from('%PDF-1.7 report'));
    const pdf = await get('/media/news/report.pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('inline; filename="report.pdf"');
    expect(pdf.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    for (const url of ['/media/covers/none.jpg', '/media/.hidden', '/media/covers/..%2F..%2Ffiles%2Fx.pdf']) {
      const missing = await get(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json()).toEqual({ message: 'Not found', code: 'not_found' });
    }
  });

  it('is ready when the bucket answers', async () => {
    expect((await get('/api/health/ready')).statusCode).toBe(200);
  });
});

describe('a CDN in front of the bucket, and a bucket that is gone', () => {
  it('sends /media readers to MEDIA_PUBLIC_URL, and is not ready while the bucket cannot be used', async () => {
    const other = await createTestApp({
      s3: { ...server.settings, bucket: 'no-such-bucket' },
      mediaPublicUrl: 'https://cdn.example.com/shop',
    });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/media/covers/a-1.jpg' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('https://cdn.example.com/shop/covers/a-1.jpg');
      const ready = await other.app.inject({
        method: 'GET',
        url: '/api/health/ready',
        headers: { 'accept-language': 'en' },
      });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().code).toBe('storage_unwritable');
    } finally {
      await other.close();
    }
  });
});
