import { mkdirSync } from 'node:fs';
import { eq, ne } from 'drizzle-orm';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { books } from '#server/modules/catalog/testing.ts';
import { orderAddresses } from '#server/modules/orders/testing.ts';
import { STAFF_PASSWORD, signedInStaff } from '#server/modules/staff/testing.ts';
import { launchChromium, newPage } from './support/browser.ts';
import { consoleText, signInToConsole } from './support/console.ts';
import { bookInPrint, demoToken, placeHardCopyOrder } from './support/orders.ts';
import { type Shop, startShop } from './support/shop.ts';
import { type Lang, main, openShop } from './support/steps.ts';

/*
 * What the testers saw at 375 and 1280 px, measured in Chromium: the sold-out badge clear of the
 * heart on a card, an order's amounts on screen, toasts clear of the page's title and gone on the
 * next page, the password's eye clear of what is typed, and page code of an older deploy.
 * SHOTS_DIR=<folder> keeps a screenshot of each page measured.
 */

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('The element is not on the page');
  return found;
}

async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/**
 * The status badges and the visible column headings of a table that are not whole on screen: out of
 * the visible part of their scrolling box, under another element (the pinned total) at one of their
 * sides, or with text wider than their box. Run in the page; each is answered with its text.
 */
function cutOrCovered(table: Element): string[] {
  const headings = [...table.querySelectorAll('thead th, [data-cell-label]')].filter(
    (element) => element.checkVisibility() && element.getBoundingClientRect().width > 1,
  );
  const badges = [...table.querySelectorAll('tbody .rounded-full')];
  const region = table.closest('[tabindex="0"]') ?? table;
  const found: string[] = [];
  for (const element of [...badges, ...headings]) {
    const text = element.textContent?.trim() ?? '';
    // Brought to the middle of the window, up or down only: the region keeps its sideways scroll.
    const left = region.scrollLeft;
    element.scrollIntoView({ block: 'center', inline: 'nearest' });
    region.scrollLeft = left;
    const box = element.getBoundingClientRect();
    const seen = region.getBoundingClientRect();
    if (box.left < seen.left - 0.5 || box.right > seen.right + 0.5) found.push(`${text}: out of sight`);
    // The middle of each side (a corner may fall outside the box's rounded panel).
    const [midX, midY] = [(box.left + box.right) / 2, (box.top + box.bottom) / 2];
    const sides = [
      [box.left + 2, midY],
      [box.right - 2, midY],
      [midX, box.top + 2],
      [midX, box.bottom - 2],
    ];
    for (const [x, y] of sides) {
      const hit = document.elementFromPoint(x, y);
      if (!hit || !(element === hit || element.contains(hit))) {
        const by = `${hit?.tagName} ${hit?.textContent?.trim().slice(0, 30)}`;
        found.push(`${text}: covered at (${Math.round(x)}, ${Math.round(y)}) by ${by}`);
        break;
      }
    }
    if (element.scrollWidth > element.clientWidth) found.push(`${text}: text cut`);
  }
  return found;
}

let shop: Shop;
let browser: Browser;
let admin: { email: string; token: string };
let orderId: number;
let inPrint: number;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchChromium()]);
  const member = await signedInStaff(shop as never, 'admin');
  admin = member;
  inPrint = await bookInPrint(shop);
  orderId = await placeHardCopyOrder(shop, await demoToken(shop), inPrint);
  await shop.database.db
    .update(orderAddresses)
    .set({ shippingAddress: '12 University Street', shippingName: 'Sara Ahmad' })
    .where(eq(orderAddresses.orderId, orderId));
  // A history line by a member with a Latin name.
  const moved = await shop.app.inject({
    method: 'POST',
    url: `/api/staff/orders/${orderId}/status`,
    headers: { authorization: `Bearer ${member.token}` },
    payload: { status: 'processing' },
  });
  expect(moved.statusCode, moved.body).toBe(200);
  // Every other printed copy sold out: the cards carry their badges.
  await shop.database.db.update(books).set({ stock: 0 }).where(ne(books.id, inPrint));
  await shop.database.db.update(books).set({ stock: 50 }).where(eq(books.id, inPrint));
});

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

