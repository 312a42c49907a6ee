import { useEffect, useMemo, useState } from 'react';
import { type PageHits, queryPattern, searchPages } from '#shared/book-search.ts';
import type { BookText } from './book-text.ts';

/** How many pages are read between two updates of the results. */
const BATCH = 8;

/**
 * Search inside the book: once there is a query, every page's text is read in the background, page
 * by page (`done` of `pages`), and the matches grow as pages are read.
 */
export function useBookSearch(text: BookText, pages: number, query: string) {
  const [done, setDone] = useState(text.pages.size);
  const wanted = queryPattern(query) !== null;

  useEffect(() => {
    if (!wanted) return;
    let stopped = false;
    void (async () => {
      for (let number = 1; number <= pages && !stopped; number++) {
        await text.text(number).catch(() => undefined);
        if (number % BATCH === 0 || number === pages) setDone(text.pages.size);
        // Lets the page answer the reader between two pages.
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    })();
    return () => {
      stopped = true;
    };
  }, [wanted, text, pages]);

  const found: PageHits[] = useMemo(
    () => (wanted && done >= 0 ? searchPages(text.pages, query) : []),
    [wanted, done, query, text],
  );
  return { found, done: Math.min(done, pages), searching: wanted && done < pages };
}
