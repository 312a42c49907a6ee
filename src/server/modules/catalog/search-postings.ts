import { type SQL, sql } from 'drizzle-orm';
import { type Bind, type SearchMode, searchWords } from './search.ts';

/*
 * The library's search (`search` alone) on the word postings (migration 0012, docs/decisions/032): each
 * query word is first looked up among the catalogue's words (search_terms: the word itself, words starting
 * with it, words holding it, its stems, and in the fuzzy mode the words within its typos and those
 * starting with them), then the postings of those words give the books, each row carrying what ranking
 * reads. Nothing reads a book's own row until the page's books are chosen.
 *
 * Points of a match, as searchRank's (search.ts) kinds and fields: a whole word 14 in the title, 13 in the
 * writer's name, 12 in the topic; the start of a word 3 less, a part of a word 6 less, a typo or another
 * form of the word (stem) 9 less; a word found elsewhere only (the ISBN, a stem) 2. A book's points are
 * those of its best match for each word, the worst word deciding; then the title opening with the first
 * word, the shorter text, the newer book.
 */

/** Kinds of match, in the order of the points they give. */
const WHOLE = 0;
const START = 1;
const PART = 2;
const OTHER_FORM = 3;

/** The words of the catalogue matching one query word, each with its kind, as `(word, kind)` rows. */
function termsOf(word: SQL, typos: SQL | undefined): SQL {
  const folded = sql`shop_normalize(${word})`;
  const typed = typos
    ? sql`UNION ALL
      SELECT t.word, ${sql.raw(String(OTHER_FORM))} FROM unnest(string_to_array(${typos}, '|')) AS near
      JOIN search_terms t ON t.word >= near AND t.word < near || chr(1114111)`
    : sql``;
  return sql`SELECT DISTINCT ON (word) word, kind FROM (
      SELECT word, CASE WHEN word = n THEN ${sql.raw(String(WHOLE))} WHEN starts_with(word, n) THEN ${sql.raw(String(START))} ELSE ${sql.raw(String(PART))} END AS kind
      FROM search_terms, ${folded} AS n WHERE word LIKE '%' || n || '%'
      UNION ALL
      SELECT stem, ${sql.raw(String(OTHER_FORM))}
      FROM unnest(tsvector_to_array(to_tsvector('arabic', ${folded}) || to_tsvector('english', ${folded}))) AS stem
      ${typed}
    ) AS matched ORDER BY word, kind`;
}

/** Points of posting `p` reached through a term of kind `t.kind`. */
const pointsOf = sql`CASE WHEN p.field = 4 THEN 2 ELSE 15 - p.field - 3 * t.kind END`;

/**
 * A search on the postings: the SQL of each query word's terms. A text of punctuation or symbols alone
 * has no word and finds nothing.
 */
export type PostingsSearch = { terms: SQL[] };

export function postingsSearch(text: string, mode: SearchMode, bind: Bind): PostingsSearch {
  const words = searchWords(text);
  return {
    terms: words.map((word) =>
      termsOf(bind(word), mode === 'exact' ? undefined : sql`${bind(mode.typos(word) as string)}::text`),
    ),
  };
}

/** Keeps the postings of books `among` chooses (ids of `books` under the request's other filters). */
const keep = (among: SQL | undefined) => (among ? sql`AND p.book_id IN (${among})` : sql``);

/** The ranking order of `best` rows (book_id, points, lead, search_length, created_at). */
const rankingOrder = sql`points DESC, lead DESC, search_length, created_at DESC, book_id DESC`;

/**
 * Ids of one page of the ranked books: `limit` and `offset` placeholders. One word reads, for each of its
 * terms, only its first `offset + limit` postings in the index's order (which, within a term, is the
 * ranking's): the page's books are among them. Several words rank every book holding them all.
 */
export function rankedPostingsSql(search: PostingsSearch, among: SQL | undefined, withTotal: boolean): SQL {
  const limit = sql.placeholder('limit');
  const offset = sql.placeholder('offset');
  const total = withTotal ? sql`count(*) OVER ()` : sql`0`;
  if (search.terms.length === 1) {
    return sql`SELECT book_id AS id, ${total} AS total FROM (
        SELECT DISTINCT ON (book_id) * FROM (
          SELECT x.book_id, x.points, x.lead, x.search_length, x.created_at
          FROM (${search.terms[0]}) AS t CROSS JOIN LATERAL (
            SELECT p.book_id, ${pointsOf} AS points, p.lead, p.search_length, p.created_at
            FROM search_postings p WHERE p.word = t.word ${keep(among)}
            ORDER BY p.field, p.lead DESC, p.search_length, p.created_at DESC, p.book_id DESC
            LIMIT ${offset}::int + ${limit}::int
          ) AS x
        ) AS hits ORDER BY book_id, points DESC, lead DESC
      ) AS best ORDER BY ${rankingOrder} LIMIT ${limit} OFFSET ${offset}`;
  }
  const perWord = search.terms.map(
    (terms, index) => sql`(SELECT p.book_id, max(${pointsOf}) AS points, bool_or(p.lead) AS lead,
        min(p.search_length) AS search_length, max(p.created_at) AS created_at
      FROM (${terms}) AS t JOIN search_postings p ON p.word = t.word ${keep(among)}
      GROUP BY p.book_id) AS ${sql.raw(`w${index}`)}`,
  );
  const joined = perWord
    .slice(1)
    .map((word) => sql`JOIN ${word} USING (book_id)`)
    .reduce((all, next) => sql`${all} ${next}`, sql``);
  const points = sql.join(
    search.terms.map((_, index) => sql.raw(`w${index}.points`)),
    sql`, `,
  );
  return sql`SELECT book_id AS id, ${total} AS total FROM (
      SELECT book_id, least(${points}) AS points, w0.lead, w0.search_length, w0.created_at
      FROM ${perWord[0]} ${joined}
    ) AS best ORDER BY ${rankingOrder} LIMIT ${limit} OFFSET ${offset}`;
}

/** How many books the search finds: those holding every word. */
export function countPostingsSql(search: PostingsSearch, among: SQL | undefined): SQL {
  const perWord = search.terms.map(
    (terms) =>
      sql`SELECT DISTINCT p.book_id FROM (${terms}) AS t JOIN search_postings p ON p.word = t.word ${keep(among)}`,
  );
  return sql`SELECT count(*) AS total FROM (${sql.join(perWord, sql` INTERSECT `)}) AS found`;
}
