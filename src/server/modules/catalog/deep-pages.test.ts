import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#server/test/harness.ts';
import type { Book } from '#shared/contract/catalog.ts';
import { insertCatalogFixtures } from './testing.ts';

/*
 * A library of 1,500 books more than the demo's, three to a date, so that deep pages start from the
 * listing's anchors (every 600th book) and ties on the date are broken by id, as on the first pages.
 */
const ADDED = 1500;

describe('library pages deep in a long catalogue', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    await insertCatalogFixtures(ctx.database.db);
    await ctx.database.db.execute(sql`
      INSERT INTO books (id, title_ar, title_en, category_id, writer_id, created_at)
      SELECT 1000 + i, 'كتاب رقم ' || i, 'Book number ' || i, 1 + i % 2, 1, now() - (i / 3) * interval '1 minute'
      FROM generate_series(1, ${ADDED}::int) AS i`);
  });
  afterAll(() => ctx.close());

  /** The ids of the newest-first listing, as one long list, straight from the database. */
  const allIds = async (category?: number) => {
    const result = (await ctx.database.db.execute(sql`
      SELECT id FROM books WHERE active ${category ? sql`AND category_id = ${category}` : sql``}
      ORDER BY created_at DESC, id DESC`)) as unknown as { rows: { id: number }[] };
    return result.rows.map((row) => Number(row.id));
  };

  const pageOf = async (query: string) => {
    const res = await ctx.app.inject({ url: `/api/books?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as { data: Book[]; meta: { total: number; last_page: number } };
    return { ids: answer.data.map((book) => book.id), meta: answer.meta };
  };

  it('answers every page, before and after each anchor, with the books the order puts there', async () => {
    const ids = await allIds();
    for (const page of [1, 2, 49, 50, 51, 52, 99, 100, 101, 126, 127]) {
      const { ids: found, meta } = await pageOf(`page=${page}`);
      expect(found, `page ${page}`).toEqual(ids.slice((page - 1) * 12, page * 12));
      expect(meta.total).toBe(ids.length);
    }
  });

  it('pages a category the same way, with other page sizes', async () => {
    const ids = await allIds(2);
    for (const [page, perPage] of [
      [13, 50],
      [14, 50],
      [31, 25],
      [61, 12],
      [62, 12],
    ]) {
      const { ids: found } = await pageOf(`book_category_id=2&page=${page}&per_page=${perPage}`);
      expect(found, `page ${page} of ${perPage}`).toEqual(ids.slice((page - 1) * perPage, page * perPage));
    }
  });

  it('answers a page past the last one with no books and the true total', async () => {
    const ids = await allIds();
    const { ids: found, meta } = await pageOf('page=9999');
    expect(found).toEqual([]);
    expect(meta.total).toBe(ids.length);
    expect(meta.last_page).toBe(Math.ceil(ids.length / 12));
  });
});
