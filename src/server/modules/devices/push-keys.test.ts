import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { buildApp } from '#server/app.ts';
import { devices, pushKeys } from '#server/db/schema/devices.ts';
import { StartupRefusal } from '#server/plugins/errors.ts';
import { VAPID_FILE } from '#server/services/push/vapid.ts';
import { createTestApp, startSecondProcess, type TestContext } from '#server/test/harness.ts';
import { keyFileSetAsideLine, loadVapid, mismatchLine } from './push-keys.ts';

/*
 * One VAPID key pair for every API process: from the settings, else from the database, where the
 * first process to start stores it. Keys in the settings that differ from the database's stop a
 * production start with one line.
 */

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'vapid-test-'));
const settings = (overrides: object = {}) => ({
  dataDir: freshDir(),
  vapidSubject: 'mailto:shop@example.com',
  vapidKeys: undefined,
  env: 'test' as const,
  ...overrides,
});

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.database.db.delete(pushKeys);
});

const publicKeyServedBy = async (app: TestContext['app']) =>
  (await app.inject({ url: '/api/devices/vapid-public-key' })).json().data.public_key as string;

describe('VAPID keys', () => {
  it('are made once and kept in the database: every process on it serves the same public key', async () => {
    const first = await loadVapid(t.database.db, settings());
    expect(first.source).toBe('generated');
    expect(first.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect(first.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await loadVapid(t.database.db, settings());
    expect(again).toMatchObject({
      source: 'database',
      publicKey: first.publicKey,
      privateKey: first.privateKey,
    });

    const second = await startSecondProcess(t);
    try {
      expect(await publicKeyServedBy(second.app)).toBe(first.publicKey);
    } finally {
      await second.close();
    }
  });

  it('made by processes starting together are one pair', async () => {
    const made = await Promise.all([1, 2, 3].map(() => loadVapid(t.database.db, settings())));
    expect(new Set(made.map((keys) => keys.publicKey)).size).toBe(1);
    expect(await t.database.db.select().from(pushKeys)).toHaveLength(1);
  });

  it('come from the settings when given, and are stored for the processes without them', async () => {
    const keys = webpush.generateVAPIDKeys();
    expect(await loadVapid(t.database.db, settings({ vapidKeys: keys }))).toMatchObject({
      ...keys,
      source: 'settings',
      mismatch: false,
    });
    expect(await loadVapid(t.database.db, settings())).toMatchObject({ ...keys, source: 'database' });
  });

  it('keep an older shop’s key file, which its browsers subscribed with', async () => {
    const dataDir = freshDir();
    const keys = webpush.generateVAPIDKeys();
    writeFileSync(path.join(dataDir, VAPID_FILE), JSON.stringify(keys));
    expect(await loadVapid(t.database.db, settings({ dataDir }))).toMatchObject({
      ...keys,
      source: 'key file',
    });
    expect(await loadVapid(t.database.db, settings())).toMatchObject({ ...keys, source: 'database' });
  });

  it('from an older shop’s key file take the place of a pair another process made up moments before', async () => {
    // Upgrading: a process that does not see the file starts first and makes up a pair.
    const madeUp = await loadVapid(t.database.db, settings());
    expect(madeUp.source).toBe('generated');
    expect(await publicKeyServedBy(t.app)).toBe(madeUp.publicKey);

    const dataDir = freshDir();
    const keys = webpush.generateVAPIDKeys();
    writeFileSync(path.join(dataDir, VAPID_FILE), JSON.stringify(keys));
    expect(await loadVapid(t.database.db, settings({ dataDir }))).toMatchObject({
      ...keys,
      source: 'key file',
    });
    // Every process, the one that made up the other pair included, now serves the file's.
    expect(await publicKeyServedBy(t.app)).toBe(keys.publicKey);
    expect(await loadVapid(t.database.db, settings())).toMatchObject({ ...keys, source: 'database' });
  });

  it('from an older shop’s key file win whatever the order of processes starting together', async () => {
    const dataDir = freshDir();
    const keys = webpush.generateVAPIDKeys();
    writeFileSync(path.join(dataDir, VAPID_FILE), JSON.stringify(keys));
    for (let round = 0; round < 5; round += 1) {
      await t.database.db.delete(pushKeys);
      // Four processes without the file, one with it, on connections of their own where there are.
      const starts = [0, 1, 2, 3, 4].map((i) => settings(i === round ? { dataDir } : {}));
      await Promise.all(starts.map((config) => loadVapid(t.database.db, config)));
      const rows = await t.database.db.select().from(pushKeys);
      expect(rows).toMatchObject([
        { publicKey: keys.publicKey, privateKey: keys.privateKey, generated: false },
      ]);
      expect(await publicKeyServedBy(t.app)).toBe(keys.publicKey);
    }
  });

  it('made up and subscribed with by browsers are kept over a key file found later, with a warning', async () => {
    const madeUp = await loadVapid(t.database.db, settings());
    await t.database.db
      .insert(devices)
      .values({ token: 'https://push.example/subscription/1', type: 'web', p256dh: 'p256dh', auth: 'auth' });
    try {
      const dataDir = freshDir();
      writeFileSync(path.join(dataDir, VAPID_FILE), JSON.stringify(webpush.generateVAPIDKeys()));
      expect(await loadVapid(t.database.db, settings({ dataDir }))).toMatchObject({
        publicKey: madeUp.publicKey,
        source: 'database',
        keyFileSetAside: true,
      });
      expect(keyFileSetAsideLine).toBe(
        "vapid-keys.json in the data folder holds another pair than the database, which browsers have subscribed with since: the database's pair is kept; remove the file.",
      );
    } finally {
      await t.database.db.delete(devices);
    }
  });

  it('refuse a damaged key file instead of replacing it', async () => {
    const dataDir = freshDir();
    writeFileSync(path.join(dataDir, VAPID_FILE), '{"publicKey":"nope"}');
    await expect(loadVapid(t.database.db, settings({ dataDir }))).rejects.toThrow(
      /does not hold a VAPID key pair/,
    );
  });

  it('in the settings but not the database’s stop a production start with one line', async () => {
    const stored = await loadVapid(t.database.db, settings());
    const other = webpush.generateVAPIDKeys();
    await expect(loadVapid(t.database.db, settings({ vapidKeys: other, env: 'production' }))).rejects.toThrow(
      new StartupRefusal(mismatchLine),
    );
    expect(mismatchLine).toBe(
      'VAPID_PUBLIC_KEY differs from the push key the database holds, which browsers subscribed with: set the pair the database holds (table push_keys), or remove its row to start over with these keys (every browser must then subscribe again).',
    );
    // The app does not come up either, and says why.
    await expect(
      buildApp({ config: { ...t.config, env: 'production', vapidKeys: other }, database: t.database }),
    ).rejects.toBeInstanceOf(StartupRefusal);
    // Elsewhere the settings' keys are used, flagged for a warning; the database keeps its pair.
    const dev = await loadVapid(t.database.db, settings({ vapidKeys: other }));
    expect(dev).toMatchObject({ publicKey: other.publicKey, mismatch: true });
    expect(await loadVapid(t.database.db, settings())).toMatchObject({ publicKey: stored.publicKey });
  });
});
