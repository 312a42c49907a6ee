import { and, asc, eq, isNotNull, notInArray } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { books } from '#server/modules/catalog/testing.ts';
import { clients } from '#server/modules/clients/testing.ts';
import { akhbars, linkTypes, subscribers } from '#server/modules/content/testing.ts';
import { type AuditOptions, audit, type Finding, pageWidth, settle, visit } from './support/axe.ts';
import { launchChromium } from './support/browser.ts';
import {
  bookInPrint,
  demoToken,
  payInSandbox,
  placeGiftOrder,
  placeHardCopyOrder,
  placePdfOrder,
} from './support/orders.ts';
import { type Shop, startShop } from './support/shop.ts';
import { DEMO, hashPath, type Lang, logInOnLoginPage, main, openShop, waitForPath } from './support/steps.ts';

/*
 * Every reader route, in Arabic and in English, at 1280 and at 375 px, checked with axe-core in
 * Chromium: no serious or critical violation anywhere. One browser and one shop; the pages are opened
 * in sequence in one profile per language and width, first as a visitor, then signed in with a book of
 * each format in the cart. The demo client has a hard-copy order, a PDF bought in the sandbox, a PDF
 * order awaiting its payment and a paid gift (My gifts with its send-again button), placed through the
 * API: the order's details, the download page as owner and as not, and the page the payment provider
 * sends the client back to. The checkout is audited with a Saudi address (its short national address
 * field) and a billing block, and again with their errors shown. At 375 px no route is wider than
 * the screen.
 *
 * Beside axe's default rules, its experimental label-content-name-mismatch (a control's name must
 * hold the words it shows), which axe leaves off unless asked: a reader's speech command says them.
 */

const rules: AuditOptions = { rules: ['label-content-name-mismatch'] };
const widths = [1280, 375] as const;

let shop: Shop;
let browser: Browser;
let routes: { visitor: string[]; client: string[] };
/** The two books put in the cart: the first as a PDF, the second as a hard copy. */
let cartBooks: number[];
/** The PDF order awaiting its payment, for the return from the payment page. */
let awaitingOrder: number;
/** A confirmed subscriber's unsubscribe link, one for each run (language and width). */
const unsubscribeTokens = {} as Record<string, string>;

