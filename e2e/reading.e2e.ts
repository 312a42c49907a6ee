import { eq, isNotNull } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { books, insertBook } from '#server/modules/catalog/testing.ts';
import { readingPositions } from '#server/modules/library/testing.ts';
import { STAFF_PASSWORD, signedInStaff } from '#server/modules/staff/testing.ts';
import { createStorages } from '#server/services/storages.ts';
import { audit } from './support/axe.ts';
import { launchChromium, newPage } from './support/browser.ts';
import { chooseTaxCountry } from './support/checkout.ts';
import { consoleNav, consoleText, labelled, signInToConsole } from './support/console.ts';
import { demoToken } from './support/orders.ts';
import { highlighted } from './support/reader.ts';
import { type Shop, startShop } from './support/shop.ts';
import {
  addToCartAndLand,
  DEMO,
  type Lang,
  logInOnLoginPage,
  main,
  openDetails,
  openShop,
  payOnSandboxPage,
  waitForPath,
} from './support/steps.ts';
import { shopText } from './support/texts.ts';

/*
 * Reading in the shop, in Chromium, Arabic then English: a visitor reads a book's sample and buys it;
 * the reader opens it from My books, turns its pages the book's way (an Arabic book right to left, an
 * English one left to right), finds a phrase typed without its tashkeel and with another hamza, goes on
 * where they stopped on another device, and keeps reading with the network off; staff then trace a
 * copy whose stamp was cropped off to its buyer. The words are read from the shop's and the console's
 * own translation files.
 */

let shop: Shop;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

/** Twelve pages of an English book, in the standard Times font: a chapter heading and its lines. */
async function englishPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.TimesRoman);
  for (let n = 1; n <= 12; n++) {
    const page = document.addPage([420, 595]);
    page.drawText(`Chapter ${n}`, { x: 48, y: 530, size: 16, font });
    const lines = [
      'The caravan left before dawn,',
      'guided by the stars over the quiet desert,',
      `page ${n}.`,
    ];
    lines.forEach((line, i) => {
      page.drawText(line, { x: 48, y: 490 - i * 22, size: 12, font });
    });
  }
  return document.save();
}

/** A book for the journey: an Arabic one with the demo's Arabic chapters, or an English one. */
async function newBook(lang: Lang) {
  const [model] = await shop.database.db.select().from(books).where(isNotNull(books.pdfFile)).limit(1);
  const titles =
    lang === 'ar'
      ? { titleAr: 'رحلة القافلة', titleEn: 'The Caravan’s Journey' }
      : { titleAr: 'نجوم الصحراء', titleEn: 'Stars over the Desert' };
  let pdfFile = model.pdfFile;
  if (lang === 'en') {
    pdfFile = 'books/stars-over-the-desert.pdf';
    await createStorages(shop.config).files.put(pdfFile, await englishPdf());
  }
  return insertBook(shop.database.db, {
    ...titles,
    writerId: model.writerId,
    categoryId: model.categoryId,
    image: model.image,
    pdfFile,
    pages: 12,
    language: lang,
    pdfPriceCents: 600,
    hardcopyPriceCents: 0,
    stock: 0,
    comingSoon: false,
    active: true,
  });
}

const reader = (page: Page) => page.getByTestId('reader');
const pageShown = (page: Page) => reader(page).getAttribute('data-page');
const button = (page: Page, lang: Lang, key: string) =>
  main(page).getByRole('button', { name: shopText(lang, key), exact: true });

/** A visitor opens the sample from the book's page, reads it, and goes to buy the book. */
async function readSample(page: Page, lang: Lang, book: { id: number; title: string }) {
  await openDetails(page, book.id, book.title);
  await main(page)
    .getByRole('link', { name: shopText(lang, 'details:sample.read') })
    .click();
  await waitForPath(page, `/read/${book.id}/sample`);
  await main(page).getByText(shopText(lang, 'reader:sampleBanner')).waitFor();
  await expect.poll(() => pageShown(page), { timeout: 60_000 }).toBe('1');
  // Twelve pages: the sample is the first 10%, two pages, and then it ends.
  await button(page, lang, 'reader:next').click();
  await expect.poll(() => pageShown(page)).toBe('2');
  expect(await button(page, lang, 'reader:next').isDisabled()).toBe(true);
  await main(page)
    .getByRole('link', { name: shopText(lang, 'reader:buy') })
    .click();
  await waitForPath(page, `/book-details/${book.id}`);
}

