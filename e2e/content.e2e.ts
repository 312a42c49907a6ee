import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kashkoul, linkTypes, news, terms } from '#server/db/seed/data/index.ts';
import {
  akhbars,
  contactInfo,
  contactMessages,
  terms as termsTable,
} from '#server/modules/content/testing.ts';
import { launchChromium, newPage } from './support/browser.ts';
import { type Shop, startShop } from './support/shop.ts';

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

/** The seed's items come newest first: the first is the top of page 1. */
const newestNews = news[0];
const newestArticle = kashkoul[0];
const firstParagraph = (html: string) => /<p>(.*?)<\/p>/.exec(html)?.[1] ?? '';

const h1 = (page: Page) => page.locator('main h1');

/** The first image inside `scope` has loaded for real (not the fallback, not broken). */
async function imageLoaded(page: Page, selector: string) {
  const image = page.locator(selector).first();
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  return image.getAttribute('src');
}

describe('content pages in Chromium, with the seeded Arabic content', () => {
  it('Kashkoul lists the newest articles and pages through them', async () => {
    const { context, page, problems } = await newPage(browser, shop.url);
    await page.goto('/#/alkashkoul');
    await expect.poll(() => h1(page).textContent()).toBe('الكشكول');
    await page.getByRole('heading', { level: 2, name: newestArticle.titleAr }).waitFor();
    expect(await page.locator('main article').count()).toBe(10);
    expect(await imageLoaded(page, 'main article img')).toBe('/media/articles/1.png');

    const previous = page.getByRole('button', { name: 'السابق' });
    const next = page.getByRole('button', { name: 'التالي' });
    expect(await previous.isDisabled()).toBe(true);
    await next.click();
    await page.getByRole('heading', { level: 2, name: kashkoul[10].titleAr }).waitFor();
    expect(page.url()).toContain('#/alkashkoul?page=2');
    await expect.poll(() => page.locator('main article').count()).toBe(2);
    expect(await next.isDisabled()).toBe(true);

    expect(problems).toEqual([]);
    await context.close();
  });

  it('news shows image, description, date and a PDF that opens; the article page shows the item', async () => {
    const { context, page, problems } = await newPage(browser, shop.url);
    await page.goto('/#/al-akhbar');
    await expect.poll(() => h1(page).textContent()).toBe('الأخبار');
    const card = page.locator('main article').first();
    await card.getByRole('heading', { name: newestNews.titleAr }).waitFor();
    await card.getByText(newestNews.paragraphsAr[0]).waitFor();
    expect(await card.locator('time').getAttribute('datetime')).toBe(newestNews.date);
    const expectedDate = await page.evaluate(
      (iso) =>
        new Intl.DateTimeFormat('ar', { dateStyle: 'long', timeZone: 'UTC' }).format(
          new Date(`${iso}T00:00:00Z`),
        ),
      newestNews.date,
    );
    expect(await card.locator('time').textContent()).toBe(expectedDate);
    expect(await imageLoaded(page, 'main article img')).toBe('/media/akhbars/1.png');

    const pdf = card.getByRole('link', { name: 'قراءة ملف PDF' });
    expect(await pdf.getAttribute('href')).toBe('/media/akhbars/1.pdf');
    const pdfAnswer = await page.request.get('/media/akhbars/1.pdf');
    expect(pdfAnswer.status()).toBe(200);
    expect(pdfAnswer.headers()['content-type']).toBe('application/pdf');
    expect((await pdfAnswer.body()).subarray(0, 5).toString()).toBe('%PDF-');

    await card.getByRole('link', { name: 'اقرأ المزيد' }).click();
    await expect.poll(() => h1(page).textContent()).toBe(newestNews.titleAr);
    expect(page.url()).toContain('#/alakhbar-articles/1');
    await page.locator('main').getByText(newestNews.paragraphsAr[1]).waitFor();
    expect(await imageLoaded(page, 'main figure img')).toBe('/media/akhbars/1.png');

    expect(problems).toEqual([]);
    await context.close();
  });

  it('links page: the product name and the link type title, then a card per link', async () => {
    const type = linkTypes[0];
    const { context, page, problems } = await newPage(browser, shop.url);
    await page.goto('/');
    await page.locator(`footer a[href="#/links?id=${type.id}"]`).click();
    await expect.poll(() => h1(page).textContent()).toBe(`دار الكتاب العربي - ${type.titleAr}`);
    const cards = page.locator('main ul > li');
    await expect.poll(() => cards.count()).toBe(type.links.length);
    const first = cards.first().locator('a');
    expect(await first.getAttribute('href')).toBe(type.links[0].link);
    expect(await first.textContent()).toContain(type.links[0].nameAr);
    expect(await imageLoaded(page, 'main ul > li img')).toBe('/media/links/1.png');

    expect(problems).toEqual([]);
    await context.close();
  });

  it('privacy page shows the Arabic terms', async () => {
    const { context, page, problems } = await newPage(browser, shop.url);
    await page.goto('/#/privacy-policy');
    await expect.poll(() => h1(page).textContent()).toBe(terms.titleAr);
    await page.locator('main').getByText(firstParagraph(terms.descriptionAr)).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('contact page shows the map frame, the contact text and the QR code', async () => {
    const [contact] = await shop.database.db.select().from(contactInfo).where(eq(contactInfo.id, 1));
    const { context, page, problems } = await newPage(browser, shop.url);
    await page.goto('/#/contact-us');
    await expect.poll(() => h1(page).textContent()).toBe(contact.titleAr);
    // The frame's source is allowed by the CSP (a violation would be in `problems`).
    expect(await page.locator('main iframe').getAttribute('src')).toBe(contact.mapLink);
    await page.locator('main').getByText(firstParagraph(contact.descriptionAr)).waitFor();
    const qr = page.locator('main figure svg');
    expect(await qr.getAttribute('width')).toBe('256');
    const qrLink = page.locator('main figure a');
    expect(await qrLink.getAttribute('href')).toBe(`https://${contact.qrLink}`);

    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('contact form in Chromium', () => {
  it('stores the message and shows the confirmation, with the form cleared', async () => {
    const { context, page, problems } = await newPage(browser, shop.url);
    await page.goto('/#/contact-us');
    const form = page.getByRole('form', { name: 'أرسل لنا رسالة' });
    await form.getByLabel('الاسم').fill('ليلى حداد');
    await form.getByLabel('البريد الإلكتروني').fill('Layla.Haddad@example.com');
    await form.getByLabel('الرسالة').fill('هل تتوفر طبعة مجلدة من «الأيام»؟');
    await form.getByRole('button', { name: 'إرسال' }).click();

    await page.getByText('لقد استلمنا رسالتك').waitFor();
    expect(await form.getByLabel('الاسم').inputValue()).toBe('');
    expect(await form.getByLabel('الرسالة').inputValue()).toBe('');

    const rows = await shop.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'layla.haddad@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'ليلى حداد', message: 'هل تتوفر طبعة مجلدة من «الأيام»؟' });

    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('English and sanitising in Chromium', () => {
  it('privacy page in English: English terms, left to right', async () => {
    const { context, page, problems } = await newPage(browser, shop.url);
    await page.goto('/#/privacy-policy');
    await expect.poll(() => h1(page).textContent()).toBe(terms.titleAr);
    await page.getByRole('button', { name: 'English' }).first().click();

    await expect.poll(() => h1(page).textContent()).toBe(terms.titleEn);
    await page.locator('main').getByText(firstParagraph(terms.descriptionEn)).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.locator('main').textContent()).not.toContain(firstParagraph(terms.descriptionAr));

    expect(problems).toEqual([]);
    await context.close();
  });

  it('runs nothing from <script> or onerror put in the terms, a news item and the contact text', async () => {
    const attack = (text: string) =>
      `<p>${text}</p><img src="x" onerror="window.__xss = 1; alert(1)"><script>window.__xss = 2; alert(2)</script>`;
    const db = shop.database.db;
    const [savedTerms] = await db.select().from(termsTable);
    const [savedNews] = await db.select().from(akhbars).where(eq(akhbars.id, 1));
    const [savedContact] = await db.select().from(contactInfo).where(eq(contactInfo.id, 1));
    await db.update(termsTable).set({ descriptionAr: attack('شروط مختبرة') });
    await db
      .update(akhbars)
      .set({ descriptionAr: attack('خبر مختبر') })
      .where(eq(akhbars.id, 1));
    await db
      .update(contactInfo)
      .set({ descriptionAr: attack('نص تواصل مختبر') })
      .where(eq(contactInfo.id, 1));
    try {
      const { context, page, problems } = await newPage(browser, shop.url);
      // Where each CSP report comes from: an element of the page, or a document that is not shown.
      await page.addInitScript(() => {
        const reports: { directive: string; fromPageElement: boolean }[] = [];
        Object.assign(window, { __cspReports: reports });
        document.addEventListener('securitypolicyviolation', (event) => {
          const target = event.target;
          reports.push({
            directive: event.effectiveDirective,
            fromPageElement: target instanceof Element && target.isConnected,
          });
        });
      });
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      for (const [path, text] of [
        ['/#/privacy-policy', 'شروط مختبرة'],
        ['/#/alakhbar-articles/1', 'خبر مختبر'],
        ['/#/al-akhbar', 'خبر مختبر'],
        ['/#/contact-us', 'نص تواصل مختبر'],
      ] as const) {
        await page.goto(path);
        await page.locator('main').getByText(text).first().waitFor();
        // Once the broken image has been tried, an onerror handler would have fired.
        const broken = page.locator('main img[src="x"]').first();
        await expect.poll(() => broken.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
        expect(await page.locator('main script').count()).toBe(0);
        expect(await page.locator('main [onerror]').count()).toBe(0);
        expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
      }
      expect(dialogs).toEqual([]);
      // Chromium reports an inline handler as soon as DOMPurify parses the dirty HTML in its inert
      // DOMParser document (cure53/DOMPurify#107): blocked, never run, and not from an element on the
      // page. A handler that reached the page would be reported with its element as the target.
      const reports = await page.evaluate(
        () => (window as { __cspReports?: { directive: string; fromPageElement: boolean }[] }).__cspReports,
      );
      expect(reports?.filter((report) => report.fromPageElement)).toEqual([]);
      expect(problems.filter((problem) => !/^csp: Executing inline event handler/.test(problem))).toEqual([]);
      await context.close();
    } finally {
      await db.update(termsTable).set({ descriptionAr: savedTerms.descriptionAr });
      await db.update(akhbars).set({ descriptionAr: savedNews.descriptionAr }).where(eq(akhbars.id, 1));
      await db
        .update(contactInfo)
        .set({ descriptionAr: savedContact.descriptionAr })
        .where(eq(contactInfo.id, 1));
    }
  });
});