async function consoleAt(lang: Lang, width: number, options: Parameters<typeof newPage>[2] = {}) {
  const opened = await newPage(browser, shop.url, options);
  // Signed in with the side navigation in sight, then narrowed.
  await signInToConsole(opened.page, lang, admin.email, STAFF_PASSWORD);
  await opened.page.setViewportSize({ width, height: 900 });
  return opened;
}

describe.each(['ar', 'en'] as const)('at 375 px, in %s', (lang) => {
  it('keeps the badge of a book card clear of its heart button', async () => {
    const { page, context } = await openShop(browser, shop.url, lang);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/#/books');
    const cards = main(page).getByTestId('book-card');
    await cards.first().waitFor();
    await shot(page, `cards-375-${lang}`);
    // Measured in one step in the page, so that a list drawn again meanwhile cannot detach a card.
    const measure = () =>
      main(page).evaluate((root) =>
        [...root.querySelectorAll('[data-testid="book-card"]')].flatMap((card) => {
          const badge = card.querySelector('span.absolute.top-3');
          const heart = card.querySelector('button');
          if (!badge || !heart) return [];
          const { x, y, width, height } = badge.getBoundingClientRect();
          const h = heart.getBoundingClientRect();
          return [
            {
              text: badge.textContent ?? '',
              badge: { x, y, width, height },
              heart: { x: h.x, y: h.y, width: h.width, height: h.height },
            },
          ];
        }),
      );
    await expect.poll(async () => (await measure()).length).toBeGreaterThan(0);
    for (const { text, badge, heart } of await measure()) {
      expect(overlaps(badge, heart), text).toBe(false);
    }
    await context.close();
  });

  it('shows the price and total of every line of an order, and the total in the list of orders', async () => {
    const { page, context } = await consoleAt(lang, 375);
    await page.goto(`/#/staff/orders/${orderId}`);
    const lines = page.getByRole('table', { name: consoleText(lang, 'staff-orders:lines.title') });
    await lines.waitFor();
    await shot(page, `order-375-${lang}`);
    const viewport = { x: 0, y: 0, width: 375, height: 1e6 };
    const inside = (b: Box) => b.x >= 0 && b.x + b.width <= viewport.width;
    for (const cell of await lines.locator('tr > :nth-child(3), tr > :nth-child(4)').all()) {
      expect(inside(await box(cell)), (await cell.textContent()) ?? undefined).toBe(true);
    }
    await page.goto('/#/staff/orders');
    const list = page.getByRole('table', { name: consoleText(lang, 'staff-orders:caption') });
    await list
      .getByRole('link', { name: consoleText(lang, 'staff-orders:number', { id: orderId }) })
      .waitFor();
    await shot(page, `orders-375-${lang}`);
    for (const cell of await list.locator('tr > :last-child').all()) {
      expect(inside(await box(cell)), (await cell.textContent()) ?? undefined).toBe(true);
    }
    await context.close();
  });

  it('shows each status badge and column heading of the list of orders whole, none under the total', async () => {
    const { page, context } = await consoleAt(lang, 375);
    await page.goto('/#/staff/orders');
    const list = page.getByRole('table', { name: consoleText(lang, 'staff-orders:caption') });
    await list
      .getByRole('link', { name: consoleText(lang, 'staff-orders:number', { id: orderId }) })
      .waitFor();
    await shot(page, `orders-badges-375-${lang}`);
    expect(await list.evaluate(cutOrCovered)).toEqual([]);
    await context.close();
  });

  it('keeps the eye of a password field clear of the typed dots', async () => {
    const { page, context } = await openShop(browser, shop.url, lang);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/#/staff');
    const password = page.getByLabel(lang === 'ar' ? 'كلمة المرور' : 'Password', { exact: true });
    await password.fill('a-long-password-typed-here');
    const eye = page.getByRole('button', { name: lang === 'ar' ? 'إظهار كلمة المرور' : 'Show password' });
    const text = await password.evaluate((input) => {
      const style = getComputedStyle(input);
      const rect = input.getBoundingClientRect();
      const left = rect.left + Number.parseFloat(style.paddingLeft);
      const right = rect.right - Number.parseFloat(style.paddingRight);
      return { x: left, y: rect.top, width: right - left, height: rect.height };
    });
    expect(overlaps(text, await box(eye))).toBe(false);
    await context.close();
  });
});

