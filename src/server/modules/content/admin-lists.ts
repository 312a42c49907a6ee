import { and, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type SortDirection, STAFF_LIST_LIMITS } from '#shared/contract/staff-taxonomy.ts';

/* What the back office's content lists share: their page window, their search and their order. */

/** A page of a console list and the total it is part of. */
export type StaffPage<T> = { data: T[]; total: number; page: number; perPage: number };

export function windowOf(query: { page?: number; per_page?: number }) {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? STAFF_LIST_LIMITS.perPage;
  return { page, perPage, offset: (page - 1) * perPage };
}

/** Words of a search; punctuation separates words, so no word holds a LIKE wildcard. */
const wordsOf = (text: string) => text.split(/[\s\p{P}\p{S}]+/u).filter((word) => word !== '');

/**
 * Every word of `search` is somewhere in `normalized` (a `shop_normalize(...)` of the record's texts),
 * folded the same way: tashkeel, hamza forms, ta marbuta and alef maqsura match whatever was typed.
 */
export function wordsIn(normalized: SQL, search: string | undefined): SQL | undefined {
  const words = wordsOf(search ?? '');
  if (words.length === 0) return undefined;
  return and(...words.map((word) => sql`${normalized} LIKE '%' || shop_normalize(${word}) || '%'`));
}

/** ORDER BY a column in `dir`, records without a value last either way. */
export const ordered = (dir: SortDirection) => (column: SQLWrapper) =>
  sql`${column} ${sql.raw(dir === 'asc' ? 'ASC' : 'DESC')} NULLS LAST`;

/** The fields given (missing = unchanged), or null when none is. */
export function given<T extends Record<string, unknown>>(fields: T): Partial<T> | null {
  const present = Object.entries(fields).filter(([, value]) => value !== undefined);
  return present.length > 0 ? (Object.fromEntries(present) as Partial<T>) : null;
}
