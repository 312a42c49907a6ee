import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '#server/modules/mail/testing.ts';
import { orderAddresses, orders } from '#server/modules/orders/testing.ts';
import { signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { barcodesIn } from '#server/test/barcodes.ts';
import { launchChromium } from './support/browser.ts';
import { checkoutWords, newestOrderId } from './support/checkout.ts';
import { labelled } from './support/console.ts';
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

/*
 * A reader in Riyadh, in Chromium, Arabic then English: sees shipping and VAT on the book page and at
 * checkout, orders a printed copy cash on delivery with a short national address, is told the price by
 * mail, and once staff hand the parcel to the carrier downloads an invoice whose ZATCA QR code decodes
 * to that price; staff change the Saudi rate and the next quote follows while the placed order keeps
 * its price; a PDF paid by card and refunded gets a credit note. The demo's Saudi zone: $9.00 up to 500 g,
 * cash on delivery $4.00, 15% VAT on all of it; Saudi Arabia is a market in riyals (3.75 a dollar, books
 * rounded up to the next .95, fees converted at the rate: decision 110).
 */

const words = {
  ar: {
    ...checkoutWords.ar,
    shipTo: 'الشحن إلى',
    shippingRegion: 'الشحن',
    shortAddress: 'العنوان الوطني المختصر',
    invoice: 'تنزيل الفاتورة',
  },
  en: {
    ...checkoutWords.en,
    shipTo: 'Ship to',
    shippingRegion: 'Shipping',
    shortAddress: 'Short national address',
    invoice: 'Download invoice',
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

/** An amount in riyals as the pages print it: 'SAR 33.75'. */
const sar = (amount: string) => `SAR\u00a0${amount}`;

/** The ZATCA QR code's fields (tag → text), read from the invoice PDF's first page. */
async function zatcaFields(pdf: Uint8Array): Promise<Record<number, string>> {
  const [code] = await barcodesIn(pdf);
  const tlv = Buffer.from(code ?? '', 'base64');
  const fields: Record<number, string> = {};
  for (let at = 0; at < tlv.length; ) {
    const tag = tlv[at]!;
    const length = tlv[at + 1]!;
    fields[tag] = tlv.subarray(at + 2, at + 2 + length).toString('utf8');
    at += 2 + length;
  }
  return fields;
}

describe('a reader in Riyadh, in Chromium', () => {
  for (const lang of ['ar', 'en'] as const satisfies readonly Lang[]) {
    it(`${lang}: sees shipping and VAT, orders cash on delivery with a short address, gets an invoice whose QR decodes once it ships, and a credit note`, async () => {
      const w = words[lang];
      const { context, page, problems } = await openShop(browser, shop.url, lang);
      const wings = await bookTitled(shop, 'The Broken Wings');
      const title = lang === 'ar' ? wings.titleAr : wings.titleEn;

      // The book page: one copy to Saudi Arabia, $9.50 (35.625, 35.95 SAR) + $9.00 shipping (33.75 SAR), and
      // 15% VAT on both: 10.46 SAR.
      await openDetails(page, wings.id, title);
      const estimate = main(page).getByRole('region', { name: w.shippingRegion, exact: true });
      await estimate.getByLabel(w.shipTo).selectOption({ label: w.saudi });
      await expect.poll(() => main(page).getByTestId('book-shipping').textContent()).toContain(sar('33.75'));
      await expect.poll(() => main(page).getByTestId('book-tax').textContent()).toContain(sar('10.46'));

      await addToCartAndLand(page, lang, title, 'hardCopy');
      await main(page).getByRole('button', { name: w.checkout, exact: true }).click();
      await logInOnLoginPage(page, lang);
      await waitForPath(page, '/check-out');
      const block = page.getByRole('region', { name: w.shipping });
      await block.getByLabel(labelled(w.name)).fill(lang === 'ar' ? 'نورة القحطاني' : 'Noura Alqahtani');
      await block.getByLabel(labelled(w.email)).fill(DEMO.email);
      await block.getByLabel(labelled(w.phone)).fill('+966 50 000 0000');
      await block.getByLabel(labelled(w.country)).selectOption({ label: w.saudi });
      await block
        .getByLabel(labelled(w.street))
        .fill(lang === 'ar' ? 'طريق الملك فهد ٤' : '4 King Fahd Road');
      await block.getByLabel(labelled(w.city)).fill(lang === 'ar' ? 'الرياض' : 'Riyadh');
      await block.getByLabel(labelled(w.state)).fill(lang === 'ar' ? 'الرياض' : 'Riyadh');
      await block.getByLabel(labelled(w.postal)).fill('12211');
      await block.getByLabel(labelled(w.shortAddress)).fill('rrrd2929');
      await page.getByRole('radio', { name: w.cashOnDelivery }).check();
      // 35.95 + 33.75 + 15.00 (the $4.00 COD fee) = 84.70 SAR, and 15% of it, 12.71 once rounded: 97.41.
      await expect.poll(() => main(page).getByTestId('checkout-shipping').textContent()).toBe(sar('33.75'));
      await expect.poll(() => main(page).getByTestId('checkout-total').textContent()).toBe(sar('97.41'));
      await page.getByRole('button', { name: w.placeOrder }).click();
      await waitForPath(page, '/my-orders');
      const orderId = await newestOrderId(page, lang);
      const [placed] = await shop.database.db.select().from(orders).where(eq(orders.id, orderId));
      expect(placed).toMatchObject({
        currency: 'SAR',
        netPriceCents: 9741,
        shippingCents: 3375,
        codFeeCents: 1500,
        taxCents: 1271,
      });

      // The 'order received' mail shows the price, line by line.
      await expect
        .poll(async () => {
          const rows = await shop.database.db
            .select({ text: mailOutbox.textBody })
            .from(mailOutbox)
            .where(eq(mailOutbox.key, `order:${orderId}:received`));
          return rows[0]?.text ?? '';
        })
        // Shipping, the cash-on-delivery fee and the VAT, in that order.
        .toMatch(/SAR\s33\.75[\s\S]*SAR\s15\.00[\s\S]*SAR\s12\.71/);

      // Nothing is sold before the parcel leaves: no invoice yet. Staff hand it to the carrier.
      const placedCard = main(page).getByTestId('order-card').first();
      expect(await placedCard.getByRole('button', { name: w.invoice }).count()).toBe(0);
      const admin = await signedInStaff(shop as never, 'admin');
      const staff = staffCaller(shop as never);
      for (const body of [
        { status: 'processing' },
        { status: 'shipped', carrier: 'SMSA', tracking_number: 'SM123456' },
      ]) {
        const moved = await staff('POST', `/staff/orders/${orderId}/status`, { token: admin.token, body });
        expect(moved.statusCode, moved.body).toBe(200);
      }
      await page.reload();

      // The invoice, downloaded from My orders, carries the ZATCA QR code of this price.
      const card = main(page).getByTestId('order-card').first();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        card.getByRole('button', { name: w.invoice }).click(),
      ]);
      const pdf = new Uint8Array(await readFile((await download.path()) as string));
      const qr = await zatcaFields(pdf);
      expect(qr[2]).toBe('300000000000003');
      expect(qr[4]).toBe('97.41');
      expect(qr[5]).toBe('12.71');
      expect(qr[1]?.length).toBeGreaterThan(0);
      expect(qr[3]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/);

      // Staff raise the Saudi rate: the next quote follows, the placed order keeps its price.
      const zones = await staff('GET', '/staff/shipping-zones?per_page=50', { token: admin.token });
      const saudi = (zones.json().data as { id: number; name_en: string }[]).find(
        (zone) => zone.name_en === 'Saudi Arabia',
      );
      const raised = await staff('PUT', `/staff/shipping-zones/${saudi?.id}`, {
        token: admin.token,
        body: { rates: [{ max_grams: 5000, price: 11 }] },
      });
      expect(raised.statusCode, raised.body).toBe(200);
      const [address] = await shop.database.db
        .select()
        .from(orderAddresses)
        .where(eq(orderAddresses.orderId, orderId));
      expect(address!.shippingShortAddress).toBe('RRRD2929');
      const quote = await staff('POST', '/orders/quote', {
        body: {
          is_hard_copy: true,
          payment_type_id: placed!.paymentTypeId,
          shipping_country_id: address!.shippingCountryId,
          books: [{ book_id: wings.id, quantity: 1 }],
        },
      });
      // 35.95 + 41.25 ($11) + 15.00 = 92.20 SAR, VAT 13.83.
      expect(quote.json().data).toMatchObject({
        currency: 'SAR',
        shipping_price: 41.25,
        tax: 13.83,
        net_price: 106.03,
      });
      const [kept] = await shop.database.db.select().from(orders).where(eq(orders.id, orderId));
      expect(kept!.netPriceCents).toBe(9741);
      const restored = await staff('PUT', `/staff/shipping-zones/${saudi?.id}`, {
        token: admin.token,
        body: {
          rates: [
            { max_grams: 500, price: 9 },
            { max_grams: 1000, price: 12 },
            { max_grams: 2000, price: 17 },
            { max_grams: 5000, price: 30 },
          ],
        },
      });
      expect(restored.statusCode, restored.body).toBe(200);

      const login = await staff('POST', '/client-login', { body: DEMO });
      const token = login.json().data.token as string;

      // A PDF paid by card, then cancelled by the orders desk: refunded, with a credit note.
      const fog = await bookTitled(shop, lang === 'ar' ? 'City of Fog' : 'The Call of the Curlew');
      const byCard = await staff('POST', '/orders', {
        token,
        body: {
          is_hard_copy: false,
          payment_type_id: 1,
          books: [{ book_id: fog.id }],
          billing_country_id: address!.shippingCountryId,
        },
      });
      expect(byCard.statusCode, byCard.body).toBe(201);
      const cardOrder = byCard.json().data.id as number;
      const checkout = await staff('POST', `/orders/${cardOrder}/checkout`, { token });
      expect(checkout.statusCode, checkout.body).toBe(200);
      const pressed = await shop.app.inject({
        method: 'POST',
        url: `${new URL(checkout.json().url).pathname}/pay`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      expect(pressed.statusCode).toBe(303);
      const paidOrder = (await staff('GET', `/orders/${cardOrder}`, { token })).json().data;
      expect(paidOrder.paid_at).not.toBeNull();
      expect(paidOrder.invoice_number).toMatch(/^INV-\d{4}-\d{6}$/);
      const refunded = await staff('POST', `/staff/orders/${cardOrder}/status`, {
        token: admin.token,
        body: { status: 'cancelled' },
      });
      expect(refunded.statusCode, refunded.body).toBe(200);
      const afterRefund = (await staff('GET', `/orders/${cardOrder}`, { token })).json().data;
      expect(afterRefund.credit_note_number).toMatch(/^CN-\d{4}-\d{6}$/);
      const refundNote = await staff('GET', `/orders/${cardOrder}/credit-note`, { token, lang });
      expect(refundNote.statusCode).toBe(200);

      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
