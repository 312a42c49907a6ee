import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '#server/modules/clients/testing.ts';
import { codConfirmations } from '#server/modules/cod-confirmation/testing.ts';
import { orders } from '#server/modules/orders/testing.ts';
import { STAFF_PASSWORD, signedInStaff } from '#server/modules/staff/testing.ts';
import { ARAMEX_ACCOUNT, type AramexStandIn, startAramexStandIn } from '#server/test/aramex-stand-in.ts';
import { pdfToText } from '#server/test/pdf-reader.ts';
import { startTestSmtp, type TestSmtp } from '#server/test/smtp.ts';
import { launchChromium, newPage } from './support/browser.ts';
import { checkoutWords, newestOrderId } from './support/checkout.ts';
import { consoleNav, consoleText, labelled, signInToConsole } from './support/console.ts';
import { demoToken, placeHardCopyOrder } from './support/orders.ts';
import { bookTitled, type Shop, startShop } from './support/shop.ts';
import {
  addToCartAndLand,
  DEMO,
  type Lang,
  logInOnLoginPage,
  main,
  openDetails,
  openShop,
  waitForPath,
} from './support/steps.ts';
import { shopText } from './support/texts.ts';

/*
 * Cash on delivery from the buyer's yes to the carrier's cash, in Chromium, Arabic then English (issue 38,
 * decisions 097–103): a reader in Riyadh orders a printed copy paid on delivery and confirms it from
 * the mail's one-tap link; the orders desk books the parcel with Aramex (its stand-in, started here)
 * from the console and prints its label; the carrier's updates, read by the tracking job on the job
 * queue, move the order to delivered, and the reader follows the steps on the order page; the desk
 * imports Aramex's remittance statement and the day's cash is collected, nothing outstanding. A second
 * order nobody confirms is cancelled by the expiry job and its copy goes back on the shelf.
 */

const words = {
  ar: {
    buyer: 'نورة القحطاني',
    streetValue: 'طريق الملك فهد ٤',
    cityValue: 'الرياض',
    shortAddress: 'العنوان الوطني المختصر',
    yes: /نعم، أؤكّد الطلب/,
    thanks: 'شكراً لك، تأكّد طلبك وسنجهّزه للشحن',
    track: /تتبّع الشحنة على موقع/,
    imported: 'استُورد الكشف: 1 سطر، منها 0 تحتاج مراجعة',
    daily: /^أموال الدفع عند الاستلام من /,
    aramex: 'أرامكس',
  },
  en: {
    buyer: 'Noura Alqahtani',
    streetValue: '4 King Fahd Road',
    cityValue: 'Riyadh',
    shortAddress: 'Short national address',
    yes: /Yes, I confirm the order/,
    thanks: 'Thank you: your order is confirmed and will be prepared for shipping',
    track: /^Track on /,
    imported: 'Statement imported: 1 line, 0 to look into',
    daily: /^COD money from /,
    aramex: 'Aramex',
  },
} as const;
const shots = process.env.SCREENSHOTS_DIR;

let smtp: TestSmtp;
let aramex: AramexStandIn;
let shop: Shop;
let browser: Browser;
let desk: { email: string };

beforeAll(async () => {
  smtp = await startTestSmtp();
  aramex = await startAramexStandIn();
  [shop, browser] = await Promise.all([
    startShop({
      smtpUrl: smtp.url,
      jobQueue: true,
      codConfirmation: true,
      carriers: {
        aramex: { ...ARAMEX_ACCOUNT, baseUrl: aramex.url },
        sandbox: false,
        trackingEvery: '*/30 * * * *',
        shipper: {
          name: 'Bookshop',
          phone: '+966500000000',
          address: 'Warehouse 4',
          city: 'Riyadh',
          countryCode: 'SA',
        },
      },
    }),
    launchChromium(),
  ]);
  desk = await signedInStaff(shop, 'orders');
});
afterAll(async () => {
  await browser?.close();
  await shop?.close();
  await aramex?.close();
  await smtp?.close();
});

