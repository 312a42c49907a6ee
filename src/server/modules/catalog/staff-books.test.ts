import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureBooks, insertCatalogFixtures } from '#server/modules/catalog/testing.ts';
import { signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { setUpTestApp } from '#server/test/harness.ts';

/*
 * The back office's books, read: the list (hidden books too) with the shop's Arabic-aware search, its
 * filters, sorts and pages, and one book with every field. Writes are in books-*.test.ts.
 */

const t = setUpTestApp();
const call = staffCaller(t);
let token: string;

beforeAll(async () => {
  await insertCatalogFixtures(t.database.db);
  token = (await signedInStaff(t, 'orders')).token;
});

type Row = { id: number } & Record<string, unknown>;
const list = async (query: string, lang: 'ar' | 'en' = 'en') => {
  const res = await call('GET', `/staff/books?${query}`, { token, lang });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Row[]; meta: { total: number; current_page: number; last_page: number } };
};
const idsOf = async (query: string, lang: 'ar' | 'en' = 'en') =>
  (await list(query, lang)).data.map((b) => b.id);

/** Fixture ids, newest (highest) first, that pass `keep`. */
const expected = (keep: (book: (typeof fixtureBooks)[number]) => boolean) =>
  fixtureBooks
    .filter(keep)
    .map((b) => b.id)
    .sort((a, b) => b - a);

