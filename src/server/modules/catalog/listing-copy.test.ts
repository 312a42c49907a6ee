import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { books } from '#server/db/schema/catalog.ts';
import { setUpTestApp } from '#server/test/harness.ts';
import type { BooksQuery } from '#shared/contract/catalog.ts';
import { asksPlainListing, createListingCopy, plainListingOf } from './listing-copy.ts';
import { salesAt } from './sale-prices.ts';
import { createCatalogService } from './service.ts';
import { deleteSales, insertSale } from './testing.ts';

/*
 * Plain listings from memory (docs/decisions/063): the same answers as the database's, byte for byte
 * once parsed, and never an answer older than the catalogue once a change is heard.
 */

const ctx = setUpTestApp({}, { seed: true });
afterEach(async () => {
  await deleteSales(ctx.database.db);
});

const url = '/api/books';
const plain: BooksQuery[] = [
  {},
  { limit: 20 },
  { page: 1 },
  { page: 2, per_page: 5 },
  { page: 999 },
  { pagination: 1, per_page: 50 },
  { comming_soon: 1, limit: 12 },
  { most_popular: 1, limit: 10 },
  { book_category_id: 1, page: 1 },
  { book_category_id: 2, page: 2, per_page: 3 },
  { book_category_id: 1, most_popular: 1, page: 1 },
] as BooksQuery[];

async function copiedService() {
  const copied = createCatalogService(ctx.database.db, { listingCopy: true });
  expect(copied.plainListing({} as BooksQuery, 'ar', url, [])).toBeUndefined();
  await copied.copySettled();
  return copied;
}

describe('the listing copy', () => {
  it('answers every plain listing as the database does, in both languages, at the prices in force', async () => {
    const [first] = await ctx.database.db.select({ id: books.id }).from(books).limit(1);
    await insertSale(ctx.database.db, { scope: 'books', bookIds: [first.id], percent: 20 });
    const database = createCatalogService(ctx.database.db);
    const copied = await copiedService();
    for (const running of [[], (await salesAt(ctx.database.db)).running])
      for (const query of plain)
        for (const lang of ['ar', 'en'] as const) {
          const answer = copied.plainListing(query, lang, url, running);
          expect(JSON.parse(String(answer)), JSON.stringify(query)).toEqual(
            await database.listBooks(query, lang, url, running),
          );
        }
  });

  it('answers every book’s own page as the database does, and a book it does not hold from the database', async () => {
    const ids = await ctx.database.db.select({ id: books.id }).from(books).orderBy(books.id);
    const hidden = ids[ids.length - 1].id;
    const show = async (active: boolean) => {
      await ctx.database.db.update(books).set({ active }).where(eq(books.id, hidden));
    };
    await show(false);
    onTestFinished(() => show(true));
    const database = createCatalogService(ctx.database.db);
    const copied = await copiedService();
    for (const { id } of ids)
      for (const lang of ['ar', 'en'] as const)
        expect(await copied.findBook(id, lang), String(id)).toEqual(await database.findBook(id, lang));
    expect(await copied.findBook(hidden, 'en')).toBeUndefined();
    // Shown again, and not heard of yet: the copy does not hold it, the database answers.
    await show(true);
    expect(await copied.findBook(hidden, 'en')).toEqual(await database.findBook(hidden, 'en'));
    expect(await copied.findBook(hidden, 'en')).toMatchObject({ id: hidden });
  });

  it('leaves searches and other filters to the database', () => {
    for (const query of [
      { search: 'x' },
      { writer_id: 1 },
      { isbn: '978' },
      { ids: [1] },
      { publish_date: 2000 },
    ])
      expect(plainListingOf(query as BooksQuery)).toBeUndefined();
    expect(plainListingOf({ book_category_id: 3, page: 2 } as BooksQuery)).toEqual({
      categoryId: 3,
      comingSoon: false,
      mostPopular: false,
    });
    expect(asksPlainListing({ page: '2', book_category_id: '3', limit: '5' })).toBe(true);
    expect(asksPlainListing({ page: '2', search: 'x' })).toBe(false);
    expect(asksPlainListing({ 'ids[]': '1' })).toBe(false);
  });

  it('shows a change on the next request once it is heard, and never keeps a copy loaded before it', async () => {
    let now = 0;
    const copy = createListingCopy(ctx.database.db, () => now);
    const listing = { comingSoon: false, mostPopular: false };
    const stockOf = async (id: number) => {
      const cut = copy.page(listing, 'en', [], 0, 1000);
      const card = cut?.cards.map((c) => JSON.parse(String(c))).find((c) => c.id === id);
      return card?.stock;
    };
    expect(copy.page(listing, 'en', [], 0, 1)).toBeUndefined();
    await copy.settled();
    const [first] = copy.page(listing, 'en', [], 0, 1)?.cards ?? [];
    const { id, stock } = JSON.parse(String(first));
    await ctx.database.db
      .update(books)
      .set({ stock: stock + 7 })
      .where(eq(books.id, id));
    copy.forget();
    // Within the gap after a load the database answers; after it, a fresh copy.
    expect(copy.page(listing, 'en', [], 0, 1)).toBeUndefined();
    now = 5_000;
    expect(copy.page(listing, 'en', [], 0, 1)).toBeUndefined();
    // A change while that copy loads: it is thrown away.
    copy.forget();
    await copy.settled();
    expect(copy.page(listing, 'en', [], 0, 1)).toBeUndefined();
    now = 10_000;
    copy.page(listing, 'en', [], 0, 1);
    await copy.settled();
    expect(await stockOf(id)).toBe(stock + 7);
  });

  it('is forgotten with the other remembered answers when the change feed tells of a change', async () => {
    const catalog = await copiedService();
    const first = () => {
      const answer = catalog.plainListing({ page: 1, per_page: 1 } as BooksQuery, 'ar', url, []);
      return answer && JSON.parse(String(answer)).data[0];
    };
    const before = first();
    await ctx.database.db
      .update(books)
      .set({ stock: before.stock + 5 })
      .where(eq(books.id, before.id));
    // What the routes do when the change feed speaks (routes.ts): the database answers until a new copy.
    catalog.forget();
    expect(first()).toBeUndefined();
    const [listed] = (await catalog.listBooks({ page: 1, per_page: 1 } as BooksQuery, 'ar', url)).data;
    expect(listed.stock).toBe(before.stock + 5);
  });
});
