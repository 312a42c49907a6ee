import { and, count, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { bookCategories, books, coverTypes, writers } from '#server/db/schema/catalog.ts';
import { CATALOG_LIMITS } from '#shared/contract/catalog.ts';
import type { Filters } from './filters.ts';
import { bookJoins, type ListBookRow, listBookColumns } from './present.ts';
import { countPostingsSql, rankedPostingsSql } from './search-postings.ts';
import { bookSearch } from './search-table.ts';

/*
 * The SQL of a page of books. Which books: their ids, chosen on `books` alone, where the indexes and
 * the ranking are. Then those books with their writer, category and cover type, in one join that reads
 * the ids from an array: the planner always takes an array for a few rows, so that join is prepared
 * once and keeps a generic plan of primary-key lookups.
 *
 * Each statement is built once per shape of request (filters.ts) and then only executed with the
 * request's values. Plain listings are prepared by name: PostgreSQL parses them once per connection.
 * A join to a subquery with `LIMIT $1 OFFSET $2` would be planned again on every request (a generic
 * plan guesses a tenth of the catalogue for such a window, so PostgreSQL keeps making custom plans,
 * and planning the four-table join costs more than running it), hence:
 * - the first page, which most requests ask for (home lists, library, a category), is one statement
 *   that reads the first 50 ids (a LIMIT written in, which the plan can count on) and joins as many
 *   of them as the page holds: one round trip, one generic plan;
 * - later pages of a newest-first listing are one statement too: they read at most WINDOW_MAX ids, from
 *   the listing's start or, deep in it, from the nearest anchor (the (date, id) of every ANCHOR_STEP-th
 *   book, remembered with the total in service.ts), and join the page's slice of them; no page walks an
 *   OFFSET of tens of thousands;
 * - other later pages (`ids[]`, ISBN prefixes) choose their ids first (one table: planning takes a few
 *   hundredths of a millisecond), then join them by array;
 * - searches rank their matches on `book_search`, count them in the same pass, then join the chosen ids
 *   by array; `search` alone ranks on the word postings (search-postings.ts), a one-word search reading
 *   only the page's candidates and counting apart. Their statements are not named: each is planned for
 *   its own values (filters.ts `planOnce`).
 */

export type PageWindow = { limit: number; offset: number };

/** Newest first, ties by id; NULLS LAST to match the order of the listing indexes. */
const newestFirst = [sql`${books.createdAt} DESC NULLS LAST`, sql`${books.id} DESC NULLS LAST`];
const placeholder = (name: string) => sql.placeholder(name) as unknown as SQL;
/** Page sizes go up to 50 (`per_page`, `limit`); the first page reads at most this many ids. */
const FIRST_PAGE_MAX = CATALOG_LIMITS.maxLimit;
/** Every this many books of a newest-first listing, an anchor a deep page starts from. */
export const ANCHOR_STEP = 600;
/** The (created_at, id) of the books at positions ANCHOR_STEP, 2 × ANCHOR_STEP, …; the date as text, to the microsecond. */
export type Anchor = { at: string; id: number };
/** Ids a later page reads at most: from an anchor, ANCHOR_STEP - 1 skipped and a page of FIRST_PAGE_MAX. */
const WINDOW_MAX = ANCHOR_STEP + FIRST_PAGE_MAX;
/** Statements kept per kind; a flood of odd shapes only rebuilds the SQL, so the map is just cleared. */
const MAX_STATEMENTS = 200;

// Whole: a factory whose functions share the state it keeps; each function is short on its own.
export function createPageQueries(db: Db) {
  /** The books whose ids the int[] `chosen` holds, in that order. */
  const booksIn = (chosen: SQL) =>
    db
      .select(listBookColumns)
      .from(sql`unnest(${chosen}) WITH ORDINALITY AS chosen(id, position)`)
      .innerJoin(books, sql`${books.id} = chosen.id`)
      .leftJoin(coverTypes, bookJoins.coverType)
      .leftJoin(writers, bookJoins.writer)
      .leftJoin(bookCategories, bookJoins.category)
      .orderBy(sql`chosen.position`);

  const booksByIds = booksIn(sql`${placeholder('ids')}::int[]`).prepare('catalog_books_by_ids');
  const booksOf = async (chosen: { id: number }[]): Promise<ListBookRow[]> =>
    chosen.length === 0 ? [] : booksByIds.execute({ ids: chosen.map((c) => c.id) });

  /** Ids without ranking: in the order asked with `ids[]`, else newest first. */
  const listingOrder = (filters: Filters) => [
    ...(filters.ids ? [sql`array_position(${placeholder('ids')}::int[], ${books.id})`] : []),
    ...newestFirst,
  ];

  /** The first `limit` ids of at most FIRST_PAGE_MAX, so that the plan sees a LIMIT it can count on. */
  const firstPageSql = (filters: Filters) => {
    const order = sql.join(listingOrder(filters), sql`, `);
    const ids = sql`SELECT ${books.id} FROM ${books} WHERE ${filters.where} ORDER BY ${order} LIMIT ${sql.raw(String(FIRST_PAGE_MAX))}`;
    return booksIn(sql`(ARRAY(${ids}))[:${placeholder('limit')}]`);
  };

  const idsSql = (filters: Filters) =>
    db
      .select({ id: books.id })
      .from(books)
      .where(filters.where)
      .orderBy(...listingOrder(filters))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));

  /**
   * Searches rank on `book_search` alone, narrow rows; the other filters of the request, when there are
   * any, choose among the books' ids.
   */
  const searchWhere = (filters: Filters) =>
    and(
      filters.text,
      filters.narrowed
        ? sql`${bookSearch.bookId} IN (SELECT ${books.id} FROM ${books} WHERE ${filters.where})`
        : undefined,
    );
  const rankedSql = (filters: Filters, withTotal: boolean) =>
    db
      .select({ id: bookSearch.bookId, total: withTotal ? sql<number>`count(*) over ()` : sql<number>`0` })
      .from(bookSearch)
      .where(searchWhere(filters))
      .orderBy(
        sql`${filters.rank} DESC`,
        sql`${bookSearch.createdAt} DESC NULLS LAST`,
        sql`${bookSearch.bookId} DESC NULLS LAST`,
      )
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));

  /**
   * A later page of a newest-first listing in one statement, like the first: at most WINDOW_MAX ids in
   * order (from the anchor when `fromAnchor`: its book first), of which the page is the slice
   * `from`..`to`; the LIMIT written in keeps one generic plan.
   */
  const windowSql = (filters: Filters, fromAnchor: boolean) => {
    const after = sql`(${books.createdAt}, ${books.id}) <= (${placeholder('anchorAt')}::timestamptz, ${placeholder('anchorId')}::int)`;
    const where = fromAnchor ? and(filters.where, after) : filters.where;
    const order = sql.join(newestFirst, sql`, `);
    const ids = sql`SELECT ${books.id} FROM ${books} WHERE ${where} ORDER BY ${order} LIMIT ${sql.raw(String(WINDOW_MAX))}`;
    return booksIn(sql`(ARRAY(${ids}))[${placeholder('from')}::int:${placeholder('to')}::int]`);
  };

  /** One pass over the listing's index, keeping every ANCHOR_STEP-th book. */
  const anchorsSql = (filters: Filters) => {
    const numbered = db
      .select({
        at: sql<string>`${books.createdAt}::text`.as('at'),
        id: sql<number>`${books.id}`.as('anchor_id'),
        n: sql<number>`row_number() OVER (ORDER BY ${sql.join(newestFirst, sql`, `)})`.as('n'),
      })
      .from(books)
      .where(filters.where)
      .as('numbered');
    return db
      .select({ at: numbered.at, id: numbered.id })
      .from(numbered)
      .where(sql`${numbered.n} % ${sql.raw(String(ANCHOR_STEP))} = 0`)
      .orderBy(numbered.n);
  };

  /** Ids of the books the request's filters other than the search choose, when it has any. */
  const among = (filters: Filters) =>
    filters.narrowed ? sql`SELECT ${books.id} FROM ${books} WHERE ${filters.where}` : undefined;

  /** The page's ids ranked on the word postings (`search` alone), as rankedSql's. */
  const postingsSql = (filters: Filters, withTotal: boolean) => {
    const ranked = sql`(${rankedPostingsSql(filters.postings!, among(filters), withTotal)}) AS ranked`;
    return db.select({ id: sql<number>`ranked.id`, total: sql<number>`ranked.total` }).from(ranked);
  };

  const countSql = (filters: Filters) =>
    filters.postings
      ? db
          .select({ total: sql<number>`found.total` })
          .from(sql`(${countPostingsSql(filters.postings, among(filters))}) AS found`)
      : filters.text
        ? db.select({ total: count() }).from(bookSearch).where(searchWhere(filters))
        : db.select({ total: count() }).from(books).where(filters.where);

  /** A statement per key, built by `build` the first time; named (prepared) when its plan may be kept. */
  function statements<Q extends { prepare(name: string): unknown }>(kind: string) {
    const kept = new Map<string, ReturnType<Q['prepare']>>();
    return (key: string, planOnce: boolean, build: () => Q): ReturnType<Q['prepare']> => {
      let statement = kept.get(key);
      if (!statement) {
        if (kept.size >= MAX_STATEMENTS) kept.clear();
        // An empty name is PostgreSQL's unnamed statement: parsed and planned for each execution.
        statement = build().prepare(planOnce ? `catalog_${kind}_${key || 'all'}` : '') as ReturnType<
          Q['prepare']
        >;
        kept.set(key, statement);
      }
      return statement;
    };
  }
  const firstPages = statements<ReturnType<typeof firstPageSql>>('first');
  const pageIds = statements<ReturnType<typeof idsSql>>('ids');
  const rankedIds = statements<ReturnType<typeof rankedSql>>('ranked');
  const postingIds = statements<ReturnType<typeof postingsSql>>('postings');
  const counts = statements<ReturnType<typeof countSql>>('count');
  const windows = statements<ReturnType<typeof windowSql>>('window');
  const anchorLists = statements<ReturnType<typeof anchorsSql>>('anchors');

  /** Anchors of a newest-first listing (`planOnce`, no `ids[]`); see ANCHOR_STEP. */
  async function anchors(filters: Filters): Promise<Anchor[]> {
    const statement = anchorLists(filters.shape, true, () => anchorsSql(filters));
    const rows = await statement.execute(filters.values);
    return rows.map((row) => ({ at: row.at, id: Number(row.id) }));
  }

  /** Whether pages of this listing can start from anchors. */
  const anchored = (filters: Filters) => filters.planOnce && !filters.ids;

  /** One page of books without ranking; from the nearest anchor before it when `known` are given. */
  async function listed(filters: Filters, window: PageWindow, known?: Anchor[]): Promise<ListBookRow[]> {
    const { offset, limit } = window;
    if (anchored(filters) && limit <= FIRST_PAGE_MAX) {
      if (offset === 0) {
        const statement = firstPages(filters.shape, true, () => firstPageSql(filters));
        return statement.execute({ ...filters.values, limit });
      }
      const nearest = known ? Math.min(Math.floor((offset + 1) / ANCHOR_STEP), known.length) - 1 : -1;
      const anchor = known?.[nearest];
      // The anchor's book is the (nearest + 1) × ANCHOR_STEP-th of the listing.
      const skip = anchor ? offset - ((nearest + 1) * ANCHOR_STEP - 1) : offset;
      if (skip + limit <= WINDOW_MAX) {
        const key = `${filters.shape}${anchor ? '_anchored' : ''}`;
        const statement = windows(key, true, () => windowSql(filters, anchor !== undefined));
        const place = anchor ? { anchorAt: anchor.at, anchorId: anchor.id } : {};
        return statement.execute({ ...filters.values, ...place, from: skip + 1, to: skip + limit });
      }
    }
    const ids = pageIds(filters.shape, filters.planOnce, () => idsSql(filters));
    return booksOf(await ids.execute({ ...filters.values, ...window }));
  }

  /** One page ranked by relevance; the total of matches comes with it when `withTotal`. */
  async function ranked(
    filters: Filters,
    window: PageWindow,
    withTotal: boolean,
  ): Promise<{ rows: ListBookRow[]; total?: number }> {
    const key = `${filters.shape}${withTotal ? '_total' : ''}`;
    if (filters.postings?.terms.length === 0) return { rows: [], total: 0 };
    const statement = filters.postings
      ? postingIds(key, false, () => postingsSql(filters, withTotal))
      : rankedIds(key, false, () => rankedSql(filters, withTotal));
    const chosen = await statement.execute({ ...filters.values, ...window });
    const total = withTotal && chosen.length > 0 ? Number(chosen[0].total) : undefined;
    return { rows: await booksOf(chosen), total };
  }

  async function countOf(filters: Filters): Promise<number> {
    const statement = counts(filters.shape, filters.planOnce, () => countSql(filters));
    const [row] = await statement.execute(filters.values);
    return Number(row.total);
  }

  return { listed, ranked, count: countOf, anchors, anchored };
}
