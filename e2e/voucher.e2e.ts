import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '#server/modules/mail/testing.ts';
import { orders } from '#server/modules/orders/testing.ts';
import { audit } from './support/axe.ts';
import { launchChromium } from './support/browser.ts';
import { checkoutWords, chooseTaxCountry } from './support/checkout.ts';
import { bookTitled, type Shop, startShop } from './support/shop.ts';
import {
  addToCartAndLand,
  DEMO,
  logInOnLoginPage,
  main,
  openFromLibrary,
  openShop,
  payOnSandboxPage,
  waitForPath,
} from './support/steps.ts';
import { shopText } from './support/texts.ts';

/*
 * Paying a PDF with a reference at a Fawry outlet, in Chromium against the real shop (decision 108),
 * Arabic then English, as a buyer in Egypt, whose market offers Fawry (decision 109): the checkout's
 * button makes the order and takes the sandbox's reference; the order's page shows the reference, the
 * amount and the expiry, and the mail carries the same; paying the reference on the sandbox's test
 * page (the outlet taking the cash) makes the order paid.
 */

let shop: Shop;
let browser: Browser;
const shots = process.env.SCREENSHOTS_DIR;

beforeAll(async () => {
  shop = await startShop();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

/** The page at 375 and 1280 px wide, kept where SCREENSHOTS_DIR says (to be looked at). */
async function screenshots(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(shots, `voucher-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const orderRow = async (id: number) =>
  (await shop.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('paying a PDF with a reference at an outlet, in Chromium', () => {
  for (const [lang, titleEn] of [
    ['ar', 'The Call of the Curlew'],
    ['en', 'City of Fog'],
  ] as const) {
    it(`${lang}: takes a reference at checkout, sees it on the order and in the mail, and the order is paid when the reference is`, async () => {
      const { context, page, problems } = await openShop(browser, shop.url, lang);
      const book = await bookTitled(shop, titleEn);
      const title = lang === 'ar' ? book.titleAr : book.titleEn;
      const login = lang === 'ar' ? 'دخول' : 'Log in';
      await page.getByRole('banner').getByRole('link', { name: login, exact: true }).first().click();
      await logInOnLoginPage(page, lang);
      await waitForPath(page, '/home');
      await openFromLibrary(page, lang, title);
      await addToCartAndLand(page, lang, title, 'pdf');
      await main(page).getByRole('button', { name: checkoutWords[lang].checkout, exact: true }).click();
      await waitForPath(page, '/check-out/pdf');
      // A buyer in Egypt, whose market offers Fawry (decision 109).
      await chooseTaxCountry(page, lang, lang === 'ar' ? 'مصر' : 'Egypt');
      const voucherButton = main(page).getByRole('button', {
        name: shopText(lang, 'orders:pdf.voucherPay'),
        exact: true,
      });
      await voucherButton.waitFor();
      await screenshots(page, `${lang}-checkout`);
      await voucherButton.click();

      await page.waitForURL(/#\/order-details\?id=\d+$/);
      const id = Number(new URL(page.url()).hash.split('=')[1]);
      const panel = main(page).getByRole('region', { name: shopText(lang, 'orders:voucher.title') });
      const reference = (await panel.getByTestId('voucher-reference').textContent())?.trim() ?? '';
      expect(reference).toMatch(/^\d{9}$/);
      // The amount charged, in Egyptian pounds (decision 110): the book with Egypt's tax on e-books.
      const row = await orderRow(id);
      expect(row).toMatchObject({ status: 'awaiting_payment', voucherReference: reference, currency: 'EGP' });
      expect(row.netPriceCents).toBeGreaterThan(book.pdfPriceCents);
      const pounds = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EGP' });
      const price = pounds.format(row.netPriceCents / 100);
      expect(await panel.getByTestId('voucher-amount').textContent()).toBe(price);
      expect(await audit(page, `/order-details?id=${id}`)).toEqual([]);
      await screenshots(page, `${lang}-order`);

      // The mail, in the buyer's language, carries the same reference and amount.
      const [mail] = await shop.database.db
        .select({ text: mailOutbox.textBody })
        .from(mailOutbox)
        .where(
          and(eq(mailOutbox.toAddress, DEMO.email), eq(mailOutbox.key, `order:${id}:voucher:${reference}`)),
        );
      expect(mail?.text).toContain(reference);
      expect(mail?.text).toContain(price);

      // The outlet takes the cash: the sandbox's test page, then back to the order, now paid.
      await panel.getByRole('link', { name: shopText(lang, 'orders:voucher.testPage') }).click();
      await payOnSandboxPage(page);
      await waitForPath(page, `/order-details?id=${id}`);
      await expect.poll(async () => (await orderRow(id)).status).toBe('paid');
      // The way back from the test page may still be settling: reload once the page can be reloaded.
      await expect
        .poll(() =>
          page.reload().then(
            () => true,
            () => false,
          ),
        )
        .toBe(true);
      await main(page).getByText(shopText(lang, 'orders:status.paid'), { exact: true }).first().waitFor();
      expect(await panel.count()).toBe(0);

      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