beforeAll(async () => {
  shop = await startShop();
  browser = await launchChromium();
  const db = shop.database.db;
  const [book] = await db.select({ id: books.id }).from(books).limit(1);
  const [news] = await db.select({ id: akhbars.id }).from(akhbars).limit(1);
  const [linkType] = await db.select({ id: linkTypes.id }).from(linkTypes).limit(1);
  cartBooks = (await db.select({ id: books.id }).from(books).orderBy(asc(books.id)).limit(2)).map(
    (b) => b.id,
  );
  // Three more books with a PDF: one the demo client buys, one they do not own, one they give.
  const [owned, notOwned, given] = await db
    .select({ id: books.id })
    .from(books)
    .where(
      and(
        isNotNull(books.pdfFile),
        eq(books.active, true),
        eq(books.comingSoon, false),
        notInArray(books.id, cartBooks),
      ),
    )
    .orderBy(asc(books.id))
    .limit(3);
  if (!owned || !notOwned || !given) throw new Error('The seeded shop has too few PDF books');
  const token = await demoToken(shop);
  const hardCopyOrder = await placeHardCopyOrder(shop, token, await bookInPrint(shop));
  const paidOrder = await placePdfOrder(shop, token, owned.id);
  await payInSandbox(shop, token, paidOrder);
  awaitingOrder = await placePdfOrder(shop, token, notOwned.id);
  await payInSandbox(shop, token, await placeGiftOrder(shop, token, given.id));
  for (const lang of ['ar', 'en'] as const) {
    for (const width of widths) {
      const [row] = await db
        .insert(subscribers)
        .values({ email: `letters-${lang}-${width}@example.com`, language: lang, confirmedAt: new Date() })
        .returning({ token: subscribers.unsubscribeToken });
      unsubscribeTokens[`${lang}-${width}`] = row!.token;
    }
  }
  routes = {
    visitor: [
      '/',
      '/books',
      '/search',
      `/book-details/${book?.id}`,
      // A writer of the demo with a life and a biography in both languages.
      '/writers/1',
      // The demo's series, 'Jordan Notebooks'.
      '/series/1',
      // The demo's first box set, and the rights enquiry form with a book chosen.
      '/box-sets/1',
      `/rights?book=${book?.id}`,
      '/al-akhbar',
      `/alakhbar-articles/${news?.id}`,
      '/alkashkoul',
      `/links?id=${linkType?.id}`,
      '/privacy-policy',
      '/contact-us',
      '/favorite-box',
      '/cart-box',
      // Where the newsletter's mails lead: a confirmed subscription, a link no longer valid.
      '/newsletter?confirmed=1',
      '/newsletter?confirmed=0',
      `/book-download?book_id=${owned.id}`,
      '/register',
      '/forgotpassword',
      '/activation/reader@example.com',
      '/new-password/reader@example.com',
    ],
    client: [
      '/cart-box',
      '/check-out',
      '/check-out/pdf',
      '/my-orders',
      `/order-details?id=${hardCopyOrder}`,
      `/order-details?id=${paidOrder}`,
      '/my-books',
      '/my-gifts',
      // As the owner (the download starts by itself), then as a reader who does not own it.
      `/book-download?book_id=${owned.id}`,
      `/book-download?book_id=${notOwned.id}`,
      `/payment-return?order=${awaitingOrder}&cancelled=1`,
      '/my-profile',
    ],
  };
});

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

/**
 * Waits until every toast on screen has slid in: colours read mid-animation are not the ones a reader
 * is left with.
 */
const toastsStill = (page: Page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll('.Toastify__toast')].every((toast) =>
      toast.getAnimations().every((animation) => animation.playState === 'finished'),
    ),
  );

const runs = (['ar', 'en'] as Lang[]).flatMap((lang) => widths.map((width) => [lang, width] as const));

