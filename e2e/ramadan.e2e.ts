import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, isNotNull, like } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textsOf } from '#server/i18n/index.ts';
import { books, insertBook } from '#server/modules/catalog/testing.ts';
import { mailOutbox } from '#server/modules/mail/testing.ts';
import { orders, pdfOwnerships } from '#server/modules/orders/testing.ts';
import { STAFF_PASSWORD, signedInStaff } from '#server/modules/staff/testing.ts';
import { centsToDollars, formatPrice } from '#shared/price.ts';
import { launchChromium, newPage } from './support/browser.ts';
import { consoleNav, consoleText, labelled, signInToConsole } from './support/console.ts';
import { type Shop, startShop } from './support/shop.ts';
import {
  addToCartAndLand,
  DEMO,
  findInLibrary,
  type Lang,
  logInOnLoginPage,
  main,
  openDetails,
  openShop,
  payOnSandboxPage,
  toast,
  waitForPath,
} from './support/steps.ts';

/*
 * Ramadan in the shop, in Chromium, Arabic then English: an editor starts a sale of 20% off books of
 * their own choosing and an admin adds a coupon of 10%; a reader sees the struck prices on the card,
 * the book's page and the cart, applies the coupon at checkout and pays the sale price less the
 * coupon, taxed on what remains; a reader asks to be told when a sold-out book is back, the editor adds stock,
 * and the reader is mailed once.
 * The words are read from the shop's and the console's own translation files, as people see them.
 */