const orderRow = async (id: number) =>
  (await shop.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const confirmationOf = async (id: number) =>
  (await shop.database.db.select().from(codConfirmations).where(eq(codConfirmations.orderId, id)))[0];

/** The page at 375 and 1280 px wide, kept where SCREENSHOTS_DIR says (to be looked at). */
async function screenshots(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(shots, `cod-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The mail to the reader that carries the confirmation links, taken from those that come first. */
async function confirmationMail(orderId: number) {
  for (let mail = 0; mail < 12; mail++) {
    const received = await smtp.nextMail(DEMO.email, 30_000);
    if (received.text.includes(`/cod-confirmations/${orderId}/confirm`)) return received;
  }
  throw new Error(`No confirmation mail for order ${orderId}`);
}

describe('cash on delivery, confirmed, shipped with Aramex, delivered and reconciled, in Chromium', () => {
  for (const lang of ['ar', 'en'] as const satisfies readonly Lang[]) {
    const w = { ...checkoutWords[lang], ...words[lang] };
    it(`${lang}: a Riyadh order confirmed by its link, labelled, tracked to delivered and its cash reconciled; another left unconfirmed cancelled and restocked`, async () => {
      const wings = await bookTitled(shop, 'The Broken Wings');
      const title = lang === 'ar' ? wings.titleAr : wings.titleEn;
      const stockBefore = wings.stock;
      // The reader signed up in this journey's language: their mails are written in it.
      await shop.database.db.update(clients).set({ language: lang }).where(eq(clients.email, DEMO.email));

      // The reader orders one printed copy to Riyadh, paid on delivery.
      const reader = await openShop(browser, shop.url, lang);
      const { page } = reader;
      await openDetails(page, wings.id, title);
      await addToCartAndLand(page, lang, title, 'hardCopy');
      await main(page).getByRole('button', { name: w.checkout, exact: true }).click();
      await logInOnLoginPage(page, lang);
      await waitForPath(page, '/check-out');
      const block = page.getByRole('region', { name: w.shipping });
      await block.getByLabel(labelled(w.name)).fill(w.buyer);
      await block.getByLabel(labelled(w.email)).fill(DEMO.email);
      await block.getByLabel(labelled(w.phone)).fill('+966 50 000 0000');
      await block.getByLabel(labelled(w.country)).selectOption({ label: w.saudi });
      await block.getByLabel(labelled(w.street)).fill(w.streetValue);
      await block.getByLabel(labelled(w.city)).fill(w.cityValue);
      await block.getByLabel(labelled(w.state)).fill(w.cityValue);
      await block.getByLabel(labelled(w.postal)).fill('12211');
      await block.getByLabel(labelled(w.shortAddress)).fill('rrrd2929');
      await page.getByRole('radio', { name: w.cashOnDelivery }).check();
      // In riyals (decision 110): 35.95 + 33.75 shipping + 15.00 for cash on delivery, and 15% VAT: 97.41.
      await expect.poll(() => main(page).getByTestId('checkout-total').textContent()).toBe('SAR\u00a097.41');
      await page.getByRole('button', { name: w.placeOrder }).click();
      await waitForPath(page, '/my-orders');
      const orderId = await newestOrderId(page, lang);
      expect((await bookTitled(shop, 'The Broken Wings')).stock).toBe(stockBefore - 1);
      expect((await confirmationOf(orderId))?.state).toBe('awaiting');

      // The mail's one-tap link: the page asks, the reader says yes.
      const mail = await confirmationMail(orderId);
      const link = new RegExp(`${shop.url}/api/cod-confirmations/${orderId}/confirm\\?token=[\\w-]+`).exec(
        mail.text,
      );
      expect(link).not.toBeNull();
      await page.goto(link![0]);
      await page.getByRole('button', { name: w.yes }).click();
      await page.getByText(w.thanks).waitFor();
      expect((await confirmationOf(orderId))?.state).toBe('confirmed');

      // The orders desk books the parcel with Aramex and prints its label.
      const staff = await newPage(browser, shop.url);
      await signInToConsole(staff.page, lang, desk.email, STAFF_PASSWORD);
      await staff.page.goto(`${shop.url}/#/staff/orders/${orderId}`);
      const shipment = main(staff.page).getByRole('region', {
        name: consoleText(lang, 'staff-orders:shipment.title'),
      });
      await shipment
        .getByLabel(labelled(consoleText(lang, 'staff-orders:shipment.carrier')))
        .selectOption('aramex');
      await shipment
        .getByLabel(labelled(consoleText(lang, 'staff-orders:shipment.service')))
        .selectOption('ONP');
      await shipment.getByLabel(labelled(consoleText(lang, 'staff-orders:shipment.weight'))).fill('600');
      await shipment.getByRole('button', { name: consoleText(lang, 'staff-orders:shipment.create') }).click();
      const waybillText = shipment.getByText(/^\d{11}$/);
      await waybillText.waitFor();
      const waybill = (await waybillText.textContent())!;
      const booked = aramex.calls.findLast((call) => call.operation === 'CreateShipments');
      expect(booked?.body.Shipments[0].Details.CashOnDeliveryAmount.Value).toBe(97.41);
      const [label] = await Promise.all([
        staff.page.waitForEvent('download'),
        shipment.getByRole('button', { name: consoleText(lang, 'staff-orders:shipment.label') }).click(),
      ]);
      expect(label.suggestedFilename()).toBe(`label-${orderId}.pdf`);
      expect(await pdfToText(await readFile(await label.path()))).toContain(waybill);
      await screenshots(staff.page, `console-shipment-${lang}`);

      // Aramex picks it up and delivers it; the tracking job, asked now, reads the updates.
      const t0 = Date.now() - 6 * 3_600_000;
      aramex.setTracking(waybill, [
        { code: 'SH012', description: 'Picked Up', at: new Date(t0 + 3_600_000) },
        { code: 'SH003', description: 'Out for Delivery', at: new Date(t0 + 2 * 3_600_000) },
        { code: 'SH005', description: 'Delivered', at: new Date(t0 + 3 * 3_600_000) },
      ]);
      shop.app.jobs.kick('carriers.track-shipments');
      await expect.poll(async () => (await orderRow(orderId)).status, { timeout: 60_000 }).toBe('delivered');

      // The reader follows the carrier's steps on the order's page, with the tracking link.
      await page.goto(`${shop.url}/#/order-details?id=${orderId}`);
      const parcel = main(page).getByRole('region', { name: shopText(lang, 'orders:parcel.title') });
      for (const step of ['picked_up', 'out_for_delivery', 'delivered'])
        await parcel
          .getByText(shopText(lang, `orders:parcel.steps.${step}`), { exact: true })
          .first()
          .waitFor();
      await expect.poll(() => parcel.getByText(waybill, { exact: true }).count()).toBe(1);
      const track = parcel.getByRole('link', { name: w.track });
      expect(await track.getAttribute('href')).toContain(waybill);
      await screenshots(page, `parcel-steps-${lang}`);

      // Aramex remits the cash: the desk imports its statement and the day's cash is collected.
      await consoleNav(staff.page, lang, 'codMoney');
      await staff.page
        .getByLabel(consoleText(lang, 'staff-cod-money:upload.carrier'), { exact: true })
        .selectOption('aramex');
      const today = new Date().toISOString().slice(0, 10);
      await staff.page
        .getByLabel(consoleText(lang, 'staff-cod-money:upload.file'), { exact: true })
        .setInputFiles({
          name: 'aramex-remittance.csv',
          mimeType: 'text/csv',
          buffer: Buffer.from(
            `AWB No,COD Amount,Delivery Date,Payment Reference\n${waybill},97.41,${today},CHQ-7\n`,
          ),
        });
      await staff.page
        .getByRole('button', { name: consoleText(lang, 'staff-cod-money:upload.submit') })
        .click();
      await staff.page.getByText(w.imported).first().waitFor();
      const daily = main(staff.page).getByRole('table', { name: w.daily });
      const aramexDay = daily.getByRole('row').filter({ hasText: w.aramex }).first();
      // Today's parcels with Aramex: this journey's and, in English, the Arabic one's before it.
      await expect.poll(() => aramexDay.textContent()).toContain(lang === 'ar' ? '97.41' : '194.82');
      await expect.poll(() => aramexDay.textContent()).toContain('0.00');
      await screenshots(staff.page, `cod-money-${lang}`);

      // A second order, which nobody confirms: past its deadline the job cancels it, the copy comes back.
      const token = await demoToken(shop);
      const second = await placeHardCopyOrder(shop, token, wings.id);
      const afterSecond = (await bookTitled(shop, 'The Broken Wings')).stock;
      expect((await confirmationOf(second))?.state).toBe('awaiting');
      await shop.database.db
        .update(codConfirmations)
        .set({ expiresAt: new Date(Date.now() - 60_000) })
        .where(eq(codConfirmations.orderId, second));
      shop.app.jobs.kick('cod-confirmation.expire');
      await expect.poll(async () => (await orderRow(second)).status, { timeout: 60_000 }).toBe('cancelled');
      expect((await confirmationOf(second))?.state).toBe('expired');
      expect((await bookTitled(shop, 'The Broken Wings')).stock).toBe(afterSecond + 1);
      // Asked again, the job finds nothing more to do: the copy came back once.
      shop.app.jobs.kick('cod-confirmation.expire');
      await page.goto(`${shop.url}/#/my-orders`);
      const card = main(page)
        .getByTestId('order-card')
        .filter({ hasText: String(second) })
        .first();
      await card.getByText(shopText(lang, 'orders:status.cancelled'), { exact: true }).waitFor();
      expect((await bookTitled(shop, 'The Broken Wings')).stock).toBe(afterSecond + 1);

      expect(reader.problems).toEqual([]);
      expect(staff.problems).toEqual([]);
      await reader.context.close();
      await staff.context.close();
    });
  }
});
