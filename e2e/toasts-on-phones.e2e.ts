import { asc } from 'drizzle-orm';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { books } from '#server/modules/catalog/testing.ts';
import { launchChromium } from './support/browser.ts';
import { type Shop, startShop } from './support/shop.ts';
import { type Lang, main, openShop } from './support/steps.ts';

/*
 * Toasts on a phone (decision 052): at 375 px they sit at an edge of the screen, clear of the page's
 * title. The waiting list's confirmation (the mailed link back to the book's page) shows one as the
 * page opens, where the book's title comes under its cover, near the bottom of the screen.
 */

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('The element is not on the page');
  return found;
}

const confirmed = {
  ar: 'تأكد عنوانك: سنكتب إليك حين يتوفر الكتاب.',
  en: 'Your address is confirmed: we will write to you when the book is available.',
};

let shop: Shop;
let browser: Browser;
let bookId: number;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchChromium()]);
  const [book] = await shop.database.db.select({ id: books.id }).from(books).orderBy(asc(books.id)).limit(1);
  bookId = book!.id;
});

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

describe.each(['ar', 'en'] as Lang[])('the waiting list’s confirmation at 375 px (%s)', (lang) => {
  it('shows its toast at an edge of the screen, clear of the book’s title', async () => {
    const { context, page, problems } = await openShop(browser, shop.url, lang);
    const height = 800;
    await page.setViewportSize({ width: 375, height });
    await page.goto(`/#/book-details/${bookId}?waitlist=1`);
    const title = main(page).getByRole('heading', { level: 1 });
    await title.waitFor();
    const toast = page.locator('.Toastify__toast', { hasText: confirmed[lang] }).first();
    await toast.waitFor();
    // Measured once it has slid in.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.Toastify__toast')].every((t) =>
        t.getAnimations().every((animation) => animation.playState === 'finished'),
      ),
    );
    const shown = await box(toast);
    expect(overlaps(shown, await box(title))).toBe(false);
    // At the top or the bottom edge of the screen, as wide as it.
    expect(Math.round(shown.y) <= 24 || Math.round(shown.y + shown.height) >= height - 24).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
