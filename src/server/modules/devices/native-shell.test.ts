import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#server/test/harness.ts';

/* The native shell's pages come from the app (capacitor://localhost, https://localhost), not the shop. */

let t: TestContext;
beforeAll(async () => {
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'shell-media-'));
  mkdirSync(path.join(mediaDir, 'covers'));
  writeFileSync(path.join(mediaDir, 'covers', 'c.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  t = await createTestApp({ mediaDir });
});
afterAll(() => t.close());

const preflight = (origin: string) =>
  t.app.inject({
    method: 'OPTIONS',
    url: '/api/devices',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization,content-type,accept-language,cache-control',
    },
  });

describe('the API seen from the native shell', () => {
  it.each(['capacitor://localhost', 'https://localhost'])('lets %s call it', async (origin) => {
    const res = await preflight(origin);
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(origin);
    expect(String(res.headers['access-control-allow-methods'])).toContain('POST');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    const read = await t.app.inject({ url: '/api/devices/vapid-public-key', headers: { origin } });
    expect(read.headers['access-control-allow-origin']).toBe(origin);
    // Shared caches must keep the shell's answers apart from the browsers'.
    const cached = await t.app.inject({ url: '/api/social-medias', headers: { origin } });
    expect(cached.headers['cache-control']).toMatch(/public/);
    expect(String(cached.headers.vary).split(/,\s*/)).toEqual(
      expect.arrayContaining(['Origin', 'Accept-Language']),
    );
  });

  it('lets the shell’s reader ask for a range of a book and see which part it got', async () => {
    const origin = 'https://localhost';
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/books/1/read',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,range,accept-language',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(String(res.headers['access-control-allow-headers']).split(',')).toContain('range');
    const read = await t.app.inject({ url: '/api/books/1/sample', headers: { origin, range: 'bytes=0-9' } });
    expect(String(read.headers['access-control-expose-headers']).split(/,\s*/)).toEqual(
      expect.arrayContaining(['content-range', 'accept-ranges']),
    );
  });

  it('gives no other origin access', async () => {
    const res = await preflight('https://evil.example');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const read = await t.app.inject({
      url: '/api/devices/vapid-public-key',
      headers: { origin: 'https://evil.example' },
    });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets the shell show media from the shop', async () => {
    const res = await t.app.inject({ url: '/media/covers/c.png', headers: { origin: 'https://localhost' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // The API itself keeps helmet's same-origin policy for everything else.
    const api = await t.app.inject({ url: '/api/devices/vapid-public-key' });
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

describe('the Capacitor project', () => {
  it('reads capacitor.config.ts through `npm run cap` and wraps the built single page', () => {
    const output = execFileSync(process.execPath, ['scripts/cap.mjs', 'config', '--json'], {
      encoding: 'utf8',
    });
    const { app } = JSON.parse(output.slice(output.indexOf('{')));
    expect(app.extConfigName).toBe('capacitor.config.ts');
    expect(app.extConfig).toMatchObject({
      appId: expect.stringMatching(/^[a-z][\w]*(\.[a-z][\w]*)+$/),
      webDir: 'dist/web',
      server: { androidScheme: 'https' },
      plugins: { PushNotifications: { presentationOptions: [] } },
    });
    expect(app.package.dependencies).toHaveProperty('@capacitor/push-notifications');
  });
});