/** A reader-side text, `namespace:dotted.key`, in `lang`. */
function shopText(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const [namespace, rest] = key.split(':');
  const file = path.resolve(`src/web/i18n/${lang}/${namespace}.json`);
  const value = rest
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown>)[part],
      JSON.parse(readFileSync(file, 'utf8')),
    );
  if (typeof value !== 'string') throw new Error(`No text ${key} in ${lang}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}

/** A price in cents as the pages print it ('$8.00'). */
const shown = (cents: number) => formatPrice(centsToDollars(cents));

/** 20% off, in cents, rounded half up (decision 053). */
const salePrice = (cents: number) => cents - Math.round((cents * 20) / 100);

/** A moment on the shop's clock (Riyadh, UTC+3 all year) as a datetime-local field takes it. */
const shopClock = (instant: number) => new Date(instant + 3 * 3_600_000).toISOString().slice(0, 19);

let shop: Shop;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

/** A book made for the journey from a seeded one with a PDF and a print run: its writer, cover and file. */
async function newBook(titles: { ar: string; en: string }, values: Partial<typeof books.$inferInsert>) {
  const [model] = await shop.database.db.select().from(books).where(isNotNull(books.pdfFile)).limit(1);
  return insertBook(shop.database.db, {
    titleAr: titles.ar,
    titleEn: titles.en,
    writerId: model.writerId,
    categoryId: model.categoryId,
    coverTypeId: model.coverTypeId,
    image: model.image,
    pdfFile: model.pdfFile,
    pages: model.pages,
    comingSoon: false,
    active: true,
    ...values,
  });
}

/** The mails telling `to` that the book titled `title` is available again. */
const waitlistMails = (to: string, title: string) =>
  shop.database.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        like(mailOutbox.key, 'waitlist:%'),
        eq(mailOutbox.toAddress, to),
        like(mailOutbox.subject, `%${title}%`),
      ),
    );

async function signInAsDemo(page: Page, lang: Lang) {
  await page
    .getByRole('banner')
    .getByRole('link', { name: shopText(lang, 'common:topbar.login'), exact: true })
    .first()
    .click();
  await logInOnLoginPage(page, lang);
  await waitForPath(page, '/home');
}

describe('Ramadan in the shop, in Chromium', () => {
  for (const lang of ['ar', 'en'] as const satisfies readonly Lang[]) {
    it(`${lang}: an editor starts a sale and an admin a coupon; a reader sees the struck prices, applies the coupon and pays; a reader waiting for a sold-out book is mailed once when stock arrives`, async () => {
      const titles =
        lang === 'ar'
          ? {
              sale: { ar: 'فوانيس رمضان', en: 'Ramadan Lanterns' },
              out: { ar: 'موائد الرحمن', en: 'Tables of Mercy' },
            }
          : {
              sale: { ar: 'ليالي السحور', en: 'Suhoor Nights' },
              out: { ar: 'هلال الصيام', en: 'The Fasting Crescent' },
            };
      const saleBook = await newBook(titles.sale, { pdfPriceCents: 1000, hardcopyPriceCents: 0, stock: 0 });
      const outBook = await newBook(titles.out, { pdfPriceCents: 650, hardcopyPriceCents: 1800, stock: 0 });
      const saleTitle = titles.sale[lang];
      const saleName = { ar: `رمضان كريم ${lang}`, en: `Ramadan Kareem ${lang}` };
      const outTitle = titles.out[lang];

      // An editor starts the Ramadan sale: 20% off the chosen book, from an hour ago for a day.
      const editor = await signedInStaff(shop as never, 'editor');
      const staff = await newPage(browser, shop.url);
      await signInToConsole(staff.page, lang, editor.email, STAFF_PASSWORD);
      await staff.page.goto('/#/staff/sales');
      const form = main(staff.page).getByRole('form', { name: consoleText(lang, 'staff-sales:new') });
      const name = consoleText(lang, 'staff-sales:name');
      await form
        .getByLabel(labelled(`${name} ${consoleText(lang, 'console:form.arabic')}`))
        .fill(saleName.ar);
      await form
        .getByLabel(labelled(`${name} ${consoleText(lang, 'console:form.english')}`))
        .fill(saleName.en);
      await form.getByLabel(labelled(consoleText(lang, 'staff-sales:scope'))).selectOption('books');
      await form.getByLabel(labelled(consoleText(lang, 'staff-sales:bookIds'))).fill(String(saleBook.id));
      await form.getByTestId('sale-books').getByText(titles.sale[lang]).waitFor();
      await form.getByLabel(labelled(consoleText(lang, 'staff-sales:percent'))).fill('20');
      await form
        .getByLabel(labelled(consoleText(lang, 'staff-sales:startsAt')))
        .fill(shopClock(Date.now() - 3_600_000));
      await form
        .getByLabel(labelled(consoleText(lang, 'staff-sales:endsAt')))
        .fill(shopClock(Date.now() + 86_400_000));
      await form.getByRole('button', { name: consoleText(lang, 'console:form.create') }).click();
      await main(staff.page)
        .getByRole('row')
        .filter({ hasText: saleName[lang] })
        .getByText(consoleText(lang, 'staff-sales:statuses.running'))
        .waitFor();

      // An admin adds the Ramadan coupon: 10% off, on books already on sale too.
      const code = `RAMADAN-${lang.toUpperCase()}`;
      const admin = await signedInStaff(shop as never, 'admin');
      const desk = await newPage(browser, shop.url);
      await signInToConsole(desk.page, lang, admin.email, STAFF_PASSWORD);
      await consoleNav(desk.page, lang, 'coupons');
      const couponForm = main(desk.page).getByRole('form', {
        name: consoleText(lang, 'staff-coupons:new'),
      });
      await couponForm.getByLabel(labelled(consoleText(lang, 'staff-coupons:fields.code'))).fill(code);
      await couponForm
        .getByLabel(labelled(consoleText(lang, 'staff-coupons:fields.kind')))
        .selectOption('percent');
      await couponForm.getByLabel(labelled(consoleText(lang, 'staff-coupons:fields.value'))).fill('10');
      await couponForm.getByLabel(consoleText(lang, 'staff-coupons:fields.combinesWithSale')).check();
      await couponForm.getByRole('button', { name: consoleText(lang, 'console:form.create') }).click();
      await main(desk.page).getByRole('row').filter({ hasText: code }).waitFor();
      await desk.context.close();

      // A reader sees the price struck on the book's card and page, with what they save.
      const was = 1000;
      const now = salePrice(was);
      const reader = await openShop(browser, shop.url, lang);
      const { page } = reader;
      await signInAsDemo(page, lang);
      const card = await findInLibrary(page, lang, saleTitle);
      await expect.poll(() => card.getByTestId('was-price').textContent()).toContain(shown(was));
      expect(await card.getByTestId('saving').textContent()).toContain(shown(was - now));
      await openDetails(page, saleBook.id, saleTitle);
      const pdfOption = main(page).getByRole('radio', {
        name: shopText(lang, 'details:buy.pdf'),
        exact: true,
      });
      await pdfOption.waitFor();
      expect(await main(page).getByTestId('was-price').first().textContent()).toContain(shown(was));
      expect(await main(page).getByTestId('saving').first().textContent()).toContain(shown(was - now));
      expect(await main(page).getByTestId('sale-note').textContent()).toContain(saleName[lang]);

      // In the cart: the sale price, the old one struck, the saving.
      await addToCartAndLand(page, lang, saleTitle, 'pdf');
      await expect
        .poll(() => main(page).getByTestId('cart-saving').textContent())
        .toContain(shown(was - now));
      expect(await main(page).getByTestId('was-price').first().textContent()).toContain(shown(was));

      // The reader pays the sale price by card in the sandbox.
      await main(page)
        .getByRole('button', { name: shopText(lang, 'orders:cart.checkout'), exact: true })
        .click();
      await waitForPath(page, '/check-out/pdf');
      await expect
        .poll(() => main(page).getByTestId('checkout-saving').textContent())
        .toContain(shown(was - now));
      // The coupon comes off the sale price, before tax.
      const discount = Math.round((now * 10) / 100);
      await main(page)
        .getByLabel(new RegExp(`^${shopText(lang, 'orders:checkout.coupon.label')}`))
        .fill(code.toLowerCase());
      await main(page)
        .getByRole('button', { name: shopText(lang, 'orders:checkout.coupon.apply'), exact: true })
        .click();
      await main(page)
        .getByRole('status')
        .filter({ hasText: shopText(lang, 'orders:checkout.coupon.applied') })
        .getByText(code)
        .waitFor();
      await expect.poll(() => main(page).getByTestId('price-discount').textContent()).toBe(shown(-discount));
      const payButton = page.getByRole('button', {
        name: new RegExp(`^${shopText(lang, 'orders:pdf.pay')}`),
      });
      const payLabel = (await payButton.textContent()) ?? '';
      await payButton.click();
      await payOnSandboxPage(page);
      await waitForPath(page, '/my-books');
      await toast(page, shopText(lang, 'orders:return.paid'));
      const [owned] = await shop.database.db
        .select()
        .from(pdfOwnerships)
        .where(eq(pdfOwnerships.bookId, saleBook.id));
      const [paid] = await shop.database.db.select().from(orders).where(eq(orders.id, owned.orderId));
      // Charged: the sale price, less the coupon, and the tax on what remains; the button said so.
      expect(paid).toMatchObject({ subtotalCents: now, discountCents: discount, couponCode: code });
      const taxBase = now - discount;
      for (const line of paid.taxLines) {
        const rateOf = paid.taxIncluded ? line.rateBp / (10_000 + line.rateBp) : line.rateBp / 10_000;
        expect(Math.abs(line.amountCents - taxBase * rateOf)).toBeLessThanOrEqual(1);
      }
      expect(paid.taxCents).toBe(paid.taxLines.reduce((sum, line) => sum + line.amountCents, 0));
      expect(paid.netPriceCents).toBe(taxBase + (paid.taxIncluded ? 0 : paid.taxCents));
      expect(payLabel).toContain(shown(paid.netPriceCents));

      // A sold-out book: the reader asks to be told when it is back.
      await openDetails(page, outBook.id, outTitle);
      const waitlist = main(page).getByTestId('waitlist');
      await waitlist.getByRole('button', { name: shopText(lang, 'details:waitlist.signedInSubmit') }).click();
      await toast(page, textsOf('waitlist')[lang].joined);
      expect(await waitlistMails(DEMO.email, outTitle)).toHaveLength(0);

      // The editor adds stock on the book's page; the reader is mailed, once.
      await staff.page.goto(`/#/staff/books/${outBook.id}`);
      await staff.page.getByLabel(labelled(consoleText(lang, 'staff-books:stock.new'))).fill('12');
      await staff.page
        .getByLabel(labelled(consoleText(lang, 'staff-books:stock.reason')))
        .fill(lang === 'ar' ? 'وصلت طبعة رمضان' : 'The Ramadan print run arrived');
      await staff.page.getByRole('button', { name: consoleText(lang, 'staff-books:stock.submit') }).click();
      await expect
        .poll(
          async () => (await shop.database.db.select().from(books).where(eq(books.id, outBook.id)))[0].stock,
        )
        .toBe(12);
      await expect
        .poll(() => waitlistMails(DEMO.email, outTitle).then((rows) => rows.length), { timeout: 20_000 })
        .toBe(1);
      // More stock later tells nobody again.
      await staff.page.getByLabel(labelled(consoleText(lang, 'staff-books:stock.new'))).fill('15');
      await staff.page
        .getByLabel(labelled(consoleText(lang, 'staff-books:stock.reason')))
        .fill(lang === 'ar' ? 'عدّ المخزن' : 'A count');
      await staff.page.getByRole('button', { name: consoleText(lang, 'staff-books:stock.submit') }).click();
      await expect
        .poll(
          async () => (await shop.database.db.select().from(books).where(eq(books.id, outBook.id)))[0].stock,
        )
        .toBe(15);
      expect(await waitlistMails(DEMO.email, outTitle)).toHaveLength(1);

      expect(staff.problems).toEqual([]);
      expect(desk.problems).toEqual([]);
      expect(reader.problems).toEqual([]);
      await reader.context.close();
      await staff.context.close();
    });
  }
});
