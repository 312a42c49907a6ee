import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { books } from '#server/modules/catalog/testing.ts';
import { bookDownloads, pdfOwnerships } from '#server/modules/library/testing.ts';
import { orderAddresses, orders, pdfPageTexts } from '#server/modules/orders/testing.ts';
import { launchChromium } from './support/browser.ts';
import { checkoutWords, chooseTaxCountry } from './support/checkout.ts';
import { bookTitled, type Shop, startShop } from './support/shop.ts';
import {
  addToCartAndLand,
  DEMO,
  type Lang,
  logInOnLoginPage,
  main,
  openFromLibrary,
  openShop,
  payOnSandboxPage,
  storedCart,
  toast,
  waitForPath,
} from './support/steps.ts';

/*
 * Selling books in Chromium against the real shop, Arabic first, then English. A visitor finds a
 * book in the library, adds two hard copies to the cart, is sent to log in at checkout, gives a
 * different billing address and follows the order to my orders and its details. A logged-in
 * client finds a PDF book, adds it, pays in the sandbox and downloads the file stamped with the
 * buyer and the order. The add-to-cart refusals are in book-details.e2e.ts.
 */

const words = {
  ar: {
    ...checkoutWords.ar,
    login: 'دخول',
    placed: (id: number) => `تم تقديم الطلب رقم ${id}. شكراً لك!`,
    pending: 'قيد الانتظار',
    paper: 'ورقي',
    details: 'تفاصيل الطلب',
    testBadge: 'دفع تجريبي',
    pay: (total: string) => `ادفع بالبطاقة ${total}`,
    approved: 'تم الدفع بنجاح: كتبك في صفحة كتبي',
    download: 'تنزيل PDF',
  },
  en: {
    ...checkoutWords.en,
    login: 'Log in',
    placed: (id: number) => `Order #${id} has been placed. Thank you!`,
    pending: 'Pending',
    paper: 'Paper',
    details: 'Order details',
    testBadge: 'TEST PAYMENT',
    pay: (total: string) => `Pay by card ${total}`,
    approved: 'Payment received: your books are in My books',
    download: 'Download PDF',
  },
} as const;

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

