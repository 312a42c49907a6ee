import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { devices } from '#server/db/schema/devices.ts';
import { newestBooks } from '#server/modules/catalog/testing.ts';
import { setUpForFile, setUpTestApp } from '#server/test/harness.ts';
import {
  decryptPush,
  type SubscriberKeys,
  startTestPushService,
  subscriberKeys,
  verifyVapid,
} from '#server/test/push-service.ts';
import { notifyNewBook } from './notify.ts';
import { loadVapid } from './push-keys.ts';

/*
 * The sender end to end: browsers' subscriptions registered through POST /devices, the shop's sender,
 * and a push service served by this test that decrypts what it receives with the subscription's keys.
 */

const t = setUpTestApp({ vapidSubject: 'mailto:push@example.com' }, { seed: true });
const pushService = setUpForFile(startTestPushService);
let book: { id: number; titleAr: string; titleEn: string };

beforeAll(async () => {
  [book] = await newestBooks(t.database.db);
});

async function subscribe(name: string, lang: 'ar' | 'en'): Promise<SubscriberKeys> {
  const keys = subscriberKeys();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/devices',
    headers: { 'accept-language': lang },
    payload: {
      token: pushService.endpoint(name),
      name: 'test browser',
      type: 'Desktop',
      serial: name,
      client_id: null,
      keys: { p256dh: keys.p256dh, auth: keys.auth },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return keys;
}

const receivedBy = (name: string) => pushService.received.filter((push) => push.path === `/push/${name}`);
const deviceCount = (name: string) =>
  t.database.db.$count(devices, eq(devices.token, pushService.endpoint(name)));

describe('notifying registered browsers of a new book', () => {
  it('delivers an encrypted, VAPID-signed message each subscriber can read, in its language', async () => {
    const arabic = await subscribe('reader-ar', 'ar');
    const english = await subscribe('reader-en', 'en');
    const native = await t.app.inject({
      method: 'POST',
      url: '/api/devices',
      payload: { token: 'native-fcm-token', type: 'android', client_id: null },
    });
    expect(native.statusCode).toBe(201);

    const summary = await notifyNewBook(t.database.db, t.config, book.id, { agent: pushService.agent });
    expect(summary).toMatchObject({ sent: 2, removed: 0, failed: 0, skipped: 1 });

    const [toArabic] = receivedBy('reader-ar');
    expect(toArabic.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(toArabic.headers.ttl)).toBeGreaterThan(0);
    expect(toArabic.body.toString('utf8')).not.toContain(book.titleAr);
    expect(JSON.parse(decryptPush(toArabic.body, arabic))).toEqual({
      title: 'كتاب جديد',
      body: book.titleAr,
      route: 'book-details',
      id: book.id,
    });
    const [toEnglish] = receivedBy('reader-en');
    expect(JSON.parse(decryptPush(toEnglish.body, english))).toEqual({
      title: 'New book',
      body: book.titleEn || book.titleAr,
      route: 'book-details',
      id: book.id,
    });

    const { key, claims } = verifyVapid(toArabic.headers.authorization as string);
    expect(key).toBe((await loadVapid(t.app.db, t.config)).publicKey);
    expect(claims.sub).toBe('mailto:push@example.com');
    expect(claims.aud).toBe(new URL(pushService.endpoint('x')).origin);
    expect(Number(claims.exp) * 1000).toBeGreaterThan(Date.now());
  });

  it('removes devices whose push service answers 410 or 404, and keeps those that fail otherwise', async () => {
    await subscribe('unsubscribed', 'ar');
    await subscribe('unknown', 'ar');
    await subscribe('overloaded', 'ar');
    pushService.answer('unsubscribed', 410);
    pushService.answer('unknown', 404);
    pushService.answer('overloaded', 503);
    const summary = await notifyNewBook(t.database.db, t.config, book.id, { agent: pushService.agent });
    expect(summary).toMatchObject({ sent: 2, removed: 2, failed: 1, skipped: 1 });
    expect(await deviceCount('unsubscribed')).toBe(0);
    expect(await deviceCount('unknown')).toBe(0);
    expect(await deviceCount('overloaded')).toBe(1);
    expect(await deviceCount('reader-ar')).toBe(1);
  });

  it('refuses a book that does not exist', async () => {
    await expect(
      notifyNewBook(t.database.db, t.config, 999_999, { agent: pushService.agent }),
    ).rejects.toMatchObject({
      statusCode: 404,
      localized: { en: 'Book not found' },
    });
  });
});
