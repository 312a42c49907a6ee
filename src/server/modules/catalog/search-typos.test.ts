import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { books } from '#server/db/schema/catalog.ts';
import { books as seedBooks } from '#server/db/seed/data/index.ts';
import { setUpTestApp } from '#server/test/harness.ts';
import type { Book } from '#shared/contract/catalog.ts';
import table from './search-typos.cases.json' with { type: 'json' };
import { insertBook } from './testing.ts';

/*
 * Typo tolerance as Meilisearch counts it (docs/decisions/024): one typo (a letter missing, extra,
 * replaced, or two neighbours swapped) in words of 5 letters or more, two in words of 9 or more,
 * counted after the Arabic folding. The same table runs on PGlite (unit) and PostgreSQL (pg).
 */

const ctx = setUpTestApp({}, { seed: true });

const titlesFound = async (param: string, query: string) => {
  const url = `/api/books?limit=50&${param}=${encodeURIComponent(query)}`;
  const res = await ctx.app.inject({ url });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as Book[]).map((b) => b.title_en);
};

/**
 * Query → what it must find, one row a case in `search-typos.cases.json`, grouped by what they try:
 * `first` the first book, `finds` a book among the results, `before` the order of two books, `none`
 * nothing at all. The last column, where there is one, is the parameter searched (search by default).
 */
type Field = 'search' | 'title' | 'topic' | 'writer_name';
type Row =
  | ['first' | 'finds', string, string, string, Field?]
  | ['before', string, [string, string], string]
  | ['none', string, string, Field?];

type Case = {
  query: string;
  why: string;
  in: Field;
  first?: string;
  finds?: string;
  before?: [string, string];
  none?: true;
};

const toCase = (row: Row): Case => {
  if (row[0] === 'none') return { query: row[1], why: row[2], in: row[3] ?? 'search', none: true };
  if (row[0] === 'before') return { query: row[1], why: row[3], in: 'search', before: row[2] };
  return { query: row[1], why: row[3], in: row[4] ?? 'search', [row[0]]: row[2] };
};

const cases = Object.values(table as unknown as Record<string, Row[]>).flatMap((rows) => rows.map(toCase));

describe('search that forgives typos, over the demo catalogue', () => {
  it('holds at least 80 cases, every expected book in the demo catalogue', () => {
    expect(cases.length).toBeGreaterThanOrEqual(80);
    const titles = new Set(seedBooks.map((b) => b.titleEn));
    for (const c of cases) {
      for (const book of [c.first, c.finds, ...(c.before ?? [])])
        if (book) expect(titles.has(book), book).toBe(true);
    }
  });

  it.each(cases)('"$query": $why', async (c) => {
    const found = await titlesFound(c.in, c.query);
    if (c.none) expect(found).toEqual([]);
    if (c.first) expect(found[0]).toBe(c.first);
    if (c.finds) expect(found).toContain(c.finds);
    if (c.before) {
      const [higher, lower] = c.before.map((title) => found.indexOf(title));
      expect(higher, c.before[0]).toBeGreaterThanOrEqual(0);
      expect(lower, c.before[1]).toBeGreaterThan(higher);
    }
  });

  it('answers a query holding NUL with 422, never 500', async () => {
    const res = await ctx.app.inject({ url: '/api/books?search=Proph%00et' });
    expect(res.statusCode).toBe(422);
  });

  it('forgives typos in the words of a book added or renamed after the catalogue was loaded', async () => {
    const book = await insertBook(ctx.database.db, {
      titleAr: 'حكايات زنجبار',
      titleEn: 'Zanzibar Chronicles',
    });
    expect(await titlesFound('search', 'Zanzibra')).toEqual(['Zanzibar Chronicles']);
    expect(await titlesFound('search', 'زنجبان')).toEqual(['Zanzibar Chronicles']);
    await ctx.database.db
      .update(books)
      .set({ titleEn: 'Madagascar Chronicles' })
      .where(eq(books.id, book.id));
    // A write straight into the database reaches the answer cache through the database's notification.
    await ctx.app.changes.announce('catalog');
    expect(await titlesFound('search', 'Madagaskar')).toEqual(['Madagascar Chronicles']);
  });
});
