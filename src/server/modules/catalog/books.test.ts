import { beforeAll, describe, expect, it } from 'vitest';
import { setUpTestApp } from '#server/test/harness.ts';
import type { Book } from '#shared/contract/catalog.ts';
import { fixtureBooks, insertCatalogFixtures } from './testing.ts';

const ctx = setUpTestApp();
beforeAll(async () => {
  await insertCatalogFixtures(ctx.database.db);
});

const get = (url: string, lang: 'ar' | 'en' = 'ar') =>
  ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });
const idsOf = async (url: string) => ((await get(url)).json().data as Book[]).map((b) => b.id);

/** Active fixture ids, newest first, that pass `keep`. */
const expected = (keep: (b: (typeof fixtureBooks)[number]) => boolean = () => true) =>
  fixtureBooks
    .filter((b) => b.active !== false && keep(b))
    .map((b) => b.id)
    .reverse();

const invalid = { ar: 'البيانات المدخلة غير صحيحة', en: 'The given data was invalid' };

describe('GET /api/books lists', () => {
  it('lists active books newest first, 12 by default, without pagination meta', async () => {
    const res = await get('/api/books');
    expect(res.statusCode).toBe(200);
    expect(res.json().meta).toBeUndefined();
    expect(res.json().data.map((b: Book) => b.id)).toEqual(expected().slice(0, 12));
  });

  it('sends Cache-Control public, no-cache, so a staff change shows on the next request', async () => {
    expect((await get('/api/books?limit=1')).headers['cache-control']).toBe('public, no-cache');
  });

  it('answers every field of a book on its own page and never its pdf file', async () => {
    const res = await get('/api/books/1');
    expect(res.body).not.toContain('pdf_file');
    expect(res.body).not.toContain('books/1.pdf');
    expect(res.json().data).toEqual({
      id: 1,
      title: 'الثُّلاثيَّة: بين القصرين',
      title_ar: 'الثُّلاثيَّة: بين القصرين',
      title_en: 'Palace Walk',
      subtitle: '',
      subtitle_ar: '',
      subtitle_en: '',
      description: '<p>وصف الكتاب 1</p>',
      description_ar: '<p>وصف الكتاب 1</p>',
      description_en: '<p>About book 1</p>',
      publish_date: 2001,
      pages: 101,
      pdf_price: 5.01,
      hardcopy_price: 15.01,
      stock: 1,
      isbn: '978-0-00-000001-0',
      weight: '301 g',
      weight_grams: 301,
      dimensions: '14 × 21 سم',
      cover_type: { id: 1, name: 'غلاف ورقي', name_ar: 'غلاف ورقي', name_en: 'Paperback' },
      writer: { id: 1, name: 'نجيب محفوظ', name_ar: 'نجيب محفوظ', name_en: 'Naguib Mahfouz' },
      book_category: { id: 1, title: 'روايات', title_ar: 'روايات', title_en: 'Novels' },
      comming_soon: false,
      preorder_open: false,
      release_at: null,
      most_popular: true,
      language: 'ar',
      has_sample: true,
      files: {
        image: [{ file_name: 'covers/1.png' }],
        columns: { image: [{ file_name: 'covers/1.png' }] },
        image_variants: [],
      },
    });
  });

  it('lists a book with every field of its page but the descriptions and subtitles, which a card never shows', async () => {
    const listed = (await get('/api/books?ids[]=1')).json().data[0];
    const { description, description_ar, description_en, subtitle, subtitle_ar, subtitle_en, ...card } = (
      await get('/api/books/1')
    ).json().data;
    expect(description_ar).toBe('<p>وصف الكتاب 1</p>');
    expect(listed).toEqual(card);
  });

  it('gives title, description, dimensions and names in English when asked, Arabic when English is empty', async () => {
    const book = (await get('/api/books/3', 'en')).json().data;
    expect(book.title).toBe('The Muqaddimah');
    expect(book.dimensions).toBe('14 × 21 cm');
    expect(book.description).toBe('<p>About book 3</p>');
    expect(book.writer.name).toBe('ابن خلدون');
    expect(book.book_category.title).toBe('تاريخ');
  });

  it('limit caps the list and gives no pagination meta', async () => {
    const res = await get('/api/books?limit=3');
    expect(res.json()).toEqual({ data: expect.any(Array) });
    expect(res.json().data.map((b: Book) => b.id)).toEqual(expected().slice(0, 3));
  });

  it('refuses a limit outside 1..50 with 422 in Arabic and English', async () => {
    for (const limit of ['0', '51', 'many']) {
      const ar = await get(`/api/books?limit=${limit}`);
      expect(ar.statusCode).toBe(422);
      expect(ar.json()).toMatchObject({ message: invalid.ar, code: 'validation' });
      expect(Object.keys(ar.json().errors)).toEqual(['querystring.limit']);
      expect((await get(`/api/books?limit=${limit}`, 'en')).json().message).toBe(invalid.en);
    }
  });

  it('comming_soon=1 lists only coming-soon books', async () => {
    expect(await idsOf('/api/books?comming_soon=1&limit=12')).toEqual(expected((b) => Boolean(b.comingSoon)));
  });

  it('most_popular=1 with limit lists the newest popular books', async () => {
    expect(await idsOf('/api/books?most_popular=1&limit=2')).toEqual([13, 9]);
  });

  it('comming_soon=0 and most_popular=0 filter nothing', async () => {
    expect(await idsOf('/api/books?comming_soon=0&most_popular=0&limit=50')).toEqual(expected());
  });
});