/** The reader signs in, adds the PDF to the cart and pays it in the sandbox: the book is in My books. */
async function buy(page: Page, lang: Lang, book: { id: number; title: string }) {
  await page
    .getByRole('banner')
    .getByRole('link', { name: shopText(lang, 'common:topbar.login'), exact: true })
    .first()
    .click();
  await logInOnLoginPage(page, lang);
  await waitForPath(page, '/home');
  await openDetails(page, book.id, book.title);
  await addToCartAndLand(page, lang, book.title, 'pdf');
  await main(page)
    .getByRole('button', { name: shopText(lang, 'orders:cart.checkout'), exact: true })
    .click();
  await waitForPath(page, '/check-out/pdf');
  await chooseTaxCountry(page, lang);
  await page.getByRole('button', { name: new RegExp(`^${shopText(lang, 'orders:pdf.pay')}`) }).click();
  await payOnSandboxPage(page);
  await waitForPath(page, '/my-books');
}

/**
 * Opens the book from My books and turns its pages: the next page lies to the left in an Arabic book
 * (its 'next' button on the left, the left arrow key turning forward), to the right in an English one.
 */
async function openAndTurn(page: Page, lang: Lang, book: { id: number; title: string; dir: 'rtl' | 'ltr' }) {
  await main(page)
    .getByRole('link', { name: shopText(lang, 'orders:readBook') })
    .first()
    .click();
  await waitForPath(page, `/read/${book.id}`);
  await expect.poll(() => pageShown(page), { timeout: 60_000 }).toBe('1');
  expect(await reader(page).getAttribute('data-dir')).toBe(book.dir);
  const next = await button(page, lang, 'reader:next').boundingBox();
  const previous = await button(page, lang, 'reader:previous').boundingBox();
  if (!next || !previous) throw new Error('The page-turning buttons are not on screen');
  expect(book.dir === 'rtl' ? next.x < previous.x : next.x > previous.x).toBe(true);
  await button(page, lang, 'reader:next').click();
  await expect.poll(() => pageShown(page)).toBe('2');
  const [forward, back] = book.dir === 'rtl' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];
  await page.keyboard.press(forward);
  await expect.poll(() => pageShown(page)).toBe('3');
  await page.keyboard.press(back);
  await expect.poll(() => pageShown(page)).toBe('2');
  // The page's text is real text, for selection and screen readers.
  await reader(page).getByTestId('reader-page').first().locator('.textLayer span').first().waitFor();
}

/** Searches the book; the hits are listed by page, and the last one opens its page, the words marked. */
async function search(page: Page, lang: Lang, query: string): Promise<string> {
  await main(page).getByLabel(shopText(lang, 'reader:search')).fill(query);
  const hits = main(page).getByTestId('reader-hits').getByRole('button');
  await expect.poll(() => hits.count(), { timeout: 60_000 }).toBeGreaterThan(1);
  const before = await pageShown(page);
  await hits.last().click();
  await expect.poll(() => pageShown(page)).not.toBe(before);
  // The matched words are highlighted on the page's text layer, and only they.
  await expect
    .poll(() => highlighted(page))
    .toMatch(new RegExp(lang === 'ar' ? 'الأَمْرَ يَسِيرٌ' : '^quiet desert$'));
  return (await pageShown(page)) ?? '';
}

/** The reader's place is kept on the server: another device (a fresh profile) opens the book there. */
async function onAnotherDevice(lang: Lang, book: { id: number }, clientId: number, expected: string) {
  await expect
    .poll(async () => {
      const [place] = await shop.database.db
        .select()
        .from(readingPositions)
        .where(eq(readingPositions.bookId, book.id));
      return place?.clientId === clientId ? String(place.page) : '';
    })
    .toBe(expected);
  const other = await openShop(browser, shop.url, lang);
  const session = { id: clientId, token: await demoToken(shop) };
  await other.page.evaluate((value) => localStorage.setItem('client', JSON.stringify(value)), session);
  await other.page.goto(`/#/read/${book.id}`);
  await expect.poll(() => pageShown(other.page), { timeout: 60_000 }).toBe(expected);
  expect(other.problems).toEqual([]);
  await other.context.close();
}

