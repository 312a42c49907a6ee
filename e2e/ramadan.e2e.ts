import { readFile } from 'node:fs/promises';
import { and, eq, isNotNull, like } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textsOf } from '#server/i18n/index.ts';
import { books, insertBook } from '#server/modules/catalog/testing.ts';
import { pdfOwnerships } from '#server/modules/library/testing.ts';
import { mailOutbox } from '#server/modules/mail/testing.ts';
import { orders, pdfPageTexts } from '#server/modules/orders/testing.ts';
import { STAFF_PASSWORD, signedInStaff } from '#server/modules/staff/testing.ts';
import { extractCode, startTestSmtp, type TestSmtp } from '#server/test/smtp.ts';
import { centsToDollars, formatPrice } from '#shared/price.ts';
import { launchChromium, newPage } from './support/browser.ts';
import { checkoutWords, chooseTaxCountry, newestOrderId } from './support/checkout.ts';
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
import { shopText } from './support/texts.ts';

/*
 * Ramadan in the shop, in Chromium, Arabic then English: an editor starts a sale of 20% off books of
 * their own choosing and an admin adds a coupon of 10%; a reader sees the struck prices on the card,
 * the book's page and the cart, applies the coupon at checkout and pays the sale price less the
 * coupon, taxed on what remains; the reader gives a PDF to a friend, who signs up from the gift mail's
 * link, claims it and downloads it stamped with their own name and address; a reader asks to be
 * told when a sold-out book is back, the editor adds stock, and the reader is mailed once; then orders
 * a printed copy of it on sale to Riyadh with the coupon, Saudi VAT charged on what remains.
 * The words are read from the shop's and the console's own translation files, as people see them.
 */

/** A price in cents as the pages print it ('$8.00'). */
const shown = (cents: number) => formatPrice(centsToDollars(cents));

/** An amount in halalas as the pages print it ('SAR 54.95'). */
const riyals = (halalas: number) => formatPrice(halalas / 100, { currency: 'SAR' });

/** 20% off, in cents, rounded half up (decision 053). */
const salePrice = (cents: number) => cents - Math.round((cents * 20) / 100);

/** A moment on the shop's clock (Riyadh, UTC+3 all year) as a datetime-local field takes it. */
const shopClock = (instant: number) => new Date(instant + 3 * 3_600_000).toISOString().slice(0, 19);

let smtp: TestSmtp;
let shop: Shop;
let browser: Browser;

