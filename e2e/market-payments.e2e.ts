import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import type { PaymentMethod } from '#shared/contract/payment-methods.ts';
import { decimalAmount } from '#shared/minor-units.ts';
import { launchChromium } from './support/browser.ts';
import {
  amountsIn,
  checkOrderPage,
  chooseMarket,
  gatewayMoney,
  invoiceText,
  mailOf,
  mailTotal,
  methodName,
  orderRow,
  payButton,
  pdfCheckout,
  readGatewayPage,
  screenshots,
  shopMoney,
} from './support/markets.ts';
import { bookTitled, type Shop, startShop } from './support/shop.ts';
import { DEMO, hashPath, type Lang, main, openShop, payOnSandboxPage, waitForPath } from './support/steps.ts';
import { shopText } from './support/texts.ts';

/*
 * Paying in the buyer's market's currency (decisions 108–110), in Chromium against the real shop, in
 * Arabic and in English, on a phone (375 px) and on a desktop (1280 px): a PDF taxed in Saudi Arabia
 * paid with mada in riyals (the printed copy paid on delivery is riyadh.e2e.ts's), a PDF in Kuwait paid
 * with KNET in dinars of three decimals (one at a fixed price staff set, 3.838 KWD, one converted and
 * rounded to the half dinar), and a PDF in Egypt paid with a reference at a Fawry outlet in pounds,
 * followed past the reference voucher.e2e.ts checks: the sandbox's page, the order paid, its mail and
 * its invoice. Everywhere the amount is the order's, in its currency with that currency's decimals.
 */

type Case = {
  lang: Lang;
  width: 375 | 1280;
  market: 'sa' | 'kw' | 'eg';
  country: string;
  currency: string;
  decimals: number;
  method: PaymentMethod;
  titleEn: string;
  /** A fixed price staff set for the PDF in the market, in minor units. */
  fixed?: number;
};

const saudi = { market: 'sa', currency: 'SAR', decimals: 2, method: 'mada' } as const;
const kuwait = { market: 'kw', currency: 'KWD', decimals: 3, method: 'knet' } as const;
const egypt = { market: 'eg', currency: 'EGP', decimals: 2, method: 'fawry' } as const;

const cases: Case[] = [
  { ...saudi, lang: 'ar', width: 375, country: 'السعودية', titleEn: 'The Prophet' },
  { ...saudi, lang: 'en', width: 1280, country: 'Saudi Arabia', titleEn: 'Majnun Layla' },
  { ...kuwait, lang: 'ar', width: 1280, country: 'الكويت', titleEn: 'The Muqaddimah' },
  { ...kuwait, lang: 'en', width: 375, country: 'Kuwait', titleEn: 'Hayy ibn Yaqzan', fixed: 3838 },
  { ...egypt, lang: 'ar', width: 375, country: 'مصر', titleEn: 'The Glances' },
  { ...egypt, lang: 'en', width: 1280, country: 'Egypt', titleEn: 'The Book of Mirdad' },
];

let shop: Shop;
let browser: Browser;

beforeAll(async () => {
  shop = await startShop();
  browser = await launchChromium();
  // Staff fix a price of their own in dinars for one PDF, three decimals of it.
  const admin = await signedInStaff(shop as never, 'admin');
  const staff = staffCaller(shop as never);
  const markets = (await staff('GET', '/staff/markets', { token: admin.token })).json().data as {
    id: number;
    code: string;
  }[];
  for (const { titleEn, fixed, market } of cases.filter((c) => c.fixed !== undefined)) {
    const book = await bookTitled(shop, titleEn);
    const marketId = markets.find((m) => m.code === market)?.id as number;
    const set = await staff('PUT', `/staff/books/${book.id}/market-prices`, {
      token: admin.token,
      body: { prices: [{ market_id: marketId, pdf_price_minor: fixed ?? null, hardcopy_price_minor: null }] },
    });
    expect(set.statusCode, set.body).toBe(200);
  }
});

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

/** The text with every run of spaces (no-break ones too) as one space. */
const spaced = (text: string) => text.replace(/\s+/g, ' ');

