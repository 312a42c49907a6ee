import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { books } from '#server/modules/catalog/testing.ts';
import { pdfOwnerships } from '#server/modules/library/testing.ts';
import { orders, pdfPageTexts } from '#server/modules/orders/testing.ts';
import { STAFF_PASSWORD, signedInStaff, staffUsers } from '#server/modules/staff/testing.ts';
import { isbn13CheckDigit } from '#shared/isbn.ts';
import { launchChromium, newPage } from './support/browser.ts';
import { chooseTaxCountry } from './support/checkout.ts';
import { consoleNav, consoleText, labelled, signInToConsole } from './support/console.ts';
import { type Shop, startShop } from './support/shop.ts';
import {
  addToCartAndLand,
  DEMO,
  findInLibrary,
  logInOnLoginPage,
  main,
  openFromLibrary,
  openShop,
  payOnSandboxPage,
  toast,
  waitForPath,
} from './support/steps.ts';

/*
 * The back office in Chromium, Arabic first, then English: an editor signs in, adds a writer and a
 * book with its cover and PDF, finds it on the home page and in the library's search; a reader buys
 * the PDF and downloads it stamped; the editor changes the price and the reader's next page shows
 * it; an administrator adds an editor and deactivates them, who then cannot sign in.
 * The console's words are read from its own translation files, as the member sees them.
 */

const shopWords = {
  ar: {
    checkout: 'إتمام الشراء',
    pay: (total: string) => `ادفع بالبطاقة ${total}`,
    approved: 'تم الدفع بنجاح: كتبك في صفحة كتبي',
    download: 'تنزيل PDF',
    login: 'دخول',
  },
  en: {
    checkout: 'Checkout',
    pay: (total: string) => `Pay by card ${total}`,
    approved: 'Payment received: your books are in My books',
    download: 'Download PDF',
    login: 'Log in',
  },
} as const;

/** A new ISBN-13 for each run of the journey, its check digit computed. */
function newIsbn(serial: number) {
  const first12 = `978995799${String(serial).padStart(3, '0')}`;
  return `${first12}${isbn13CheckDigit(first12)}`;
}

async function coverJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 900, channels: 3, background: '#7a2e1f' } })
    .jpeg()
    .toBuffer();
}

async function bookPdf(title: string): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= 2; n++)
    document.addPage([420, 595]).drawText(`${title}, page ${n}`, { x: 40, y: 540, font });
  return Buffer.from(await document.save());
}

