import { z } from 'zod';
import { windowPages } from './page-window.ts';

export { windowPages };

export const paginationMetaSchema = z.object({
  current_page: z.number(),
  last_page: z.number(),
  per_page: z.number(),
  total: z.number(),
  from: z.number().nullable(),
  to: z.number().nullable(),
  links: z.array(z.object({ url: z.string().nullable(), label: z.string(), active: z.boolean() })),
});
export type PaginationMeta = z.infer<typeof paginationMetaSchema>;

export type Paginated<T> = { data: T[]; meta: PaginationMeta };

/** Query fields shared by every paginated list. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100000).optional(),
  per_page: z.coerce.number().int().min(1).max(50).optional(),
  pagination: z.coerce.number().int().min(0).max(1).optional(),
});

export const previousLabel = '&laquo; Previous';
export const nextLabel = 'Next &raquo;';

/** Laravel-shaped pagination meta, so that the web app reads `meta.links` and `meta.last_page` as the spec says. */
export function paginationMeta(opts: {
  page: number;
  perPage: number;
  total: number;
  path: string;
}): PaginationMeta {
  const lastPage = Math.max(1, Math.ceil(opts.total / opts.perPage));
  const url = (page: number) => {
    const sep = opts.path.includes('?') ? '&' : '?';
    return `${opts.path}${sep}page=${page}`;
  };
  const links: PaginationMeta['links'] = [
    { url: opts.page > 1 ? url(opts.page - 1) : null, label: previousLabel, active: false },
  ];
  let previous = 0;
  for (const p of windowPages(opts.page, lastPage)) {
    if (p > previous + 1) links.push({ url: null, label: '...', active: false });
    links.push({ url: url(p), label: String(p), active: p === opts.page });
    previous = p;
  }
  links.push({ url: opts.page < lastPage ? url(opts.page + 1) : null, label: nextLabel, active: false });
  const from = opts.total === 0 ? null : (opts.page - 1) * opts.perPage + 1;
  const to = from === null ? null : Math.min(opts.total, opts.page * opts.perPage);
  return {
    current_page: opts.page,
    last_page: lastPage,
    per_page: opts.perPage,
    total: opts.total,
    from: from !== null && from <= opts.total ? from : null,
    to: from !== null && from <= opts.total ? to : null,
    links,
  };
}
