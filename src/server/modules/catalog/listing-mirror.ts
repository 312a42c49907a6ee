import { desc, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { bookCategories, books, coverTypes, writers } from '#server/db/schema/catalog.ts';
import type { BooksQuery, ListBook } from '#shared/contract/catalog.ts';
import type { Lang } from '#shared/lang.ts';
import { bookJoins, type ListBookRow, listBookColumns, presentListBook } from './present.ts';

/*
 * The library's plain listings held in memory (docs/decisions/033): every active book's list row, in the
 * listing's order (newest first, ties by id), loaded in one query. Most catalogue requests are a page of
 * the library, whole or in a category, or a home list; from here they read no database at all.
 *
 * It answers only while it is known to match the catalogue: any change (the change feed: a staff write,
 * an order taking stock, in this API process or another) forgets it, and requests read the database
 * until a fresh copy is loaded, no sooner than RELOAD_GAP_MS after the last load so that a busy shop
 * does not reload its catalogue on every order. A load begun before a change is thrown away.
 */

type Row = ListBookRow & { categoryId: number | null };

/** The listings a request may ask of the mirror: only these filters, any page. */
export type MirrorListing = { categoryId?: number; comingSoon: boolean; mostPopular: boolean };

const RELOAD_GAP_MS = 5_000;

/** Whether the request is a plain listing the mirror can answer, and which. */
export function mirrorListingOf(query: BooksQuery): MirrorListing | undefined {
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
 * language, made once per copy.
 */
type Copy = { lists: Map<string, Row[]>; all: Row[]; cards: Record<Lang, WeakMap<Row, ListBook>> };

export function createListingMirror(db: Db, now = () => Date.now()) {
  let copy: Copy | undefined;
  let loading: Promise<void> | undefined;
  let generation = 0;
  let lastLoad = Number.NEGATIVE_INFINITY;

  const loadRows = () =>
    db
      .select({ ...listBookColumns, categoryId: books.categoryId })
      .from(books)
      .leftJoin(coverTypes, bookJoins.coverType)
      .leftJoin(writers, bookJoins.writer)
      .leftJoin(bookCategories, bookJoins.category)
      .where(sql`${books.active}`)
      .orderBy(sql`${books.createdAt} DESC NULLS LAST`, desc(books.id));

  function load() {
    const started = generation;
    lastLoad = now();
    loading = loadRows()
      .then((all) => {
        if (started !== generation) return;
        copy = { lists: new Map(), all, cards: { ar: new WeakMap(), en: new WeakMap() } };
      })
      .catch(() => {
        // The database path answers meanwhile; the next request after the gap tries again.
      })
      .finally(() => {
        if (started === generation) loading = undefined;
      });
  }

  /** The mirror's copy, or undefined (the caller reads the database) while there is none yet. */
  function current(): Copy | undefined {
    if (!copy && !loading && now() - lastLoad >= RELOAD_GAP_MS) load();
    return copy;
  }

  /** The books of `listing`, in the listing's order; undefined when the mirror has no copy now. */
  function list(listing: MirrorListing): Row[] | undefined {
    const held = current();
    return held && listOf(held, listing);
  }

  /**
   * The cards of the books `from` to `to` (excluded) of `listing` in `lang`, and how many books it
   * holds; undefined when the mirror has no copy now.
   */
  function page(listing: MirrorListing, lang: Lang, from: number, to: number) {
    const held = current();
    if (!held) return undefined;
    const rows = listOf(held, listing);
    const cards = held.cards[lang];
    const data = rows.slice(from, to).map((row) => {
      let card = cards.get(row);
      if (!card) {
        card = presentListBook(row, lang);
        cards.set(row, card);
      }
      return card;
    });
    return { data, total: rows.length };
  }

  function listOf(held: Copy, listing: MirrorListing): Row[] {
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

  /** Waits for a load under way (tests). */
  const settled = () => loading ?? Promise.resolve();

  return { list, page, forget, settled };
}
