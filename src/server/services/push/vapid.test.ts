import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { loadConfig } from '#server/config.ts';
import { createTestApp } from '#server/test/harness.ts';
import { loadVapid, VAPID_FILE } from './vapid.ts';

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'vapid-test-'));
const settings = (dataDir: string) => ({
  dataDir,
  vapidSubject: 'mailto:shop@example.com',
  vapidKeys: undefined,
});

describe('VAPID keys', () => {
  it('are generated into the data folder on first use, readable by the owner only, and kept', () => {
    const dataDir = freshDir();
    const first = loadVapid(settings(dataDir));
    expect(first.generated).toBe(true);
    expect(first.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect(first.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const file = path.join(dataDir, VAPID_FILE);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      publicKey: first.publicKey,
      privateKey: first.privateKey,
    });
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const again = loadVapid(settings(dataDir));
    expect(again).toMatchObject({
      publicKey: first.publicKey,
      privateKey: first.privateKey,
      generated: false,
    });
  });

  it('come from the configuration when it has them, and nothing is written', () => {
    const dataDir = freshDir();
    const keys = webpush.generateVAPIDKeys();
    const config = loadConfig({
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      DATA_DIR: dataDir,
    });
    expect(loadVapid(config)).toMatchObject({ ...keys, generated: false });
    expect(() => statSync(path.join(dataDir, VAPID_FILE))).toThrow();
  });

  it('refuse a damaged key file instead of replacing it', () => {
    const dataDir = freshDir();
    writeFileSync(path.join(dataDir, VAPID_FILE), '{"publicKey":"nope"}');
    expect(() => loadVapid(settings(dataDir))).toThrow(/does not hold a VAPID key pair/);
  });

  it('are served by the API as the one the key file holds', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ url: '/api/devices/vapid-public-key' });
      const stored = JSON.parse(readFileSync(path.join(t.config.dataDir, VAPID_FILE), 'utf8'));
      expect(res.json()).toEqual({ data: { public_key: stored.publicKey } });
    } finally {
      await t.close();
    }
  });
});

describe('VAPID configuration', () => {
  it('refuses half a key pair and malformed keys', () => {
    const { publicKey, privateKey } = webpush.generateVAPIDKeys();
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrow(
      /both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/,
    );
    expect(() => loadConfig({ VAPID_PRIVATE_KEY: privateKey })).toThrow(
      /both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/,
    );
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: privateKey })).toThrow(
      /VAPID_PUBLIC_KEY/,
    );
    expect(() => loadConfig({ VAPID_SUBJECT: 'shop@example.com' })).toThrow(/VAPID_SUBJECT/);
  });

  it('takes the subject from MAIL_FROM unless VAPID_SUBJECT is given', () => {
    expect(loadConfig({ MAIL_FROM: 'Bookshop <news@shop.example>' }).vapidSubject).toBe(
      'mailto:news@shop.example',
    );
    expect(loadConfig({ MAIL_FROM: 'news@shop.example' }).vapidSubject).toBe('mailto:news@shop.example');
    expect(loadConfig({ VAPID_SUBJECT: 'https://shop.example' }).vapidSubject).toBe('https://shop.example');
  });
});
