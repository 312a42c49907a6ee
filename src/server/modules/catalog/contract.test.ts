import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createTestApp, type TestContext } from '#server/test/harness.ts';
import {
  bookAnswerSchema,
  bookCategoriesAnswerSchema,
  booksAnswerSchema,
  writersAnswerSchema,
} from '#shared/contract/catalog.ts';

/*
 * The catalogue sends its answers past the zod serialiser (routes.ts), and outside tests from its answer
 * cache: nothing strips a field its schema does not know or checks a type on the way out. Here every
 * catalogue answer, fresh and cached, in both languages, must pass its schema unchanged: parsing keeps
 * only known fields, so an unknown one (a leaked column) makes the parsed answer differ.
 */

let ctx: TestContext;
/** Far above the seeded ids. */
const BARE_BOOK_ID = 99_999;
let bookId: number;
let categoryId: number;
let writerId: number;
let searchWord: string;

beforeAll(async () => {
  // Outside the 'test' environment the answer cache is on: a repeated request is served from it.
  ctx = await createTestApp({ env: 'development' }, { seed: true });
  // A book with every optional field empty: no year, pages, ISBN, weight, writer, category or cover.
  await ctx.database.db.execute(
    sql`insert into books (id, title_ar) values (${BARE_BOOK_ID}, 'كتاب بلا تفاصيل')`,
  );
  const seeded = (await ctx.app.inject({ url: '/api/books?limit=1&most_popular=1' })).json().data[0];
  bookId = seeded.id;
  categoryId = seeded.book_category.id;
  writerId = seeded.writer.id;
  searchWord = seeded.title_ar.split(' ')[0];
});
afterAll(() => ctx.close());

/** GET `url` twice per language (the second from the cache): both bodies alike, 200, and conforming. */
async function expectConforming(schema: z.ZodType, url: string) {
  for (const lang of ['ar', 'en']) {
    const ask = () => ctx.app.inject({ url: `/api${url}`, headers: { 'accept-language': lang } });
    const fresh = await ask();
    const cached = await ask();
    expect(fresh.statusCode, url).toBe(200);
    expect(cached.body, url).toBe(fresh.body);
    const json: unknown = fresh.json();
    expect(schema.parse(json), `${url} (${lang})`).toEqual(json);
  }
}

describe('catalogue answers match their contract', () => {
  it('GET /books: the default list, home lists, ids, filters and search', async () => {
    for (const url of [
      '/books',
      '/books?limit=20&comming_soon=1',
      '/books?limit=12&most_popular=1',
      `/books?ids[]=${bookId}&ids[]=${BARE_BOOK_ID}`,
      `/books?ids=${bookId},${BARE_BOOK_ID}`,
      `/books?book_category_id=${categoryId}&limit=5`,
      `/books?writer_id=${writerId}`,
      `/books?search=${encodeURIComponent(searchWord)}`,
      `/books?title=${encodeURIComponent(searchWord)}&page=1`,
    ]) {
      await expectConforming(booksAnswerSchema, url);
    }
  });

  it('GET /books with page or pagination=1: a page with its meta', async () => {
    for (const url of ['/books?page=1', '/books?page=2', '/books?pagination=1', '/books?page=999']) {
      await expectConforming(booksAnswerSchema, url);
    }
    const page = (await ctx.app.inject({ url: '/api/books?page=1' })).json();
    expect(page.meta.current_page).toBe(1);
  });

  it('GET /books/:id: a seeded book and a book without details', async () => {
    await expectConforming(bookAnswerSchema, `/books/${bookId}`);
    await expectConforming(bookAnswerSchema, `/books/${BARE_BOOK_ID}`);
    const bare = (await ctx.app.inject({ url: `/api/books/${BARE_BOOK_ID}` })).json().data;
    expect(bare).toMatchObject({ writer: null, book_category: null, cover_type: null, isbn: null });
  });

  it('GET /book-categories and GET /writers', async () => {
    await expectConforming(bookCategoriesAnswerSchema, '/book-categories');
    await expectConforming(writersAnswerSchema, '/writers');
  });
});
