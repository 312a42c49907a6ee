import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribers } from '#server/modules/content/testing.ts';
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

describe('the frame of every page, in Chromium', () => {
  it('opens in Arabic, right to left, with the frame filled from the API', async () => {
    const { context, page, problems } = await newPage(browser, shop.url);
    await page.goto('/');

    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    // The top bar's phone comes from GET /contact-us/1 and the footer's links from GET /link-types.
    await page.locator('a[href^="tel:"]').first().waitFor();
    await page.locator('footer a[href*="/links?id="]').first().waitFor();
    // Every menu entry of the spec is there.
    for (const href of ['#/', '#/books', '#/search', '#/alkashkoul', '#/al-akhbar', '#/contact-us']) {
      expect(await page.locator(`nav a[href="${href}"]`).count()).toBeGreaterThan(0);
    }
    // Page title from GET /seos.
    expect(await page.title()).not.toBe('');

    expect(problems).toEqual([]);
    await context.close();
  });

  it('switches to English at once, left to right, and remembers it after a reload', async () => {
    const { context, page, problems } = await newPage(browser, shop.url);
    await page.goto('/');
    await page.getByRole('button', { name: 'English' }).first().click();

    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('ltr');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.getByRole('button', { name: 'Subscribe' }).waitFor();

    await page.reload();
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('ltr');
    await page.getByRole('button', { name: 'العربية' }).first().waitFor();

    expect(problems).toEqual([]);
    await context.close();
  });

  it('subscribes from the footer: confirmation shown, field cleared, e-mail stored once', async () => {
    const { context, page, problems } = await newPage(browser, shop.url);
    await page.goto('/');
    const email = page.locator('#subscribe-email');

    await email.fill('reader@example.com');
    await page.getByRole('button', { name: 'اشتراك' }).click();
    await page.getByText('تم الاشتراك ببريدك الإلكتروني بنجاح').waitFor();
    expect(await email.inputValue()).toBe('');

    // A second subscription of the same address is handled gracefully, not stored twice.
    await email.fill('reader@example.com');
    await page.getByRole('button', { name: 'اشتراك' }).click();
    await expect.poll(() => email.inputValue()).toBe('');

    const rows = await shop.database.db
      .select()
      .from(subscribers)
      .where(eq(subscribers.email, 'reader@example.com'));
    expect(rows).toHaveLength(1);

    expect(problems).toEqual([]);
    await context.close();
  });
});
