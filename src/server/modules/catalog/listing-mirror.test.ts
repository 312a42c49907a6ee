import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { books } from '#server/db/schema/catalog.ts';
import { setUpTestApp } from '#server/test/harness.ts';
import type { BooksQuery } from '#shared/contract/catalog.ts';
import { createListingMirror, mirrorListingOf } from './listing-mirror.ts';
import { createCatalogService } from './service.ts';

/*
 * Plain listings from memory (docs/decisions/033): the same answers as the database's, and never an
 * answer older than the catalogue once a change is heard.
 */

const ctx = setUpTestApp({}, { seed: true });

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

describe('the listing mirror', () => {
  it('answers every plain listing as the database does, in both languages', async () => {
    const database = createCatalogService(ctx.database.db);
    const mirrored = createCatalogService(ctx.database.db, { mirror: true });
    await mirrored.listBooks({} as BooksQuery, 'ar', url);
    await mirrored.mirrorSettled?.();
    for (const query of plain)
      for (const lang of ['ar', 'en'] as const)
        expect(await mirrored.listBooks(query, lang, url), JSON.stringify(query)).toEqual(
          await database.listBooks(query, lang, url),
        );
  });

  it('leaves searches and other filters to the database', () => {
    for (const query of [
      { search: 'x' },
      { writer_id: 1 },
      { isbn: '978' },
      { ids: [1] },
      { publish_date: 2000 },
    ])
      expect(mirrorListingOf(query as BooksQuery)).toBeUndefined();
    expect(mirrorListingOf({ book_category_id: 3, page: 2 } as BooksQuery)).toEqual({
      categoryId: 3,
      comingSoon: false,
      mostPopular: false,
    });
  });

  it('shows a change on the next request once it is heard, and never keeps a copy loaded before it', async () => {
    let now = 0;
    const mirror = createListingMirror(ctx.database.db, () => now);
    const stockOf = (rows: { id: number; stock: number }[] | undefined, id: number) =>
      rows?.find((row) => row.id === id)?.stock;
    expect(mirror.list({ comingSoon: false, mostPopular: false })).toBeUndefined();
    await mirror.settled();
    const [first] = mirror.list({ comingSoon: false, mostPopular: false }) ?? [];
    await ctx.database.db.update(books).set({ stock: 77 }).where(eq(books.id, first.id));
    mirror.forget();
    // Within the gap after a load the database answers; after it, a fresh copy.
    expect(mirror.list({ comingSoon: false, mostPopular: false })).toBeUndefined();
    now = 5_000;
    expect(mirror.list({ comingSoon: false, mostPopular: false })).toBeUndefined();
    // A change while that copy loads: it is thrown away.
    mirror.forget();
    await mirror.settled();
    expect(mirror.list({ comingSoon: false, mostPopular: false })).toBeUndefined();
    now = 10_000;
    mirror.list({ comingSoon: false, mostPopular: false });
    await mirror.settled();
    expect(stockOf(mirror.list({ comingSoon: false, mostPopular: false }), first.id)).toBe(77);
  });

  it('is forgotten with the other remembered answers when the change feed tells of a change', async () => {
    const catalog = createCatalogService(ctx.database.db, { mirror: true });
    const first = async () =>
      (await catalog.listBooks({ page: 1, per_page: 1 } as BooksQuery, 'ar', url)).data[0];
    await first();
    await catalog.mirrorSettled?.();
    const before = await first();
    await ctx.database.db
      .update(books)
      .set({ stock: before.stock + 5 })
      .where(eq(books.id, before.id));
    // What the routes do when the change feed speaks (routes.ts).
    catalog.forgetCounts();
    expect((await first()).stock).toBe(before.stock + 5);
  });
});
