import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '#server/modules/clients/testing.ts';
import { orderMailTexts } from '#server/modules/order-mails/testing.ts';
import { STAFF_PASSWORD, signedInStaff } from '#server/modules/staff/testing.ts';
import { pdfToText } from '#server/test/pdf-reader.ts';
import { startTestSmtp, type TestSmtp } from '#server/test/smtp.ts';
import { launchChromium, newPage } from './support/browser.ts';
import { placeOnDelivery } from './support/checkout.ts';
import { consoleNav, consoleText, labelled, signInToConsole } from './support/console.ts';
import { bookTitled, type Shop, startShop } from './support/shop.ts';
import {
  addToCartAndLand,
  DEMO,
  type Lang,
  logInOnLoginPage,
  main,
  openFromLibrary,
  openShop,
  waitForPath,
} from './support/steps.ts';

/*
 * Orders fulfilled, in Chromium, Arabic then English: a reader orders a hard copy paid on delivery and
 * receives the 'order received' mail; a member of the orders team moves it to processing, then ships
 * it with a tracking number; the reader gets that mail and sees the order shipped in My orders; the
 * team cancels another order and its stock comes back; the reader downloads the invoice, and the
 * dashboard shows the sale. Mails go through the outbox, worked by the
 * server's job queue, to a real SMTP server in the test.
 */

const shopWords = {
  ar: {
    login: 'دخول',
    checkout: 'إتمام الشراء',
    shipped: 'تم الشحن',
    invoice: 'تنزيل الفاتورة',
    invoiceTitle: 'فاتورة',
  },
  en: {
    login: 'Log in',
    checkout: 'Checkout',
    shipped: 'Shipped',
    invoice: 'Download invoice',
    invoiceTitle: 'Invoice',
  },
} as const;

/** The text of a downloaded PDF, in reading order. */
const pdfText = async (file: string) => pdfToText(await readFile(file));

const subject = (lang: Lang, event: 'received' | 'shipped' | 'cancelled', id: number) =>
  orderMailTexts[lang].events[event].subject.replace('{{n}}', orderMailTexts[lang].number(id));

let smtp: TestSmtp;
let shop: Shop;
let browser: Browser;
let team: { email: string };

beforeAll(async () => {
  smtp = await startTestSmtp();
  [shop, browser] = await Promise.all([startShop({ smtpUrl: smtp.url, jobQueue: true }), launchChromium()]);
  team = await signedInStaff(shop, 'orders');
});
afterAll(async () => {
  await browser?.close();
  await shop?.close();
  await smtp?.close();
});

/** The order's page in the console, opened from the orders list. */
async function openOrderInConsole(page: Page, lang: Lang, id: number) {
  await consoleNav(page, lang, 'orders');
  await main(page)
    .getByRole('link', { name: consoleText(lang, 'staff-orders:number', { id }), exact: true })
    .click();
  await waitForPath(page, `/staff/orders/${id}`);
}

/** Clicks one of the order's next steps and waits for the history to show it. */
async function moveOrder(page: Page, lang: Lang, action: string, to: string) {
  const button = main(page).getByRole('button', {
    name: consoleText(lang, `staff-orders:actions.${action}`),
  });
  await button.click();
  const history = main(page).getByRole('region', { name: consoleText(lang, 'staff-orders:history.title') });
  await history
    .getByText(consoleText(lang, `staff-orders:status.${to}`), { exact: false })
    .last()
    .waitFor();
}

