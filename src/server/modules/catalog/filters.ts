import { and, type SQL, sql } from 'drizzle-orm';
import { books } from '#server/db/schema/catalog.ts';
import type { BooksQuery } from '#shared/contract/catalog.ts';
import {
  type Bind,
  type SearchMode,
  searchCondition,
  searchRank,
  searchWords,
  titleCondition,
  topicCondition,
  writerNameCondition,
} from './search.ts';
import { type PostingsSearch, postingsSearch } from './search-postings.ts';
import { bookSearch } from './search-table.ts';

/*
 * The filters of a books request as SQL on `books`, with every value of the request a placeholder.
 * Requests of the same shape (the same filters, the same number of search words) share one SQL
 * statement, built once; only the values change.
 */

export type Filters = {
  /** Conditions on `books`, `active` first. */
  where: SQL | undefined;
  /** Some condition on `books` beyond `active`. */
  narrowed: boolean;
  /** Relevance to rank by, highest first, when the request searches text. */
  rank?: SQL;
  /** With `rank`: the text searched, as conditions on `book_search` (search-table.ts). */
  text?: SQL;
  /** Instead of `rank` and `text`, for `search` alone: the search on the word postings (search-postings.ts). */
  postings?: PostingsSearch;
  /** Values of the placeholders in `where`, `rank` and the order of requested ids. */
  values: Record<string, unknown>;
  /** What the SQL is made of, e.g. 'ck' (coming soon, category) or 's2x' (two words, exact search). */
  shape: string;
  /**
   * The plan does not depend on the values, so the statement can be prepared by name and keep one
   * generic plan. Not so for text searches and ISBN prefixes: their plans need the values themselves
   * (the query side's normalisation folded to a constant, the index range of a LIKE prefix).
   */
  planOnce: boolean;
  /** Ids asked with `ids[]`, whose order the list keeps. */
  ids?: number[];
};

/** Every id the request names, from `ids[]` and `ids` alike; undefined when it names none. */
export function requestedIds(query: BooksQuery): number[] | undefined {
  if (query.ids === undefined && query['ids[]'] === undefined) return undefined;
  return [...new Set([...(query.ids ?? []), ...(query['ids[]'] ?? [])])];
}

export const searches = (query: BooksQuery) =>
  Boolean(query.search || query.title || query.topic || query.writer_name);

/** The text relevance is ranked by, when the request searches at all. */
const rankedBy = (query: BooksQuery) => query.search ?? query.title ?? query.topic;

export function filtersOf(query: BooksQuery, mode: SearchMode): Filters {
  const ids = requestedIds(query);
  const values: Record<string, unknown> = {};
  let shape = '';
  /** A placeholder for the next value; placeholders are numbered in the order the SQL is built. */
  const placeholder = (value: unknown) => {
    const name = `v${Object.keys(values).length}`;
    values[name] = value;
    return sql.placeholder(name) as unknown as SQL;
  };
  const bind: Bind = (value) => placeholder(value);
  const part = <T>(code: string, condition: T) => {
    shape += code;
    return condition;
  };
  const words = (code: string, text: string) => `${code}${searchWords(text).length}`;

  // `search` alone, the library's search box, runs on the word postings; with the advanced form's other
  // fields, on `book_search`, where each field can be told apart.
  const onPostings = Boolean(query.search && !query.title && !query.topic && !query.writer_name);
  const rankText = onPostings ? undefined : rankedBy(query);
  const isbnDigits = sql`upper(regexp_replace(${books.isbn}, '[^0-9Xx]', '', 'g'))`;
  const narrowing = [
    query.comming_soon ? part('c', sql`${books.comingSoon}`) : undefined,
    query.most_popular ? part('p', sql`${books.mostPopular}`) : undefined,
    ids ? part('i', sql`${books.id} = ANY(${placeholder(ids)}::int[])`) : undefined,
    query.book_category_id
      ? part('k', sql`${books.categoryId} = ${placeholder(query.book_category_id)}`)
      : undefined,
    query.writer_id ? part('w', sql`${books.writerId} = ${placeholder(query.writer_id)}`) : undefined,
    query.publish_date
      ? part('y', sql`${books.publishYear} = ${placeholder(query.publish_date)}`)
      : undefined,
    query.isbn ? part('n', sql`${isbnDigits} LIKE ${placeholder(`${query.isbn}%`)}`) : undefined,
    // Alone, a writer's name filters the newest-first listing of `books`.
    query.writer_name && !rankText
      ? part(
          words('a', query.writer_name),
          writerNameCondition(query.writer_name, mode, bind, books.writerId),
        )
      : undefined,
  ].filter((condition) => condition !== undefined);
  const where = and(sql`${books.active}`, ...narrowing);
  const text = rankText
    ? and(
        sql`${bookSearch.active}`,
        query.search ? part(words('s', query.search), searchCondition(query.search, mode, bind)) : undefined,
        query.title ? part(words('t', query.title), titleCondition(query.title, mode, bind)) : undefined,
        query.topic ? part(words('o', query.topic), topicCondition(query.topic, mode, bind)) : undefined,
        query.writer_name
          ? part(words('a', query.writer_name), writerNameCondition(query.writer_name, mode, bind))
          : undefined,
      )
    : undefined;
  // A text of punctuation alone has no word to rank by, and finds nothing (`text`).
  const postings =
    onPostings && query.search
      ? part(words('P', query.search), postingsSearch(query.search, mode, bind))
      : undefined;
  const rank = rankText
    ? (part(words('r', rankText), searchRank(rankText, mode, bind)) ?? sql`0::real`)
    : undefined;
  const planOnce = !(query.isbn || searches(query));
  if (!planOnce) shape += mode === 'exact' ? 'x' : 'f';
  // The order of requested ids uses the same array as the filter.
  if (ids) values.ids = ids;
  return { where, narrowed: narrowing.length > 0, rank, text, postings, values, shape, planOnce, ids };
}