describe('GET /api/books with ids[]', () => {
  it('lists the requested books in the order asked, ignoring unknown and inactive ids', async () => {
    expect(await idsOf('/api/books?ids[]=3&ids[]=1&ids[]=999&ids[]=20')).toEqual([3, 1]);
  });

  it('accepts ids repeated or as a comma list', async () => {
    expect(await idsOf('/api/books?ids=5,2')).toEqual([5, 2]);
    expect(await idsOf('/api/books?ids=5&ids=2')).toEqual([5, 2]);
  });

  it('lists every requested id, more than the default 12', async () => {
    const ids = expected();
    expect(await idsOf(`/api/books?${ids.map((id) => `ids[]=${id}`).join('&')}`)).toEqual(ids);
  });

  it('lists nothing for an empty ids[]', async () => {
    expect(await idsOf('/api/books?ids[]=')).toEqual([]);
  });

  it('refuses an id that is not a positive number with 422 in Arabic and English', async () => {
    const ar = await get('/api/books?ids[]=1&ids[]=abc');
    expect(ar.statusCode).toBe(422);
    expect(ar.json().message).toBe(invalid.ar);
    expect(Object.keys(ar.json().errors)[0]).toMatch(/^querystring\.ids\[\]/);
    const en = await get('/api/books?ids=-4', 'en');
    expect(en.statusCode).toBe(422);
    expect(en.json().message).toBe(invalid.en);
  });

  it('combines ids[] with other filters', async () => {
    expect(await idsOf('/api/books?ids[]=1&ids[]=2&ids[]=5&most_popular=1')).toEqual([1, 5]);
  });
});

describe('GET /api/books pages', () => {
  it('page=1 answers data and meta: 12 per page, last page, links with a disabled previous', async () => {
    const res = await get('/api/books?page=1');
    const { data, meta } = res.json();
    expect(data.map((b: Book) => b.id)).toEqual(expected().slice(0, 12));
    expect(meta).toMatchObject({ current_page: 1, last_page: 2, per_page: 12, total: 19, from: 1, to: 12 });
    expect(meta.links[0]).toEqual({ url: null, label: '&laquo; Previous', active: false });
    expect(meta.links.at(-1)).toEqual({ url: '/api/books?page=2', label: 'Next &raquo;', active: false });
    expect(
      meta.links.filter((l: { active: boolean }) => l.active).map((l: { label: string }) => l.label),
    ).toEqual(['1']);
  });

  it('the last page has a previous link and a disabled next', async () => {
    const { data, meta } = (await get('/api/books?page=2')).json();
    expect(data.map((b: Book) => b.id)).toEqual(expected().slice(12));
    expect(meta).toMatchObject({ current_page: 2, last_page: 2, total: 19, from: 13, to: 19 });
    expect(meta.links[0].url).toBe('/api/books?page=1');
    expect(meta.links.at(-1).url).toBeNull();
  });

  it('keeps per_page and filters in the page links', async () => {
    const { data, meta } = (await get('/api/books?book_category_id=2&per_page=2&page=2')).json();
    const all = expected((b) => b.categoryId === 2);
    expect(data.map((b: Book) => b.id)).toEqual(all.slice(2, 4));
    expect(meta).toMatchObject({ per_page: 2, total: all.length, last_page: Math.ceil(all.length / 2) });
    expect(meta.links[0].url).toBe('/api/books?book_category_id=2&per_page=2&page=1');
  });

  it('a page past the last is empty and still tells the total', async () => {
    const { data, meta } = (await get('/api/books?page=9')).json();
    expect(data).toEqual([]);
    expect(meta).toMatchObject({ current_page: 9, last_page: 2, total: 19, from: null, to: null });
  });

  it('pagination=1 paginates from page 1', async () => {
    expect((await get('/api/books?pagination=1')).json().meta.current_page).toBe(1);
  });

  it('refuses per_page above 50 and page 0 with 422', async () => {
    expect((await get('/api/books?page=1&per_page=51')).statusCode).toBe(422);
    expect((await get('/api/books?page=0')).statusCode).toBe(422);
  });
});

