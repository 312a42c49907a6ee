import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Storage } from '#server/services/storage.ts';
import { paginationMeta } from '#shared/pagination.ts';
import { listPath } from './list-path.ts';

/** A page of rows as a module's list service gives it: the rows, the total and where the page is. */
export type ListPage<T> = { data: T[]; total: number; page: number; perPage: number };

/** `{data, meta}` of a console list, its page links keeping the request's search, filters and sort. */
export function listAnswer<T>(request: FastifyRequest, found: ListPage<T>) {
  const { data, total, page, perPage } = found;
  return { data, meta: paginationMeta({ page, perPage, total, path: listPath(request.url) }) };
}

/**
 * A record's fields for the activity log: what its answer shows, less `left` (its id, which the log
 * row carries apart, counts of other records, and files logged by their own upload routes).
 */
export function loggedFields<T extends Record<string, unknown>>(record: T, left: readonly string[]) {
  return Object.fromEntries(Object.entries(record).filter(([field]) => !left.includes(field)));
}

/** After a record is deleted: its public files go too. A file left behind is logged, never an error. */
export async function removeFiles(storage: Storage, keys: (string | null)[], log: FastifyBaseLogger) {
  for (const key of keys) {
    if (!key) continue;
    await storage
      .remove(key)
      .catch((err: unknown) => log.warn({ err, key }, 'file of a deleted record kept'));
  }
}
