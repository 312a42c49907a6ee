import { and, type Column, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { writers } from '#server/db/schema/catalog.ts';
import { CATALOG_LIMITS } from '#shared/contract/catalog.ts';
import { bookSearch } from './search-table.ts';

/*
 * Arabic-aware search (DESIGN.md 'search'). Texts are compared after `shop_normalize` (migration 0000):
 * the stored side in `book_search` (search-table.ts), the query side here, in SQL, so both fold tashkeel, tatweel,
 * hamza forms, ta marbuta and alef maqsura the same way on PGlite and PostgreSQL.
 * Every word of the query must be found, each by any of: a substring (partial words), the arabic and
 * english stemmers (other word forms), or the writer's name. Typos (docs/decisions/024) cost a look in
 * the word dictionary per query word, so they are the `fuzzy` mode, tried only when the exact one finds
 * nothing: a word of 5 letters or more may carry one typo, of 9 or more two (migration 0009).
 * The library's search box (`search` alone) ranks on the word postings instead (search-postings.ts,
 * docs/decisions/032); these conditions serve the advanced search's fields and the staff list.
 */

/**
 * `exact`, or fuzzy: then `typos` gives, for a query word as typed, the words of the catalogue within
 * the typos it may carry as a regex alternation (search_typo_pattern, migration 0009), null for none.
 * Looked up before the SQL is built (service.ts), so PostgreSQL reads it as a value of the request.
 */
export type SearchMode = 'exact' | { typos: (word: string) => string | null };

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

/** Typo patterns remembered per folded-or-not query word; forgotten when the catalogue changes. */
export type TypoMemo = Map<string, string | null>;
const TYPO_MEMO_MAX = 2000;

/**
 * The fuzzy mode for the words of `texts`: each word's typo pattern looked up in one statement (or
 * remembered in `memo`, as the word dictionary only changes with the catalogue).
 */
export async function fuzzyMode(db: Db, texts: string[], memo?: TypoMemo): Promise<SearchMode> {
  const words = [...new Set(texts.flatMap(searchWords))];
  const found = new Map<string, string | null>();
  const missing = words.filter((word) => {
    const known = memo?.get(word);
    if (known !== undefined) found.set(word, known);
    return known === undefined;
  });
  if (missing.length > 0) {
    const result = (await db.execute(
      sql`SELECT word, search_typo_pattern(shop_normalize(word)) AS pattern FROM unnest(ARRAY[${sql.join(
        missing.map((word) => sql`${word}`),
        sql`, `,
      )}]::text[]) AS word`,
    )) as unknown as { rows: { word: string; pattern: string | null }[] };
    if (memo && memo.size + result.rows.length > TYPO_MEMO_MAX) memo.clear();
    for (const { word, pattern } of result.rows) {
      found.set(word, pattern);
      memo?.set(word, pattern);
    }
  }
  return { typos: (word) => found.get(word) ?? null };
}

/** A query word as a value of the request, and (fuzzy) the catalogue's words within its typos. */
type Word = { text: SQL; typos?: SQL };

function wordsOf(text: string, mode: SearchMode, bind: Bind): Word[] {
  return searchWords(text).map((word) => ({
    text: bind(word),
    typos: mode === 'exact' ? undefined : sql`${bind(mode.typos(word) as string)}::text`,
  }));
}

/** The normalised text holds the word, or (fuzzy) a word of the catalogue within its typos. */
function textMatches(normalizedText: SQLWrapper, word: Word): SQL {
  const substring = sql`${normalizedText} LIKE ${containing(word.text)}`;
  return word.typos ? sql`(${substring} OR ${normalizedText} ~ ${word.typos})` : substring;
}

/** Writers whose folded name holds every word of `text`, as the books' search folds it. */
export function writerNameMatches(text: string): SQL {
  const words = wordsOf(text, 'exact', (value) => sql`${value}`);
  return words.length === 0 ? nothing : and(...words.map((w) => textMatches(writers.searchText, w)))!;
}

/** Stemmed form of the text for both languages' dictionaries. */
function stemmedQuery(text: SQL): SQL {
  return sql`(plainto_tsquery('arabic', ${normalized(text)}) || plainto_tsquery('english', ${normalized(text)}))`;
}

/** Ids of the writers whose name matches every word; evaluated once per query, then used on an index. */
function writerIds(words: Word[]): SQL {
  const matching = and(...words.map((w) => textMatches(writers.searchText, w)));
  return sql`ARRAY(SELECT ${writers.id} FROM ${writers} WHERE ${matching})`;
}

const byWriterNamed = (words: Word[], writerId: Column = bookSearch.writerId) =>
  sql`${writerId} = ANY(${writerIds(words)})`;

/** `search`: each word is in the title, topic, ISBN or writer's name of the book. */
export function searchCondition(text: string, mode: SearchMode, bind: Bind): SQL | undefined {
  const words = wordsOf(text, mode, bind);
  if (words.length === 0) return nothing;
  return and(
    ...words.map((word) =>
      or(
        textMatches(bookSearch.searchText, word),
        sql`${bookSearch.searchVector} @@ ${stemmedQuery(word.text)}`,
        byWriterNamed([word]),
      ),
    ),
  );
}

/**
 * Advanced-search fields limited to one part of the book. `search_text` holds that part too, so its
 * trigram index narrows the rows before the part itself is checked.
 */
function fieldCondition(field: SQLWrapper, text: string, mode: SearchMode, bind: Bind): SQL | undefined {
  const words = wordsOf(text, mode, bind);
  if (words.length === 0) return nothing;
  return and(
    ...words.flatMap((word) => [textMatches(bookSearch.searchText, word), textMatches(field, word)]),
  );
}

export const titleCondition = (text: string, mode: SearchMode, bind: Bind) =>
  fieldCondition(bookSearch.titleText, text, mode, bind);
export const topicCondition = (text: string, mode: SearchMode, bind: Bind) =>
  fieldCondition(bookSearch.topicText, text, mode, bind);

/** `writer_name`: on `book_search` beside other searches, on `books` alone (`writerId`). */
export function writerNameCondition(
  text: string,
  mode: SearchMode,
  bind: Bind,
  writerId: Column = bookSearch.writerId,
): SQL | undefined {
  const words = wordsOf(text, mode, bind);
  return words.length === 0 ? nothing : byWriterNamed(words, writerId);
}

/** Points of a kind of match (whole word, start of a word, part of a word, typo) in each field. */
const TITLE_POINTS = [14, 11, 8, 5];
const WRITER_POINTS = [13, 10, 7, 4];
const TOPIC_POINTS = [12, 9, 6, 3];
/** A word found another way only (a stem, the ISBN) counts as a typo in the topic. */
const OTHER_POINTS = 3;

const points = (n: number) => sql.raw(String(n));

/**
 * Points of one folded query word in a field: a whole word, the start of a word, a part of a word, a
 * typo of a word (fuzzy mode), in that order. `words` is the field as ' word word ' (search_field_words,
 * migration 0009), so whole words and starts are found without a regex.
 */
function wordPoints(
  field: { text: SQLWrapper; words: SQLWrapper },
  word: SQL,
  typos: SQL | undefined,
  [whole, start, part, typo]: number[],
) {
  return sql`CASE
    WHEN strpos(${field.text}, ${word}) = 0 THEN ${typos ? sql`CASE WHEN ${field.text} ~ ${typos} THEN ${points(typo)} ELSE 0 END` : sql`0`}
    WHEN strpos(${field.words}, ' ' || ${word} || ' ') > 0 THEN ${points(whole)}
    WHEN strpos(${field.words}, ' ' || ${word}) > 0 THEN ${points(start)}
    ELSE ${points(part)} END`;
}

/** The same points in a writer's name, found by regex (search_word_pattern, migration 0009). */
function namePoints(text: SQL, word: SQL, typos: SQL | undefined, [whole, start, part, typo]: number[]) {
  return sql`CASE
    WHEN strpos(${text}, ${word}) = 0 THEN ${typos ? sql`CASE WHEN ${text} ~ ${typos} THEN ${points(typo)} ELSE 0 END` : sql`0`}
    WHEN ${text} ~ search_word_pattern(${word}, true) THEN ${points(whole)}
    WHEN ${text} ~ search_word_pattern(${word}, false) THEN ${points(start)}
    ELSE ${points(part)} END`;
}

const title = { text: bookSearch.titleText, words: bookSearch.titleWords };
const topic = { text: bookSearch.topicText, words: bookSearch.topicWords };

/**
 * How well every word matched, the worst word deciding: within a kind of match the title weighs more
 * than the writer's name, the name more than the topic. Writers' points are worked out once per query,
 * for the writers whose name matches, as a map of writer id to points.
 */
function matchScore(text: string, mode: SearchMode, bind: Bind): SQL {
  const scores = wordsOf(text, mode, bind).map(({ text: bound, typos }) => {
    const word = normalized(bound);
    const named = textMatches(sql`w.search_text`, { text: bound, typos });
    const writer = namePoints(sql`w.search_text`, word, typos, WRITER_POINTS);
    const writerPoints = sql`(SELECT jsonb_object_agg(w.id, ${writer}) FROM writers w WHERE ${named})`;
    return sql`greatest(${points(OTHER_POINTS)},
      ${wordPoints(title, word, typos, TITLE_POINTS)},
      ${wordPoints(topic, word, typos, TOPIC_POINTS)},
      coalesce((${writerPoints} ->> ${bookSearch.writerId}::text)::int, 0))`;
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
    ${matchScore(text, mode, bind)}
    + (
      CASE
        WHEN ${bookSearch.searchText} LIKE ${starting} THEN 4
        WHEN ${bookSearch.searchText} LIKE '% ' || ${starting} THEN 3
        WHEN ${bookSearch.searchText} LIKE ${containing(phrase)} THEN 2
        ELSE 0
      END
      + ts_rank(${bookSearch.searchVector}, ${stemmedQuery(phrase)})
      + CASE WHEN ${byWriterNamed(wordsOf(text, mode, bind))} THEN 1 ELSE 0 END
      - ${bookSearch.searchLength} * 0.0001::float8
    ) * 0.1::float8
  )`;
}
