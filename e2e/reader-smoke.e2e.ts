import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, gt, isNotNull } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { books } from '#server/modules/catalog/testing.ts';
import { PdfText } from '#server/services/pdf-text.ts';
import { launchChromium, newPage } from './support/browser.ts';
import { demoToken, payInSandbox, placePdfOrder } from './support/orders.ts';
import { highlighted } from './support/reader.ts';
import { type Shop, startShop } from './support/shop.ts';

/*
 * The shop's reader in Chromium: the owner of an Arabic book reads it right to left, finds a phrase
 * typed without marks, comes back to the last page read, reads it offline from the kept copy, and a
 * visitor reads the sample. Screenshots go to READER_SHOTS when set.
 */

const shots = process.env.READER_SHOTS;

/** Three pages of Arabic, drawn as the shop draws it (shaped, marks placed). */
async function arabicBook(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const text = await PdfText.for(document);
  const pages = [
    ['الفصل الأول', 'كان يا ما كان في قديم الزمان'],
    ['الفصل الثاني', 'إِنَّ الأَمْرَ يَسِيرٌ', 'قال المُؤَلِّفُ'],
    ['الفصل الثالث', 'وانتهت الحكاية'],
  ];
  for (const lines of pages) {
    const page = document.addPage([420, 595]);
    lines.forEach((line, i) => {
      text.draw(page, line, { x: 380, y: 520 - i * 40, size: 18, direction: 'rtl', align: 'right' });
    });
  }
  await text.embed();
  return document.save();
}

async function shot(page: Page, name: string) {
  if (!shots) return;
  await mkdir(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

const reader = (page: Page) => page.getByTestId('reader');

describe('the reader', () => {
  let shop: Shop;
  let browser: Browser;
  let bookId: number;
  let client: { id: number; token: string };

  beforeAll(async () => {
    shop = await startShop();
    browser = await launchChromium();
    const [row] = await shop.database.db
      .select({ id: books.id, pdfFile: books.pdfFile })
      .from(books)
      .where(and(isNotNull(books.pdfFile), gt(books.pdfPriceCents, 0), eq(books.active, true)))
      .limit(1);
    bookId = row.id;
    const file = path.join(shop.config.filesDir, row.pdfFile!);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, await arabicBook());
    const token = await demoToken(shop);
    await payInSandbox(shop, token, await placePdfOrder(shop, token, bookId));
    const me = await shop.app.inject({
      method: 'GET',
      url: '/api/check-client-login',
      headers: { authorization: `Bearer ${token}` },
    });
    client = { id: me.json().data?.id ?? me.json().id, token };
  });

  afterAll(async () => {
    await browser?.close();
    await shop?.close();
  });

  it('reads an owned Arabic book right to left, finds a phrase, keeps the place and reads offline', async () => {
    const { context, page, problems } = await newPage(browser, shop.url);
    await context.addInitScript((session) => {
      if (!localStorage.getItem('client')) localStorage.setItem('client', JSON.stringify(session));
    }, client);
    await page.goto('/#/my-books');
    await page.getByRole('link', { name: 'اقرأ' }).first().click();
    await expect.poll(() => new URL(page.url()).hash).toBe(`#/read/${bookId}`);
    await expect.poll(() => reader(page).getAttribute('data-dir')).toBe('rtl');
    await expect.poll(() => reader(page).getAttribute('data-page')).toBe('1');
    await page.getByTestId('reader-page').locator('.textLayer span').first().waitFor();

    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => reader(page).getAttribute('data-page')).toBe('2');
    await page.getByRole('button', { name: 'الصفحة السابقة' }).click();
    await expect.poll(() => reader(page).getAttribute('data-page')).toBe('1');

    // Two pages side by side: in a right-to-left book the earlier page is on the right.
    await page.getByRole('button', { name: 'صفحتان' }).click();
    await expect.poll(() => page.getByTestId('reader-page').count()).toBe(2);
    const [first, second] = await Promise.all(
      [1, 2].map((n) => page.locator(`[data-testid="reader-page"][data-page-number="${n}"]`).boundingBox()),
    );
    expect(first!.x).toBeGreaterThan(second!.x);
    await shot(page, 'owned-ar-1280-spread');
    await page.getByRole('button', { name: 'صفحتان' }).click();
    await expect.poll(() => page.getByTestId('reader-page').count()).toBe(1);

    await page.getByLabel('ابحث في الكتاب').fill('الفصل الثاني');
    const hits = page.getByTestId('reader-hits');
    await hits.getByRole('button', { name: /الصفحة 2/ }).click();
    await expect.poll(() => reader(page).getAttribute('data-page')).toBe('2');
    await expect.poll(() => highlighted(page)).toContain('الفصل الثاني');
    await shot(page, 'owned-ar-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await shot(page, 'owned-ar-375');
    await page.setViewportSize({ width: 1280, height: 900 });

    const reading = async () =>
      (
        await shop.app.inject({
          method: 'GET',
          url: `/api/books/${bookId}/reading`,
          headers: { authorization: `Bearer ${client.token}` },
        })
      ).json().data?.page;
    await expect.poll(reading).toBe(2);
    const kept = () =>
      page.evaluate(
        async ([name, key]) => (await (await caches.open(name)).match(key)) !== undefined,
        [`reader-${client.id}`, `/read-copy/${bookId}`],
      );
    await expect.poll(kept).toBe(true);

    // Once the service worker serves the page, the shell and the reader's code are kept.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await expect.poll(() => reader(page).getAttribute('data-page')).toBe('2');
    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => reader(page).getAttribute('data-page')).toBe('2');
    await page.getByTestId('reader-page').locator('canvas').waitFor();
    await context.setOffline(false);

    // Signing out in another tab takes the kept copies off the device.
    const other = await context.newPage();
    await other.goto('/');
    await other.evaluate(() => localStorage.setItem('client', JSON.stringify({ id: 0, token: '' })));
    await expect
      .poll(() =>
        page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('reader-'))),
      )
      .toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows a visitor the sample with a way to buy the book, in English', async () => {
    const { context, page, problems } = await newPage(browser, shop.url);
    await page.goto('/');
    await page.getByRole('button', { name: 'English' }).first().click();
    await page.goto(`/#/read/${bookId}/sample`);
    await page.getByText('You are reading a sample').waitFor();
    await expect
      .poll(() => page.getByRole('link', { name: 'Buy this book' }).getAttribute('href'))
      .toBe(`#/book-details/${bookId}`);
    await expect.poll(() => reader(page).getAttribute('data-page')).toBe('1');
    await expect.poll(() => reader(page).getAttribute('data-dir')).toBe('rtl');
    await page.getByTestId('reader-page').locator('canvas').waitFor();
    await shot(page, 'sample-en-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await shot(page, 'sample-en-375');
    expect(problems).toEqual([]);
    await context.close();
  });
});
