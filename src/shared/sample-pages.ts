/*
 * Which pages of a book its free sample shows (decision 060): the pages staff chose, cut to the
 * book's length and to 20 pages (decision 068), or else the first tenth of the book (rounded up), at
 * least one page and at most 20.
 */

export const SAMPLE_MAX_DEFAULT_PAGES = 20;
/** The most pages a sample shows, whatever range staff chose. */
export const SAMPLE_MAX_PAGES = 20;

export type SamplePages = { first: number; last: number };

/** The default sample of a book of `pages` pages: its first 10%, from 1 to 20 pages. */
export function defaultSamplePages(pages: number): SamplePages {
  const last = Math.min(SAMPLE_MAX_DEFAULT_PAGES, Math.max(1, Math.ceil(pages / 10)));
  return { first: 1, last: Math.min(last, Math.max(pages, 1)) };
}

/** The sample's pages in a book of `pages` pages, given the staff's range (both null: the default). */
export function samplePages(pages: number, first: number | null, last: number | null): SamplePages {
  if (first === null || last === null) return defaultSamplePages(pages);
  const end = Math.max(1, Math.min(last, pages));
  const start = Math.min(Math.max(first, 1), end);
  return { first: start, last: Math.min(end, start + SAMPLE_MAX_PAGES - 1) };
}