describe('GET /api/books filters', () => {
  it('book_category_id lists the books of one category', async () => {
    expect(await idsOf('/api/books?book_category_id=1&limit=50')).toEqual(
      expected((b) => b.categoryId === 1),
    );
  });

  it('writer_id lists the books of one writer', async () => {
    expect(await idsOf('/api/books?writer_id=2&limit=50')).toEqual(expected((b) => b.writerId === 2));
  });

  it('publish_date lists the books of one year, also given as a date', async () => {
    const of2003 = expected((b) => b.publishYear === 2003);
    expect(await idsOf('/api/books?publish_date=2003&limit=50')).toEqual(of2003);
    expect(await idsOf('/api/books?publish_date=2003-05-01&limit=50')).toEqual(of2003);
  });

  it('isbn matches with or without hyphens', async () => {
    expect(await idsOf('/api/books?isbn=978-0-00-000003-0')).toEqual([3]);
    expect(await idsOf('/api/books?isbn=9780000000030')).toEqual([3]);
    expect(await idsOf('/api/books?isbn=978 000 000 003')).toEqual([3]);
  });

  it('answers each request with its own values when the same kind of request comes again', async () => {
    for (const id of [1, 2, 3, 1]) {
      expect(await idsOf(`/api/books?book_category_id=${id}&page=1`)).toEqual(
        expected((b) => b.categoryId === id).slice(0, 12),
      );
      expect(await idsOf(`/api/books?writer_id=${id}&page=1&per_page=2`)).toEqual(
        expected((b) => b.writerId === id).slice(0, 2),
      );
    }
  });

  it('unknown category or writer lists nothing', async () => {
    expect(await idsOf('/api/books?book_category_id=99')).toEqual([]);
    expect(await idsOf('/api/books?writer_id=99')).toEqual([]);
  });

  it('combines category, writer, year and page', async () => {
    const keep = (b: (typeof fixtureBooks)[number]) => b.categoryId === 3 && b.writerId === 3;
    const res = await get('/api/books?book_category_id=3&writer_id=3&page=1');
    expect(res.json().data.map((b: Book) => b.id)).toEqual(expected(keep));
    expect(res.json().meta.total).toBe(expected(keep).length);
    const year = expected((b) => keep(b) && b.publishYear === 2003);
    expect(await idsOf('/api/books?book_category_id=3&writer_id=3&publish_date=2003')).toEqual(year);
  });

  it('combines most_popular with a category and comming_soon with a search', async () => {
    expect(await idsOf('/api/books?most_popular=1&book_category_id=2')).toEqual(
      expected((b) => Boolean(b.mostPopular) && b.categoryId === 2),
    );
    expect(await idsOf('/api/books?comming_soon=1&search=كتاب 17')).toEqual([17]);
  });

  it('refuses a malformed isbn, year or category id with 422', async () => {
    for (const query of ['isbn=abc', 'publish_date=20x3', 'book_category_id=x', 'writer_id=0']) {
      const res = await get(`/api/books?${query}`, 'en');
      expect(res.statusCode, query).toBe(422);
      expect(res.json().message).toBe(invalid.en);
    }
  });

  it('treats empty filter values as absent', async () => {
    expect(await idsOf('/api/books?search=&book_category_id=&isbn=&limit=3')).toEqual(expected().slice(0, 3));
  });
});

describe('GET /api/books searches', () => {
  it('search finds a book by title, topic or writer name, best match first', async () => {
    expect((await idsOf('/api/books?search=الشوقيات'))[0]).toBe(2);
    expect(await idsOf('/api/books?search=العمران')).toEqual([3]);
    const byMahfouz = expected((b) => b.writerId === 1).sort();
    expect((await idsOf('/api/books?search=Mahfouz&limit=50')).sort()).toEqual(byMahfouz);
  });

  it('title, topic and writer_name search only their own part of the book', async () => {
    expect(await idsOf('/api/books?title=القصرين')).toEqual([1]);
    expect(await idsOf('/api/books?title=القاهرة')).toEqual([]);
    expect(await idsOf('/api/books?topic=القاهرة')).toEqual([1]);
    expect(await idsOf('/api/books?writer_name=شوقي&limit=50')).toEqual(expected((b) => b.writerId === 2));
  });

  it('paginates search results with their total', async () => {
    const { data, meta } = (await get('/api/books?search=كتاب&per_page=5&page=1')).json();
    expect(data).toHaveLength(5);
    expect(meta).toMatchObject({ total: 16, last_page: 4 });
  });

  it('finds nothing for a text no book has', async () => {
    const res = await get('/api/books?search=zzqqxx&page=1');
    expect(res.json()).toEqual({ data: [], meta: expect.objectContaining({ total: 0, last_page: 1 }) });
  });
});

