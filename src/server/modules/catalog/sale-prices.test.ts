import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { setUpTestApp } from '#server/test/harness.ts';
import { deleteSales, insertCatalogFixtures, insertSale } from './testing.ts';

/*
 * The prices in force on the reader's answers while a sale runs (decision 053). Book 3 of the fixtures
 * costs 5.03 as a PDF and 15.03 printed, in category 3 by writer 3; book 1 is in category 1 by writer 1.
 */

const ctx = setUpTestApp();
beforeAll(async () => {
  await insertCatalogFixtures(ctx.database.db);
});
afterEach(async () => {
  await noSales();
});

/** Sales written with SQL, heard by the app (their trigger tells the change feed) before the next request. */
async function sale(values: Parameters<typeof insertSale>[1]) {
  await insertSale(ctx.database.db, values);
  await ctx.app.changes.announce('catalog');
}
async function noSales() {
  await deleteSales(ctx.database.db);
  await ctx.app.changes.announce('catalog');
}

const get = async (url: string, lang: 'ar' | 'en' = 'ar') =>
  (await ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } })).json();
const book = async (id: number, lang: 'ar' | 'en' = 'ar') => (await get(`/api/books/${id}`, lang)).data;

/** The clock of the app, to the millisecond; back to the real one when the test ends. */
function clock() {
  vi.useFakeTimers({ toFake: ['Date'] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
  return (at: number) => vi.setSystemTime(at);
}

const regular = { pdf_price: 5.03, hardcopy_price: 15.03 };

describe('a sale’s start and end, to the second', () => {
  it('charges the regular price a second before the start, the sale price at and after it, and the regular one again from the end', async () => {
    const start = Math.ceil(Date.now() / 1000) * 1000 + 3_600_000;
    const end = start + 3_600_000;
    await sale({
      scope: 'books',
      bookIds: [3],
      percent: 20,
      nameAr: 'تخفيضات الربيع',
      nameEn: 'Spring sale',
      startsAt: new Date(start),
      endsAt: new Date(end),
    });
    const at = clock();
    at(start - 1000);
    expect(await book(3)).toMatchObject(regular);
    expect(await book(3)).not.toHaveProperty('sale');
    at(start);
    const onSale = {
      pdf_price: 4.02,
      hardcopy_price: 12.02,
      regular_pdf_price: 5.03,
      regular_hardcopy_price: 15.03,
      sale: {
        name: 'Spring sale',
        name_ar: 'تخفيضات الربيع',
        name_en: 'Spring sale',
        ends_at: new Date(end).toISOString(),
      },
    };
    expect(await book(3, 'en')).toMatchObject(onSale);
    expect((await book(3, 'ar')).sale.name).toBe('تخفيضات الربيع');
    at(end - 1000);
    expect(await book(3, 'en')).toMatchObject(onSale);
    at(end);
    const after = await book(3);
    expect(after).toMatchObject(regular);
    expect(after).not.toHaveProperty('regular_pdf_price');
    expect(after).not.toHaveProperty('sale');
  });
});

describe('which sale a book gets', () => {
  it('gives each format the lowest price of the running sales, naming the printed copy’s sale', async () => {
    await sale({ scope: 'all', percent: 10, nameEn: 'Ten off' });
    await sale({
      scope: 'books',
      bookIds: [3],
      pdfPriceCents: 300,
      nameEn: 'PDF at three',
    });
    expect(await book(3, 'en')).toMatchObject({
      pdf_price: 3,
      hardcopy_price: 13.53,
      regular_pdf_price: 5.03,
      regular_hardcopy_price: 15.03,
      sale: { name: 'Ten off' },
    });
  });

  it('ignores a fixed price at or above the book’s own: the book keeps its price and no sale is shown', async () => {
    await sale({
      scope: 'books',
      bookIds: [3],
      pdfPriceCents: 900,
      hardcopyPriceCents: 1503,
    });
    const answer = await book(3);
    expect(answer).toMatchObject(regular);
    expect(answer).not.toHaveProperty('sale');
  });

  it('lowers only the format a fixed-price sale names', async () => {
    await sale({ scope: 'books', bookIds: [3], hardcopyPriceCents: 1000 });
    expect(await book(3)).toMatchObject({
      pdf_price: 5.03,
      hardcopy_price: 10,
      regular_pdf_price: 5.03,
      regular_hardcopy_price: 15.03,
    });
  });

  it('covers the books of a category or of a writer, and no other', async () => {
    await sale({ scope: 'category', categoryId: 3, percent: 50 });
    expect(await book(3)).toMatchObject({ pdf_price: 2.52, hardcopy_price: 7.52 });
    expect(await book(1)).toMatchObject({ pdf_price: 5.01, hardcopy_price: 15.01 });
    await noSales();
    await sale({ scope: 'writer', writerId: 1, percent: 50 });
    expect(await book(1)).toMatchObject({ pdf_price: 2.51, hardcopy_price: 7.51 });
    expect(await book(3)).toMatchObject(regular);
  });

  it('never touches a sale that ended or is still to come', async () => {
    const now = Date.now();
    await sale({
      startsAt: new Date(now - 7_200_000),
      endsAt: new Date(now - 3_600_000),
    });
    await sale({
      startsAt: new Date(now + 3_600_000),
      endsAt: new Date(now + 7_200_000),
    });
    expect(await book(3)).toMatchObject(regular);
  });
});

describe('listings and searches', () => {
  it('carry the price in force on every card', async () => {
    await sale({ scope: 'books', bookIds: [1], percent: 20 });
    const listed = (await get('/api/books?ids[]=1&ids[]=3')).data;
    const byId = new Map(listed.map((b: { id: number }) => [b.id, b]));
    expect(byId.get(1)).toMatchObject({
      pdf_price: 4.01,
      hardcopy_price: 12.01,
      regular_hardcopy_price: 15.01,
    });
    expect(byId.get(3)).toMatchObject(regular);
    const found = (await get(`/api/books?search=${encodeURIComponent('الثلاثية')}&page=1`)).data;
    expect(found[0]).toMatchObject({ id: 1, hardcopy_price: 12.01, sale: { name: 'تخفيضات' } });
  });
});
