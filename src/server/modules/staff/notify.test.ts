import { beforeAll, describe, expect, it } from 'vitest';
import { newestBooks as newestBooksIn } from '#server/modules/catalog/testing.ts';
import { countDevices } from '#server/modules/devices/testing.ts';
import { createTestApp, setUpForFile } from '#server/test/harness.ts';
import {
  decryptPush,
  type SubscriberKeys,
  startTestPushService,
  subscriberKeys,
  verifyVapid,
} from '#server/test/push-service.ts';
import { signedInStaff, staffCaller } from './testing.ts';

/*
 * The staff console's 'notify subscribers of this new book', end to end: browsers' subscriptions
 * registered through POST /devices, an editor pressing the button through the API, and a push service
 * served by this test that decrypts what it receives with the subscription's keys.
 */

const pushService = setUpForFile(startTestPushService);
const t = setUpForFile(() =>
  createTestApp(
    { vapidSubject: 'mailto:push@example.com' },
    { seed: true, pushDelivery: { agent: pushService.agent } },
  ),
);
const call = staffCaller(t);
let editor: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  editor = await signedInStaff(t, 'editor');
});

const newestBooks = () => newestBooksIn(t.database.db);

async function subscribe(name: string, lang: 'ar' | 'en'): Promise<SubscriberKeys> {
  const keys = subscriberKeys();
  const res = await call('POST', '/devices', {
    lang,
    body: {
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

describe('POST /staff/books/:id/notify', () => {
  it('answers 404 with a message for a book that does not exist, in the request language', async () => {
    const en = await call('POST', '/staff/books/999999/notify', { token: editor.token, lang: 'en' });
    expect(en.statusCode).toBe(404);
    expect(en.json()).toEqual({ message: 'Book not found', code: 'not_found' });
    const ar = await call('POST', '/staff/books/999999/notify', { token: editor.token, lang: 'ar' });
    expect(ar.json().message).toBe('الكتاب غير موجود');
    expect(pushService.received).toHaveLength(0);
  });

  it('delivers an encrypted, VAPID-signed message the registered browser decrypts, and reports the counts', async () => {
    const [book] = await newestBooks();
    const arabic = await subscribe('console-ar', 'ar');
    const english = await subscribe('console-en', 'en');
    await subscribe('console-gone', 'ar');
    pushService.answer('console-gone', 410);
    const native = await call('POST', '/devices', { body: { token: 'native-fcm-console', type: 'android' } });
    expect(native.statusCode).toBe(201);

    const res = await call('POST', `/staff/books/${book.id}/notify`, { token: editor.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { sent: 2, removed: 1, failed: 0, skipped: 1 } });

    const receivedBy = (name: string) => pushService.received.find((push) => push.path === `/push/${name}`);
    const toArabic = receivedBy('console-ar');
    expect(toArabic?.headers['content-encoding']).toBe('aes128gcm');
    expect(toArabic?.body.toString('utf8')).not.toContain(book.titleAr);
    expect(JSON.parse(decryptPush(toArabic!.body, arabic))).toEqual({
      title: 'كتاب جديد',
      body: book.titleAr,
      route: 'book-details',
      id: book.id,
    });
    expect(JSON.parse(decryptPush(receivedBy('console-en')!.body, english))).toEqual({
      title: 'New book',
      body: book.titleEn || book.titleAr,
      route: 'book-details',
      id: book.id,
    });
    expect(verifyVapid(toArabic?.headers.authorization as string).claims.sub).toBe('mailto:push@example.com');
    // The subscription its push service called gone is forgotten.
    expect(await countDevices(t.database.db, pushService.endpoint('console-gone'))).toBe(0);
  });

  it('lets an admin notify as well', async () => {
    const admin = await signedInStaff(t, 'admin');
    const [book] = await newestBooks();
    const res = await call('POST', `/staff/books/${book.id}/notify`, { token: admin.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ sent: 2, removed: 0, failed: 0 });
    // Who announced which book, and to how many, is in the activity log.
    const log = await call('GET', `/staff/activity?entity=book&entity_id=${book.id}&action=notify`, {
      token: admin.token,
    });
    expect(log.json().data[0]).toMatchObject({
      staff_id: admin.id,
      action: 'notify',
      after: { sent: 2, removed: 0, failed: 0, skipped: 1 },
    });
  });
});
