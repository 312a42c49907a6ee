import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#server/test/harness.ts';
import { resizedFolderOf } from './resized-media.ts';

let ctx: TestContext;
let mediaDir: string;

beforeAll(async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'bookshop-resized-'));
  mediaDir = path.join(root, 'media');
  mkdirSync(path.join(mediaDir, 'covers'), { recursive: true });
  const cover = await sharp({ create: { width: 600, height: 900, channels: 3, background: '#1f4d3a' } })
    .png()
    .toBuffer();
  writeFileSync(path.join(mediaDir, 'covers', 'cover.png'), cover);
  writeFileSync(path.join(mediaDir, 'covers', 'fake.png'), 'not a picture at all');
  writeFileSync(path.join(root, 'secret.png'), cover);
  ctx = await createTestApp({ mediaDir });
});
afterAll(() => ctx.close());

const get = (url: string, lang = 'en') =>
  ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });

describe('covers resized to the widths pages show them at', () => {
  it('answers a 600 × 900 PNG cover as a 320 px WebP, kept by browsers for a year', async () => {
    const res = await get('/media-resized/320/covers/cover.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const { format, width, height } = await sharp(res.rawPayload).metadata();
    expect({ format, width, height }).toEqual({ format: 'webp', width: 320, height: 480 });
  });

  it('makes each copy once and keeps it on disk beside the media, not inside it', async () => {
    await get('/media-resized/160/covers/cover.png');
    const kept = path.join(resizedFolderOf(mediaDir), '160', 'covers', 'cover.png.webp');
    const { width } = await sharp(kept).metadata();
    expect(width).toBe(160);
    expect(kept.startsWith(`${mediaDir}${path.sep}`)).toBe(false);
    const again = await get('/media-resized/160/covers/cover.png');
    expect(again.statusCode).toBe(200);
    expect((await sharp(again.rawPayload).metadata()).width).toBe(160);
  });

  it('never enlarges a picture narrower than the width asked for', async () => {
    const small = await sharp({ create: { width: 200, height: 300, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    writeFileSync(path.join(mediaDir, 'covers', 'small.jpg'), small);
    const res = await get('/media-resized/640/covers/small.jpg');
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(200);
  });

  it.each(['100', '321', '0', '-160', '160.0', '1e3', 'abc', '99999999999'])(
    'refuses the width %s with 400, in the reader’s language',
    async (width) => {
      const en = await get(`/media-resized/${width}/covers/cover.png`);
      expect(en.statusCode).toBe(400);
      expect(en.json()).toEqual({
        message: 'This width is not offered: the widths are 160, 320, 480, 640 pixels',
        code: 'bad_width',
      });
      const ar = await get(`/media-resized/${width}/covers/cover.png`, 'ar');
      expect(ar.json().message).toBe('العرض غير متاح: الأعراض المتاحة 160 و320 و480 و640 بكسل');
    },
  );

  it.each([
    '/media-resized/320/covers/missing.png',
    '/media-resized/320/covers/fake.png',
    '/media-resized/320/../secret.png',
    '/media-resized/320/%2e%2e/secret.png',
    '/media-resized/320/covers/%2e%2e/%2e%2e/secret.png',
    '/media-resized/320/covers%2f..%2f..%2fsecret.png',
    '/media-resized/320//etc/passwd',
    '/media-resized/320/covers/..%5c..%5csecret.png',
    '/media-resized/320/covers/cover.svg',
    '/media-resized/320/.incoming-media/x.png',
    '/media-resized/320/',
    '/media-resized/',
  ])('answers %s with 404 and never a file outside the media', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found', code: 'not_found' });
  });

  it('refuses a name with a NUL byte before it reaches the disk', async () => {
    const res = await get('/media-resized/320/covers/cover.png%00.png');
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toContain('application/json');
  });
});
