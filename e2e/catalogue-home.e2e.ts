import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, newPage } from './support/browser.ts';
import { type Shop, startShop } from './support/shop.ts';

let shop: Shop;
let browser: Browser;

beforeAll(async () => {
  shop = await startShop();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

/** The home page's banner slider (the first list, 20 books). */
const bannerOf = (page: Page) => page.getByTestId('home-banner').getByTestId('book-slider');

/** How many slides lie wholly inside the slider's box, as the reader sees them. */
function slidesInView(slider: Locator): Promise<number> {
  return slider.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const slides = [...element.querySelectorAll('.swiper-slide')].map((slide) =>
      slide.getBoundingClientRect(),
    );
    return slides.filter(
      (slide) => slide.width > 0 && slide.left >= box.left - 1 && slide.right <= box.right + 1,
    ).length;
  });
}

/** Horizontal positions of the first two slides: which way the row runs. */
function firstTwoSlideLefts(slider: Locator): Promise<number[]> {
  return slider.evaluate((element) =>
    [...element.querySelectorAll('.swiper-slide')]
      .slice(0, 2)
      .map((slide) => slide.getBoundingClientRect().left),
  );
}

describe('home and favourites, in Chromium on the seeded shop', () => {
  it('shows the banner 1 slide per view at 375 px, 3 at 800 px and 5 at 1280 px', async () => {
    const { context, page, problems } = await newPage(browser, shop.url);
    await page.goto('/');
    const banner = bannerOf(page);
    await banner.locator('.swiper-slide').first().waitFor();

    for (const [width, perView] of [
      [375, 1],
      [800, 3],
      [1280, 5],
    ]) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => slidesInView(banner)).toBe(perView);
    }
    // The three lists of spec §2 are all there, under their headings.
    for (const heading of ['من إصداراتنا', 'قريباً', 'كتب للتوزيع']) {
      await page.getByRole('heading', { level: 2, name: heading }).waitFor();
    }

    expect(problems).toEqual([]);
    await context.close();
  });

  it('runs the slides right to left in Arabic and left to right after switching to English', async () => {
    const { context, page, problems } = await newPage(browser, shop.url);
    await page.goto('/');
    const banner = bannerOf(page);
    await banner.locator('.swiper-slide').nth(1).waitFor();

    expect(await banner.getAttribute('dir')).toBe('rtl');
    const [firstRtl, secondRtl] = await firstTwoSlideLefts(banner);
    expect(secondRtl).toBeLessThan(firstRtl);

    await page.getByRole('button', { name: 'English' }).first().click();
    await page.getByRole('heading', { level: 2, name: 'From our catalogue' }).waitFor();
    await expect.poll(() => banner.getAttribute('dir')).toBe('ltr');
    const [firstLtr, secondLtr] = await firstTwoSlideLefts(banner);
    expect(secondLtr).toBeGreaterThan(firstLtr);

    expect(problems).toEqual([]);
    await context.close();
  });

  it('favourites a book from its card: header badge, favourites page, removal empties it', async () => {
    const { context, page, problems } = await newPage(browser, shop.url);
    await page.goto('/');
    // The distribution list does not autoplay, so its first card stays put while it is clicked.
    const card = page.getByTestId('home-distribution').getByTestId('book-card').first();
    const title = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
    expect(title).not.toBe('');

    await card.getByRole('button', { name: `أضف «${title}» إلى المفضلة` }).click();
    const favoritesLink = page.getByRole('link', { name: 'المفضلة: 1' });
    await expect.poll(() => favoritesLink.textContent()).toBe('1');

    await favoritesLink.click();
    await page.getByRole('heading', { level: 1, name: 'المفضلة' }).waitFor();
    const item = page.getByTestId('favorite-item');
    await expect.poll(() => item.getByRole('heading', { level: 3 }).allTextContents()).toEqual([title]);

    await item.getByRole('button', { name: 'إزالة من المفضلة' }).click();
    await page.getByText('لا توجد كتب في المفضلة بعد. اضغط على القلب في بطاقة أي كتاب لتحفظه هنا.').waitFor();
    expect(await item.count()).toBe(0);
    expect(await page.getByRole('link', { name: 'المفضلة', exact: true }).count()).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('favorite'))).toBe('[]');

    expect(problems).toEqual([]);
    await context.close();
  });
});
