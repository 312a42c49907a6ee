import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { akhbars, books, linkTypes } from '#server/db/schema/index.ts';
import { launchChromium } from './support/browser.ts';
import { type Shop, startShop } from './support/shop.ts';
import { hashPath, type Lang, logInOnLoginPage, main, openShop, waitForPath } from './support/steps.ts';

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
