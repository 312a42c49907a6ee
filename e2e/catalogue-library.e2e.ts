import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { books, categories, writers } from '#server/db/seed/data/index.ts';
import { CATALOG_LIMITS } from '#shared/contract/catalog.ts';
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

const perPage = CATALOG_LIMITS.perPage;
const lastPage = Math.ceil(books.length / perPage);
const history = categories.find((c) => c.key === 'history') ?? categories[0];
const historyCount = books.filter((b) => b.category === history.key).length;
const tahaHussein = writers.find((w) => w.key === 'taha-hussein') ?? writers[0];
const tahaHusseinBooks = books.filter((b) => b.writer === tahaHussein.key);
/** A title written with its short vowels (tashkeel), as readers rarely type it. */
const vocalised = books.find((b) => b.titleAr === 'كَلِيلَة وَدِمْنَة') ?? books[0];
const withoutTashkeel = (text: string) => text.replace(/[\u064B-\u0652]/g, '');
/** 9789957700542 → 978-9957-70-054-2, as printed on a cover. */
const hyphenated = (isbn: string) =>
  [isbn.slice(0, 3), isbn.slice(3, 7), isbn.slice(7, 9), isbn.slice(9, 12), isbn.slice(12)].join('-');

const cards = (page: Page) => page.getByTestId('book-card');
const cardTitles = (page: Page) => cards(page).getByRole('heading').allTextContents();
const range = (page: Page) => page.getByTestId('results-range').textContent();
const hash = (page: Page) => new URL(page.url()).hash;
const h1 = (page: Page) => page.locator('main h1');

/** The titles of one page of the library as the API lists them. */
async function apiTitles(page: Page, query: string): Promise<string[]> {
  const answer = await page.request.get(`/api/books?${query}`);
  const body = (await answer.json()) as { data: { title_ar: string }[] };
  return body.data.map((book) => book.title_ar);
}

