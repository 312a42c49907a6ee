import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { bookCategories, books, coverTypes, writers } from '#server/db/schema.ts';
import { type Book, type BookCategory, type BooksQuery, CATALOG_LIMITS } from '#shared/contract/catalog.ts';
import type { Lang } from '#shared/lang.ts';
import { type PaginationMeta, paginationMeta } from '#shared/pagination.ts';
import { CountCache } from './count-cache.ts';
import { bookColumns, bookJoins, presentBook, presentCategory, presentNamed } from './present.ts';
import {
  type SearchMode,
  searchCondition,
  searchRank,
  titleCondition,
  topicCondition,
  writerNameCondition,
} from './search.ts';

export type BookListing = { data: Book[]; meta?: PaginationMeta };

/** Every id the request names, from `ids[]` and `ids` alike; undefined when it names none. */
function requestedIds(query: BooksQuery): number[] | undefined {
  if (query.ids === undefined && query['ids[]'] === undefined) return undefined;
  return [...new Set([...(query.ids ?? []), ...(query['ids[]'] ?? [])])];
}

function filtersOf(query: BooksQuery, ids: number[] | undefined, mode: SearchMode): SQL | undefined {
  const isbnDigits = sql`upper(regexp_replace(${books.isbn}, '[^0-9Xx]', '', 'g'))`;
  return and(
    sql`${books.active}`,
    query.comming_soon ? sql`${books.comingSoon}` : undefined,
    query.most_popular ? sql`${books.mostPopular}` : undefined,
    ids ? inArray(books.id, ids) : undefined,
    query.book_category_id ? eq(books.categoryId, query.book_category_id) : undefined,
    query.writer_id ? eq(books.writerId, query.writer_id) : undefined,
    query.publish_date ? eq(books.publishYear, query.publish_date) : undefined,
    query.isbn ? sql`${isbnDigits} LIKE ${`${query.isbn}%`}` : undefined,
    query.search ? searchCondition(query.search, mode) : undefined,
    query.title ? titleCondition(query.title, mode) : undefined,
    query.topic ? topicCondition(query.topic, mode) : undefined,
    query.writer_name ? writerNameCondition(query.writer_name, mode) : undefined,
  );
}

/** The text relevance is ranked by, when the request searches at all. */
const rankedBy = (query: BooksQuery) => query.search ?? query.title ?? query.topic;
const searches = (query: BooksQuery) =>
  Boolean(query.search || query.title || query.topic || query.writer_name);

/** Page size and offset: paginated with `page` (or `pagination=1`), else one list of `limit` books. */
function windowOf(query: BooksQuery, ids: number[] | undefined) {
  const paginated = query.page !== undefined || query.pagination === 1;
  if (paginated) {
    const perPage = query.per_page ?? query.limit ?? CATALOG_LIMITS.perPage;
    const page = query.page ?? 1;
    return { paginated, page, perPage, offset: (page - 1) * perPage };
  }
  const perPage = query.limit ?? (ids ? Math.max(ids.length, 1) : (query.per_page ?? CATALOG_LIMITS.perPage));
  return { paginated, page: 1, perPage, offset: 0 };
}

/** Query string of the request without `page`, for the page links. */
function pathWithoutPage(url: string): string {
  const [path, search = ''] = url.split('?');
  const params = new URLSearchParams(search);
  params.delete('page');
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path;
}

/** Filters that change the total, as a key of the count cache. */
function countKey(query: BooksQuery, ids: number[] | undefined, mode: SearchMode): string {
  const { page: _p, per_page: _pp, limit: _l, pagination: _pg, ids: _i, 'ids[]': _ib, ...filters } = query;
  return JSON.stringify({ ...filters, ids, mode });
}