beforeAll(async () => {
  // Sign-up codes are mailed at once, not through the outbox: the friend reads theirs from this server.
  smtp = await startTestSmtp();
  [shop, browser] = await Promise.all([startShop({ smtpUrl: smtp.url }), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await shop?.close();
  await smtp?.close();
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

/** The claim link of the one gift mail to `to`; empty until it is written. */
async function claimLinkTo(to: string): Promise<string> {
  const mails = await shop.database.db
    .select({ text: mailOutbox.textBody })
    .from(mailOutbox)
    .where(and(like(mailOutbox.key, 'gift:%'), eq(mailOutbox.toAddress, to)));
  expect(mails.length).toBeLessThanOrEqual(1);
  return /https?:\/\/\S+#\/gift\/claim\?token=[\w-]+/.exec(mails[0]?.text ?? '')?.[0] ?? '';
}

/** The code of the account's activation mailed to `to` in `lang`; empty until it is received. */
function activationCodeTo(to: string, lang: Lang): string {
  const subject = textsOf('clientsMail')[lang].activation.subject;
  const mail = smtp.messages.find((one) => one.to.includes(to) && one.subject === subject);
  return mail ? extractCode(mail) : '';
}

async function signInAsDemo(page: Page, lang: Lang) {
  await page
    .getByRole('banner')
    .getByRole('link', { name: shopText(lang, 'common:topbar.login'), exact: true })
    .first()
    .click();
  await logInOnLoginPage(page, lang);
  await waitForPath(page, '/home');
}

type Person = { name: string; email: string };

/** An editor signs in and starts the Ramadan sale: 20% off the books, from an hour ago for a day. */
async function startSale(
  lang: Lang,
  saleName: { ar: string; en: string },
  saleBooks: { id: number; title: string }[],
) {
  const editor = await signedInStaff(shop as never, 'editor');
  const staff = await newPage(browser, shop.url);
  await signInToConsole(staff.page, lang, editor.email, STAFF_PASSWORD);
  await consoleNav(staff.page, lang, 'sales');
  const form = main(staff.page).getByRole('form', { name: consoleText(lang, 'staff-sales:new') });
  const name = consoleText(lang, 'staff-sales:name');
  await form.getByLabel(labelled(`${name} ${consoleText(lang, 'console:form.arabic')}`)).fill(saleName.ar);
  await form.getByLabel(labelled(`${name} ${consoleText(lang, 'console:form.english')}`)).fill(saleName.en);
  await form.getByLabel(labelled(consoleText(lang, 'staff-sales:scope'))).selectOption('books');
  await form
    .getByLabel(labelled(consoleText(lang, 'staff-sales:bookIds')))
    .fill(saleBooks.map((book) => book.id).join(', '));
  for (const book of saleBooks) await form.getByTestId('sale-books').getByText(book.title).waitFor();
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
  return staff;
}

/** An admin adds the Ramadan coupon `code`: 10% off, on books already on sale too. */
async function addCoupon(lang: Lang, code: string) {
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
  expect(desk.problems).toEqual([]);
}

/**
 * The reader sees the sale's price struck on the book's card and page and in the cart, with what they
 * save; applies the coupon at checkout and pays the sale price less the coupon, taxed on what remains.
 */
async function buyOnSale(
  page: Page,
  lang: Lang,
  sale: { id: number; title: string; name: string },
  code: string,
) {
  const saleTitle = sale.title;
  const was = 1000;
  const now = salePrice(was);
  const card = await findInLibrary(page, lang, saleTitle);
  await expect.poll(() => card.getByTestId('was-price').textContent()).toContain(shown(was));
  expect(await card.getByTestId('saving').textContent()).toContain(shown(was - now));
  await openDetails(page, sale.id, saleTitle);
  const pdfOption = main(page).getByRole('radio', {
    name: shopText(lang, 'details:buy.pdf'),
    exact: true,
  });
  await pdfOption.waitFor();
  expect(await main(page).getByTestId('was-price').first().textContent()).toContain(shown(was));
  expect(await main(page).getByTestId('saving').first().textContent()).toContain(shown(was - now));
  expect(await main(page).getByTestId('sale-note').textContent()).toContain(sale.name);

  // In the cart: the sale price, the old one struck, the saving.
  await addToCartAndLand(page, lang, saleTitle, 'pdf');
  await expect.poll(() => main(page).getByTestId('cart-saving').textContent()).toContain(shown(was - now));
  expect(await main(page).getByTestId('was-price').first().textContent()).toContain(shown(was));

  // The reader pays the sale price by card in the sandbox.
  await main(page)
    .getByRole('button', { name: shopText(lang, 'orders:cart.checkout'), exact: true })
    .click();
  await waitForPath(page, '/check-out/pdf');
  await chooseTaxCountry(page, lang);
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
    .where(eq(pdfOwnerships.bookId, sale.id));
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
}

/** The reader gives the book's PDF to `friend`: the gift option at checkout, paid in the sandbox. */
async function giveAsGift(
  page: Page,
  lang: Lang,
  giftBook: { id: number },
  giftTitle: string,
  friend: Person,
) {
  await openDetails(page, giftBook.id, giftTitle);
  await addToCartAndLand(page, lang, giftTitle, 'pdf');
  await main(page)
    .getByRole('button', { name: shopText(lang, 'orders:cart.checkout'), exact: true })
    .click();
  await waitForPath(page, '/check-out/pdf');
  await chooseTaxCountry(page, lang);
  await main(page).getByLabel(shopText(lang, 'orders:gift.isGift')).check();
  await main(page)
    .getByLabel(labelled(shopText(lang, 'orders:gift.recipientName')))
    .fill(friend.name);
  await main(page)
    .getByLabel(labelled(shopText(lang, 'orders:gift.recipientEmail')))
    .fill(friend.email);
  await main(page)
    .getByLabel(labelled(shopText(lang, 'orders:gift.message')))
    .fill(lang === 'ar' ? 'رمضان كريم!' : 'Ramadan Kareem!');
  await page.getByRole('button', { name: new RegExp(`^${shopText(lang, 'orders:pdf.pay')}`) }).click();
  await payOnSandboxPage(page);
  await waitForPath(page, '/my-gifts');
  await toast(page, shopText(lang, 'orders:return.giftPaid'));
}

/**
 * The friend opens the gift mail's link in their own browser, signs up with the mailed code, opens the
 * link again, claims the book and downloads it from My books: stamped with their address and name.
 */
async function claimGift(lang: Lang, giftTitle: string, friend: Person) {
  let claimLink = '';
  await expect.poll(async () => (claimLink = await claimLinkTo(friend.email))).not.toBe('');
  expect(claimLink.startsWith(`${shop.url}/#/gift/claim?token=`)).toBe(true);
  const other = await openShop(browser, shop.url, lang);
  const friendPage = other.page;
  await friendPage.goto(claimLink);
  await main(friendPage)
    .getByRole('link', { name: shopText(lang, 'orders:gifts.claim.signUp'), exact: true })
    .click();
  await waitForPath(friendPage, '/register');
  const field = (key: string) =>
    friendPage.getByLabel(shopText(lang, `accounts:fields.${key}`), { exact: true });
  await field('name').fill(friend.name);
  await field('dateOfBirth').fill('1994-03-11');
  await field('address').fill(lang === 'ar' ? 'الرياض، حي الملز' : '4 Malaz Street, Riyadh');
  await field('email').fill(friend.email);
  await friendPage
    .getByRole('combobox', { name: shopText(lang, 'accounts:fields.country') })
    .selectOption('SA');
  await field('phone').pressSequentially('501234568');
  await field('password').fill('friend-password-1');
  await friendPage.getByRole('button', { name: shopText(lang, 'accounts:register.submit') }).click();
  await waitForPath(friendPage, `/activation/${friend.email}`);
  let activation = '';
  await expect.poll(() => (activation = activationCodeTo(friend.email, lang))).not.toBe('');
  await field('code').fill(activation);
  await friendPage
    .getByRole('button', { name: shopText(lang, 'accounts:activation.submit'), exact: true })
    .click();
  await toast(friendPage, shopText(lang, 'accounts:activation.activated'));

  // Signed in, the friend is back on the gift's page and claims the book.
  await waitForPath(friendPage, new URL(claimLink).hash.slice(1));
  await main(friendPage)
    .getByRole('button', { name: shopText(lang, 'orders:gifts.claim.button') })
    .click();
  await main(friendPage)
    .getByRole('link', { name: shopText(lang, 'orders:gifts.claim.myBooks') })
    .click();
  await waitForPath(friendPage, '/my-books');
  const gifted = main(friendPage).getByTestId('owned-book').filter({ hasText: giftTitle });
  const [download] = await Promise.all([
    friendPage.waitForEvent('download'),
    gifted.getByRole('button', { name: shopText(lang, 'orders:download.button') }).click(),
  ]);
  // Stamped with the friend's address and name, not the buyer's.
  const pages = await pdfPageTexts(await readFile((await download.path()) as string));
  expect(pages.length).toBeGreaterThan(0);
  for (const text of pages) {
    expect(text).toContain(`Licensed to ${friend.email}`);
    expect(text.normalize('NFKC')).toContain(friend.name);
    expect(text).not.toContain(DEMO.email);
  }
  expect(other.problems).toEqual([]);
  await other.context.close();
}

/**
 * The reader asks to be told when the sold-out book is back; the editor adds stock on the book's page;
 * the reader is mailed once, and more stock later mails nobody again.
 */
async function waitForStock(page: Page, staffPage: Page, lang: Lang, bookId: number, title: string) {
  await openDetails(page, bookId, title);
  await main(page)
    .getByTestId('waitlist')
    .getByRole('button', { name: shopText(lang, 'details:waitlist.signedInSubmit') })
    .click();
  await toast(page, textsOf('waitlist')[lang].joined);
  expect(await waitlistMails(DEMO.email, title)).toHaveLength(0);

  await staffPage.goto(`/#/staff/books/${bookId}`);
  await changeStock(
    staffPage,
    lang,
    bookId,
    12,
    lang === 'ar' ? 'وصلت طبعة رمضان' : 'The Ramadan print run arrived',
  );
  await expect
    .poll(() => waitlistMails(DEMO.email, title).then((rows) => rows.length), { timeout: 20_000 })
    .toBe(1);
  await changeStock(staffPage, lang, bookId, 15, lang === 'ar' ? 'عدّ المخزن' : 'A count');
  expect(await waitlistMails(DEMO.email, title)).toHaveLength(1);
}

/** On the console's book page: 'New stock', 'Reason', 'Change stock', until the book has that stock. */
async function changeStock(staffPage: Page, lang: Lang, bookId: number, stock: number, reason: string) {
  await staffPage.getByLabel(labelled(consoleText(lang, 'staff-books:stock.new'))).fill(String(stock));
  await staffPage.getByLabel(labelled(consoleText(lang, 'staff-books:stock.reason'))).fill(reason);
  await staffPage.getByRole('button', { name: consoleText(lang, 'staff-books:stock.submit') }).click();
  await expect
    .poll(async () => (await shop.database.db.select().from(books).where(eq(books.id, bookId)))[0].stock)
    .toBe(stock);
}

/**
 * Back in stock, the reader orders a printed copy to Riyadh, cash on delivery, with the coupon: the
 * sale price, less the coupon, plus shipping and the fee, and Saudi VAT on all of that.
 */
async function buyPrintedInRiyadh(page: Page, lang: Lang, title: string, code: string) {
  const w = checkoutWords[lang];
  await page.reload();
  await main(page).getByRole('heading', { level: 1, name: title }).waitFor();
  await addToCartAndLand(page, lang, title, 'hardCopy', 1);
  await main(page)
    .getByRole('button', { name: shopText(lang, 'orders:cart.checkout'), exact: true })
    .click();
  await waitForPath(page, '/check-out');
  const block = page.getByRole('region', { name: w.shipping });
  await block.getByLabel(labelled(w.name)).fill(lang === 'ar' ? 'نورة القحطاني' : 'Noura Alqahtani');
  await block.getByLabel(labelled(w.email)).fill(DEMO.email);
  await block.getByLabel(labelled(w.phone)).fill('+966 50 000 0000');
  await block.getByLabel(labelled(w.country)).selectOption({ label: w.saudi });
  await block.getByLabel(labelled(w.street)).fill(lang === 'ar' ? 'طريق الملك فهد ٤' : '4 King Fahd Road');
  await block.getByLabel(labelled(w.city)).fill(lang === 'ar' ? 'الرياض' : 'Riyadh');
  await block.getByLabel(labelled(w.state)).fill(lang === 'ar' ? 'الرياض' : 'Riyadh');
  await block.getByLabel(labelled(w.postal)).fill('12211');
  await block.getByLabel(labelled(shopText(lang, 'orders:address.short_address'))).fill('rrrd2929');
  await page.getByRole('radio', { name: w.cashOnDelivery }).check();
  await main(page)
    .getByLabel(new RegExp(`^${shopText(lang, 'orders:checkout.coupon.label')}`))
    .fill(code);
  await main(page)
    .getByRole('button', { name: shopText(lang, 'orders:checkout.coupon.apply'), exact: true })
    .click();
  // In riyals (decision 110): the sale's $14.40 is 54.00 SAR, 54.95 by the Saudi market's rule, and the
  // coupon takes 10% of it, 5.50.
  expect(salePrice(1800)).toBe(1440);
  const now = 5495;
  const discount = 550;
  await expect.poll(() => main(page).getByTestId('price-discount').textContent()).toBe(riyals(-discount));
  const total = (await main(page).getByTestId('checkout-total').textContent()) ?? '';
  await page.getByRole('button', { name: w.placeOrder }).click();
  await waitForPath(page, '/my-orders');
  const [placed] = await shop.database.db
    .select()
    .from(orders)
    .where(eq(orders.id, await newestOrderId(page, lang)));
  expect(placed).toMatchObject({
    currency: 'SAR',
    subtotalCents: now,
    discountCents: discount,
    couponCode: code,
  });
  // Saudi VAT, 15%, on the books less the coupon, the shipping and the fee.
  const taxed = now - discount + placed.shippingCents + placed.codFeeCents;
  expect(placed.shippingCents).toBeGreaterThan(0);
  expect(placed.taxLines.map((line) => line.rateBp)).toEqual([1500]);
  expect(placed.taxCents).toBe(Math.round((taxed * 15) / 100));
  expect(placed.netPriceCents).toBe(taxed + placed.taxCents);
  expect(total).toBe(riyals(placed.netPriceCents));
}

describe('Ramadan in the shop, in Chromium', () => {
  for (const lang of ['ar', 'en'] as const satisfies readonly Lang[]) {
    it(`${lang}: an editor starts a sale and an admin a coupon; a reader sees the struck prices, applies the coupon and pays; a PDF given to a friend is claimed from the mail and stamped with their name; a reader waiting for a sold-out book is mailed once when stock arrives and buys it with the coupon, taxed`, async () => {
      const titles =
        lang === 'ar'
          ? {
              sale: { ar: 'فوانيس رمضان', en: 'Ramadan Lanterns' },
              out: { ar: 'موائد الرحمن', en: 'Tables of Mercy' },
              gift: { ar: 'حكايات الفجر', en: 'Tales of Dawn' },
            }
          : {
              sale: { ar: 'ليالي السحور', en: 'Suhoor Nights' },
              out: { ar: 'هلال الصيام', en: 'The Fasting Crescent' },
              gift: { ar: 'نجوم العيد', en: 'Stars of Eid' },
            };
      const saleBook = await newBook(titles.sale, { pdfPriceCents: 1000, hardcopyPriceCents: 0, stock: 0 });
      const outBook = await newBook(titles.out, {
        pdfPriceCents: 650,
        hardcopyPriceCents: 1800,
        stock: 0,
        weightGrams: 400,
      });
      const giftBook = await newBook(titles.gift, { pdfPriceCents: 700, hardcopyPriceCents: 0, stock: 0 });
      const saleTitle = titles.sale[lang];
      const saleName = { ar: `رمضان كريم ${lang}`, en: `Ramadan Kareem ${lang}` };
      const outTitle = titles.out[lang];

      const staff = await startSale(lang, saleName, [
        { id: saleBook.id, title: saleTitle },
        { id: outBook.id, title: outTitle },
      ]);
      const code = `RAMADAN-${lang.toUpperCase()}`;
      await addCoupon(lang, code);
      const reader = await openShop(browser, shop.url, lang);
      const { page } = reader;
      await signInAsDemo(page, lang);
      await buyOnSale(page, lang, { id: saleBook.id, title: saleTitle, name: saleName[lang] }, code);
      const friend = {
        name: lang === 'ar' ? 'ليلى حداد' : 'Layla Haddad',
        email: `friend-${lang}-${Date.now().toString(36)}@example.com`,
      };
      await giveAsGift(page, lang, giftBook, titles.gift[lang], friend);
      await claimGift(lang, titles.gift[lang], friend);
      await waitForStock(page, staff.page, lang, outBook.id, outTitle);
      await buyPrintedInRiyadh(page, lang, outTitle, code);
      expect(staff.problems).toEqual([]);
      expect(reader.problems).toEqual([]);
      await reader.context.close();
      await staff.context.close();
    });
  }
});