describe('paying in the market’s currency, in Chromium', () => {
  for (const c of cases) {
    const via = c.method === 'fawry' ? 'a Fawry reference' : c.method;
    it(`${c.lang} at ${c.width} px: buys a PDF in ${c.currency} with ${via}, and the sandbox’s page, the order’s page, its mail and its invoice give the amount charged`, async () => {
      const { context, page, problems } = await openShop(browser, shop.url, c.lang);
      await page.setViewportSize({ width: c.width, height: 900 });
      const name = `${c.lang}-${c.market}`;
      const row = await bookTitled(shop, c.titleEn);
      await pdfCheckout(page, c.lang, { id: row.id, title: c.lang === 'ar' ? row.titleAr : row.titleEn });
      const quoted = await chooseMarket(page, c.lang, c.country, c.currency);

      let voucherId: number | undefined;
      if (c.method === 'fawry') {
        // No card method but the card itself in Egypt: the reference beside it, which makes the order.
        await screenshots(page, `${name}-checkout`, c.width);
        await main(page)
          .getByRole('button', { name: shopText(c.lang, 'orders:pdf.voucherPay'), exact: true })
          .click();
        await page.waitForURL(/#\/order-details\?id=\d+$/);
        voucherId = Number(hashPath(page).split('=')[1]);
        const panel = main(page).getByRole('region', { name: shopText(c.lang, 'orders:voucher.title') });
        const waiting = await orderRow(shop, voucherId);
        expect(waiting).toMatchObject({ status: 'awaiting_payment', currency: 'EGP' });
        expect(await panel.getByTestId('voucher-amount').textContent()).toBe(shopMoney(waiting));
        await panel.getByRole('link', { name: shopText(c.lang, 'orders:voucher.testPage') }).click();
      } else {
        const method = methodName(c.lang, c.method);
        await main(page).getByRole('radio', { name: method, exact: true }).check();
        await expect.poll(() => payButton(page, c.lang).textContent()).toContain(method);
        await screenshots(page, `${name}-checkout`, c.width);
        await payButton(page, c.lang).click();
      }

      // The sandbox's page asks the order's amount in its currency, with the method chosen.
      const gateway = await readGatewayPage(page);
      const id = voucherId ?? gateway.orderId;
      expect(gateway.orderId).toBe(id);
      const placed = await orderRow(shop, id);
      expect(placed).toMatchObject({
        currency: c.currency,
        currencyDecimals: c.decimals,
        isHardCopy: false,
      });
      if (c.fixed !== undefined) expect(placed.subtotalCents).toBe(c.fixed);
      const money = shopMoney(placed);
      expect(money).toMatch(new RegExp(`^${c.currency}\u00a0[\\d,]+\\.\\d{${c.decimals}}$`));
      expect(quoted).toContain(money);
      expect(gateway.english).toBe(`Order ${id} · Amount ${gatewayMoney(placed)}`);
      expect(gateway.arabic).toBe(`الطلب رقم ${id} · المبلغ ${gatewayMoney(placed)}`);
      expect(gateway.method).toBe(
        c.method === 'fawry' ? null : `Paying with ${methodName('en', c.method)} (test)`,
      );
      if (c.method === 'fawry') {
        await page.getByText(`Reference ${placed.voucherReference}, as paid at a Fawry outlet`).waitFor();
      }
      await screenshots(page, `${name}-gateway`, c.width);
      await payOnSandboxPage(page);
      await waitForPath(page, c.method === 'fawry' ? `/order-details?id=${id}` : '/my-books');
      await expect.poll(async () => (await orderRow(shop, id)).status).toBe('paid');

      // The order's page, at both widths: its totals are the amount charged; axe finds nothing serious.
      await checkOrderPage(page, c.lang, id, money, c.width);

      // The invoice it offers prints the amount, every amount in the currency with its decimals.
      const invoice = spaced(await invoiceText(page, c.lang));
      expect(invoice).toContain(spaced(money));
      expect(invoice).not.toContain('$');
      const printed = amountsIn(invoice, c.currency);
      expect(printed).toContain(decimalAmount(placed.netPriceCents, c.decimals));
      for (const amount of printed) expect(amount).toMatch(new RegExp(`\\.\\d{${c.decimals}}$`));

      // The 'paid' mail gives the same total (and the reference's mail the same amount).
      const mail = await mailOf(shop, DEMO.email, `order:${id}:paid`);
      expect(mail.text).toContain(mailTotal(mail.language, money));
      for (const amount of amountsIn(mail.text, c.currency)) {
        expect(amount).toMatch(new RegExp(`\\.\\d{${c.decimals}}$`));
      }
      if (c.method === 'fawry') {
        const voucher = await mailOf(shop, DEMO.email, `order:${id}:voucher:${placed.voucherReference}`);
        expect(voucher.text).toContain(money);
      }

      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
