import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { mailOutbox } from '#server/modules/mail/testing.ts';
import { orderMailTexts } from '#server/modules/order-mails/testing.ts';
import { orders } from '#server/modules/orders/testing.ts';
import { pdfToText } from '#server/test/pdf-reader.ts';
import { PAYMENT_METHOD_NAMES, type PaymentMethod } from '#shared/contract/payment-methods.ts';
import { decimalAmount, minorToUnits } from '#shared/minor-units.ts';
import { formatPrice } from '#shared/price.ts';
import { pageWidth, visit } from './axe.ts';
import { checkoutWords } from './checkout.ts';
import type { Shop } from './shop.ts';
import { addToCartAndLand, type Lang, logInOnLoginPage, main, openDetails, waitForPath } from './steps.ts';
import { shopText } from './texts.ts';

/*
 * Buying PDFs in the demo's markets (decisions 109, 110): the buyer's country at the digital checkout,
 * the method their market offers, the sandbox's page that names the amount, and the places the amount
 * charged is shown again: the order's page, its mail and its invoice.
 */

export type OrderRow = typeof orders.$inferSelect;

/** The order's row as charged. */
export const orderRow = async (shop: Shop, id: number): Promise<OrderRow> =>
  (await shop.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

/** The order's total as the shop prints it, in its currency with its decimals: 'KWD 3.838'. */
export const shopMoney = (row: OrderRow) =>
  formatPrice(minorToUnits(row.netPriceCents, row.currencyDecimals), { currency: row.currency });

/** The order's total as the sandbox's page prints it: '3.838 KWD'. */
export const gatewayMoney = (row: OrderRow) =>
  `${decimalAmount(row.netPriceCents, row.currencyDecimals)} ${row.currency}`;

/** A payment method's own name in the page's language (مدى, KNET…). */
export const methodName = (lang: Lang, method: PaymentMethod) => PAYMENT_METHOD_NAMES[method][lang];

/** Every amount in `currency` the text prints ('KWD 3.838' → '3.838'), spaces of any kind. */
export const amountsIn = (text: string, currency: string) =>
  [...text.matchAll(new RegExp(`${currency}\\s([\\d,]+(?:\\.\\d+)?)`, 'gu'))].map((match) => match[1]!);

/** The page at 375 and 1280 px wide, kept where SCREENSHOTS_DIR says, to be looked at; back at `width`. */
export async function screenshots(page: Page, name: string, width: number) {
  const dir = process.env.SCREENSHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const shot of [375, 1280]) {
    await page.setViewportSize({ width: shot, height: 900 });
    await page.screenshot({ path: path.join(dir, `markets-${name}-${shot}.png`), fullPage: true });
  }
  await page.setViewportSize({ width, height: 900 });
}

/**
 * From the book's page to the digital checkout, logging in on the way: the PDF into the cart, the
 * cart's checkout, the login page, back to the cart and its checkout again.
 */
export async function pdfCheckout(page: Page, lang: Lang, book: { id: number; title: string }) {
  const checkout = () =>
    main(page).getByRole('button', { name: checkoutWords[lang].checkout, exact: true }).click();
  await openDetails(page, book.id, book.title);
  await addToCartAndLand(page, lang, book.title, 'pdf');
  await checkout();
  await logInOnLoginPage(page, lang);
  await waitForPath(page, '/cart-box');
  await checkout();
  await waitForPath(page, '/check-out/pdf');
}

/**
 * Names the buyer's country on the digital checkout, whatever their profile remembers, and waits for
 * the pay button to give the total in the market's currency; answers the button's words.
 */
export async function chooseMarket(page: Page, lang: Lang, country: string, currency: string) {
  const select = main(page).getByLabel(new RegExp(`^${shopText(lang, 'orders:pdf.country')}`));
  await select.waitFor();
  await select.selectOption({ label: country });
  const pay = payButton(page, lang);
  await expect.poll(() => pay.textContent()).toContain(`${currency}\u00a0`);
  return (await pay.textContent()) ?? '';
}

/** The checkout's pay button (the form's submit), whatever method it names: not the reference's button. */
export const payButton = (page: Page, lang: Lang) =>
  main(page)
    .locator('button[type="submit"]')
    .filter({
      hasText: new RegExp(
        `^(${shopText(lang, 'orders:pdf.pay')}|${shopText(lang, 'orders:pdf.payWith', { method: '' })})`,
      ),
    });

/** The sandbox's page: its order, and the amount it asks in English and in Arabic. */
export async function readGatewayPage(page: Page) {
  await page.waitForURL(/\/api\/payments\/sandbox\/checkout\/cs_sandbox_/);
  const english = page.locator('p[lang="en"]').filter({ hasText: /^Order \d+ · Amount / });
  const line = (await english.textContent()) ?? '';
  const orderId = Number(/^Order (\d+)/.exec(line)?.[1]);
  const arabic = page.locator('p').filter({ hasText: /^الطلب رقم \d+ · المبلغ / });
  const methods = await page
    .locator('p[lang="en"]')
    .filter({ hasText: /^Paying with / })
    .allTextContents();
  return { orderId, english: line, arabic: (await arabic.textContent()) ?? '', method: methods[0] ?? null };
}

/**
 * The order's page, at each width, ending at `last`: every total on its card is the amount charged, the
 * page is no wider than the screen, and axe finds nothing serious (its audit keeps a screenshot of each).
 */
export async function checkOrderPage(page: Page, lang: Lang, id: number, money: string, last: number) {
  const route = `/order-details?id=${id}`;
  const total = shopText(lang, 'orders:orders.total');
  for (const width of last === 375 ? [1280, 375] : [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await visit(page, route)).toEqual([]);
    const card = main(page).getByTestId('order-card');
    const totals = await card.locator(`dl > div:has(> dt:text-is("${total}")) > dd`).allTextContents();
    expect(totals.length).toBeGreaterThan(0);
    for (const shown of totals) expect(shown.trim()).toBe(money);
    expect(await pageWidth(page)).toBeLessThanOrEqual(width);
  }
}

/** The invoice the order's page offers, downloaded as the buyer does, as text. */
export async function invoiceText(page: Page, lang: Lang): Promise<string> {
  const card = main(page).getByTestId('order-card');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: shopText(lang, 'orders:invoice.button'), exact: true }).click(),
  ]);
  return pdfToText(await readFile((await download.path()) as string));
}

/** The mail of `key` once it is written, with the language it is in. */
export async function mailOf(shop: Shop, to: string, key: string) {
  let mail: { text: string; language: string } | undefined;
  await expect
    .poll(async () => {
      [mail] = await shop.database.db
        .select({ text: mailOutbox.textBody, language: mailOutbox.language })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.key, key)));
      return mail !== undefined;
    })
    .toBe(true);
  return mail!;
}

/** The 'paid' mail's total row, in the mail's language: 'Total: KWD 3.838'. */
export const mailTotal = (language: string, money: string) =>
  `${orderMailTexts[language === 'en' ? 'en' : 'ar'].total}: ${money}`;
