import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { akhbars, books, clients, linkTypes } from '#server/db/schema/index.ts';
import { launchChromium } from './support/browser.ts';
import { type Shop, startShop } from './support/shop.ts';
import { DEMO, hashPath, type Lang, logInOnLoginPage, main, openShop, waitForPath } from './support/steps.ts';

/*
 * Every reader route, in Arabic and in English, checked with axe-core in Chromium: no serious or
 * critical violation anywhere. One browser and one shop; the pages are opened in sequence in one
 * profile per language, first as a visitor, then signed in with a book of each format in the cart.
 */

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let shop: Shop;
let browser: Browser;
let routes: { visitor: string[]; client: string[] };

beforeAll(async () => {
  shop = await startShop();
  browser = await launchChromium();
  const db = shop.database.db;
  const [book] = await db.select({ id: books.id }).from(books).limit(1);
  const [news] = await db.select({ id: akhbars.id }).from(akhbars).limit(1);
  const [linkType] = await db.select({ id: linkTypes.id }).from(linkTypes).limit(1);
  routes = {
    visitor: [
      '/',
      '/books',
      '/search',
      `/book-details/${book?.id}`,
      '/al-akhbar',
      `/alakhbar-articles/${news?.id}`,
      '/alkashkoul',
      `/links?id=${linkType?.id}`,
      '/privacy-policy',
      '/contact-us',
      '/favorite-box',
      '/cart-box',
      '/register',
      '/forgotpassword',
      '/activation/reader@example.com',
      '/new-password/reader@example.com',
      '/login',
    ],
    client: ['/cart-box', '/check-out', '/check-out/pdf', '/my-orders', '/my-books', '/my-profile'],
  };
});

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

/** Waits until the page's main content has stopped changing (data arrived, skeletons replaced). */
async function settle(page: Page) {
  await main(page).waitFor();
  let last = '';
  await expect
    .poll(
      async () => {
        const now = await main(page).innerHTML();
        const still = now === last && !/animate-pulse|aria-busy="true"/.test(now);
        last = now;
        return still;
      },
      { timeout: 15_000, interval: 400 },
    )
    .toBe(true);
}

type Finding = { route: string; rule: string; impact: string; help: string; targets: string[] };

/** Runs axe on the whole document; answers its serious and critical violations. */
async function audit(page: Page, route: string): Promise<Finding[]> {
  // Evaluated through the DevTools protocol, which the shop's Content Security Policy does not govern.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = (await page.evaluate(() =>
    (window as unknown as { axe: { run(context: Document): Promise<unknown> } }).axe.run(document),
  )) as AxeResults;
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      route,
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
}

async function visit(page: Page, route: string) {
  await page.goto(`/#${route}`);
  await settle(page);
  // The page itself was checked, not a redirect away from it.
  expect(hashPath(page)).toBe(route);
  return audit(page, route);
}