export function createCatalogService(db: Db) {
  const counts = new CountCache();

  // Prepared once per connection: planning this four-table join costs more than running it.
  const bookById = db
    .select(bookColumns)
    .from(books)
    .leftJoin(coverTypes, bookJoins.coverType)
    .leftJoin(writers, bookJoins.writer)
    .leftJoin(bookCategories, bookJoins.category)
    .where(and(eq(books.id, sql.placeholder('id')), sql`${books.active}`))
    .limit(1)
    .prepare('catalog_book_by_id');

  /**
   * One page of books. A search runs in the exact mode first and in the fuzzy (typo-tolerant) mode only
   * when the exact one matches no book at all.
   */
  async function listBooks(query: BooksQuery, lang: Lang, url: string): Promise<BookListing> {
    const exact = await listPage(query, lang, url, 'exact');
    if (!searches(query) || exact.data.length > 0 || (exact.meta?.total ?? 0) > 0) return exact;
    return listPage(query, lang, url, 'fuzzy');
  }

  async function listPage(
    query: BooksQuery,
    lang: Lang,
    url: string,
    mode: SearchMode,
  ): Promise<BookListing> {
    const ids = requestedIds(query);
    const where = filtersOf(query, ids, mode);
    const { paginated, page, perPage, offset } = windowOf(query, ids);
    const rankText = rankedBy(query);
    // Not prepared: a generic plan cannot see the LIMIT and would join all books before cutting the page.
    const rows = await pageQuery({
      where,
      rankText,
      mode,
      ids,
      withTotal: paginated,
      limit: perPage,
      offset,
    });

    const data = rows.map((row) => presentBook(row, lang));
    if (!paginated) return { data };

    let total: number;
    if (rankText && rows.length > 0) total = Number(rows[0].total);
    else if (offset === 0 && rows.length < perPage) total = rows.length;
    else total = await counts.get(countKey(query, ids, mode), () => countBooks(where));
    return { data, meta: paginationMeta({ page, perPage, total, path: pathWithoutPage(url) }) };
  }

  type PageOptions = {
    where: SQL | undefined;
    rankText?: string;
    mode: SearchMode;
    ids?: number[];
    withTotal: boolean;
    limit: number;
    offset: number;
  };

  /**
   * The page's ids are chosen first, on `books` alone (indexes, ranking), and only those rows are
   * joined to their writer, category and cover type.
   */
  function pageQuery({ where, rankText, mode, ids, withTotal, limit, offset }: PageOptions) {
    const rank = rankText ? searchRank(rankText, mode) : sql<number>`0`;
    const idOrder = ids?.length
      ? sql`array_position(${sql.raw(`'{${ids.join(',')}}'::int[]`)}, ${books.id})`
      : undefined;
    const chosen = db
      .select({
        id: books.id,
        createdAt: books.createdAt,
        rank: sql<number>`${rank}`.as('rank'),
        position: sql<number>`${idOrder ?? sql`0`}`.as('position'),
        // Ranked queries read every match anyway, so their total comes with them.
        total: (rankText && withTotal ? sql<number>`count(*) over ()` : sql<number>`0`).as('total'),
      })
      .from(books)
      .where(where)
      .orderBy(...ordering(Boolean(rankText), Boolean(idOrder)))
      .limit(limit)
      .offset(offset)
      .as('chosen');
    return db
      .select({ ...bookColumns, total: chosen.total })
      .from(chosen)
      .innerJoin(books, eq(books.id, chosen.id))
      .leftJoin(coverTypes, bookJoins.coverType)
      .leftJoin(writers, bookJoins.writer)
      .leftJoin(bookCategories, bookJoins.category)
      .orderBy(sql`${chosen.rank} DESC`, asc(chosen.position), ...newestFirst(chosen.createdAt, chosen.id));
  }

  async function countBooks(where: SQL | undefined): Promise<number> {
    const [row] = await db.select({ total: count() }).from(books).where(where);
    return Number(row.total);
  }

  async function findBook(id: number, lang: Lang): Promise<Book | undefined> {
    const [row] = await bookById.execute({ id });
    return row && presentBook(row, lang);
  }

  async function listCategories(lang: Lang): Promise<BookCategory[]> {
    const rows = await db
      .select({
        id: bookCategories.id,
        titleAr: bookCategories.titleAr,
        titleEn: bookCategories.titleEn,
        // Spelled out: drizzle leaves columns unqualified in a select's own SQL, binding both to the inner books.
        booksCount:
          sql<number>`(SELECT count(*) FROM books b WHERE b.category_id = book_categories.id AND b.active)`.mapWith(
            Number,
          ),
      })
      .from(bookCategories)
      .orderBy(asc(bookCategories.sort), asc(bookCategories.id));
    return rows.map((row) => ({ ...presentCategory(row, lang), books_count: row.booksCount }));
  }

  async function listWriters(lang: Lang) {
    const rows = await db
      .select({ id: writers.id, nameAr: writers.nameAr, nameEn: writers.nameEn })
      .from(writers)
      .orderBy(asc(writers.id));
    return rows.map((row) => presentNamed(row, lang));
  }

  return { listBooks, findBook, listCategories, listWriters };
}

export type CatalogService = ReturnType<typeof createCatalogService>;

/** Newest first, ties by id; NULLS LAST to match the order of the listing indexes. */
function newestFirst(createdAt: unknown, id: unknown): SQL[] {
  return [sql`${createdAt} DESC NULLS LAST`, sql`${id} DESC NULLS LAST`];
}

/**
 * Relevance first when searching, the requested ids' order when listing ids, then newest first.
 * Rank and position are named by their output aliases so that they are computed once per row.
 */
function ordering(ranked: boolean, byIds: boolean): SQL[] {
  return [
    ...(ranked ? [sql.raw('"rank" DESC')] : []),
    ...(byIds ? [sql.raw('"position"')] : []),
    ...newestFirst(books.createdAt, books.id),
  ];
}
