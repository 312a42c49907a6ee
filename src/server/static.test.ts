import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePdf } from '#server/modules/orders/testing.ts';
import { createTestApp, type TestContext } from '#server/test/harness.ts';
import { precompress } from '../../scripts/precompress.mjs';

let ctx: TestContext;

beforeAll(async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'bookshop-static-'));
  const webDist = path.join(root, 'web');
  const mediaDir = path.join(root, 'media');
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  mkdirSync(path.join(mediaDir, 'covers'), { recursive: true });
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html dir="rtl" lang="ar"><body>shop</body></html>',
  );
  writeFileSync(path.join(webDist, 'assets', 'index-Bx12abCd.js'), 'console.log(1)');
  writeFileSync(path.join(webDist, 'sw.js'), "self.addEventListener('push', () => {});");
  writeFileSync(path.join(webDist, 'manifest.webmanifest'), '{"name":"دار الكتاب العربي"}');
  writeFileSync(path.join(webDist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(webDist, 'assets', 'index-Bx12abCd.js.map'), '{"version":3}');
  writeFileSync(
    path.join(webDist, 'assets', 'app-Cc34.js'),
    'console.log("a script worth compressing");'.repeat(60),
  );
  precompress(webDist);
  writeFileSync(path.join(mediaDir, 'covers', 'cover.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  mkdirSync(path.join(mediaDir, 'akhbars'), { recursive: true });
  writeFileSync(path.join(mediaDir, 'akhbars', '5f3a9c.pdf'), await samplePdf(1));
  mkdirSync(path.join(mediaDir, '.incoming'), { recursive: true });
  writeFileSync(path.join(mediaDir, '.incoming', 'upload.part'), 'half an upload');
  writeFileSync(path.join(mediaDir, 'covers', '.hidden.png'), 'not for readers');
  ctx = await createTestApp({ webDist, mediaDir });
  production = await createTestApp({ webDist, mediaDir, env: 'production' });
});
afterAll(async () => {
  await ctx.close();
  await production.close();
});
let production: TestContext;

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('the built shop and its media', () => {
  it('serves the single page at / in Arabic, right to left, revalidated on every visit', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html dir="rtl" lang="ar">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('keeps hashed assets for a year as immutable', async () => {
    const res = await get('/assets/index-Bx12abCd.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the single page at /index.html too, and at / with a query string', async () => {
    for (const url of ['/index.html', '/?utm_source=newsletter']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<html dir="rtl" lang="ar">');
    }
  });

  it('serves the files of the build beside the page, such as the service worker', async () => {
    const res = await get('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe("self.addEventListener('push', () => {});");
  });

  it('has the page, the service worker and the manifest asked again each visit, the logo kept a day', async () => {
    for (const url of ['/', '/sw.js', '/manifest.webmanifest'])
      expect((await get(url)).headers['cache-control'], url).toBe('no-cache');
    const logo = await get('/logo.svg');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('answers a path that is neither the shop nor the API with 404 {message, code}, never the page', async () => {
    // The shop's pages are hash routes (/#/books): a path is a file, media, the API or nothing.
    for (const url of [
      '/metrics',
      '/wp-admin',
      '/wp-admin/install.php',
      '/.env',
      '/anything/else',
      '/books',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('application/json');
      expect(res.json(), url).toEqual({ message: 'Not found', code: 'not_found' });
    }
    const arabic = await get('/wp-admin');
    expect(arabic.json()).toEqual({ message: 'الصفحة المطلوبة غير موجودة', code: 'not_found' });
  });

  it('serves media with a day of caching and 404 for a missing file', async () => {
    const res = await get('/media/covers/cover.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect((await get('/media/covers/missing.png')).statusCode).toBe(404);
  });

  it("serves a news PDF inline under its name, sandboxed away from the shop's origin", async () => {
    const res = await get('/media/akhbars/5f3a9c.pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="5f3a9c.pdf"');
    expect(res.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // Pictures keep the shop's policy; only PDFs are documents a reader opens.
    const cover = await get('/media/covers/cover.png');
    expect(cover.headers['content-security-policy']).not.toContain('sandbox');
    expect(cover.headers['content-disposition']).toBeUndefined();
  });

  it('never serves a dot-file or anything in a dot-folder of the media', async () => {
    for (const url of ['/media/.incoming/upload.part', '/media/covers/.hidden.png']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('upload');
      expect(res.body).not.toContain('readers');
    }
  });

  it('never serves files outside the media folder', async () => {
    const res = await get('/media/..%2f..%2fetc%2fpasswd');
    expect([400, 403, 404]).toContain(res.statusCode);
    expect(res.body).not.toContain('root:');
  });

  it('keeps the source maps to itself in production', async () => {
    expect((await get('/assets/index-Bx12abCd.js.map')).statusCode).toBe(200);
    const hidden = await production.app.inject({ method: 'GET', url: '/assets/index-Bx12abCd.js.map' });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain('version');
    const script = await production.app.inject({ method: 'GET', url: '/assets/index-Bx12abCd.js' });
    expect(script.statusCode).toBe(200);
  });

  it('sends the brotli copy of a script to a browser that accepts brotli, and says it varies', async () => {
    const res = await ctx.app.inject({
      url: '/assets/app-Cc34.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('a script worth compressing');
  });

  it('sends the gzip copy to a browser that accepts only gzip, and the plain file to one that accepts neither', async () => {
    const gzip = await ctx.app.inject({ url: '/assets/app-Cc34.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('a script worth compressing');
    const plain = await ctx.app.inject({
      url: '/assets/app-Cc34.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.body).toContain('a script worth compressing');
  });

  it('sends a small file, which has no compressed copy, as it is', async () => {
    const res = await ctx.app.inject({
      url: '/assets/index-Bx12abCd.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('console.log(1)');
  });
});