describe.each(['ar', 'en'] as Lang[])('axe-core on every reader route (%s)', (lang) => {
  it('finds no serious or critical violation, as a visitor and signed in', async () => {
    const { context, page, problems } = await openShop(browser, shop.url, lang);
    const findings: Finding[] = [];
    for (const route of routes.visitor) findings.push(...(await visit(page, route)));

    // A toast on screen: the footer's subscription confirms with one.
    await page.locator('#subscribe-email').fill(`reader-${lang}@example.com`);
    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: lang === 'ar' ? 'اشتراك' : 'Subscribe' })
      .click();
    await page.locator('.Toastify__toast').first().waitFor();
    const countdown = lang === 'ar' ? 'الوقت الباقي للإشعار' : 'Time left on the notification';
    await page.getByRole('progressbar', { name: countdown }).first().waitFor();
    await page.waitForTimeout(1000);
    findings.push(...(await audit(page, '/login with a toast')));

    await logInOnLoginPage(page, lang);
    await waitForPath(page, '/home');
    const [pdfBook, printBook] = await shop.database.db.select({ id: books.id }).from(books).limit(2);
    await page.evaluate(
      (cart) => localStorage.setItem('cart', JSON.stringify(cart)),
      [
        { book_id: pdfBook?.id, quantity: 1, isHardCopy: false },
        { book_id: printBook?.id, quantity: 1, isHardCopy: true },
      ],
    );
    // Read from storage at start: the header's cart count shows 2.
    await page.reload();
    await page
      .getByRole('banner')
      .getByRole('link', { name: lang === 'ar' ? 'سلة التسوق: 2' : 'Cart: 2' })
      .waitFor();
    for (const route of routes.client) findings.push(...(await visit(page, route)));

    // The small-screen frame with its menu open.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/#/');
    await settle(page);
    await page.getByRole('button', { name: lang === 'ar' ? 'القائمة' : 'Menu' }).click();
    findings.push(...(await audit(page, '/ at 375 px, menu open')));

    expect(findings).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the frame for the keyboard and the eye, in Chromium', () => {
  it('starts with a skip link: one Tab, Enter, and the focus is on the content', async () => {
    const { context, page, problems } = await openShop(browser, shop.url, 'en');
    await page.goto('/#/books');
    await page.reload();
    await settle(page);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    expect(hashPath(page)).toBe('/books');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('closes the phone menu on Escape', async () => {
    const { context, page, problems } = await openShop(browser, shop.url, 'ar');
    await page.setViewportSize({ width: 375, height: 800 });
    const menu = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
    await menu.getByRole('button', { name: 'القائمة' }).click();
    await menu.getByRole('link', { name: 'المكتبة' }).waitFor();
    await page.keyboard.press('Escape');
    await menu.getByRole('link', { name: 'المكتبة' }).waitFor({ state: 'hidden' });
    expect(await menu.getByRole('button', { name: 'القائمة' }).getAttribute('aria-expanded')).toBe('false');
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([375, 1280])('does not move the page when the phone number arrives (%i px)', async (width) => {
    const { context, page, problems } = await openShop(browser, shop.url, 'ar');
    await page.setViewportSize({ width, height: 800 });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/contact-us/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    const menu = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
    const frame = async () => ({
      menu: await menu.boundingBox(),
      language: await page.getByRole('banner').getByRole('button', { name: 'English' }).boundingBox(),
      cart: await page
        .getByRole('banner')
        .getByRole('link', { name: 'سلة التسوق', exact: true })
        .boundingBox(),
      // The social links show from 640 px.
      social:
        width >= 640
          ? await page
              .getByRole('banner')
              .getByRole('link', { name: /^فيسبوك/ })
              .boundingBox()
          : null,
    });
    await page.locator('footer a[href*="/links?id="]').first().waitFor();
    await settle(page);
    const before = await frame();
    release();
    await page.getByRole('banner').locator('a[href^="tel:"]').first().waitFor();
    expect(await frame()).toEqual(before);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('cuts a long name in the top bar and header without clipping the dots under its letters', async () => {
    const name = 'في بيتي ثيابي الجديدة في المدينة القديمة';
    await shop.database.db.update(clients).set({ name }).where(eq(clients.email, DEMO.email));
    const { context, page, problems } = await openShop(browser, shop.url, 'ar');
    await page.goto('/#/login');
    await logInOnLoginPage(page, 'ar');
    await waitForPath(page, '/home');
    const shown = page.getByRole('banner').getByText(name, { exact: true });
    await expect.poll(() => shown.count()).toBe(2);
    // Where the ink of the letters reaches, from the baseline and the font's measures, against the
    // box that clips them.
    const overflow = await shown.evaluateAll((spans) =>
      spans.map((span) => {
        const marker = document.createElement('span');
        marker.style.cssText = 'display:inline-block;width:0;height:0;vertical-align:baseline';
        span.append(marker);
        const baseline = marker.getBoundingClientRect().bottom;
        marker.remove();
        const context2d = document.createElement('canvas').getContext('2d');
        if (!context2d) return 'no canvas';
        context2d.font = getComputedStyle(span).font;
        const ink = context2d.measureText(span.textContent ?? '');
        const box = span.getBoundingClientRect();
        return {
          cut: span.scrollWidth > span.clientWidth,
          above: Math.round(box.top - (baseline - ink.actualBoundingBoxAscent)),
          below: Math.round(baseline + ink.actualBoundingBoxDescent - box.bottom),
        };
      }),
    );
    expect(overflow.map((o) => (typeof o === 'string' ? o : o.cut))).toEqual([true, true]);
    for (const o of overflow) {
      if (typeof o === 'string') continue;
      expect(o.above).toBeLessThanOrEqual(0);
      expect(o.below).toBeLessThanOrEqual(0);
    }
    // On the English page the Arabic name still runs right to left, so it is its end that is cut.
    await page.getByRole('button', { name: 'English' }).first().click();
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('ltr');
    expect(await shown.evaluateAll((spans) => spans.map((span) => getComputedStyle(span).direction))).toEqual(
      ['rtl', 'rtl'],
    );
    expect(problems).toEqual([]);
    await context.close();
  });
});
