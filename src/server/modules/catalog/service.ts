import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { bookCategories, books, coverTypes, writers } from '#server/db/schema/catalog.ts';
import {
  type Book,
  type BookCategory,
  type BooksQuery,
  CATALOG_LIMITS,
  type ListBook,
} from '#shared/contract/catalog.ts';
import type { Lang } from '#shared/lang.ts';
import { type PaginationMeta, paginationMeta } from '#shared/pagination.ts';
import { createDescriptionReader } from './book-descriptions.ts';
import { CountCache } from './count-cache.ts';
import { type Filters, filtersOf, searches } from './filters.ts';
import { createListingCopy, plainListingOf } from './listing-copy.ts';
import { ANCHOR_STEP, type Anchor, createPageQueries } from './page-query.ts';
import { bookColumns, bookJoins, presentBook, presentCategory, presentListBook } from './present.ts';
import type { SaleRow } from './sale-prices.ts';
import { createSalesNow } from './sales-now.ts';
import { fuzzyMode, type SearchMode, type TypoMemo } from './search.ts';

export type BookListing = { data: ListBook[]; meta?: PaginationMeta };

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

const DATA_OPEN = Buffer.from('{"data":[');
const COMMA = Buffer.from(',');

/** Listings this long page from anchors past their first ANCHOR_STEP books. */
const DEEP_LISTING = 1000;

/** The filters that make the total, as a key of the count cache: their SQL's shape and values. */
const countKey = (filters: Filters) => `${filters.shape} ${JSON.stringify(filters.values)}`;

/** `listingCopy`: plain listings are answered from a copy in memory (listing-copy.ts). */
// Whole: a factory whose functions share the state it keeps; each function is short on its own.
export function createCatalogService(db: Db, options: { listingCopy?: boolean } = {}) {
  const copy = options.listingCopy ? createListingCopy(db) : undefined;
  const counts = new CountCache();
  const anchors = new CountCache<Anchor[]>(undefined, undefined, (known) => known.length * ANCHOR_STEP);
  const typoMemo: TypoMemo = new Map();
  const pages = createPageQueries(db);
  const sales = createSalesNow(db);

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
   * when the exact one matches no book at all. Prices are those in force under the `running` sales.
   */
  async function listBooks(
    query: BooksQuery,
    lang: Lang,
    url: string,
    running: SaleRow[] = [],
  ): Promise<BookListing> {
    const exact = await listPage(query, lang, url, 'exact', running);
    if (!searches(query) || exact.data.length > 0 || (exact.meta?.total ?? 0) > 0) return exact;
    const texts = [query.search, query.title, query.topic, query.writer_name].filter((t) => t !== undefined);
    return listPage(query, lang, url, await fuzzyMode(db, texts, typoMemo), running);
  }

  async function listPage(
    query: BooksQuery,
    lang: Lang,
    url: string,
    mode: SearchMode,
    running: SaleRow[],
  ): Promise<BookListing> {
    const present = (row: Parameters<typeof presentListBook>[0]) => presentListBook(row, lang, running);
    const filters = filtersOf(query, mode);
    const { paginated, page, perPage, offset } = windowOf(query, filters.ids);
    const window = { limit: perPage, offset };
    const meta = (total: number) => paginationMeta({ page, perPage, total, path: pathWithoutPage(url) });
    if (filters.rank || filters.postings) {
      // One word on the postings reads only the page's candidates, so its total is counted apart.
      const apart = paginated && filters.postings?.terms.length === 1;
      const [{ rows, total: inPass }, counted] = await Promise.all([
        pages.ranked(filters, window, paginated && !apart),
        apart ? countOf(filters) : undefined,
      ]);
      const total = counted ?? inPass;
      const data = rows.map(present);
      return paginated
        ? { data, meta: meta(total ?? (offset === 0 ? rows.length : await countOf(filters))) }
        : { data };
    }
    if (!paginated || offset === 0) {
      const rows = await pages.listed(filters, window);
      const data = rows.map(present);
      if (!paginated) return { data };
      return { data, meta: meta(rows.length < perPage ? rows.length : await countOf(filters)) };
    }
    // A later page: the total first (mostly remembered), so that a page past the last one reads nothing,
    // and a deep page starts from the nearest anchor.
    const total = await countOf(filters);
    if (offset >= total) return { data: [], meta: meta(total) };
    const deep = offset >= ANCHOR_STEP && total >= DEEP_LISTING && pages.anchored(filters);
    const known = deep ? await anchors.get(countKey(filters), () => pages.anchors(filters)) : undefined;
    const rows = await pages.listed(filters, window, known);
    return { data: rows.map(present), meta: meta(total) };
  }

  /**
   * A plain listing's answer cut from the copy, as the JSON `listBooks` would answer; undefined when it
   * is no plain listing or there is no copy now.
   */
  function plainListing(query: BooksQuery, lang: Lang, url: string, running: SaleRow[]): Buffer | undefined {
    const listing = copy && plainListingOf(query);
    if (!listing) return undefined;
    const { paginated, page, perPage, offset } = windowOf(query, undefined);
    const cut = copy.page(listing, lang, running, offset, offset + perPage);
    if (!cut) return undefined;
    const meta = paginated
      ? `,"meta":${JSON.stringify(paginationMeta({ page, perPage, total: cut.total, path: pathWithoutPage(url) }))}`
      : '';
    const parts = cut.cards.flatMap((card, i) => (i === 0 ? [card] : [COMMA, card]));
    return Buffer.concat([DATA_OPEN, ...parts, Buffer.from(`]${meta}}`)]);
  }

  const countOf = (filters: Filters) => counts.get(countKey(filters), () => pages.count(filters));

  // A book the copy holds needs only its descriptions from the database, read with other pages' ones.
  const descriptions = createDescriptionReader(db);

  async function findBook(id: number, lang: Lang, running: SaleRow[] = []): Promise<Book | undefined> {
    const listed = copy?.book(id);
    if (listed) {
      const found = await descriptions.read(id);
      if (found) return presentBook({ ...listed, ...found }, lang, running);
    }
    const [row] = await bookById.execute({ id });
    return row && presentBook(row, lang, running);
  }

  /** The sales running now, and when the next one starts or ends. */
  const salesNow = () => sales.salesNow();

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

  /** Forgets what is remembered of the catalogue (totals, anchors, typos, sales): it changed. */
  const forget = () => {
    counts.clear();
    anchors.clear();
    typoMemo.clear();
    sales.forget();
    copy?.forget();
  };

  /** Waits for a load of the listing copy under way. */
  const copySettled = () => copy?.settled() ?? Promise.resolve();

  return { listBooks, plainListing, findBook, listCategories, forget, salesNow, copySettled };
}
