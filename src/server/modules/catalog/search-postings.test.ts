import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookCategories, books, writers } from '#server/db/schema/catalog.ts';
import { setUpTestApp } from '#server/test/harness.ts';
import type { ListBook } from '#shared/contract/catalog.ts';
import { insertBook } from './testing.ts';

/*
 * The library's search box (`search` alone) reads the word postings (migration 0012,
 * docs/decisions/032): they follow every change of a book and of its writer, and a one-word search that
 * reads only a page's candidates still counts and pages every match.
 */

const ctx = setUpTestApp();

type Listing = { data: ListBook[]; meta?: { total: number; last_page: number } };

const searched = async (query: string, extra = '') => {
  const res = await ctx.app.inject({ url: `/api/books?search=${encodeURIComponent(query)}${extra}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Listing;
};
/** A write made straight in the database, heard by the app's caches as an app write would be. */
const heard = () => ctx.app.changes.announce('catalog');
const found = async (query: string) => (await searched(query, '&limit=50')).data.map((b) => b.title_en);

const postingsOf = async (id: number) => {
  const result = (await ctx.database.db.execute(
    sql`SELECT word, field, lead FROM search_postings WHERE book_id = ${id} ORDER BY field, word`,
  )) as unknown as { rows: { word: string; field: number; lead: boolean }[] };
  return result.rows;
};

describe('the word postings', () => {
  it('hold each folded word of a book once, in its best field, the title’s first word marked', async () => {
    const [writer] = await ctx.database.db
      .insert(writers)
      .values({ nameAr: 'سَلْمى الخوري', nameEn: 'Salma Khoury' })
      .returning();
    const book = await insertBook(ctx.database.db, {
      titleAr: 'رِحْلَةُ الأَنْدَلُس',
      titleEn: 'Andalusian Journey',
      topicAr: 'رحلة',
      topicEn: 'Travel',
      isbn: '978-9957-00-001-2',
      writerId: writer.id,
    });
    const postings = await postingsOf(book.id);
    const words = (field: number) => postings.filter((p) => p.field === field).map((p) => p.word);
    expect(words(1)).toEqual(['andalusian', 'journey', 'الاندلس', 'رحله']);
    expect(words(2)).toEqual(['khoury', 'salma', 'الخوري', 'سلمي']);
    // 'رحلة' of the topic is already a title word: the title ranks the book.
    expect(words(3)).toEqual(['travel']);
    expect(words(4)).toEqual(expect.arrayContaining(['9789957000012', '978', '9957']));
    expect(postings.filter((p) => p.lead).map((p) => p.word)).toEqual(['رحله']);
  });

  it('follow a renamed book, a renamed writer, a hidden book and a deleted one', async () => {
    const [writer] = await ctx.database.db
      .insert(writers)
      .values({ nameAr: 'كاتب', nameEn: 'Yusuf Haddad' })
      .returning();
    const book = await insertBook(ctx.database.db, { titleEn: 'The Cedar Hills', writerId: writer.id });
    expect(await found('Haddad')).toEqual(['The Cedar Hills']);
    await ctx.database.db.update(writers).set({ nameEn: 'Yusuf Nassar' }).where(eq(writers.id, writer.id));
    await heard();
    expect(await found('Haddad')).toEqual([]);
    expect(await found('Nassar')).toEqual(['The Cedar Hills']);
    await ctx.database.db.update(books).set({ titleEn: 'The Pine Hills' }).where(eq(books.id, book.id));
    await heard();
    expect(await found('Cedar')).toEqual([]);
    expect(await found('Pine')).toEqual(['The Pine Hills']);
    await ctx.database.db.update(books).set({ active: false }).where(eq(books.id, book.id));
    await heard();
    expect(await postingsOf(book.id)).toEqual([]);
    expect(await found('Pine')).toEqual([]);
    await ctx.database.db.update(books).set({ active: true }).where(eq(books.id, book.id));
    await heard();
    expect(await found('Pine')).toEqual(['The Pine Hills']);
    await ctx.database.db.delete(books).where(eq(books.id, book.id));
    await heard();
    expect(await postingsOf(book.id)).toEqual([]);
    expect(await found('Pine')).toEqual([]);
  });

  it('count and page every match of one word, not only the first page’s candidates', async () => {
    // Thirteen books: a whole word in the title, the start of a word, a part of a word, the topic.
    for (let i = 1; i <= 5; i++) await insertBook(ctx.database.db, { titleEn: `Lanterns ${i}` });
    for (let i = 1; i <= 4; i++) await insertBook(ctx.database.db, { titleEn: `Lanternfish ${i}` });
    for (let i = 1; i <= 2; i++) await insertBook(ctx.database.db, { titleEn: `Glowlanterns ${i}` });
    for (let i = 1; i <= 2; i++)
      await insertBook(ctx.database.db, { titleEn: `Night ${i}`, topicEn: 'Lanterns' });
    const first = await searched('lanterns', '&page=1&per_page=5');
    expect(first.meta).toMatchObject({ total: 9, last_page: 2 });
    const second = await searched('lanterns', '&page=2&per_page=5');
    const titles = [...first.data, ...second.data].map((b) => b.title_en);
    expect(new Set(titles).size).toBe(9);
    // Whole words in the title first, then in the topic, then parts of words.
    expect(titles.slice(0, 5).every((t) => /^Lanterns \d$/.test(t))).toBe(true);
    expect(titles.slice(5, 7).sort()).toEqual(['Night 1', 'Night 2']);
    expect(titles.slice(7).sort()).toEqual(['Glowlanterns 1', 'Glowlanterns 2']);
    const prefix = await searched('lantern', '&page=1&per_page=4');
    expect(prefix.meta?.total).toBe(13);
  });

  it('ranks among the books the other filters choose', async () => {
    const [kept] = await ctx.database.db
      .insert(bookCategories)
      .values({ titleAr: 'طبخ', titleEn: 'Cooking' })
      .returning();
    const inCategory = await insertBook(ctx.database.db, { titleEn: 'Saffron Tales', categoryId: kept.id });
    await insertBook(ctx.database.db, { titleEn: 'Saffron Roads', categoryId: null });
    const listing = await searched('saffron', `&book_category_id=${kept.id}&page=1`);
    expect(listing.data.map((b) => b.id)).toEqual([inCategory.id]);
    expect(listing.meta?.total).toBe(1);
  });

  it('finds nothing for a text of punctuation or symbols alone', async () => {
    for (const text of ['؟', '...', '%_', '★ ☆']) {
      const listing = await searched(text, '&page=1');
      expect(listing.data).toEqual([]);
      expect(listing.meta?.total).toBe(0);
    }
  });
});
