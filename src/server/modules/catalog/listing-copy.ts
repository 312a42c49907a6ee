import { desc, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { bookCategories, books, coverTypes, writers } from '#server/db/schema/catalog.ts';
import type { BooksQuery } from '#shared/contract/catalog.ts';
import type { Lang } from '#shared/lang.ts';
import { type ListBookRow, listBookColumns, presentListBook } from './present.ts';
import type { SaleRow } from './sale-prices.ts';

/*
 * The library's plain listings held in memory (docs/decisions/063): every active book's list row, in
 * the listing's order (newest first, ties by id), loaded in one query. Most catalogue requests are a
 * page of the library, whole or in a category, or a home list; from here they read no database at all.
 *
 * It answers only while it is known to match the catalogue: any change (the change feed: a staff write,
 * an order taking stock, in this API process or another) forgets it, and requests read the database
 * until a fresh copy is loaded, no sooner than RELOAD_GAP_MS after the last load began, nor than ten
 * times as long as that load took: a busy shop does not reload its catalogue on every order, and a
 * large catalogue spends at most a tenth of its time reloading. A load begun before a change is thrown
 * away.
 */

type Row = ListBookRow & { categoryId: number | null };

/** The listings a request may ask of the copy: only these filters, any page. */
export type PlainListing = { categoryId?: number; comingSoon: boolean; mostPopular: boolean };

const RELOAD_GAP_MS = 5_000;

/** The query string parameters of a plain listing: its page, its size and these filters. */
const PLAIN_PARAMETERS = new Set([
  'page',
  'per_page',
  'pagination',
  'limit',
  'comming_soon',
  'most_popular',
  'book_category_id',
]);

/** Whether a request's raw query string asks a plain listing only (before its validation). */
export const asksPlainListing = (query: Record<string, unknown>) =>
  Object.keys(query).every((name) => PLAIN_PARAMETERS.has(name));

/** Whether the request is a plain listing the copy can answer, and which. */
export function plainListingOf(query: BooksQuery): PlainListing | undefined {
  const { search, title, topic, writer_name, writer_id, publish_date, isbn, ids } = query;
  if (search || title || topic || writer_name || writer_id || publish_date || isbn) return undefined;
  if (ids !== undefined || query['ids[]'] !== undefined) return undefined;
  return {
    categoryId: query.book_category_id,
    comingSoon: Boolean(query.comming_soon),
    mostPopular: Boolean(query.most_popular),
  };
}

/**
 * Every listing asked so far, by its filters, cut from `all` once per copy; each book's card in each
 * language as the JSON of an answer, made once per copy and sales in force (`pricedUnder`).
 */
type Copy = {
  lists: Map<string, Row[]>;
  all: Row[];
  byId: Map<number, Row>;
  pricedUnder?: SaleRow[];
  cards: Record<Lang, Map<Row, Buffer>>;
};

// Whole: a factory whose functions share the state it keeps; each function is short on its own.
export function createListingCopy(db: Db, now = () => Date.now()) {
  let copy: Copy | undefined;
  let loading: Promise<void> | undefined;
  let generation = 0;
  let lastLoad = Number.NEGATIVE_INFINITY;
  let gap = RELOAD_GAP_MS;

  /**
   * Every active book's list row, in the listing's order. Writers, categories and cover types are read
   * apart and shared by the rows that name them, and repeated short texts are kept once: a row then
   * holds only its own values.
   */
  async function loadRows(): Promise<Row[]> {
    const { coverType, writer, category, ...own } = listBookColumns;
    const [flat, covers, authors, categories] = await Promise.all([
      db
        .select({
          ...own,
          coverTypeId: books.coverTypeId,
          writerId: books.writerId,
          categoryId: books.categoryId,
        })
        .from(books)
        .where(sql`${books.active}`)
        .orderBy(sql`${books.createdAt} DESC NULLS LAST`, desc(books.id)),
      db.select(coverType).from(coverTypes),
      db.select(writer).from(writers),
      db.select(category).from(bookCategories),
    ]);
    const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));
    const [coverTypeOf, writerOf, categoryOf] = [byId(covers), byId(authors), byId(categories)];
    const texts = new Map<string, string>();
    const once = (text: string | null) => {
      if (text === null) return null;
      const kept = texts.get(text);
      if (kept !== undefined) return kept;
      texts.set(text, text);
      return text;
    };
    return flat.map(({ coverTypeId, writerId, ...row }) => ({
      ...row,
      dimensions: once(row.dimensions),
      dimensionsEn: once(row.dimensionsEn),
      coverType: (coverTypeId !== null && coverTypeOf.get(coverTypeId)) || null,
      writer: (writerId !== null && writerOf.get(writerId)) || null,
      category: (row.categoryId !== null && categoryOf.get(row.categoryId)) || null,
    }));
  }

  function load() {
    const started = generation;
    const began = now();
    lastLoad = began;
    loading = loadRows()
      .then((all) => {
        gap = Math.max(RELOAD_GAP_MS, 10 * (now() - began));
        if (started !== generation) return;
        copy = {
          lists: new Map(),
          all,
          byId: new Map(all.map((row) => [row.id, row])),
          cards: { ar: new Map(), en: new Map() },
        };
      })
      .catch(() => {
        // The database path answers meanwhile; the next request after the gap tries again.
      })
      .finally(() => {
        if (started === generation) loading = undefined;
      });
  }

  /** The copy, or undefined (the caller reads the database) while there is none yet. */
  function current(): Copy | undefined {
    if (!copy && !loading && now() - lastLoad >= gap) load();
    return copy;
  }

  /**
   * The cards (as JSON) of the books `from` to `to` (excluded) of `listing` in `lang`, priced under the
   * `running` sales, and how many books it holds; undefined when there is no copy now.
   */
  function page(listing: PlainListing, lang: Lang, running: SaleRow[], from: number, to: number) {
    const held = current();
    if (!held) return undefined;
    if (held.pricedUnder !== running) {
      held.pricedUnder = running;
      held.cards = { ar: new Map(), en: new Map() };
    }
    const rows = listOf(held, listing);
    const made = held.cards[lang];
    const cards = rows.slice(from, to).map((row) => {
      let card = made.get(row);
      if (!card) {
        card = Buffer.from(JSON.stringify(presentListBook(row, lang, running)));
        made.set(row, card);
      }
      return card;
    });
    return { cards, total: rows.length };
  }

  /**
   * The list row of active book `id`: undefined when there is no copy now, null when the copy holds no
   * such active book.
   */
  function book(id: number): Row | null | undefined {
    const held = current();
    return held && (held.byId.get(id) ?? null);
  }

  function listOf(held: Copy, listing: PlainListing): Row[] {
    const key = `${listing.categoryId ?? ''}|${listing.comingSoon ? 'c' : ''}|${listing.mostPopular ? 'p' : ''}`;
    let rows = held.lists.get(key);
    if (!rows) {
      rows = held.all.filter(
        (row) =>
          (listing.categoryId === undefined || row.categoryId === listing.categoryId) &&
          (!listing.comingSoon || row.comingSoon) &&
          (!listing.mostPopular || row.mostPopular),
      );
      held.lists.set(key, rows);
    }
    return rows;
  }

  /** The catalogue changed: forget the copy (and any load under way). */
  function forget() {
    generation++;
    copy = undefined;
    loading = undefined;
  }

  /** Waits for a load under way. */
  const settled = () => loading ?? Promise.resolve();

  return { page, book, forget, settled };
}