/*
 * Filters together, as the library, the writer link and the advanced search send them. In the fixtures
 * a book's category and writer share one number; 'كتاب' is in every title but those of books 1–3.
 * Searches rank the shorter titles ('كتاب 8' before 'كتاب 18') first, then the newest.
 */
describe('GET /api/books combined filters', () => {
  const pageOf = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode, url).toBe(200);
    const { data, meta } = res.json();
    return { ids: (data as Book[]).map((b) => b.id), total: meta.total, lastPage: meta.last_page };
  };

  it('isbn with a category: books of that category whose ISBN starts so', async () => {
    expect(await idsOf('/api/books?isbn=978-0-00-000003-0&book_category_id=3')).toEqual([3]);
    expect(await idsOf('/api/books?isbn=978-0-00-000003-0&book_category_id=1')).toEqual([]);
    // 978-0-00-00001 begins the ISBNs of books 10–19; four of them are in category 2.
    expect(await idsOf('/api/books?isbn=978-0-00-00001&book_category_id=2&page=1')).toEqual([19, 16, 13, 10]);
  });

  it('publish_date with search: the matching books of that year', async () => {
    // Of 2003: books 3, 8, 13 and 18; book 3 is 'المقدمة'.
    expect(await idsOf('/api/books?publish_date=2003&search=كتاب')).toEqual([8, 18, 13]);
    expect(await idsOf('/api/books?publish_date=2003&search=المقدمة')).toEqual([3]);
    expect(await idsOf('/api/books?publish_date=2001&search=المقدمة')).toEqual([]);
  });

  it('writer_id with search and page: that writer’s matches, page by page, with their total', async () => {
    // Writer 2: books 2, 4, 7, 10, 13, 16, 19; 'الشوقيات' (2) has no 'كتاب'.
    expect(await pageOf('/api/books?writer_id=2&search=كتاب&page=1&per_page=4')).toEqual({
      ids: [7, 4, 19, 16],
      total: 6,
      lastPage: 2,
    });
    expect(await pageOf('/api/books?writer_id=2&search=كتاب&page=2&per_page=4')).toEqual({
      ids: [13, 10],
      total: 6,
      lastPage: 2,
    });
    expect(await pageOf('/api/books?writer_id=2&search=الشوقيات&page=1')).toEqual({
      ids: [2],
      total: 1,
      lastPage: 1,
    });
  });

  it('search with book_category_id and page: that category’s matches, page by page', async () => {
    // Category 3: books 3, 5, 8, 11, 14, 17; 'المقدمة' (3) has no 'كتاب'.
    expect(await pageOf('/api/books?search=كتاب&book_category_id=3&page=1')).toEqual({
      ids: [8, 5, 17, 14, 11],
      total: 5,
      lastPage: 1,
    });
    expect(await pageOf('/api/books?search=كتاب&book_category_id=3&page=2&per_page=3')).toEqual({
      ids: [14, 11],
      total: 5,
      lastPage: 2,
    });
    expect(await pageOf('/api/books?search=الشوقيات&book_category_id=3&page=1')).toEqual({
      ids: [],
      total: 0,
      lastPage: 1,
    });
  });

  it('ids[] with page: the asked books in the order asked, a page at a time', async () => {
    // 20 is inactive: it is neither listed nor counted.
    const asked = '/api/books?ids[]=5&ids[]=2&ids[]=20&ids[]=9&ids[]=1&per_page=2';
    expect(await pageOf(`${asked}&page=1`)).toEqual({ ids: [5, 2], total: 4, lastPage: 2 });
    expect(await pageOf(`${asked}&page=2`)).toEqual({ ids: [9, 1], total: 4, lastPage: 2 });
    expect(await pageOf(`${asked}&page=3`)).toEqual({ ids: [], total: 4, lastPage: 2 });
  });

  it('the advanced search form’s request: writer_name, title, topic, publish_date and isbn together', async () => {
    // As /search sends it (search-criteria.ts): every field, from page 1.
    const form = (fields: Record<string, string>) =>
      `/api/books?${new URLSearchParams({
        page: '1',
        writer_name: 'نجيب محفوظ',
        title: 'الثلاثية',
        topic: 'القاهرة',
        publish_date: '2001',
        isbn: '978-0-00-000001-0',
        ...fields,
      })}`;
    expect(await pageOf(form({}))).toEqual({ ids: [1], total: 1, lastPage: 1 });
    expect(await pageOf(form({ writer_name: 'Mahfouz', title: 'Palace', topic: 'Cairo' }))).toEqual({
      ids: [1],
      total: 1,
      lastPage: 1,
    });
    // One criterion that book 1 does not meet is enough to find nothing.
    const misses: Record<string, string>[] = [
      { writer_name: 'شوقي' },
      { title: 'الشوقيات' },
      { topic: 'قصائد' },
      { publish_date: '2002' },
      { isbn: '978-0-00-000002-0' },
    ];
    for (const miss of misses) {
      expect(await pageOf(form(miss)), JSON.stringify(miss)).toEqual({ ids: [], total: 0, lastPage: 1 });
    }
    // Only books 1–3 have a topic; without one, the form finds Shawqi's 'Book …' titles of ISBN
    // 978-0-00-00001…, newest first, and a year narrows them down.
    const shawqi = { page: '1', writer_name: 'أحمد شوقي', title: 'Book', isbn: '978-0-00-00001' };
    expect(await pageOf(`/api/books?${new URLSearchParams(shawqi)}`)).toEqual({
      ids: [19, 16, 13, 10],
      total: 4,
      lastPage: 1,
    });
    expect(await pageOf(`/api/books?${new URLSearchParams({ ...shawqi, publish_date: '2004' })}`)).toEqual({
      ids: [19],
      total: 1,
      lastPage: 1,
    });
  });
});