describe('library and advanced search in Chromium, on the seeded catalogue', () => {
  it('pages through the whole catalogue twelve books at a time', async () => {
    expect(lastPage).toBeGreaterThan(1);
    const { context, page, problems } = await newPage(browser, shop.url);
    await page.goto('/#/books');
    await expect.poll(() => h1(page).textContent()).toBe('المكتبة');
    await expect.poll(() => range(page)).toBe(`الكتب 1–${perPage} من ${books.length}`);
    expect(await cardTitles(page)).toEqual(await apiTitles(page, 'page=1'));

    const pages = page.getByRole('navigation', { name: 'الصفحات' });
    const previous = pages.getByRole('button', { name: 'السابق' });
    const next = pages.getByRole('button', { name: 'التالي' });
    expect(await previous.isDisabled()).toBe(true);
    await next.click();
    await expect.poll(() => hash(page)).toBe('#/books?page=2');
    const secondPage = await apiTitles(page, 'page=2');
    await expect.poll(() => cardTitles(page)).toEqual(secondPage);
    expect(await previous.isDisabled()).toBe(false);

    await pages.getByRole('button', { name: String(lastPage), exact: true }).click();
    await expect.poll(() => hash(page)).toBe(`#/books?page=${lastPage}`);
    await expect.poll(() => cards(page).count()).toBe(books.length - perPage * (lastPage - 1));
    expect(await next.isDisabled()).toBe(true);

    expect(problems).toEqual([]);
    await context.close();
  });

  it('filters by category; a reload keeps the page and the category', async () => {
    const { context, page, problems } = await newPage(browser, shop.url);
    await page.goto('/#/books?page=3');
    await expect.poll(() => range(page)).toBe(`الكتب 25–36 من ${books.length}`);
    const thirdPage = await cardTitles(page);
    await page.reload();
    await expect.poll(() => range(page)).toBe(`الكتب 25–36 من ${books.length}`);
    expect(await cardTitles(page)).toEqual(thirdPage);

    const categoryList = page.getByRole('navigation', { name: 'التصنيفات' });
    const historyLink = categoryList.getByRole('link', { name: new RegExp(`^${history.titleAr} `) });
    await historyLink.click();
    await expect.poll(() => hash(page)).toBe(`#/books?category-id=${history.id}`);
    await expect.poll(() => range(page)).toBe(`الكتب 1–${historyCount} من ${historyCount}`);
    const historyTitles = await apiTitles(page, `page=1&book_category_id=${history.id}`);
    expect(await cardTitles(page)).toEqual(historyTitles);
    expect(await historyLink.getAttribute('aria-current')).toBe('page');

    await page.reload();
    await expect.poll(() => cardTitles(page)).toEqual(historyTitles);
    expect(hash(page)).toBe(`#/books?category-id=${history.id}`);
    expect(await historyLink.getAttribute('aria-current')).toBe('page');
    expect(
      await categoryList.getByRole('link', { name: 'كل الكتب' }).getAttribute('aria-current'),
    ).toBeNull();

    expect(problems).toEqual([]);
    await context.close();
  });

  it('finds an Arabic title typed without its short vowels', async () => {
    const typed = withoutTashkeel(vocalised.titleAr);
    expect(typed).not.toBe(vocalised.titleAr);
    const { context, page, problems } = await newPage(browser, shop.url);
    await page.goto('/#/books?page=2');
    await cards(page).first().waitFor();
    await page.getByRole('searchbox', { name: 'ابحث في المكتبة' }).fill(typed);
    await page.getByRole('button', { name: 'بحث', exact: true }).click();
    await expect.poll(() => cardTitles(page)).toContain(vocalised.titleAr);
    expect(hash(page)).toBe(`#/books?q=${encodeURIComponent(typed).replace(/%20/g, '+')}`);
    await page.getByText(`نتائج البحث عن «${typed}»`).waitFor();

    expect(problems).toEqual([]);
    await context.close();
  });

  it('advanced search by writer name, by ISBN and from a writer link; says when nothing matches', async () => {
    const { context, page, problems } = await newPage(browser, shop.url);
    await page.goto('/#/search');
    await expect.poll(() => h1(page).textContent()).toBe('البحث المتقدم');
    const form = page.getByRole('form', { name: 'البحث المتقدم' });
    const search = form.getByRole('button', { name: 'بحث' });
    const clear = form.getByRole('button', { name: 'مسح الحقول' });
    const clearFields = async () => {
      await clear.click();
      await expect.poll(() => form.getByLabel('اسم الكاتب').inputValue()).toBe('');
      await expect.poll(() => form.getByLabel('الرقم الدولي (ردمك)').inputValue()).toBe('');
    };

    await form.getByLabel('اسم الكاتب').fill(tahaHussein.nameAr);
    await search.click();
    await expect
      .poll(() => hash(page))
      .toBe(`#/search?writer_name=${encodeURIComponent(tahaHussein.nameAr).replace(/%20/g, '+')}`);
    await expect.poll(() => cardTitles(page)).toHaveLength(tahaHusseinBooks.length);
    expect((await cardTitles(page)).sort()).toEqual(tahaHusseinBooks.map((b) => b.titleAr).sort());

    // The fields are emptied before the next search is typed, so the clearing never wipes it.
    await clearFields();
    const wanted = books[5];
    await form.getByLabel('الرقم الدولي (ردمك)').fill(hyphenated(wanted.isbn));
    await search.click();
    await expect.poll(() => cardTitles(page)).toEqual([wanted.titleAr]);

    await clearFields();
    await form.getByLabel('اسم الكتاب').fill('كتاب لا وجود له xqzj');
    await expect.poll(() => form.getByLabel('اسم الكتاب').inputValue()).toBe('كتاب لا وجود له xqzj');
    await search.click();
    await page.getByText('لا توجد نتائج!!').waitFor();
    expect(await cards(page).count()).toBe(0);

    // The writer link of the book details page lands here.
    await page.goto(`/#/search?writerId=${tahaHussein.id}`);
    await page.getByText(`كتب ${tahaHussein.nameAr}`).waitFor();
    await expect.poll(() => cards(page).count()).toBe(tahaHusseinBooks.length);

    expect(problems).toEqual([]);
    await context.close();
  });

  it('in English: library pages and categories, advanced search and its no-results message', async () => {
    const { context, page, problems } = await newPage(browser, shop.url);
    await page.goto('/#/books');
    await page.getByRole('button', { name: 'English' }).first().click();
    await expect.poll(() => h1(page).textContent()).toBe('Library');
    await expect.poll(() => range(page)).toBe(`Books 1–${perPage} of ${books.length}`);
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => hash(page)).toBe('#/books?page=2');

    await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link', { name: new RegExp(`^${history.titleEn} `) })
      .click();
    const historyTitles = books.filter((b) => b.category === history.key).map((b) => b.titleEn);
    await expect.poll(async () => (await cardTitles(page)).sort()).toEqual(historyTitles.sort());

    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Search' }).click();
    await expect.poll(() => h1(page).textContent()).toBe('Advanced search');
    const form = page.getByRole('form', { name: 'Advanced search' });
    await form.getByLabel('Writer name').fill(tahaHussein.nameEn);
    await form.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => cardTitles(page)).toHaveLength(tahaHusseinBooks.length);

    await form.getByLabel('Writer name').fill('Nobody Atall');
    await form.getByRole('button', { name: 'Search' }).click();
    await page.getByText('No Results Found!!').waitFor();

    expect(problems).toEqual([]);
    await context.close();
  });
});