describe.each(['ar', 'en'] as const)('in the console, in %s', (lang) => {
  it('keeps the eye of a member’s new password clear of the typed dots', async () => {
    const { page, context } = await consoleAt(lang, 1280);
    await page.goto('/#/staff/members/new');
    const password = page.getByLabel(new RegExp(`^${consoleText(lang, 'members:fields.password')}`));
    await password.fill('a-long-password-typed-here');
    const eye = page.getByRole('button', { name: consoleText(lang, 'members:fields.showPassword') });
    const text = await password.evaluate((input) => {
      const style = getComputedStyle(input);
      const rect = input.getBoundingClientRect();
      const left = rect.left + Number.parseFloat(style.paddingLeft);
      const right = rect.right - Number.parseFloat(style.paddingRight);
      return { x: left, y: rect.top, width: right - left, height: rect.height };
    });
    await shot(page, `member-password-1280-${lang}`);
    expect(overlaps(text, await box(eye))).toBe(false);
    await context.close();
  });

  it.each([375, 1280])(
    'shows a toast clear of the title at %i px, and not on the next page',
    async (width) => {
      const { page, context } = await consoleAt(lang, width);
      const fresh = await placeHardCopyOrder(shop, await demoToken(shop), inPrint);
      await page.goto(`/#/staff/orders/${fresh}`);
      const title = page.getByRole('heading', { level: 1 });
      await title.waitFor();
      await page.getByRole('button', { name: consoleText(lang, 'staff-orders:actions.processing') }).click();
      const toast = page.locator('.Toastify__toast').first();
      await toast.waitFor();
      await expect.poll(async () => (await toast.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
      await shot(page, `toast-${width}-${lang}`);
      expect(overlaps(await box(toast), await box(title))).toBe(false);
      await page.getByRole('link', { name: consoleText(lang, 'staff-orders:back') }).click();
      await page.getByRole('table', { name: consoleText(lang, 'staff-orders:caption') }).waitFor();
      await expect.poll(() => page.locator('.Toastify__toast').count()).toBe(0);
      await context.close();
      // The reader may keep only a few unpaid orders open.
      await shop.app.inject({
        method: 'POST',
        url: `/api/staff/orders/${fresh}/status`,
        headers: { authorization: `Bearer ${admin.token}` },
        payload: { status: 'cancelled' },
      });
    },
  );
});

describe('page code of an older deploy', () => {
  it.each([
    ['the shop', '/#/privacy-policy', '**/assets/PrivacyPage-*.js'],
    ['the console', '/#/staff/orders', '**/assets/OrdersScreen-*.js'],
  ])('in %s, reloads the page once, then says so in Arabic', async (_where, path, chunk) => {
    // The service worker fetches build files itself, out of the page's routes: kept out here.
    const { page, context } = await consoleAt('ar', 1280, { serviceWorkers: 'block' });
    await page.goto('/#/');
    await page.route(chunk, (route) => route.abort());
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await page.goto(path);
    const alert = page.getByRole('alert');
    await alert
      .getByText('صدرت نسخة جديدة من الموقع ولم يكتمل تحميل هذه الصفحة: أعد تحميل الصفحة للمتابعة.')
      .waitFor();
    await shot(page, `new-version-${path.includes('staff') ? 'console' : 'shop'}-ar`);
    expect(await alert.textContent()).not.toMatch(/Failed|http|\.js/);
    // The address changed within the page, then the page was loaded once more: one reload. The
    // reloaded page's load event may come after its message shows (a font or picture still loading).
    await expect.poll(() => loads).toBe(1);
    await context.close();
  });
});
