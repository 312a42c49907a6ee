import { screen } from '@testing-library/react';
import type { Book, BookCategory, Series, Writer, WriterPage } from '#shared/contract/catalog.ts';
import type { Lang } from '#shared/lang.ts';
import { paginationMeta } from '#shared/pagination.ts';
import { languageStore } from '#web/state/language.ts';
import { type Recorded, type Reply, startApiServer } from '#web/test/api-server.ts';
import { bookFixture } from '#web/test/books.ts';
import { type Pages, renderPage } from '#web/test/render.tsx';

/*
 * A small catalogue answered the way GET /books, /book-categories, /writers and /series answer, for the
 * web tests.
 */

const novels = { id: 1, title: 'روايات', title_ar: 'روايات', title_en: 'Novels' };
const history = { id: 3, title: 'تاريخ', title_ar: 'تاريخ', title_en: 'History' };

/** Thirty books: 1–16 novels, 17–30 history (two pages of 12 each way). */
export const catalogue: Book[] = Array.from({ length: 30 }, (_, i) =>
  bookFixture({ id: i + 1, book_category: i < 16 ? novels : history }),
);

export const categories: BookCategory[] = [
  { ...novels, books_count: 16 },
  { ...history, books_count: 14 },
  { id: 9, title: 'مقالات ونقد', title_ar: 'مقالات ونقد', title_en: 'Essays and criticism', books_count: 0 },
];

export const writers: Writer[] = [{ id: 7, name: 'طه حسين', name_ar: 'طه حسين', name_en: 'Taha Hussein' }];

/** Writer 7's own page: life and biography written in Arabic only, no photo. */
export const writerPage: WriterPage = {
  ...writers[0],
  bio_ar: '<p>عميد الأدب العربي، صاحب <strong>«الأيام»</strong>.</p>',
  bio_en: '',
  born_year: 1889,
  died_year: 1973,
  photo: null,
  books_count: 30,
};

/** A book of the catalogue in its place in a series. */
function numbered(id: number, number: number) {
  const { title, title_ar, title_en } = catalogue[id - 1];
  return { id, number, title, title_ar, title_en };
}

const jordanNotebooks = { id: 1, name: 'دفاتر أردنية', name_ar: 'دفاتر أردنية', name_en: 'Jordan Notebooks' };

/**
 * Series 1, by writer 7: books 12, 3 and 7 numbered 1, 2 and 4 (numbers and ids in different orders);
 * its book 3 is not shown, so four books make the series and three are on its page.
 */
export const series: Series = {
  ...jordanNotebooks,
  books: [numbered(12, 1), numbered(3, 2), numbered(7, 4)],
  total: 4,
  writers,
};

/** GET /series/{id}, /books/{id}/series and /writers/{id}/series of the catalogue above; other paths nothing. */
export function seriesAnswer(request: Pick<Recorded, 'path'>): Reply | undefined {
  const { path } = request;
  if (path === '/api/series/1') return { body: { data: series } };
  if (path.startsWith('/api/series/')) {
    return { status: 404, body: { message: 'السلسلة غير موجودة', code: 'not_found' } };
  }
  const bookId = /^\/api\/books\/(\d+)\/series$/.exec(path)?.[1];
  if (bookId !== undefined) {
    const place = series.books.find((book) => book.id === Number(bookId));
    return { body: { data: place ? { ...series, number: place.number } : null } };
  }
  if (/^\/api\/writers\/\d+\/series$/.test(path)) {
    return { body: { data: path === '/api/writers/7/series' ? [jordanNotebooks] : [] } };
  }
  return undefined;
}

/** GET /books?ids[]=…: the books of those ids, latest id first (the API's answer has no order of its own). */
function booksOfIds(ids: string[]) {
  return { data: catalogue.filter((book) => ids.includes(String(book.id))).reverse() };
}

export const PER_PAGE = 12;

/** A page of the books whose category and title match the request; other criteria match nothing here. */
function booksPage(query: URLSearchParams) {
  const text = query.get('search') ?? query.get('title');
  const category = query.get('book_category_id');
  const unknown = ['writer_name', 'topic', 'isbn', 'publish_date'].some((name) => query.has(name));
  const writer = query.get('writer_id');
  const books = catalogue.filter(
    (book) =>
      !unknown &&
      (writer === null || writer === '7') &&
      (category === null || String(book.book_category?.id) === category) &&
      (text === null || book.title_ar.includes(text) || book.title_en.includes(text)),
  );
  const page = Number(query.get('page') ?? '1');
  return {
    data: books.slice((page - 1) * PER_PAGE, page * PER_PAGE),
    meta: paginationMeta({ page, perPage: PER_PAGE, total: books.length, path: '/api/books' }),
  };
}

/** The catalogue's API; `empty` makes every book request find nothing. */
export function startCatalogueApi({ empty = false } = {}) {
  return startApiServer((request) => {
    const ids = request.query.getAll('ids[]');
    if (request.path === '/api/books' && ids.length > 0) return { body: booksOfIds(ids) };
    if (request.path === '/api/books') {
      return {
        body: empty
          ? { data: [], meta: paginationMeta({ page: 1, perPage: PER_PAGE, total: 0, path: '/api/books' }) }
          : booksPage(request.query),
      };
    }
    if (request.path === '/api/book-categories') return { body: { data: categories } };
    const ofSeries = seriesAnswer(request);
    if (ofSeries) return ofSeries;
    if (request.path === '/api/writers') {
      const search = request.query.get('search') ?? '';
      return { body: { data: writers.filter((w) => `${w.name_ar} ${w.name_en}`.includes(search)) } };
    }
    if (request.path === '/api/writers/7') return { body: { data: writerPage } };
    if (request.path.startsWith('/api/writers/')) {
      return { status: 404, body: { message: 'الكاتب غير موجود', code: 'not_found' } };
    }
    return undefined;
  });
}

export type CatalogueApi = Awaited<ReturnType<typeof startCatalogueApi>>;

/** Shows `pages` at `path` in `lang` against the catalogue's API, once the page's title is on screen. */
export async function openCataloguePage(
  lang: Lang,
  path: string,
  pages: Pages,
  title: string,
  options: { empty?: boolean } = {},
): Promise<CatalogueApi> {
  languageStore.set(lang);
  const api = await startCatalogueApi(options);
  renderPage(path, pages);
  await screen.findByRole('heading', { level: 1, name: title });
  return api;
}

/** The query of every GET /books made so far, as plain objects. */
export const bookRequests = (api: CatalogueApi | undefined) =>
  (api?.requests ?? []).filter((r) => r.path === '/api/books').map((r) => Object.fromEntries(r.query));
