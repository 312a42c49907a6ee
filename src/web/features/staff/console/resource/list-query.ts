import { type SortDir, useListParams } from '../list.tsx';

type ListQueryOptions = {
  /** The filters kept in the URL by name, sent when set. */
  filters?: readonly string[];
  /** Fields sent with every query: the page size, a fixed order… */
  fixed?: Record<string, unknown>;
};

/**
 * A list's state in the URL (page, search, sort, direction, filters) and the query its API takes from
 * it, typed as the resource's query `Q` (its `sort` values are the API's to check).
 */
export function useListQuery<Q>(defaults: { sort: string; dir: SortDir }, options: ListQueryOptions = {}) {
  const list = useListParams(defaults);
  const filters: Record<string, string> = {};
  for (const name of options.filters ?? []) {
    const value = list.filter(name);
    if (value) filters[name] = value;
  }
  const query = { ...list.query, ...options.fixed, ...filters } as Q;
  return { list, query, filters };
}
