import { mkdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '#server/modules/clients/testing.ts';
import { STAFF_PASSWORD, signedInStaff } from '#server/modules/staff/testing.ts';
import { settle } from './support/axe.ts';
import { type BidiFinding, bidiCheck } from './support/bidi.ts';
import { launchChromium, newPage } from './support/browser.ts';
import { signInToConsole } from './support/console.ts';
import {
  bookAsPdf,
  bookInPrint,
  demoToken,
  payInSandbox,
  placeGiftOrder,
  placeHardCopyOrder,
} from './support/orders.ts';
import { type Shop, startShop } from './support/shop.ts';
import { DEMO, type Lang, logInOnLoginPage, openShop, waitForPath } from './support/steps.ts';

/*
 * Every place that shows an address, a name, an ISBN, a date, a phone or an amount inside text of
 * the other direction, in Arabic and in English, checked by rule in Chromium (support/bidi.ts): the
 * reader's book page, cart, checkout, orders, an order, profile and gifts; the console's orders, an
 * order, its client, the invoices and the activity log. The demo reader has an Arabic name and a
 * Saudi phone; their order ships to an Arabic street with a number and bills to 'Riyadh، Riyadh،
 * 12211' under a Latin name. SHOTS_DIR=<folder> keeps a screenshot of each page checked.
 */

let shop: Shop;
let browser: Browser;
let admin: { email: string; token: string };
let inPrint: number;
let orderId: number;
let clientId: number;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchChromium()]);
  admin = await signedInStaff(shop as never, 'admin');
  const db = shop.database.db;
  const [demo] = await db
    .update(clients)
    .set({ name: 'سارة أحمد', mobile: '+966551234567' })
    .where(eq(clients.email, DEMO.email))
    .returning({ id: clients.id });
  clientId = demo!.id;
  const token = await demoToken(shop);
  inPrint = await bookInPrint(shop);
  orderId = await placeHardCopyOrder(shop, token, inPrint);
  await payInSandbox(shop, token, await placeGiftOrder(shop, token, await bookAsPdf(shop)));
  // The order handed to the carrier, so invoiced; the reader downloads the invoice.
  for (const payload of [
    { status: 'processing' },
    { status: 'shipped', carrier: 'Aramex', tracking_number: 'AX1' },
  ]) {
    const moved = await shop.app.inject({
      method: 'POST',
      url: `/api/staff/orders/${orderId}/status`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload,
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  const invoice = await shop.app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}/invoice`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(invoice.statusCode, invoice.body).toBe(200);
});

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/** Opens each route, waits for it to settle, and checks it at 1280 px (and at 375 px for `narrow`). */
async function checkRoutes(page: Page, lang: Lang, routes: string[], narrow: string[] = []) {
  const findings: BidiFinding[] = [];
  for (const route of routes) {
    for (const width of narrow.includes(route) ? [1280, 375] : [1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/#${route}`);
      await settle(page);
      const name = route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
      await shot(page, `${name}-${width}-${lang}`);
      findings.push(...(await bidiCheck(page, `${route} at ${width} px`)));
    }
  }
  return findings;
}

describe('the rule', () => {
  it('finds a phone turned around and an Arabic street not isolated in English', async () => {
    const { page, context } = await newPage(browser, shop.url);
    await page.setContent(`<main>
      <p dir="rtl" lang="ar">الهاتف: <span>+966501234567</span></p>
      <p dir="rtl" lang="ar">الهاتف: <bdi>+966501234567</bdi></p>
      <p dir="ltr" lang="en">Ship to <span>شارع الجامعة 12</span>, Amman</p>
      <p dir="ltr" lang="en">Ship to <bdi>شارع الجامعة 12</bdi>, Amman</p>
    </main>`);
    const findings = await bidiCheck(page, 'a page of its own');
    expect(findings.map(({ text, problem }) => [text, problem])).toEqual([
      ['+966501234567', "'+966501234567' out of order on screen at '+9'"],
      ['+966501234567', "'+966501234567' not isolated in 'الهاتف: +966501234567'"],
      ['شارع الجامعة 12', "'شارع الجامعة 12' not isolated in 'Ship to شارع الجامعة 12, Amman'"],
    ]);
    await context.close();
  });
});

describe.each(['ar', 'en'] as const)('in %s', (lang) => {
  it('isolates and orders every value of the other direction on the reader’s pages', async () => {
    const { page, context } = await openShop(browser, shop.url, lang);
    await page.goto('/#/login');
    await logInOnLoginPage(page, lang);
    await waitForPath(page, '/home');
    // Two printed copies in the cart; prices also shown approximately in riyals (Arabic) or pounds (English).
    await page.evaluate(
      ({ book, currency }) => {
        localStorage.setItem('cart', JSON.stringify([{ book_id: book, quantity: 2, isHardCopy: true }]));
        localStorage.setItem('display-currency', JSON.stringify(currency));
      },
      { book: inPrint, currency: lang === 'ar' ? 'SAR' : 'EGP' },
    );
    const findings = await checkRoutes(page, lang, [
      `/book-details/${inPrint}`,
      '/cart-box',
      '/check-out',
      '/my-orders',
      `/order-details?id=${orderId}`,
      '/my-profile',
      '/my-gifts',
    ]);
    expect(findings).toEqual([]);
    await context.close();
  });

  it('isolates and orders every value of the other direction in the console', async () => {
    const { page, context } = await newPage(browser, shop.url);
    await signInToConsole(page, lang, admin.email, STAFF_PASSWORD);
    const findings = await checkRoutes(
      page,
      lang,
      [
        '/staff/orders',
        `/staff/orders/${orderId}`,
        `/staff/clients/${clientId}`,
        '/staff/invoices',
        '/staff/activity',
      ],
      ['/staff/orders'],
    );
    expect(findings).toEqual([]);
    await context.close();
  });
});