/** Once the copy is kept on the device, the network goes off: the book opens again and its pages turn. */
async function offline(page: Page, lang: Lang, book: { id: number }, clientId: number) {
  await expect
    .poll(
      () =>
        page.evaluate(
          async ([name, id]) => {
            const ready = Boolean(navigator.serviceWorker?.controller);
            const kept =
              (await caches.keys()).includes(name) && (await caches.open(name)).match(`/read-copy/${id}`);
            return ready && Boolean(await kept);
          },
          [`reader-${clientId}`, book.id] as const,
        ),
      { timeout: 60_000 },
    )
    .toBe(true);
  await page.context().setOffline(true);
  try {
    await page.reload();
    await main(page).getByText(shopText(lang, 'reader:offlineCopy')).waitFor();
    const at = Number(await pageShown(page));
    await button(page, lang, 'reader:previous').click();
    await expect.poll(() => pageShown(page)).toBe(String(at - 1));
    await reader(page).getByTestId('reader-page').first().locator('canvas').waitFor();
  } finally {
    await page.context().setOffline(false);
  }
}

/** A copy downloaded by the demo reader, its pages cropped above the stamp and its metadata emptied. */
async function croppedCopy(bookId: number): Promise<Buffer> {
  const token = await demoToken(shop);
  const res = await shop.app.inject({
    url: `/api/books/${bookId}/download`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
  const document = await PDFDocument.load(res.rawPayload);
  for (const page of document.getPages()) {
    const { width, height } = page.getSize();
    page.setMediaBox(0, 40, width, height - 40);
    page.setCropBox(0, 40, width, height - 40);
  }
  document.setSubject('');
  document.setTitle('');
  document.setProducer('');
  return Buffer.from(await document.save());
}

/** Staff give the cropped copy to the console's Trace a copy, which names the demo reader and the order. */
async function trace(lang: Lang, bookId: number, orderId: number) {
  const member = await signedInStaff(shop as never, 'orders');
  const staff = await newPage(browser, shop.url);
  await signInToConsole(staff.page, lang, member.email, STAFF_PASSWORD);
  await consoleNav(staff.page, lang, 'trace');
  await main(staff.page)
    .getByLabel(labelled(consoleText(lang, 'staff-trace:file')))
    .setInputFiles({
      name: 'found-online.pdf',
      mimeType: 'application/pdf',
      buffer: await croppedCopy(bookId),
    });
  await main(staff.page)
    .getByRole('button', { name: consoleText(lang, 'staff-trace:submit'), exact: true })
    .click();
  const result = main(staff.page).getByTestId('trace-result');
  await result.getByText(DEMO.email).waitFor();
  await result.getByRole('link', { name: consoleText(lang, 'staff-trace:order', { id: orderId }) }).waitFor();
  expect(staff.problems).toEqual([]);
  await staff.context.close();
}

describe('Reading in the shop, in Chromium', () => {
  for (const lang of ['ar', 'en'] as const satisfies readonly Lang[]) {
    it(`${lang}: a visitor reads a sample and buys the book; the reader turns its pages the book's way, finds words as typed, goes on where they stopped on another device and offline; staff trace a cropped copy to its buyer`, async () => {
      const row = await newBook(lang);
      const book = {
        id: row.id,
        title: lang === 'ar' ? row.titleAr : row.titleEn,
        dir: lang === 'ar' ? 'rtl' : 'ltr',
      } as const;
      const visitor = await openShop(browser, shop.url, lang);
      const { page } = visitor;
      await readSample(page, lang, book);
      await buy(page, lang, book);
      await openAndTurn(page, lang, book);
      // As a reader types: no tashkeel, a bare alef for the book's hamza; two words, in their order.
      const stopped = await search(page, lang, lang === 'ar' ? 'ان الامر يسير' : 'quiet desert');
      expect(await audit(page, `/read/${book.id}`)).toEqual([]);
      const clientId = Number(
        JSON.parse((await page.evaluate(() => localStorage.getItem('client'))) ?? '{}').id,
      );
      await onAnotherDevice(lang, book, clientId, stopped);
      await offline(page, lang, book, clientId);
      const owned = await shop.app.inject({
        url: `/api/client-pdf-books?book_id=${book.id}`,
        headers: { authorization: `Bearer ${await demoToken(shop)}` },
      });
      await trace(lang, book.id, owned.json().data[0].order_id);
      expect(visitor.problems).toEqual([]);
      await visitor.context.close();
    });
  }
});