describe('GET /api/books/{id}', () => {
  it('answers one book', async () => {
    const res = await get('/api/books/2');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.json().data).toMatchObject({
      id: 2,
      title_ar: 'الشوقيات',
      writer: { id: 2, name_ar: 'أحمد شوقي' },
    });
    expect(res.body).not.toContain('pdf_file');
  });

  it('answers 404 with a localized message for a missing or inactive book', async () => {
    for (const id of [999, 20]) {
      const ar = await get(`/api/books/${id}`);
      expect(ar.statusCode).toBe(404);
      expect(ar.json()).toEqual({ message: 'الكتاب غير موجود', code: 'not_found' });
      expect(ar.headers['cache-control']).toBe('no-store');
      expect((await get(`/api/books/${id}`, 'en')).json()).toEqual({
        message: 'Book not found',
        code: 'not_found',
      });
    }
  });

  it('refuses an id that is not a positive number with 422 in Arabic and English', async () => {
    for (const id of ['abc', '0', '1.5']) {
      const ar = await get(`/api/books/${id}`);
      expect(ar.statusCode).toBe(422);
      expect(ar.json()).toMatchObject({ message: invalid.ar, code: 'validation' });
      expect(Object.keys(ar.json().errors)).toEqual(['params.id']);
      expect((await get(`/api/books/${id}`, 'en')).json().message).toBe(invalid.en);
    }
  });
});

describe('GET /api/book-categories and /api/writers', () => {
  it('lists categories in order with the number of active books in each', async () => {
    const res = await get('/api/book-categories', 'en');
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.json().data).toEqual(
      [1, 2, 3].map((id) => ({
        id,
        title: ['Novels', 'Poetry', 'تاريخ'][id - 1],
        title_ar: ['روايات', 'شعر', 'تاريخ'][id - 1],
        title_en: ['Novels', 'Poetry', ''][id - 1],
        books_count: expected((b) => b.categoryId === id).length,
      })),
    );
  });

  it('lists writers with names in both languages', async () => {
    const res = await get('/api/writers');
    expect(res.json().data[0]).toEqual({
      id: 1,
      name: 'نجيب محفوظ',
      name_ar: 'نجيب محفوظ',
      name_en: 'Naguib Mahfouz',
    });
    expect(res.json().data).toHaveLength(3);
  });

  it('documents the catalogue routes in OpenAPI', async () => {
    const paths = (await get('/api/docs/json')).json().paths;
    for (const path of ['/api/books', '/api/books/{id}', '/api/book-categories', '/api/writers']) {
      expect(paths[path], path).toBeDefined();
    }
  });
});
