import { and, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { books } from '#server/db/schema/catalog.ts';

/*
 * The two descriptions and subtitles of active books, the only part of a book's page the listing copy
 * does not hold (docs/decisions/063, 095). Book pages asked while a read is under way are read together in the next one,
 * by their ids: under load one round trip answers several pages, and the socket writes, wake-ups and
 * statement runs that cost a book's page most of its time are shared. A page asked with no read under
 * way is read at once, alone, as before.
 */

export type Descriptions = {
  descriptionAr: string;
  descriptionEn: string;
  subtitleAr: string;
  subtitleEn: string;
};

/** Ids read in one statement at most; more wait for the next. */
const MAX_BATCH = 100;
/** Reads under way at once; a page asked while they all are waits for the next. */
const MAX_READS = 2;

type Asked<V> = { id: number; resolve: (found: V | undefined) => void; reject: (error: unknown) => void };

/**
 * Reads by id through `readMany`, which reads several ids in one go: an id asked while MAX_READS reads
 * are under way is read in the next one, with the others asked meanwhile. A read that fails fails
 * every id it was reading.
 */
export function batchReads<V>(readMany: (ids: number[]) => Promise<Map<number, V>>) {
  let asked: Asked<V>[] = [];
  let reading = 0;

  async function readNext() {
    reading += 1;
    try {
      while (asked.length > 0) {
        const batch = asked.slice(0, MAX_BATCH);
        asked = asked.slice(MAX_BATCH);
        try {
          const found = await readMany([...new Set(batch.map((a) => a.id))]);
          for (const a of batch) a.resolve(found.get(a.id));
        } catch (error) {
          for (const a of batch) a.reject(error);
        }
      }
    } finally {
      reading -= 1;
    }
  }

  /** What `readMany` finds for `id`; undefined when it finds nothing. */
  return (id: number): Promise<V | undefined> =>
    new Promise((resolve, reject) => {
      asked.push({ id, resolve, reject });
      if (reading < MAX_READS) void readNext();
    });
}

export function createDescriptionReader(db: Db) {
  // Prepared once per connection; `ids` is an int[].
  const byIds = db
    .select({
      id: books.id,
      descriptionAr: books.descriptionAr,
      descriptionEn: books.descriptionEn,
      subtitleAr: books.subtitleAr,
      subtitleEn: books.subtitleEn,
    })
    .from(books)
    .where(and(sql`${books.id} = ANY(${sql.placeholder('ids')}::int[])`, sql`${books.active}`))
    .prepare('catalog_book_descriptions');
  const read = batchReads<Descriptions>(async (ids) => {
    const rows = await byIds.execute({ ids });
    return new Map(rows.map(({ id, ...descriptions }) => [id, descriptions]));
  });
  /** The descriptions and subtitles of active book `id`; undefined when there is no such active book. */
  return { read };
}