describe('the back office', () => {
  let shop: Shop;
  let browser: Browser;

  beforeAll(async () => {
    [shop, browser] = await Promise.all([startShop(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.close();
  });

  for (const [lang, serial] of [
    ['ar', 1],
    ['en', 2],
  ] as const) {
    it(`${lang}: an editor adds a writer and a book with its files; a reader finds it, buys the PDF and sees the new price`, async () => {
      const editor = await newPage(browser, shop.url);
      const { page } = editor;
      const writer =
        lang === 'ar'
          ? { ar: 'سلمى الخياط', en: 'Salma Al-Khayyat' }
          : { ar: 'ريم الناصر', en: 'Reem Al-Nasser' };
      const book =
        lang === 'ar'
          ? { ar: 'حدائق الضوء', en: 'Gardens of Light' }
          : { ar: 'مدن الملح الصغيرة', en: 'Little Salt Cities' };
      const title = book[lang];

      await signInToConsole(page, lang, 'staff@example.com', 'staff-password-1');

      // A writer, in both languages.
      await consoleNav(page, lang, 'writers');
      const writerForm = main(page).getByRole('form', { name: consoleText(lang, 'taxonomy:writers.new') });
      const writerName = consoleText(lang, 'taxonomy:writers.text');
      const inArabic = consoleText(lang, 'console:form.arabic');
      const inEnglish = consoleText(lang, 'console:form.english');
      await writerForm.getByLabel(labelled(`${writerName} ${inArabic}`)).fill(writer.ar);
      await writerForm.getByLabel(labelled(`${writerName} ${inEnglish}`)).fill(writer.en);
      await writerForm.getByRole('button', { name: consoleText(lang, 'console:form.create') }).click();
      await main(page).getByRole('searchbox').fill(writer[lang]);
      await main(page).getByRole('cell', { name: writer[lang], exact: true }).first().waitFor();

      // A book sold as a PDF only, by that writer.
      await consoleNav(page, lang, 'books');
      await waitForPath(page, '/staff/books');
      // The first journey of the run: the books screen's code is fetched cold, on a machine still busy.
      // Should the link not come, the failure says what the screen showed instead.
      const addBook = main(page).getByRole('link', {
        name: consoleText(lang, 'staff-books:add'),
        exact: true,
      });
      await addBook.waitFor({ timeout: 240_000 }).catch(async (error: Error) => {
        const shown = await main(page)
          .textContent({ timeout: 5_000 })
          .catch(() => '(no main landmark)');
        throw new Error(`${error.message}\nThe books screen showed:\n${shown}`);
      });
      await addBook.click();
      await waitForPath(page, '/staff/books/new');
      const titleLabel = consoleText(lang, 'staff-books:fields.title');
      await page.getByLabel(labelled(`${titleLabel} ${inArabic}`)).fill(book.ar);
      await page.getByLabel(labelled(`${titleLabel} ${inEnglish}`)).fill(book.en);
      await page.getByLabel(labelled(consoleText(lang, 'staff-books:fields.pdfPrice'))).fill('4.5');
      await page.getByLabel(labelled(consoleText(lang, 'staff-books:fields.hardcopyPrice'))).fill('0');
      await page.getByLabel(labelled(consoleText(lang, 'staff-books:fields.isbn'))).fill(newIsbn(serial));
      await page
        .getByLabel(labelled(consoleText(lang, 'staff-books:fields.writer')))
        .selectOption({ label: writer[lang] });
      // Its cover and its PDF, chosen while the form is filled and judged by their content.
      const files = main(page).getByRole('region', { name: consoleText(lang, 'files:book.title') });
      await files.getByLabel(consoleText(lang, 'files:book.cover')).setInputFiles({
        name: 'cover.jpg',
        mimeType: 'image/jpeg',
        buffer: await coverJpeg(),
      });
      await files.getByRole('img', { name: consoleText(lang, 'files:book.coverAlt') }).waitFor();
      await files.getByLabel(consoleText(lang, 'files:book.pdf')).setInputFiles({
        name: 'book.pdf',
        mimeType: 'application/pdf',
        buffer: await bookPdf(book.en),
      });
      const twoPages = lang === 'ar' ? 'files:book.pdfWaiting_two' : 'files:book.pdfWaiting_other';
      await files.getByText(consoleText(lang, twoPages, { count: 2 })).waitFor();
      await page.getByRole('button', { name: consoleText(lang, 'staff-books:edit.create') }).click();
      await expect
        .poll(() => new URL(page.url()).hash, { timeout: 60_000 })
        .toMatch(/^#\/staff\/books\/\d+$/);
      const bookId = Number(new URL(page.url()).hash.split('/').at(-1));
      // The saved book's own panel shows them as its files.
      await files.getByText(consoleText(lang, 'files:book.coverHint')).waitFor();
      await files.getByRole('img', { name: consoleText(lang, 'files:book.coverAlt') }).waitFor();
      await files.getByText(consoleText(lang, 'files:book.pdfPresent')).waitFor();
      const [stored] = await shop.database.db.select().from(books).where(eq(books.id, bookId));
      expect(stored).toMatchObject({ titleAr: book.ar, titleEn: book.en, pdfPriceCents: 450, active: true });
      expect(stored.image).toMatch(/^covers\//);
      expect(stored.image).not.toContain('cover.jpg');
      expect(stored.pdfFile).not.toContain('book.pdf');

      // A reader: the book is on the home page at once, and the library's search finds it.
      const reader = await openShop(browser, shop.url, lang);
      const shopPage = reader.page;
      await main(shopPage).getByRole('link', { name: title }).first().waitFor();
      await shopPage
        .getByRole('banner')
        .getByRole('link', { name: shopWords[lang].login, exact: true })
        .first()
        .click();
      await logInOnLoginPage(shopPage, lang);
      await waitForPath(shopPage, '/home');
      expect(await openFromLibrary(shopPage, lang, title)).toBe(bookId);
      await main(shopPage).getByText('$4.50').first().waitFor();

      // The reader buys the PDF in the sandbox and downloads it, stamped.
      const w = shopWords[lang];
      await addToCartAndLand(shopPage, lang, title, 'pdf');
      await main(shopPage).getByRole('button', { name: w.checkout, exact: true }).click();
      await waitForPath(shopPage, '/check-out/pdf');
      await chooseTaxCountry(shopPage, lang);
      await shopPage.getByRole('button', { name: w.pay('$4.50') }).click();
      await payOnSandboxPage(shopPage);
      await waitForPath(shopPage, '/my-books');
      await toast(shopPage, w.approved);
      const [owned] = await shop.database.db
        .select()
        .from(pdfOwnerships)
        .where(eq(pdfOwnerships.bookId, bookId));
      const [order] = await shop.database.db.select().from(orders).where(eq(orders.id, owned.orderId));
      const ownedCard = main(shopPage).getByTestId('owned-book').filter({ hasText: title });
      const [download] = await Promise.all([
        shopPage.waitForEvent('download'),
        ownedCard.getByRole('button', { name: w.download }).click(),
      ]);
      const bytes = await readFile((await download.path()) as string);
      const pages = await pdfPageTexts(bytes);
      expect(pages).toHaveLength(2);
      for (const text of pages) {
        expect(text).toContain(`Licensed to ${DEMO.email}`);
        expect(text).toContain(`order #${order.id}`);
      }

      // The editor changes the PDF price; the reader's next search shows it on the book's card.
      await page.getByLabel(labelled(consoleText(lang, 'staff-books:fields.pdfPrice'))).fill('6.25');
      await page.getByRole('button', { name: consoleText(lang, 'console:form.save'), exact: true }).click();
      await expect
        .poll(
          async () =>
            (await shop.database.db.select().from(books).where(eq(books.id, bookId)))[0].pdfPriceCents,
        )
        .toBe(625);
      const card = await findInLibrary(shopPage, lang, title);
      await card.getByText('$6.25').waitFor();

      expect(editor.problems).toEqual([]);
      expect(reader.problems).toEqual([]);
      await reader.context.close();
      await editor.context.close();
    });

    it(`${lang}: an administrator adds an editor and deactivates them, who then cannot sign in`, async () => {
      const admin = await signedInStaff(shop as never, 'admin');
      const { context, page, problems } = await newPage(browser, shop.url);
      await signInToConsole(page, lang, admin.email, STAFF_PASSWORD);
      await consoleNav(page, lang, 'members');
      await main(page)
        .getByRole('link', { name: consoleText(lang, 'members:add'), exact: true })
        .click();
      const email = `new-editor-${lang}@staff.example.com`;
      const name = lang === 'ar' ? 'نور الهدى' : 'Nour Al-Huda';
      await page.getByLabel(labelled(consoleText(lang, 'members:fields.name'))).fill(name);
      await page.getByLabel(labelled(consoleText(lang, 'members:fields.email'))).fill(email);
      await page.getByLabel(labelled(consoleText(lang, 'members:fields.role'))).selectOption('editor');
      await page.getByLabel(labelled(consoleText(lang, 'members:fields.password'))).fill('a-long-password-1');
      await page.getByRole('button', { name: consoleText(lang, 'members:new.submit') }).click();
      await main(page).getByText(consoleText(lang, 'members:edit.activeNow')).waitFor();

      // The new editor can sign in, until deactivated.
      const login = () =>
        shop.app.inject({
          method: 'POST',
          url: '/api/staff/login',
          payload: { email, password: 'a-long-password-1' },
          remoteAddress: `10.9.${lang === 'ar' ? 1 : 2}.${Math.floor(Math.random() * 250)}`,
        });
      expect((await login()).statusCode).toBe(200);
      page.once('dialog', (dialog) => void dialog.accept());
      await main(page)
        .getByRole('button', { name: consoleText(lang, 'members:edit.deactivate') })
        .click();
      await main(page).getByText(consoleText(lang, 'members:edit.inactiveNow')).waitFor();
      const [member] = await shop.database.db.select().from(staffUsers).where(eq(staffUsers.email, email));
      expect(member).toMatchObject({ role: 'editor', active: false });
      expect((await login()).statusCode).toBe(401);

      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
