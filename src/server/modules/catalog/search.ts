import { and, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { books, writers } from '#server/db/schema/catalog.ts';
import { CATALOG_LIMITS } from '#shared/contract/catalog.ts';

/*
 * Arabic-aware search (DESIGN.md 'search'). Texts are compared after `shop_normalize` (migration 0000):
 * the stored side in generated columns, the query side here, in SQL, so both fold tashkeel, tatweel,
 * hamza forms, ta marbuta and alef maqsura the same way on PGlite and PostgreSQL.
 * Every word of the query must be found, each by any of: a substring (partial words), the arabic and
 * english stemmers (other word forms), or the writer's name. Trigram word similarity (small typos)
 * costs far more per row, so it is the `fuzzy` mode, tried only when the exact one finds nothing.
 */

export type SearchMode = 'exact' | 'fuzzy';

/** Words of a query; punctuation separates words, so no word holds a LIKE wildcard. */
export function searchWords(text: string): string[] {
  const words = text.split(/[\s\p{P}\p{S}]+/u).filter((w) => w !== '');
  // One-letter words (a stray و) would match nearly everything; keep them only when alone.
  const meaningful = words.filter((w) => [...w].length > 1);
  return (meaningful.length > 0 ? meaningful : words).slice(0, CATALOG_LIMITS.maxSearchWords);
}

/**
 * Puts a value of the request into the SQL as a named placeholder, so that the SQL of a search is built
 * once per shape (which fields, how many words) and only the values change between requests.
 */
export type Bind = (value: string) => SQL;

const normalized = (text: SQL) => sql`shop_normalize(${text})`;
const containing = (text: SQL) => sql`'%' || shop_normalize(${text}) || '%'`;

/** The normalised text holds the word, or (fuzzy) a word within small typos of it (pg_trgm `<%`). */
function textMatches(normalizedText: SQLWrapper, word: SQL, mode: SearchMode): SQL {
  const substring = sql`${normalizedText} LIKE ${containing(word)}`;
  return mode === 'exact' ? substring : sql`(${substring} OR ${normalized(word)} <% ${normalizedText})`;
}

/** Stemmed form of the text for both languages' dictionaries. */
function stemmedQuery(text: SQL): SQL {
  return sql`(plainto_tsquery('arabic', ${normalized(text)}) || plainto_tsquery('english', ${normalized(text)}))`;
}

/** Ids of the writers whose name matches every word; evaluated once per query, then used on an index. */
function writerIds(words: SQL[], mode: SearchMode): SQL {
  const matching = and(...words.map((w) => textMatches(writers.searchText, w, mode)));
  return sql`ARRAY(SELECT ${writers.id} FROM ${writers} WHERE ${matching})`;
}

const byWriterNamed = (words: SQL[], mode: SearchMode) =>
  sql`${books.writerId} = ANY(${writerIds(words, mode)})`;

/** `search`: each word is in the title, topic, ISBN or writer's name of the book. */
export function searchCondition(text: string, mode: SearchMode, bind: Bind): SQL | undefined {
  const words = searchWords(text).map(bind);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) =>
      or(
        textMatches(books.searchText, word, mode),
        sql`${books.searchVector} @@ ${stemmedQuery(word)}`,
        byWriterNamed([word], mode),
      ),
    ),
  );
}

const titleText = sql`shop_normalize(${books.titleAr} || ' ' || ${books.titleEn})`;
const topicText = sql`shop_normalize(${books.topicAr} || ' ' || ${books.topicEn})`;

/**
 * Advanced-search fields limited to one part of the book. `search_text` holds that part too, so its
 * trigram index narrows the rows before the part itself is checked.
 */
function fieldCondition(field: SQL, text: string, mode: SearchMode, bind: Bind): SQL | undefined {
  const words = searchWords(text).map(bind);
  if (words.length === 0) return undefined;
  return and(
    ...words.flatMap((word) => [textMatches(books.searchText, word, mode), textMatches(field, word, mode)]),
  );
}

export const titleCondition = (text: string, mode: SearchMode, bind: Bind) =>
  fieldCondition(titleText, text, mode, bind);
export const topicCondition = (text: string, mode: SearchMode, bind: Bind) =>
  fieldCondition(topicText, text, mode, bind);

export function writerNameCondition(text: string, mode: SearchMode, bind: Bind): SQL | undefined {
  const words = searchWords(text).map(bind);
  return words.length === 0 ? undefined : byWriterNamed(words, mode);
}

/**
 * Relevance of a book to the whole query, highest first: the title starting with it, then a word
 * starting with it, then any substring; within those, stemmed-word rank (titles weigh more than topics),
 * a writer whose name matches, then the shorter text (the closer match). The fuzzy mode adds trigram
 * word similarity, its only signal for a mistyped word.
 */
export function searchRank(text: string, mode: SearchMode, bind: Bind): SQL {
  const words = searchWords(text);
  const phrase = bind(words.join(' '));
  const starting = sql`shop_normalize(${phrase}) || '%'`;
  const similarity =
    mode === 'fuzzy' ? sql`+ word_similarity(${normalized(phrase)}, ${books.searchText})` : sql``;
  return sql`(
    CASE
      WHEN ${books.searchText} LIKE ${starting} THEN 4
      WHEN ' ' || ${books.searchText} LIKE '% ' || ${starting} THEN 3
      WHEN ${books.searchText} LIKE ${containing(phrase)} THEN 2
      ELSE 0
    END
    + ts_rank(${books.searchVector}, ${stemmedQuery(phrase)})
    + CASE WHEN ${byWriterNamed(words.map(bind), mode)} THEN 1 ELSE 0 END
    - length(${books.searchText}) / 10000.0
    ${similarity}
  )`;
}
