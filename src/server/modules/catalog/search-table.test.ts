import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { books } from '#server/db/schema/catalog.ts';
import { setUpTestApp } from '#server/test/harness.ts';
import type { ListBook } from '#shared/contract/catalog.ts';
import { insertBook } from './testing.ts';

/* The narrow copy search reads (book_search, migration 0010) follows every change of the books. */

const ctx = setUpTestApp();
/** A write straight into the database reaches the answer cache through the database's notification; wait for it. */
const heard = () => ctx.app.changes.announce('catalog');

const found = async (query: string) => {
  const res = await ctx.app.inject({ url: `/api/books?limit=50&search=${encodeURIComponent(query)}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as ListBook[]).map((b) => b.title_en);
};

const rowsOf = async (id: number) => {
  const result = (await ctx.database.db.execute(
    sql`SELECT title_words, topic_words, active FROM book_search WHERE book_id = ${id}`,
  )) as unknown as { rows: { title_words: string; topic_words: string; active: boolean }[] };
  return result.rows;
};

describe('the search table', () => {
  it('holds a new book, its title and topic folded and cut into words', async () => {
    const book = await insertBook(ctx.database.db, {
      titleAr: 'رِحْلَةُ الأَنْدَلُس',
      titleEn: 'Andalusian Journey!',
      topicAr: 'أدب الرحلات',
    });
    expect(await rowsOf(book.id)).toEqual([
      { title_words: ' رحله الاندلس andalusian journey ', topic_words: ' ادب الرحلات ', active: true },
    ]);
    expect(await found('Andalusian')).toEqual(['Andalusian Journey!']);
  });

  it('follows a renamed, hidden, shown again and deleted book', async () => {
    const book = await insertBook(ctx.database.db, { titleAr: 'كتاب النخيل', titleEn: 'The Palm Trees' });
    await ctx.database.db.update(books).set({ titleEn: 'The Olive Trees' }).where(eq(books.id, book.id));
    await heard();
    expect(await found('Olive')).toEqual(['The Olive Trees']);
    expect(await found('Palm')).toEqual([]);
    await ctx.database.db.update(books).set({ active: false }).where(eq(books.id, book.id));
    await heard();
    expect(await found('Olive')).toEqual([]);
    await ctx.database.db.update(books).set({ active: true }).where(eq(books.id, book.id));
    await heard();
    expect(await found('Olive')).toEqual(['The Olive Trees']);
    await ctx.database.db.delete(books).where(eq(books.id, book.id));
    await heard();
    expect(await rowsOf(book.id)).toEqual([]);
    expect(await found('Olive')).toEqual([]);
  });

  it('is left alone by a change of stock or price', async () => {
    const book = await insertBook(ctx.database.db, { titleEn: 'The Salt Road' });
    const before = (await ctx.database.db.execute(
      sql`SELECT xmin::text AS version FROM book_search WHERE book_id = ${book.id}`,
    )) as unknown as { rows: { version: string }[] };
    await ctx.database.db.update(books).set({ stock: 3, pdfPriceCents: 999 }).where(eq(books.id, book.id));
    await heard();
    const after = (await ctx.database.db.execute(
      sql`SELECT xmin::text AS version FROM book_search WHERE book_id = ${book.id}`,
    )) as unknown as { rows: { version: string }[] };
    expect(after.rows).toEqual(before.rows);
    expect(await found('Salt Road')).toEqual(['The Salt Road']);
  });
});
