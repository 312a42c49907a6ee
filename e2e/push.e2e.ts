import { desc, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStaff } from '#server/db/seed/data/index.ts';
import { books } from '#server/modules/catalog/testing.ts';
import { activateClient, createClient } from '#server/modules/clients/testing.ts';
import { loadVapid } from '#server/modules/devices/index.ts';
import { devices } from '#server/modules/devices/testing.ts';
import {
  decryptPush,
  startTestPushService,
  subscriberKeys,
  type TestPushService,
} from '#server/test/push-service.ts';
import { launchChromium, newPage } from './support/browser.ts';
import { type GcmStandIn, launchChromiumWithPush, startGcmStandIn } from './support/push-service.ts';
import { type Shop, startShop } from './support/shop.ts';

/*
 * Web Push in the system Chromium. Chromium subscribes through Google's GCM, which this machine cannot
 * reach: e2e/support/push-service.ts serves GCM's check-in and registration on 127.0.0.1 (Chromium's
 * own --gcm-* switches), so the browser, its subscription and its keys are real. Delivery through
 * GCM's message channel is not. So the staff console's send goes to a push service of this test's own
 * (src/server/test/push-service.ts, trusted through buildApp's `pushDelivery`), which decrypts the
 * message with its subscription's keys; DevTools then hands that text to the worker, as Chromium does
 * after decrypting a push itself.
 */

let shop: Shop;
let browser: Browser;
let gcm: GcmStandIn;
let pushService: TestPushService;

beforeAll(async () => {
  pushService = await startTestPushService();
  shop = await startShop({}, { pushDelivery: { agent: pushService.agent } });
  browser = await launchChromium();
  gcm = await startGcmStandIn();
});

afterAll(async () => {
  await browser?.close();
  await gcm?.close();
  await shop?.close();
  await pushService?.close();
});

const notifyButton = 'أعلمني بالكتب الجديدة';
const PASSWORD = 'push-reader-password-1';

async function readerWithAccount() {
  const db = shop.database.db;
  const client = await createClient(db, {
    name: 'ليلى حسن',
    date_of_birth: '1992-04-11',
    address: 'بيروت، الحمرا',
    email: `push-reader-${Date.now().toString(36)}@example.com`,
    mobile: '+96171123456',
    mobile_country: 'LB',
    password: PASSWORD,
    language: 'ar',
  });
  await activateClient(db, client.id);
  return client;
}

/** Watches (and passes through) the browser's own permission and subscription calls. */
async function watchPushCalls(page: Page) {
  await page.addInitScript(() => {
    const seen = { permissionRequests: 0, subscribeKeys: [] as string[], subscribeOutcomes: [] as string[] };
    Object.assign(window, { __push: seen });
    const requestPermission = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = () => {
      seen.permissionRequests += 1;
      return requestPermission();
    };
    const subscribe = PushManager.prototype.subscribe;
    PushManager.prototype.subscribe = async function (options) {
      const key = options?.applicationServerKey;
      seen.subscribeKeys.push(typeof key === 'string' ? key : String(key));
      try {
        const subscription = await subscribe.call(this, options);
        seen.subscribeOutcomes.push('subscribed');
        return subscription;
      } catch (error) {
        seen.subscribeOutcomes.push(`${(error as Error).name}: ${(error as Error).message}`);
        throw error;
      }
    };
  });
}

type Seen = { permissionRequests: number; subscribeKeys: string[]; subscribeOutcomes: string[] };
const seenBy = (page: Page) => page.evaluate(() => (window as unknown as { __push: Seen }).__push);

const activeWorker = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? null);

