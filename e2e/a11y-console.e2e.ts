import { asc, eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { books, bookWaitlist, insertSale } from '#server/modules/catalog/testing.ts';
import { activateClient, clients, createClient, issueSession } from '#server/modules/clients/testing.ts';
import { askForConfirmationIn } from '#server/modules/cod-confirmation/testing.ts';
import {
  akhbars,
  articles,
  contactMessages,
  newsletters,
  subscribers,
} from '#server/modules/content/testing.ts';
import { countries } from '#server/modules/reference/testing.ts';
import { insertEnquiry } from '#server/modules/rights/testing.ts';
import { shippingZones } from '#server/modules/shipping/testing.ts';
import { STAFF_PASSWORD, signedInStaff } from '#server/modules/staff/testing.ts';
import { consoleScreens } from '#web/features/staff/testing.ts';
import { audit, type Finding, pageWidth, settle, visit } from './support/axe.ts';
import { launchChromium, newPage } from './support/browser.ts';
import { consoleText, signInToConsole } from './support/console.ts';
import {
  bookAsPdf,
  bookInPrint,
  demoToken,
  payInSandbox,
  placeHardCopyOrder,
  placePdfGift,
} from './support/orders.ts';
import { type Shop, startShop } from './support/shop.ts';
import { DEMO, type Lang, main } from './support/steps.ts';

/*
 * The staff console, in Arabic and in English, checked with axe-core in Chromium: its sign-in form
 * (empty, then refused for its blanks) and, signed in as an administrator, every screen of
 * `consoleScreens` at 1280 px and again at 375 px (where a table wider than the phone scrolls: a
 * wide screen alone never shows axe a scrolling region), each list with rows (an empty list hides its
 * rows' buttons and its scrolling from axe, so the run fails on one) and each `:id` screen on a real
 * row; then a dialog open with a refusal in it, a form refused for its blanks, and the small-screen
 * frame with its menu open. At 375 px no screen is wider than the phone. One browser and one shop, one
 * profile per language.
 */

let shop: Shop;

/** A reader who signs up, then deletes their account from My profile. */
async function deletedReader(where: Shop) {
  const password = 'leaving-the-shop-85';
  const row = await createClient(where.database.db, {
    name: 'نور الهدى',
    date_of_birth: '1990-01-01',
    address: 'الرياض',
    email: 'leaving@example.com',
    mobile: '+966501234567',
    mobile_country: 'SA',
    password,
    language: 'ar',
  });
  await activateClient(where.database.db, row.id);
  const token = await issueSession(where.database.db, row.id, { remember: false });
  await where.app.inject({
    method: 'POST',
    url: '/api/profile/erasure',
    headers: { authorization: `Bearer ${token}` },
    payload: { password },
  });
}
let browser: Browser;
let admin: { email: string };
let routes: string[];
let orderId: number;

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
  orderId = order;
  // A foreign publisher's rights enquiry, for the rights list and its record.
  const enquiry = await insertEnquiry(db, { bookId: book.id });
  // A cash-on-delivery order awaiting its buyer's confirmation, for the orders desk's list.
  const jordan = await first(db.select({ id: countries.id }).from(countries).where(eq(countries.code, 'JO')));
  await askForConfirmationIn(db, jordan.id);
  await placeHardCopyOrder(shop, await demoToken(shop), await bookInPrint(shop));
  // Rows for the lists a fresh shop leaves empty: a sale, and a PDF given as a gift (its mail too).
  const token = await demoToken(shop);
  const gift = await placePdfGift(shop, token, await bookAsPdf(shop), {
    recipient_name: 'Layla',
    recipient_email: 'layla@example.com',
    message: 'عيد مبارك',
    language: 'ar',
  });
  await Promise.all([
    payInSandbox(shop, token, gift),
    insertSale(db),
    // A reader waiting for the book in print; and a change in the activity log, the member's own name.
    db
      .insert(bookWaitlist)
      .values({ bookId: book.id, email: 'waiting@example.com', confirmedAt: new Date() }),
    // A reader who deleted their account: a row in the data requests.
    deletedReader(shop),
    shop.app.inject({
      method: 'PUT',
      url: `/api/staff/members/${member.id}`,
      headers: { authorization: `Bearer ${member.token}` },
      payload: { name: 'مديرة المكتبة' },
    }),
  ]);
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
    rights: enquiry.id,
    // The demo's first writer, with a life and a biography.
    writers: 1,
    // The demo's first box set, with its three books.
    'box-sets': 1,
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
    const emptyLists: string[] = [];
    const tooWide: string[] = [];
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      for (const route of routes) {
        const found = await visit(page, route);
        findings.push(...found.map((finding) => ({ ...finding, route: `${route} at ${width} px` })));
        // A list's "nothing here" row spans all its columns. The jobs' failed runs stay empty: a test
        // shop cannot fail a job of pg-boss's on purpose; so do the ZATCA documents of a shop in phase 1.
        const empty = await main(page).locator('tbody > tr:only-child > td[colspan]').count();
        const emptyAllowed = route === '/staff/jobs' || route === '/staff/zatca' ? 1 : 0;
        if (width === 1280 && empty > emptyAllowed) emptyLists.push(route);
        // On a phone the screen itself never scrolls sideways: only a wide table does, inside its region.
        const wide = width === 375 ? await pageWidth(page) : 0;
        if (wide > 375) tooWide.push(`${route} is ${wide} px wide`);
      }
    }

    // A dialog open with a refusal in it: tracking numbers from a CSV, one line without an order number.
    await page.goto('/#/staff/orders');
    await settle(page);
    await main(page)
      .getByRole('button', { name: consoleText(lang, 'staff-orders:bulk.tracking') })
      .click();
    const tracking = page.getByRole('dialog', { name: consoleText(lang, 'staff-orders:bulk.trackingTitle') });
    await tracking.getByRole('textbox').fill(`${orderId},Aramex,AX-55\nx,Aramex,AX-56`);
    await tracking
      .getByRole('button', { name: consoleText(lang, 'staff-orders:bulk.trackingSubmit') })
      .click();
    await tracking.getByRole('alert').waitFor();
    // The submit button fades back from its busy colours: audited once no transition runs.
    await page.waitForFunction(() => document.getAnimations().length === 0);
    findings.push(...(await audit(page, '/staff/orders at 375 px, tracking dialog refused')));

    // A list's day filter reads as the console's language writes a day, whatever the browser's language.
    await page.goto('/#/staff/orders?from=2026-11-05');
    await settle(page);
    await expect
      .poll(() => main(page).getByLabel(consoleText(lang, 'console:list.from'), { exact: true }).inputValue())
      .toBe(lang === 'ar' ? '5/11/2026' : '11/5/2026');

    // A form refused for its blanks: a new book sent empty.
    await page.goto('/#/staff/books/new');
    await settle(page);
    await main(page)
      .getByRole('button', { name: consoleText(lang, 'staff-books:edit.create') })
      .click();
    await expect.poll(() => main(page).locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
    findings.push(...(await audit(page, '/staff/books/new at 375 px, refused')));

    // The small-screen frame with its menu open.
    await page.goto('/#/staff');
    await settle(page);
    await page.getByRole('button', { name: consoleText(lang, 'console:menu') }).click();
    await page.getByRole('dialog', { name: consoleText(lang, 'console:navLabel') }).waitFor();
    findings.push(...(await audit(page, '/staff at 375 px, menu open')));

    expect(findings).toEqual([]);
    expect(emptyLists).toEqual([]);
    expect(tooWide).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
