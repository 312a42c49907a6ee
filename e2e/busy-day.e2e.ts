import { readFile } from 'node:fs/promises';
import { and, eq, like } from 'drizzle-orm';
import { TOTP } from 'otpauth';
import { PDFDocument } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { books } from '#server/modules/catalog/testing.ts';
import { mailOutbox } from '#server/modules/mail/testing.ts';
import { createBuyer, orders } from '#server/modules/orders/testing.ts';
import { STAFF_PASSWORD, signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { pdfToText } from '#server/test/pdf-reader.ts';
import { launchChromium, newPage } from './support/browser.ts';
import { consoleNav, consoleText, signInToConsole } from './support/console.ts';
import { bookInPrint, placeHardCopyOrder } from './support/orders.ts';
import { type Shop, startShop } from './support/shop.ts';
import { type Lang, main } from './support/steps.ts';

/*
 * A busy day in the back office, in Chromium, Arabic then English: two orders arrive, and the orders
 * desk is mailed of each and sees the count beside Orders; it moves both on, ships both at once with
 * tracking numbers pasted as CSV, and prints one PDF of their packing slips; a delivered copy comes
 * back damaged and part of the order is handed back; an admin turns on two-step sign-in and signs in
 * with a code from the authenticator app.
 */

/** The text of a downloaded PDF, in reading order. */
const pdfText = async (file: string) => pdfToText(await readFile(file));

let shop: Shop;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

const text = consoleText;
const stockOf = async (bookId: number) =>
  (await shop.database.db.select({ stock: books.stock }).from(books).where(eq(books.id, bookId)))[0]?.stock;
const statusOf = async (id: number) =>
  (await shop.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.status;

/** The name the console's nav gives Orders: its label, and the orders waiting in words. */
const ordersLinkName = (page: Page, lang: Lang) =>
  page
    .getByRole('navigation', { name: text(lang, 'console:navLabel') })
    .first()
    .getByRole('link', { name: new RegExp(`^${text(lang, 'console:nav.orders')}`) })
    .first()
    .getAttribute('aria-label');

/** The words the nav gives `count` orders waiting, in the plural form of `lang`. */
function ordersWaiting(lang: Lang, count: number) {
  const form = new Intl.PluralRules(lang).select(count);
  const shown = new Intl.NumberFormat(`${lang}-u-nu-latn`).format(count);
  const words = text(lang, `console:counts.orders_${form}`, { count, shown });
  return text(lang, 'console:counts.label', { label: text(lang, 'console:nav.orders'), shown, words });
}

/** Ticks the row of each order in the console's orders list. */
async function choose(page: Page, lang: Lang, ids: number[]) {
  for (const id of ids) {
    const name = text(lang, 'bulk:many.selectRow', { name: text(lang, 'staff-orders:number', { id }) });
    await main(page).getByRole('checkbox', { name, exact: true }).check();
  }
}

describe('a busy day in the back office, in Chromium', () => {
  for (const lang of ['ar', 'en'] as const satisfies readonly Lang[]) {
    it(`${lang}: two orders are told and counted, shipped from a CSV, slipped in one PDF; a damaged copy is taken back; an admin signs in with a code`, async () => {
      const desk = await signedInStaff(shop, 'orders');
      const staff = staffCaller(shop as never);
      const { context, page } = await newPage(browser, shop.url);
      await signInToConsole(page, lang, desk.email, STAFF_PASSWORD);
      const before = (await staff('GET', '/staff/counts', { token: desk.token })).json().data
        .orders as number;

      // Two paper orders arrive, paid on delivery.
      const reader = (await createBuyer(shop.app.db, `busy-${lang}`)).token;
      const bookId = await bookInPrint(shop);
      const ids = [
        await placeHardCopyOrder(shop, reader, bookId),
        await placeHardCopyOrder(shop, reader, bookId),
      ];
      await expect
        .poll(() => ordersLinkName(page, lang), { timeout: 20_000 })
        .toBe(ordersWaiting(lang, before + 2));
      // The desk is mailed of each, once.
      for (const id of ids) {
        const told = await shop.database.db
          .select({ to: mailOutbox.toAddress })
          .from(mailOutbox)
          .where(and(like(mailOutbox.key, `staff:order:${id}:%`), eq(mailOutbox.toAddress, desk.email)));
        expect(told).toHaveLength(1);
      }

      // Both move on at once, then ship with the tracking numbers pasted from the courier's sheet.
      await consoleNav(page, lang, 'orders');
      await choose(page, lang, ids);
      await main(page)
        .getByRole('button', { name: text(lang, 'staff-orders:bulk.processing') })
        .click();
      await expect.poll(() => Promise.all(ids.map(statusOf))).toEqual(['processing', 'processing']);
      await main(page)
        .getByRole('button', { name: text(lang, 'staff-orders:bulk.tracking') })
        .click();
      const dialog = page.getByRole('dialog', { name: text(lang, 'staff-orders:bulk.trackingTitle') });
      await dialog
        .getByLabel(text(lang, 'staff-orders:bulk.trackingPaste'))
        .fill(`order,carrier,tracking\n${ids[0]},Aramex,AX-${ids[0]}\n${ids[1]},Aramex,AX-${ids[1]}`);
      await dialog.getByRole('button', { name: text(lang, 'staff-orders:bulk.trackingSubmit') }).click();
      await expect.poll(() => Promise.all(ids.map(statusOf))).toEqual(['shipped', 'shipped']);
      for (const id of ids) {
        const shipped = await staff('GET', `/staff/orders/${id}`, { token: desk.token });
        expect(shipped.json().data).toMatchObject({ carrier: 'Aramex', tracking_number: `AX-${id}` });
      }

      // One PDF of both packing slips.
      await choose(page, lang, ids);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        main(page)
          .getByRole('button', { name: text(lang, 'staff-orders:bulk.slips') })
          .click(),
      ]);
      const slips = (await download.path()) as string;
      expect((await PDFDocument.load(await readFile(slips))).getPageCount()).toBe(2);
      const slipText = await pdfText(slips);
      for (const id of ids) expect(slipText).toContain(`AX-${id}`);

      // The first is delivered and its cash received; its copy comes back damaged.
      const [first] = ids;
      const moved = await staff('POST', `/staff/orders/${first}/status`, {
        token: desk.token,
        body: { status: 'delivered' },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      const paid = await staff('POST', `/staff/orders/${first}/paid`, { token: desk.token });
      expect(paid.statusCode, paid.body).toBe(200);
      const stock = await stockOf(bookId);
      await page.goto(`/#/staff/orders/${first}`);
      await main(page)
        .getByRole('button', { name: text(lang, 'staff-refunds:refunds.returnAction') })
        .click();
      const back = page.getByRole('dialog', {
        name: text(lang, 'staff-refunds:returnDialog.title', { id: first }),
      });
      await back.getByRole('spinbutton').first().fill('1');
      await back
        .getByLabel(new RegExp(`^${text(lang, 'staff-refunds:returnDialog.reason')}`))
        .fill(lang === 'ar' ? 'وصل الغلاف ممزقاً' : 'The cover arrived torn');
      await back.getByLabel(text(lang, 'staff-refunds:returnDialog.restock')).check();
      await back.getByRole('button', { name: text(lang, 'staff-refunds:returnDialog.submit') }).click();
      // The dialog (inside the refunds' region) names the kind too: the list is read once it is closed.
      await back.waitFor({ state: 'hidden' });
      const refunds = main(page).getByRole('region', { name: text(lang, 'staff-refunds:refunds.title') });
      await expect
        .poll(() => refunds.textContent())
        .toContain(text(lang, 'staff-refunds:refunds.state.done'));
      expect(await refunds.textContent()).toContain(text(lang, 'staff-refunds:refunds.kind.return'));
      await expect.poll(() => stockOf(bookId)).toBe((stock ?? 0) + 1);
      const order = (await staff('GET', `/staff/orders/${first}`, { token: desk.token })).json().data;
      // Part of the order is handed back: the book, not its shipping.
      expect(order.status).toBe('delivered');
      expect(order.refunded_cents).toBeGreaterThan(0);
      expect(order.refundable_cents).toBeGreaterThan(0);
      await expect
        .poll(
          async () =>
            (
              await shop.database.db
                .select()
                .from(mailOutbox)
                .where(like(mailOutbox.key, `order:${first}:refund:%`))
            ).length,
        )
        .toBe(1);
      await context.close();

      // An admin turns on two-step sign-in, then signs in with a code from the app.
      const admin = await signedInStaff(shop, 'admin');
      const second = await newPage(browser, shop.url);
      await signInToConsole(second.page, lang, admin.email, STAFF_PASSWORD);
      await second.page.goto('/#/staff/security');
      await main(second.page)
        .getByRole('button', { name: text(lang, 'staff-security:setup.start') })
        .click();
      const key = ((await second.page.getByTestId('manual-key').textContent()) ?? '').replace(/\s/g, '');
      const totp = new TOTP({ secret: key, digits: 6, period: 30 });
      await second.page.getByLabel(text(lang, 'staff-security:setup.codeLabel')).fill(totp.generate());
      await main(second.page)
        .getByRole('button', { name: text(lang, 'staff-security:setup.confirm') })
        .click();
      await main(second.page)
        .getByRole('button', { name: text(lang, 'staff-security:codes.saved') })
        .click();
      await second.page
        .getByRole('button', { name: text(lang, 'console:logout') })
        .first()
        .click();

      await second.page.goto('/#/staff');
      await second.page
        .getByLabel(lang === 'ar' ? 'البريد الإلكتروني' : 'E-mail', { exact: true })
        .fill(admin.email);
      await second.page
        .getByLabel(lang === 'ar' ? 'كلمة المرور' : 'Password', { exact: true })
        .fill(STAFF_PASSWORD);
      await second.page.getByRole('button', { name: text(lang, 'staff:login.submit') }).click();
      // The code of the next step: the one that turned it on is good only once.
      const code = totp.generate({ timestamp: Date.now() + 30_000 });
      await second.page.getByLabel(text(lang, 'staff:login.code.label')).fill(code);
      await second.page.getByRole('button', { name: text(lang, 'staff:login.code.submit') }).click();
      await second.page
        .getByRole('navigation', { name: text(lang, 'console:navLabel') })
        .first()
        .waitFor();
      await second.context.close();
    });
  }
});