describe.each(runs)('axe-core on every reader route (%s, %i px)', (lang, width) => {
  it('finds no serious or critical violation, as a visitor and signed in', async () => {
    const { context, page, problems } = await openShop(browser, shop.url, lang);
    await page.setViewportSize({ width, height: 900 });
    const findings: Finding[] = [];
    // On a phone a page never scrolls sideways: every route wider than the screen is named.
    const tooWide: string[] = [];
    const look = async (route: string, options: { spinning?: boolean } = {}) => {
      findings.push(...(await visit(page, route, { ...options, ...rules })));
      const wide = width === 375 ? await pageWidth(page) : 0;
      if (wide > 375) tooWide.push(`${route} is ${wide} px wide`);
    };
    for (const route of routes.visitor) await look(route);

    // The unsubscribe link: its page, then its answer, for a real link and for one that is not.
    const unsubscribe = lang === 'ar' ? 'إلغاء الاشتراك' : 'Unsubscribe';
    const answers = {
      ar: ['تم إلغاء اشتراكك في النشرة البريدية', 'رابط إلغاء الاشتراك غير صالح'],
      en: ['You are unsubscribed from the newsletter', 'This unsubscribe link is not valid'],
    }[lang];
    for (const [n, token] of [unsubscribeTokens[`${lang}-${width}`], 'no-such-link'].entries()) {
      const route = `/newsletter?unsubscribe=${token}`;
      await look(route);
      await main(page).getByRole('button', { name: unsubscribe, exact: true }).click();
      await main(page).getByText(answers[n]!).waitFor();
      // A link that is not valid is also said in a toast.
      if (n === 1) await page.locator('.Toastify__toast').first().waitFor();
      await settle(page);
      await toastsStill(page);
      findings.push(...(await audit(page, `${route}, answered`, rules)));
    }
    await look('/login');

    // A toast on screen: the footer's subscription confirms with one.
    await page.locator('#subscribe-email').fill(`reader-${lang}-${width}@example.com`);
    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: lang === 'ar' ? 'اشتراك' : 'Subscribe' })
      .click();
    await page.locator('.Toastify__toast').first().waitFor();
    const countdown = lang === 'ar' ? 'الوقت الباقي للإشعار' : 'Time left on the notification';
    await page.getByRole('progressbar', { name: countdown }).first().waitFor();
    await toastsStill(page);
    findings.push(...(await audit(page, '/login with a toast', rules)));

    await logInOnLoginPage(page, lang);
    await waitForPath(page, '/home');
    const [pdfBook, printBook] = cartBooks;
    await page.evaluate(
      (cart) => localStorage.setItem('cart', JSON.stringify(cart)),
      [
        { book_id: pdfBook, quantity: 1, isHardCopy: false },
        { book_id: printBook, quantity: 1, isHardCopy: true },
      ],
    );
    // Read from storage at start: the header's cart count shows 2.
    await page.reload();
    await page
      .getByRole('banner')
      .getByRole('link', { name: lang === 'ar' ? 'سلة التسوق: 2' : 'Cart: 2' })
      .waitFor();
    for (const route of routes.client) await look(route);
    // Back from the payment page: the shop asks the provider until the payment is known.
    await look(`/payment-return?order=${awaitingOrder}`, { spinning: true });
    findings.push(...(await auditSaudiCheckout(page, lang)));

    if (width === 375) {
      // The small-screen frame with its menu open.
      await page.goto('/#/');
      await settle(page);
      await page.getByRole('button', { name: lang === 'ar' ? 'القائمة' : 'Menu' }).click();
      findings.push(...(await audit(page, '/ at 375 px, menu open', rules)));
    }

    expect(findings).toEqual([]);
    expect(tooWide).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

/**
 * The hard-copy checkout with a Saudi shipping address (which asks for the short national address)
 * and a billing block of its own, audited as it shows, then with the errors of an empty submit.
 */
async function auditSaudiCheckout(page: Page, lang: Lang): Promise<Finding[]> {
  const w = {
    ar: {
      shipping: 'عنوان الشحن',
      country: 'الدولة',
      billing: 'استخدام عنوان فاتورة مختلف',
      place: 'تأكيد الطلب',
    },
    en: {
      shipping: 'Shipping address',
      country: 'Country',
      billing: 'Use a different billing address',
      place: 'Place order',
    },
  }[lang];
  await page.evaluate(
    (cart) => localStorage.setItem('cart', JSON.stringify(cart)),
    [{ book_id: cartBooks[1], quantity: 1, isHardCopy: true }],
  );
  await page.goto('/#/check-out');
  await page.reload();
  const shipping = main(page).getByRole('region', { name: w.shipping });
  await shipping
    .getByLabel(new RegExp(`^${w.country}`))
    .selectOption({ label: lang === 'ar' ? 'السعودية' : 'Saudi Arabia' });
  const shortAddress = shipping.locator('input[name="shipping_short_address"]');
  await shortAddress.waitFor();
  await shortAddress.fill('');
  await main(page).getByRole('checkbox', { name: w.billing }).check();
  await settle(page);
  const findings = await audit(page, '/check-out, Saudi address and billing', rules);
  await main(page).getByRole('button', { name: w.place, exact: true }).click();
  await expect.poll(() => main(page).locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
  await settle(page);
  findings.push(...(await audit(page, '/check-out, Saudi address, errors shown', rules)));
  return findings;
}

describe('the frame for the keyboard and the eye, in Chromium', () => {
  it('starts with a skip link: one Tab, Enter, and the focus is on the content', async () => {
    const { context, page, problems } = await openShop(browser, shop.url, 'en');
    await page.goto('/#/books');
    await page.reload();
    await settle(page);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    expect(hashPath(page)).toBe('/books');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('closes the phone menu on Escape', async () => {
    const { context, page, problems } = await openShop(browser, shop.url, 'ar');
    await page.setViewportSize({ width: 375, height: 800 });
    const menu = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
    await menu.getByRole('button', { name: 'القائمة' }).click();
    await menu.getByRole('link', { name: 'المكتبة' }).waitFor();
    await page.keyboard.press('Escape');
    await menu.getByRole('link', { name: 'المكتبة' }).waitFor({ state: 'hidden' });
    expect(await menu.getByRole('button', { name: 'القائمة' }).getAttribute('aria-expanded')).toBe('false');
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([375, 1280])('does not move the page when the phone number arrives (%i px)', async (width) => {
    const { context, page, problems } = await openShop(browser, shop.url, 'ar');
    await page.setViewportSize({ width, height: 800 });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/contact-us/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    const menu = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
    const frame = async () => ({
      menu: await menu.boundingBox(),
      language: await page.getByRole('banner').getByRole('button', { name: 'English' }).boundingBox(),
      cart: await page
        .getByRole('banner')
        .getByRole('link', { name: 'سلة التسوق', exact: true })
        .boundingBox(),
      // The social links show from 640 px.
      social:
        width >= 640
          ? await page
              .getByRole('banner')
              .getByRole('link', { name: /^فيسبوك/ })
              .boundingBox()
          : null,
    });
    await page.locator('footer a[href*="/links?id="]').first().waitFor();
    await settle(page);
    const before = await frame();
    release();
    await page.getByRole('banner').locator('a[href^="tel:"]').first().waitFor();
    expect(await frame()).toEqual(before);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('cuts a long name in the top bar and header without clipping the dots under its letters', async () => {
    const name = 'في بيتي ثيابي الجديدة في المدينة القديمة';
    await shop.database.db.update(clients).set({ name }).where(eq(clients.email, DEMO.email));
    const { context, page, problems } = await openShop(browser, shop.url, 'ar');
    await page.goto('/#/login');
    await logInOnLoginPage(page, 'ar');
    await waitForPath(page, '/home');
    const shown = page.getByRole('banner').getByText(name, { exact: true });
    await expect.poll(() => shown.count()).toBe(2);
    // Where the ink of the letters reaches, from the baseline and the font's measures, against the
    // box that clips them.
    const overflow = await shown.evaluateAll((spans) =>
      spans.map((span) => {
        const marker = document.createElement('span');
        marker.style.cssText = 'display:inline-block;width:0;height:0;vertical-align:baseline';
        span.append(marker);
        const baseline = marker.getBoundingClientRect().bottom;
        marker.remove();
        const context2d = document.createElement('canvas').getContext('2d');
        if (!context2d) return 'no canvas';
        context2d.font = getComputedStyle(span).font;
        const ink = context2d.measureText(span.textContent ?? '');
        const box = span.getBoundingClientRect();
        return {
          cut: span.scrollWidth > span.clientWidth,
          above: Math.round(box.top - (baseline - ink.actualBoundingBoxAscent)),
          below: Math.round(baseline + ink.actualBoundingBoxDescent - box.bottom),
        };
      }),
    );
    expect(overflow.map((o) => (typeof o === 'string' ? o : o.cut))).toEqual([true, true]);
    for (const o of overflow) {
      if (typeof o === 'string') continue;
      expect(o.above).toBeLessThanOrEqual(0);
      expect(o.below).toBeLessThanOrEqual(0);
    }
    // On the English page the Arabic name still runs right to left, so it is its end that is cut.
    await page.getByRole('button', { name: 'English' }).first().click();
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('ltr');
    expect(await shown.evaluateAll((spans) => spans.map((span) => getComputedStyle(span).direction))).toEqual(
      ['rtl', 'rtl'],
    );
    expect(problems).toEqual([]);
    await context.close();
  });
});
