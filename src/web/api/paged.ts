import type { Paginated, PaginationMeta } from '#shared/pagination.ts';

/** A list asked for a page at a time: with `page` (or `pagination=1`) the API always sends its `meta`. */
export function paged<T>(answer: { data: T[]; meta?: PaginationMeta }): Paginated<T> {
  if (!answer.meta) throw new Error('A page of a list came without its meta');
  return { data: answer.data, meta: answer.meta };
}