/** A form label as it begins: required ones end with a '*', optional ones with '(optional)'. */
const labelled = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`);

const bookByTitle = (titleEn: string) => bookTitled(shop, titleEn);

async function fillAddress(page: Page, lang: Lang, region: string, values: Record<string, string>) {
  const w = words[lang];
  const block = page.getByRole('region', { name: region });
  const labels: Record<string, string> = {
    name: w.name,
    email: w.email,
    phone: w.phone,
    street: w.street,
    city: w.city,
    state: w.state,
    postal: w.postal,
    shortAddress: lang === 'ar' ? 'العنوان الوطني المختصر' : 'Short national address',
  };
  for (const [key, value] of Object.entries(values)) {
    if (key === 'country') await block.getByLabel(labelled(w.country)).selectOption({ label: value });
    else await block.getByLabel(labelled(labels[key])).fill(value);
  }
}

async function newestOrderId(page: Page, lang: Lang): Promise<number> {
  const heading = main(page).getByTestId('order-card').first().getByRole('heading');
  await heading.waitFor();
  const match = words[lang].orderNumber.exec((await heading.textContent())?.trim() ?? '');
  expect(match).not.toBeNull();
  return Number(match?.[1]);
}

describe('selling books, in Chromium', () => {
  for (const lang of ['ar', 'en'] as const) {
    it(`${lang}: finds a book in the library, adds 2 hard copies, is sent to login at checkout, then a different billing address, my orders and the details`, async () => {
      const w = words[lang];
      const { context, page, problems } = await openShop(browser, shop.url, lang);
      const wings = await bookByTitle('The Broken Wings');
      const title = lang === 'ar' ? wings.titleAr : wings.titleEn;
      const before = wings.stock;

      const id = await openFromLibrary(page, lang, title);
      expect(id).toBe(wings.id);
      await addToCartAndLand(page, lang, title, 'hardCopy', 2);
      expect(await storedCart(page)).toEqual([{ book_id: id, quantity: 2, isHardCopy: true }]);
      const line = main(page).getByTestId('cart-line');
      await line.getByText(title, { exact: true }).waitFor();
      expect(await line.getByRole('combobox').inputValue()).toBe('2');
      expect(await main(page).getByTestId('cart-total').textContent()).toBe('$19.00');

      // A visitor's checkout leads to the login page, which brings the client back to /check-out.
      await main(page).getByRole('button', { name: w.checkout, exact: true }).click();
      await logInOnLoginPage(page, lang);
      await waitForPath(page, '/check-out');

      const street = lang === 'ar' ? 'شارع الرينبو ١٢' : '12 Rainbow Street';
      await fillAddress(page, lang, w.shipping, {
        name: lang === 'ar' ? 'هدى سالم' : 'Huda Salem',
        email: DEMO.email,
        phone: '+962 79 000 0000',
        country: w.jordan,
        street,
        city: lang === 'ar' ? 'عمّان' : 'Amman',
        state: lang === 'ar' ? 'العاصمة' : 'Capital',
        postal: '11181',
      });
      await page.getByRole('checkbox', { name: w.differentBilling }).check();
      const billingName = lang === 'ar' ? 'مؤسسة سالم التجارية' : 'Salem Trading';
      await fillAddress(page, lang, w.billing, {
        name: billingName,
        email: 'billing@example.com',
        phone: '+966 50 000 0000',
        country: w.saudi,
        street: lang === 'ar' ? 'شارع العليا ٤' : '4 Olaya Street',
        city: lang === 'ar' ? 'الرياض' : 'Riyadh',
        state: lang === 'ar' ? 'الرياض' : 'Riyadh',
        postal: '12211',
        shortAddress: 'RRRD2929',
      });
      await page
        .getByLabel(labelled(w.note))
        .fill(lang === 'ar' ? 'يرجى الاتصال قبل التوصيل' : 'Please call first');
      await page.getByRole('radio', { name: w.cashOnDelivery }).check();
      // Before the order is placed, the summary shows the server's price: shipping and the fee included.
      await expect.poll(() => main(page).getByTestId('checkout-shipping').textContent()).toBe('$2.80');
      await expect.poll(() => main(page).getByTestId('checkout-total').textContent()).toBe('$23.20');
      await page.getByRole('button', { name: w.placeOrder }).click();

      await waitForPath(page, '/my-orders');
      const orderId = await newestOrderId(page, lang);
      await toast(page, w.placed(orderId));
      const card = main(page).getByTestId('order-card').first();
      // The books ($19.00), shipping to Jordan (2 × 180 g + 60 g of packaging: the 500 g band, $2.80)
      // and the cash-on-delivery fee ($1.40) of the demo's zones: no tax in Jordan.
      // The total shows in the card's facts and again under its price breakdown.
      for (const text of ['$23.20', w.pending, w.paper, w.cashOnDelivery]) {
        await card.getByText(text, { exact: true }).first().waitFor();
      }
      for (const text of ['$19.00', '$2.80', '$1.40']) await card.getByText(text, { exact: true }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');

      // The order, its addresses and the stock, as stored.
      const [order] = await shop.database.db.select().from(orders).where(eq(orders.id, orderId));
      expect(order).toMatchObject({
        status: 'pending',
        isHardCopy: true,
        netPriceCents: 2320,
        subtotalCents: 1900,
        shippingCents: 280,
        codFeeCents: 140,
        weightGrams: 420,
        booksQuantity: 2,
      });
      const [address] = await shop.database.db
        .select()
        .from(orderAddresses)
        .where(eq(orderAddresses.orderId, orderId));
      expect(address).toMatchObject({
        shippingAddress: street,
        billingName,
        billingEmail: 'billing@example.com',
      });
      expect(address.billingCountryId).not.toBe(address.shippingCountryId);
      const [after] = await shop.database.db
        .select({ stock: books.stock })
        .from(books)
        .where(eq(books.id, id));
      expect(after.stock).toBe(before - 2);

      await card.getByRole('link', { name: w.details }).click();
      await waitForPath(page, `/order-details?id=${orderId}`);
      await main(page).getByTestId('order-line').waitFor();
      await page.getByRole('region', { name: w.billing }).getByText(billingName).waitFor();
      await page.getByRole('region', { name: w.shipping }).getByText(street).waitFor();

      expect(problems).toEqual([]);
      await context.close();
    });
  }

  for (const [lang, titleEn] of [
    ['ar', 'The Call of the Curlew'],
    ['en', 'City of Fog'],
  ] as const) {
    it(`${lang}: buys a PDF, pays in the sandbox and downloads a valid PDF stamped with the buyer and the order`, async () => {
      const w = words[lang];
      const { context, page, problems } = await openShop(browser, shop.url, lang);
      const book = await bookByTitle(titleEn);
      const title = lang === 'ar' ? book.titleAr : book.titleEn;

      await page.getByRole('banner').getByRole('link', { name: w.login, exact: true }).first().click();
      await logInOnLoginPage(page, lang);
      await waitForPath(page, '/home');
      const id = await openFromLibrary(page, lang, title);
      expect(id).toBe(book.id);
      await addToCartAndLand(page, lang, title, 'pdf');
      expect(await storedCart(page)).toEqual([{ book_id: id, quantity: 1, isHardCopy: false }]);
      await main(page).getByTestId('cart-line').getByText(title, { exact: true }).waitFor();
      await main(page).getByRole('button', { name: w.checkout, exact: true }).click();

      // The cart moved into the pending checkout; the order is made and paid here.
      await waitForPath(page, '/check-out/pdf');
      expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');
      await main(page).getByText(w.testBadge, { exact: true }).waitFor();
      const price = `$${(book.pdfPriceCents / 100).toFixed(2)}`;
      await chooseTaxCountry(page, lang);
      await page.getByRole('button', { name: w.pay(price) }).click();
      // The card is typed on the provider's page, never in the shop: here the sandbox's test page.
      await payOnSandboxPage(page);

      await waitForPath(page, '/my-books');
      await toast(page, w.approved);
      const [owned] = await shop.database.db.select().from(pdfOwnerships).where(eq(pdfOwnerships.bookId, id));
      const [order] = await shop.database.db.select().from(orders).where(eq(orders.id, owned.orderId));
      expect(order).toMatchObject({ status: 'paid', isHardCopy: false, netPriceCents: book.pdfPriceCents });
      await expect
        .poll(async () => JSON.parse((await page.evaluate(() => localStorage.getItem('owned'))) ?? '[]'))
        .toContain(id);

      const ownedCard = main(page).getByTestId('owned-book').filter({ hasText: title });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        ownedCard.getByRole('button', { name: w.download }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${title}.pdf`);
      const bytes = await readFile((await download.path()) as string);
      const document = await PDFDocument.load(bytes);
      expect(document.getPageCount()).toBeGreaterThan(0);
      for (const text of await pdfPageTexts(bytes)) {
        expect(text).toContain(`Licensed to ${DEMO.email}`);
        expect(text).toContain(`order #${order.id}`);
      }

      // The /book-download screen fetches the same file on arrival.
      const [again] = await Promise.all([
        page.waitForEvent('download'),
        page.goto(`/#/book-download?book_id=${id}`),
      ]);
      expect(again.suggestedFilename()).toBe(`${title}.pdf`);
      const logged = await shop.database.db.select().from(bookDownloads).where(eq(bookDownloads.bookId, id));
      expect(logged.length).toBeGreaterThanOrEqual(2);

      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