describe('orders fulfilled, in Chromium', () => {
  for (const [lang, titleEn] of [
    ['ar', 'The Broken Wings'],
    ['en', 'Spirits Rebellious'],
  ] as const) {
    it(`${lang}: a hard copy ordered, mailed about, processed, shipped with tracking, its invoice downloaded; another cancelled with its stock back; the sale on the dashboard`, async () => {
      const w = shopWords[lang];
      // The reader signed up in this journey's language: their mails are written in it.
      await shop.database.db.update(clients).set({ language: lang }).where(eq(clients.email, DEMO.email));
      const book = await bookTitled(shop, titleEn);
      const title = lang === 'ar' ? book.titleAr : book.titleEn;

      // The reader orders one hard copy, paid on delivery.
      const reader = await openShop(browser, shop.url, lang);
      const { page } = reader;
      await page.getByRole('banner').getByRole('link', { name: w.login, exact: true }).first().click();
      await logInOnLoginPage(page, lang);
      await waitForPath(page, '/home');
      await openFromLibrary(page, lang, title);
      await addToCartAndLand(page, lang, title, 'hardCopy', 1);
      await main(page).getByRole('button', { name: w.checkout, exact: true }).click();
      const orderId = await placeOnDelivery(page, lang);

      const received = await smtp.nextMail(DEMO.email, 20_000);
      expect(received.subject).toBe(subject(lang, 'received', orderId));
      expect(received.language).toBe(lang);
      expect(received.html).toContain(`dir="${lang === 'ar' ? 'rtl' : 'ltr'}"`);
      expect(received.text).toContain(title);

      // A member of the orders team moves it on.
      const staff = await newPage(browser, shop.url);
      await signInToConsole(staff.page, lang, team.email, STAFF_PASSWORD);
      await openOrderInConsole(staff.page, lang, orderId);
      await moveOrder(staff.page, lang, 'processing', 'processing');
      const tracking = `JO${orderId}44210${lang === 'ar' ? '7' : '9'}`;
      await main(staff.page)
        .getByLabel(labelled(consoleText(lang, 'staff-orders:fields.carrier')))
        .fill('Aramex');
      await main(staff.page)
        .getByLabel(labelled(consoleText(lang, 'staff-orders:fields.tracking')))
        .fill(tracking);
      await moveOrder(staff.page, lang, 'shipped', 'shipped');

      const shipped = await smtp.nextMail(DEMO.email, 20_000);
      expect(shipped.subject).toBe(subject(lang, 'shipped', orderId));
      expect(shipped.text).toContain(tracking);
      expect(shipped.text).toContain('Aramex');

      // The reader sees it shipped in My orders, and downloads its invoice.
      await page.reload();
      const card = main(page).getByTestId('order-card').first();
      await card.getByText(w.shipped, { exact: true }).waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        card.getByRole('button', { name: w.invoice }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`invoice-${orderId}.pdf`);
      const invoice = await pdfText(await download.path());
      expect(invoice).toContain(w.invoiceTitle);
      expect(invoice).toContain(title);
      expect(invoice).toContain(String(orderId));

      // Another order, cancelled by the team: its copy goes back into stock.
      const stockBefore = (await bookTitled(shop, titleEn)).stock;
      await openFromLibrary(page, lang, title);
      await addToCartAndLand(page, lang, title, 'hardCopy', 2);
      await main(page).getByRole('button', { name: w.checkout, exact: true }).click();
      const second = await placeOnDelivery(page, lang);
      expect(second).toBeGreaterThan(orderId);
      expect((await bookTitled(shop, titleEn)).stock).toBe(stockBefore - 2);
      await smtp.nextMail(DEMO.email, 20_000);

      staff.page.once('dialog', (dialog) => dialog.accept());
      await openOrderInConsole(staff.page, lang, second);
      await moveOrder(staff.page, lang, 'cancelled', 'cancelled');
      expect((await bookTitled(shop, titleEn)).stock).toBe(stockBefore);
      const cancelled = await smtp.nextMail(DEMO.email, 20_000);
      expect(cancelled.subject).toBe(subject(lang, 'cancelled', second));

      // The dashboard shows the sale among the top books of the month.
      await consoleNav(staff.page, lang, 'dashboard');
      const topBooks = main(staff.page).getByRole('region', {
        name: consoleText(lang, 'staff-dashboard:topBooks'),
      });
      const byCopies = topBooks.getByRole('table', { name: consoleText(lang, 'staff-dashboard:byCopies') });
      await byCopies.getByRole('row').filter({ hasText: title }).waitFor();

      expect(reader.problems).toEqual([]);
      expect(staff.problems).toEqual([]);
      await reader.context.close();
      await staff.context.close();
    });
  }
});