describe('GET /staff/books', () => {
  it('lists every book, hidden ones too, newest first, ten a page, in both languages', async () => {
    const first = await list('');
    expect(first.meta).toMatchObject({ current_page: 1, last_page: 2, total: 20, per_page: 10 });
    expect(first.data.map((b) => b.id)).toEqual([20, 19, 18, 17, 16, 15, 14, 13, 12, 11]);
    expect(first.data[0]).toEqual({
      id: 20,
      title_ar: 'كتاب 20',
      title_en: 'Book 20',
      image: 'covers/20.png',
      image_variants: [],
      isbn: '978-0-00-000020-0',
      publish_year: 2000,
      pdf_price: 5.2,
      hardcopy_price: 15.2,
      stock: 0,
      has_pdf: true,
      writer: { id: 3, name_ar: 'ابن خلدون', name_en: '' },
      category: { id: 3, title_ar: 'تاريخ', title_en: '' },
      coming_soon: true,
      most_popular: false,
      hidden: true,
      created_at: '2024-01-01T00:20:00.000Z',
    });
    const second = await list('page=2&per_page=10&sort=newest');
    expect(second.data.map((b) => b.id)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect((await list('per_page=50')).data).toHaveLength(20);
  });

  it('keeps the search, filters and sort in the page links', async () => {
    const res = await call('GET', '/staff/books?per_page=5&sort=title&dir=desc&page=2', { token });
    const links = res.json().meta.links as { url: string | null; label: string }[];
    expect(links.at(-1)?.url).toBe('/api/staff/books?per_page=5&sort=title&dir=desc&page=3');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('searches as the shop does: whatever the tashkeel and hamza, by title, topic, ISBN or writer', async () => {
    expect(await idsOf('search=الثلاثية')).toEqual([1]);
    // Ranked by relevance (the title holding the word first), unless a sort is asked for.
    expect((await idsOf('search=شوقي'))[0]).toBe(2);
    expect(await idsOf('search=شوقي&sort=newest')).toEqual(expected((b) => b.writerId === 2));
    expect(await idsOf('search=الاسرة')).toEqual([1]);
    expect(await idsOf('search=Muqaddimah')).toEqual([3]);
    // A mistyped word still finds its book, once the exact search finds none.
    expect(await idsOf('search=Muqadimah')).toEqual([3]);
    expect(await idsOf('search=978-0-00-000007')).toEqual([7]);
    expect((await list('search=لا يوجد كتاب كهذا أبدا')).meta.total).toBe(0);
  });

  it('filters by category, writer, format, stock state, coming soon, most popular and hidden', async () => {
    expect(await idsOf('category_id=2')).toEqual(expected((b) => b.categoryId === 2));
    expect(await idsOf('writer_id=1&per_page=50')).toEqual(expected((b) => b.writerId === 1));
    expect(await idsOf('coming_soon=1')).toEqual([20, 19, 18, 17, 16]);
    expect(await idsOf('coming_soon=0&most_popular=true')).toEqual([13, 9, 5, 1]);
    expect(await idsOf('hidden=1')).toEqual([20]);
    expect((await list('hidden=0')).meta.total).toBe(19);
    expect(await idsOf('stock=out&per_page=50')).toEqual(expected((b) => b.stock === 0));
    expect(await idsOf('stock=in&per_page=50')).toEqual(expected((b) => (b.stock ?? 0) > 0));
    // Low: some copies, fewer than the low-stock setting (5 until an admin changes it).
    expect(await idsOf('stock=low&per_page=50')).toEqual(
      expected((b) => (b.stock ?? 0) > 0 && (b.stock ?? 0) < 5),
    );
    // Every fixture book is sold in both formats.
    expect((await list('format=both')).meta.total).toBe(20);
    expect((await list('format=pdf&category_id=1&writer_id=2')).meta.total).toBe(
      expected((b) => b.categoryId === 1 && b.writerId === 2).length,
    );
    // Blank filters, as a form sends them, are no filters.
    expect((await list('category_id=&format=&hidden=&search=')).meta.total).toBe(20);
  });

  it('sorts by title in the console’s language, price, stock and year, either way', async () => {
    const titles = (await list('sort=title&per_page=3', 'en')).data.map((b) => b.title_en);
    expect(titles).toEqual(['Al-Shawqiyyat', 'Book 10', 'Book 11']);
    expect((await list('sort=title&per_page=1', 'ar')).data[0].title_ar).toBe('الثُّلاثيَّة: بين القصرين');
    expect(await idsOf('sort=price&dir=desc&per_page=3')).toEqual([20, 19, 18]);
    expect(await idsOf('sort=price&per_page=2')).toEqual([1, 2]);
    const stocks = (await list('sort=stock&dir=desc&per_page=50')).data.map((b) => b.stock as number);
    expect(stocks).toEqual([...stocks].sort((a, b) => b - a));
    const years = (await list('sort=year&per_page=50')).data.map((b) => b.publish_year as number);
    expect(years).toEqual([...years].sort((a, b) => a - b));
  });

  it('refuses a query it cannot read, with a message for each field', async () => {
    const res = await call('GET', '/staff/books?per_page=51&sort=popularity&stock=some', {
      token,
      lang: 'en',
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'querystring.per_page',
      'querystring.sort',
      'querystring.stock',
    ]);
  });
});

describe('GET /staff/books/:id', () => {
  it('answers every field of a book, prices in dollars, and whether it was ordered', async () => {
    const res = await call('GET', '/staff/books/1', { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      id: 1,
      image: 'covers/1.png',
      image_variants: [],
      has_pdf: true,
      created_at: '2024-01-01T00:01:00.000Z',
      updated_at: expect.any(String),
      title_ar: 'الثُّلاثيَّة: بين القصرين',
      title_en: 'Palace Walk',
      subtitle_ar: '',
      subtitle_en: '',
      description_ar: '<p>وصف الكتاب 1</p>',
      description_en: '<p>About book 1</p>',
      topic_ar: 'القاهرة، الأسرة',
      topic_en: 'Cairo family saga',
      dimensions_ar: '14 × 21 سم',
      dimensions_en: '14 × 21 cm',
      pdf_price: 5.01,
      hardcopy_price: 15.01,
      stock: 1,
      isbn: '978-0-00-000001-0',
      weight_grams: 301,
      pages: 101,
      publish_year: 2001,
      cover_type_id: 1,
      writer_id: 1,
      category_id: 1,
      series_id: null,
      series_number: null,
      thema_codes: [],
      coming_soon: false,
      most_popular: true,
      hidden: false,
      sample_first_page: null,
      sample_last_page: null,
      language: 'ar',
      ordered: false,
    });
  });

  it('shows a hidden book to staff', async () => {
    const res = await call('GET', '/staff/books/20', { token });
    expect(res.json().data).toMatchObject({ id: 20, hidden: true });
  });

  it('answers 404 in the request’s language for a book that does not exist', async () => {
    const en = await call('GET', '/staff/books/999999', { token, lang: 'en' });
    expect(en.statusCode).toBe(404);
    expect(en.json()).toEqual({ message: 'Book not found', code: 'not_found' });
    const ar = await call('GET', '/staff/books/999999', { token, lang: 'ar' });
    expect(ar.json().message).toBe('الكتاب غير موجود');
    expect((await call('GET', '/staff/books/abc', { token })).statusCode).toBe(422);
  });

  it('is for staff only', async () => {
    expect((await call('GET', '/staff/books/1')).statusCode).toBe(401);
    expect((await call('GET', '/staff/books')).statusCode).toBe(401);
  });
});
