import { asc, eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { books } from '#server/modules/catalog/testing.ts';
import { clients } from '#server/modules/clients/testing.ts';
import {
  akhbars,
  articles,
  contactMessages,
  newsletters,
  subscribers,
} from '#server/modules/content/testing.ts';
import { shippingZones } from '#server/modules/shipping/testing.ts';
import { STAFF_PASSWORD, signedInStaff } from '#server/modules/staff/testing.ts';
import { consoleScreens } from '#web/features/staff/testing.ts';
import { audit, type Finding, settle, visit } from './support/axe.ts';
import { launchChromium, newPage } from './support/browser.ts';
import { consoleText, signInToConsole } from './support/console.ts';
import { bookInPrint, demoToken, placeHardCopyOrder } from './support/orders.ts';
import { type Shop, startShop } from './support/shop.ts';
import { DEMO, type Lang, main } from './support/steps.ts';

/*
 * The staff console, in Arabic and in English, checked with axe-core in Chromium: its sign-in form
 * (empty, then refused for its blanks) and, signed in as an administrator, every screen of
 * `consoleScreens`, each list with rows and each `:id` screen on a real row, then the small-screen
 * frame with its menu open. One browser and one shop, one profile per language.
 */

let shop: Shop;
let browser: Browser;
let admin: { email: string };
let routes: string[];

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchChromium()]);
  const db = shop.database.db;
  const first = async <T>(rows: Promise<T[]>) => {
    const [row] = await rows;
    if (!row) throw new Error('The seeded shop lacks a row the console run needs');
    return row;
  };
  const [member, order, book, client, message, news, article, zone] = await Promise.all([
    signedInStaff(shop as never, 'admin'),
    Promise.all([demoToken(shop), bookInPrint(shop)]).then(([token, bookId]) =>
      placeHardCopyOrder(shop, token, bookId),
    ),
    first(db.select({ id: books.id }).from(books).orderBy(asc(books.id)).limit(1)),
    first(db.select({ id: clients.id }).from(clients).where(eq(clients.email, DEMO.email))),
    first(
      db
        .insert(contactMessages)
        .values({
          name: 'سارة أحمد',
          email: 'sara@example.com',
          message: 'هل يصل الكتاب إلى إربد؟',
          language: 'ar',
        })
        .returning({ id: contactMessages.id }),
    ),
    first(db.select({ id: akhbars.id }).from(akhbars).limit(1)),
    first(db.select({ id: articles.id }).from(articles).limit(1)),
    first(db.select({ id: shippingZones.id }).from(shippingZones).orderBy(asc(shippingZones.id)).limit(1)),
    db.insert(subscribers).values([
      { email: 'letters-ar@example.com', language: 'ar', confirmedAt: new Date() },
      { email: 'letters-en@example.com', language: 'en' },
    ]),
  ]);
  admin = member;
  const newsletter = await first(
    db
      .insert(newsletters)
      .values({
        subjectAr: 'جديد الشهر',
        subjectEn: 'New this month',
        bodyAr: '<p>كتب جديدة وصلت المكتبة.</p>',
        bodyEn: '<p>New books have arrived.</p>',
        createdBy: member.id,
      })
      .returning({ id: newsletters.id }),
  );
  const ids: Record<string, number> = {
    orders: order,
    clients: client.id,
    messages: message.id,
    books: book.id,
    news: news.id,
    kashkoul: article.id,
    newsletters: newsletter.id,
    members: member.id,
    'shipping-zones': zone.id,
  };
  routes = consoleScreens.map(({ path }) => {
    const [list, id] = path.split('/');
    if (id !== ':id') return `/staff${path ? `/${path}` : ''}`;
    if (!ids[list!]) throw new Error(`No row to open the console's ${path} on`);
    return `/staff/${list}/${ids[list!]}`;
  });
});

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

describe.concurrent.each(['ar', 'en'] as Lang[])('axe-core on every console screen (%s)', (lang) => {
  // Both languages at once, each in its own profile: the test's own `expect`, as concurrent tests need.
  it('finds no serious or critical violation on the sign-in form and on every screen', async ({ expect }) => {
    const { context, page, problems } = await newPage(browser, shop.url);
    const findings: Finding[] = [];

    await page.goto('/#/staff');
    if (lang === 'en') await page.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(lang);
    await main(page)
      .getByRole('button', { name: consoleText(lang, 'staff:login.submit') })
      .waitFor();
    await settle(page);
    findings.push(...(await audit(page, '/staff, signing in')));
    // Sent empty: both fields say what they miss.
    await main(page)
      .getByRole('button', { name: consoleText(lang, 'staff:login.submit') })
      .click();
    await expect.poll(() => main(page).locator('[aria-invalid="true"]').count()).toBe(2);
    findings.push(...(await audit(page, '/staff, signing in, refused')));

    await signInToConsole(page, lang, admin.email, STAFF_PASSWORD);
    for (const route of routes) findings.push(...(await visit(page, route)));

    // The small-screen frame with its menu open.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/#/staff');
    await settle(page);
    await page.getByRole('button', { name: consoleText(lang, 'console:menu') }).click();
    await page.getByRole('dialog', { name: consoleText(lang, 'console:navLabel') }).waitFor();
    findings.push(...(await audit(page, '/staff at 375 px, menu open')));

    expect(findings).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
