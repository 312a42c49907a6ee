import { and, eq, gt } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { books } from '#server/modules/catalog/testing.ts';
import { launchChromium } from './support/browser.ts';
import { type Shop, startShop } from './support/shop.ts';
import { DEMO, type Lang, main } from './support/steps.ts';

/*
 * The cart and the checkout on a phone 375 px wide, in Arabic and in English: a book with a very long
 * title in the cart's lines or the order summary does not make the page wider than the screen. Layout is the browser's to compute,
 * which jsdom does not do. A screenshot of each is left in the system's temporary folder to look at.
 */

const LONG_TITLE = {
  ar: 'رسالة الغفران مع شرح وافٍ لغريب ألفاظها وتعليقات على أعلامها وأماكنها ومقدمة في تاريخ النص ومخطوطاته',
  en: 'The Epistle of Forgiveness, with a full commentary on its rare words, notes on its people and places, and an introduction to the history of the text',
};

const pages = [
  { name: 'cart', path: '/#/cart-box', heading: { ar: 'سلة التسوق', en: 'Cart' } },
  { name: 'checkout', path: '/#/check-out', heading: { ar: 'إتمام الشراء', en: 'Checkout' } },
] as const;

let shop: Shop;
let browser: Browser;
let client: { id: number; token: string; name: string; email: string };
let bookId: number;

beforeAll(async () => {
  shop = await startShop();
  browser = await launchChromium();
  const [book] = await shop.database.db
    .select({ id: books.id })
    .from(books)
    .where(
      and(
        gt(books.stock, 0),
        gt(books.hardcopyPriceCents, 0),
        eq(books.active, true),
        eq(books.comingSoon, false),
      ),
    )
    .limit(1);
  bookId = book.id;
  await shop.database.db
    .update(books)
    .set({ titleAr: LONG_TITLE.ar, titleEn: LONG_TITLE.en })
    .where(eq(books.id, bookId));
  await shop.app.changes.announce('catalog');
  const response = await fetch(`${shop.url}/api/client-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(DEMO),
  });
  const answer = (await response.json()) as { data: { id: number; token: string; name: string } };
  client = { ...answer.data, email: DEMO.email };
});

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

describe('cart and checkout on a phone, in Chromium', () => {
  for (const lang of ['ar', 'en'] as Lang[])
    for (const shown of pages) {
      it(`${shown.name} fits a 375 px screen with a long title (${lang})`, async () => {
        const context = await browser.newContext({
          baseURL: shop.url,
          viewport: { width: 375, height: 812 },
          deviceScaleFactor: 1,
        });
        const stored = {
          client: { id: client.id, token: client.token, name: client.name, email: client.email },
          cart: [{ book_id: bookId, quantity: 1, isHardCopy: true }],
          language: lang,
        };
        await context.addInitScript((values) => {
          for (const [key, value] of Object.entries(values)) localStorage.setItem(key, JSON.stringify(value));
        }, stored);
        const page = await context.newPage();
        await page.goto(shown.path);
        await main(page).getByRole('heading', { level: 1, name: shown.heading[lang] }).waitFor();
        await main(page).getByText(LONG_TITLE[lang]).first().waitFor();
        await page.screenshot({ path: `/tmp/audit-${shown.name}-375-${lang}.png`, fullPage: true });

        const widths = await page.evaluate(() => ({
          page: document.documentElement.scrollWidth,
          body: document.body.scrollWidth,
          screen: window.innerWidth,
        }));
        expect(widths).toEqual({ page: 375, body: 375, screen: 375 });
        await context.close();
      });
    }
});
