import { and, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { books, writers } from '#server/db/schema/catalog.ts';
import { CATALOG_LIMITS } from '#shared/contract/catalog.ts';

/*
 * Arabic-aware search (DESIGN.md 'search'). Texts are compared after `shop_normalize` (migration 0000):
 * the stored side in generated columns, the query side here, in SQL, so both fold tashkeel, tatweel,
 * hamza forms, ta marbuta and alef maqsura the same way on PGlite and PostgreSQL.
 * Every word of the query must be found, each by any of: a substring (partial words), the arabic and
 * english stemmers (other word forms), or the writer's name. Typos (docs/decisions/024) cost a look in
 * the word dictionary per query word, so they are the `fuzzy` mode, tried only when the exact one finds
 * nothing: a word of 5 letters or more may carry one typo, of 9 or more two (migration 0009).
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

/** A query made only of punctuation, symbols or spaces has nothing to look for: it finds nothing. */
const nothing = sql`false`;

const normalized = (text: SQL) => sql`shop_normalize(${text})`;
const containing = (text: SQL) => sql`'%' || shop_normalize(${text}) || '%'`;

/**
 * The catalogue's words within the typos the query word may carry, as a regex alternation (NULL when
 * none): a sub-select, so it is looked up once per query rather than once per row.
 */
const typoPattern = (word: SQL) => sql`(SELECT search_typo_pattern(${normalized(word)}))`;

/** The normalised text holds the word, or (fuzzy) a word of the catalogue within its typos. */
function textMatches(normalizedText: SQLWrapper, word: SQL, mode: SearchMode): SQL {
  const substring = sql`${normalizedText} LIKE ${containing(word)}`;
  return mode === 'exact' ? substring : sql`(${substring} OR ${normalizedText} ~ ${typoPattern(word)})`;
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
  if (words.length === 0) return nothing;
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
  if (words.length === 0) return nothing;
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
  return words.length === 0 ? nothing : byWriterNamed(words, mode);
}

/** Points of a kind of match (whole word, start of a word, part of a word, typo) in each field. */
const TITLE_POINTS = [14, 11, 8, 5];
const WRITER_POINTS = [13, 10, 7, 4];
const TOPIC_POINTS = [12, 9, 6, 3];
/** A word found another way only (a stem, the ISBN) counts as a typo in the topic. */
const OTHER_POINTS = 3;

const points = (n: number) => sql.raw(String(n));

/**
 * Points of one folded query word in a folded text: a whole word, the start of a word, a part of a
 * word, a typo of a word (fuzzy mode), in that order (search_word_pattern, migration 0009).
 */
function wordPoints(text: SQL, word: SQL, typos: SQL | undefined, [whole, start, part, typo]: number[]) {
  return sql`CASE
    WHEN strpos(${text}, ${word}) = 0 THEN ${typos ? sql`CASE WHEN ${text} ~ ${typos} THEN ${points(typo)} ELSE 0 END` : sql`0`}
    WHEN ${text} ~ search_word_pattern(${word}, true) THEN ${points(whole)}
    WHEN ${text} ~ search_word_pattern(${word}, false) THEN ${points(start)}
    ELSE ${points(part)} END`;
}

/**
 * How well every word matched, the worst word deciding: within a kind of match the title weighs more
 * than the writer's name, the name more than the topic. Writers' points are worked out once per query,
 * for the writers whose name matches, as a map of writer id to points.
 */
function matchScore(words: string[], mode: SearchMode, bind: Bind): SQL {
  const scores = words.map((text) => {
    const word = normalized(bind(text));
    const typos = mode === 'fuzzy' ? typoPattern(bind(text)) : undefined;
    const named =
      mode === 'fuzzy'
        ? sql`(w.search_text LIKE ${containing(bind(text))} OR w.search_text ~ ${typos})`
        : sql`w.search_text LIKE ${containing(bind(text))}`;
    const writer = wordPoints(sql`w.search_text`, word, typos, WRITER_POINTS);
    const writerPoints = sql`(SELECT jsonb_object_agg(w.id, ${writer}) FROM writers w WHERE ${named})`;
    return sql`greatest(${points(OTHER_POINTS)},
      ${wordPoints(titleText, word, typos, TITLE_POINTS)},
      ${wordPoints(topicText, word, typos, TOPIC_POINTS)},
      coalesce((${writerPoints} ->> ${books.writerId}::text)::int, 0))`;
  });
  return sql`least(${sql.join(scores, sql`, `)})`;
}

/**
 * Relevance of a book to the whole query, highest first: how well its words matched (matchScore), then
 * the title starting with the whole query, a word starting with it, any substring; stemmed-word rank
 * (titles weigh more than topics), a writer whose name matches, then the shorter text (the closer
 * match). Undefined when the query holds no word.
 */
export function searchRank(text: string, mode: SearchMode, bind: Bind): SQL | undefined {
  const words = searchWords(text);
  if (words.length === 0) return undefined;
  const phrase = bind(words.join(' '));
  const starting = sql`shop_normalize(${phrase}) || '%'`;
  return sql`(
    ${matchScore(words, mode, bind)}
    + (
      CASE
        WHEN ${books.searchText} LIKE ${starting} THEN 4
        WHEN ' ' || ${books.searchText} LIKE '% ' || ${starting} THEN 3
        WHEN ${books.searchText} LIKE ${containing(phrase)} THEN 2
        ELSE 0
      END
      + ts_rank(${books.searchVector}, ${stemmedQuery(phrase)})
      + CASE WHEN ${byWriterNamed(words.map(bind), mode)} THEN 1 ELSE 0 END
      - length(${books.searchText}) / 10000.0
    ) / 10.0
  )`;
}
