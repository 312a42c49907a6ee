import { useSearchParams } from 'react-router-dom';

/*
 * The library and the advanced search keep their filters in the URL query, so that a link, a reload
 * or Back shows the same list. These helpers read and change those parameters.
 */

export type FilterChanges = Record<string, string | number | undefined>;

/** A positive whole number from the URL; anything else (missing, `abc`, `-1`, `2.5`) reads as absent. */
export function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number > 0 && Number.isSafeInteger(number) ? number : undefined;
}

/**
 * The query with the given filters set (an empty value removes one) and `page` dropped: a list
 * filtered differently starts again on its first page.
 */
export function withFilters(current: URLSearchParams, changes: FilterChanges): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete('page');
  for (const [name, value] of Object.entries(changes)) {
    const text = value === undefined ? '' : String(value).trim();
    if (text === '') next.delete(name);
    else next.set(name, text);
  }
  return next;
}

/** The URL's query parameters and a setter that changes filters (and so goes back to page 1). */
export function useFilterParams() {
  const [params, setParams] = useSearchParams();
  // A new history entry per change, so Back returns to the previous filters.
  const setFilters = (changes: FilterChanges) => setParams((current) => withFilters(current, changes));
  return { params, setFilters };
}