describe('Web Push in Chromium', () => {
  it('asks only on the click, subscribes with the shop key, registers as Desktop, and again after login', async () => {
    const chromium = await launchChromiumWithPush(gcm, shop.url);
    const { context } = chromium;
    try {
      await context.grantPermissions(['notifications'], { origin: shop.url });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      await watchPushCalls(page);
      await page.goto('/');

      expect(await activeWorker(page)).toBe(`${shop.url}/sw.js`);
      const button = page.getByRole('button', { name: notifyButton });
      await button.waitFor();
      // Granted in the browser's settings, yet the shop neither prompted nor subscribed by itself.
      expect(await seenBy(page)).toEqual({ permissionRequests: 0, subscribeKeys: [], subscribeOutcomes: [] });
      expect(await shop.database.db.$count(devices)).toBe(0);

      await button.click();
      await page.getByText('تم تفعيل الإشعارات: سنعلمك بالكتب الجديدة').waitFor();
      await page.getByText('ستصلك إشعارات بالكتب الجديدة').waitFor();
      const publicKey = (await loadVapid(shop.database.db, shop.config)).publicKey;
      expect(await seenBy(page)).toEqual({
        permissionRequests: 1,
        subscribeKeys: [publicKey],
        subscribeOutcomes: ['subscribed'],
      });
      // The push service was told whose messages to accept: the shop's VAPID key. Chromium may also
      // register senders of its own there, before or after the shop's.
      expect(gcm.registrations.map((registration) => registration.sender)).toContain(publicKey);

      const subscription = await page.evaluate(async () => {
        const worker = await navigator.serviceWorker.ready;
        return (await worker.pushManager.getSubscription())?.toJSON();
      });
      const [row] = await shop.database.db.select().from(devices);
      expect(row).toMatchObject({
        token: subscription?.endpoint,
        type: 'Desktop',
        clientId: null,
        p256dh: subscription?.keys?.p256dh,
        auth: subscription?.keys?.auth,
        lang: 'ar',
      });
      expect(row.token).toMatch(/^https:\/\/.+\/fcm\/send\/stand-in-/);
      expect(row.p256dh).toMatch(/^B[A-Za-z0-9_-]{86}$/);

      // Logging in registers the same subscription again, now for the client.
      const client = await readerWithAccount();
      await page.goto('/#/login');
      await page.getByLabel('البريد الإلكتروني', { exact: true }).fill(client.email);
      await page.getByLabel('كلمة المرور', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
      await expect
        .poll(async () => (await shop.database.db.select().from(devices)).map((d) => [d.token, d.clientId]))
        .toEqual([[row.token, client.id]]);
      // Same page (a hash route): no new prompt and no new subscription, the existing one was reused.
      expect(await seenBy(page)).toMatchObject({ permissionRequests: 1, subscribeOutcomes: ['subscribed'] });
      expect(problems).toEqual([]);
    } finally {
      await chromium.close();
    }
  });

  it('registers nothing where the browser refuses a subscription (an off-the-record profile)', async () => {
    const { context, page, problems } = await newPage(browser, shop.url);
    await context.grantPermissions(['notifications'], { origin: shop.url });
    await watchPushCalls(page);
    const devicePosts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/devices'))
        devicePosts.push(request.url());
    });
    const before = await shop.database.db.$count(devices);
    await page.goto('/');
    const button = page.getByRole('button', { name: notifyButton });
    await button.click();
    await page.getByText('تعذّر تفعيل الإشعارات في هذا المتصفح').waitFor();
    const seen = await seenBy(page);
    expect(seen.permissionRequests).toBe(1);
    expect(seen.subscribeKeys).toEqual([(await loadVapid(shop.database.db, shop.config)).publicKey]);
    // Chromium's answer in Playwright's default (incognito) contexts.
    expect(seen.subscribeOutcomes).toEqual(['AbortError: Registration failed - permission denied']);
    expect(devicePosts).toEqual([]);
    expect(await shop.database.db.$count(devices)).toBe(before);
    // The reader can try again.
    expect(await button.isEnabled()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('tells the reader when notifications are blocked, and asks no more', async () => {
    const { context, page, problems } = await newPage(browser, shop.url);
    await watchPushCalls(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'English' }).first().click();
    await page.getByRole('button', { name: 'Get notified of new books' }).click();
    // Headless Chromium cannot show the prompt and answers it with 'denied'.
    await page
      .getByText("Notifications are blocked for this site in your browser's settings")
      .first()
      .waitFor();
    expect(await page.evaluate(() => Notification.permission)).toBe('denied');
    expect(await seenBy(page)).toMatchObject({ permissionRequests: 1, subscribeKeys: [] });
    // The button gives way to the explanation: nothing left to click that could prompt again.
    expect(await page.getByRole('button', { name: 'Get notified of new books' }).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("sends from the staff console's button, and the worker shows the message the push service got", async () => {
    const { context, page, problems } = await newPage(browser, shop.url);
    await context.grantPermissions(['notifications'], { origin: shop.url });
    await page.goto('/');
    await activeWorker(page);
    const [book] = await shop.database.db
      .select({ id: books.id, title_ar: books.titleAr, title_en: books.titleEn })
      .from(books)
      .where(eq(books.active, true))
      .orderBy(desc(books.createdAt), desc(books.id))
      .limit(1);

    // A subscriber whose push service is this test's, registered as a browser registers itself.
    const subscriber = subscriberKeys();
    const registered = await fetch(`${shop.url}/api/devices`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'ar' },
      body: JSON.stringify({
        token: pushService.endpoint('console-reader'),
        type: 'Desktop',
        keys: { p256dh: subscriber.p256dh, auth: subscriber.auth },
      }),
    });
    expect(registered.status).toBe(201);

    await page.goto('/#/staff');
    await page.getByLabel('البريد الإلكتروني', { exact: true }).fill(demoStaff.email);
    await page.getByLabel('كلمة المرور', { exact: true }).fill(demoStaff.password);
    await page.getByRole('button', { name: 'الدخول إلى اللوحة' }).click();
    await page.getByRole('heading', { level: 1, name: /^أهلاً/ }).waitFor();
    // The console's books, those shown in the shop, newest first.
    await page.goto('/#/staff/books?hidden=0');
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: book.title_ar, exact: true }) });
    await row.getByRole('button', { name: 'إشعار المشتركين بهذا الكتاب الجديد' }).click();
    await page.getByText('تم الإرسال إلى جهاز واحد', { exact: true }).waitFor();

    const push = pushService.received.find((received) => received.path === '/push/console-reader');
    const text = decryptPush(push?.body ?? Buffer.alloc(0), subscriber);
    expect(JSON.parse(text)).toEqual({
      title: 'كتاب جديد',
      body: book.title_ar,
      route: 'book-details',
      id: book.id,
    });

    // DevTools delivers a push to the worker as the browser does after decrypting one.
    const cdp = await context.newCDPSession(page);
    const registrations: Array<{ registrationId: string; scopeURL: string; isDeleted: boolean }> = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
    await cdp.send('ServiceWorker.enable');
    await expect
      .poll(() => registrations.find((r) => r.scopeURL === `${shop.url}/` && !r.isDeleted))
      .toBeDefined();
    const registration = registrations.find((r) => r.scopeURL === `${shop.url}/` && !r.isDeleted);
    const deliver = () =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin: shop.url,
        registrationId: registration?.registrationId ?? '',
        data: text,
      });
    await deliver();

    const shown = () =>
      page.evaluate(async () => {
        const worker = await navigator.serviceWorker.ready;
        return (await worker.getNotifications()).map((n) => ({ title: n.title, body: n.body, data: n.data }));
      });
    // DevTools now and then loses a delivery to a worker that is just starting; delivering again is
    // safe, since notifications of the same book replace each other.
    const shownOrDeliverAgain = async () => {
      const now = await shown();
      if (now.length === 0) await deliver();
      return now;
    };
    await expect
      .poll(shownOrDeliverAgain, { interval: 500, timeout: 60_000 })
      .toEqual([{ title: 'كتاب جديد', body: book.title_ar, data: { route: 'book-details', id: book.id } }]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('serves the worker uncached, so an update reaches readers at once', async () => {
    const response = await fetch(`${shop.url}/sw.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });
});
