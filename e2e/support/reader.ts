import type { Page } from 'playwright-core';

/* What the reader shows, read in the page. */

/** The words a search highlights on the pages' text layers, each match on a line of its own. */
export const highlighted = (page: Page) =>
  page.evaluate(() =>
    [...(CSS.highlights.get('reader-hit') ?? [])].map((range) => (range as Range).toString()).join('\n'),
  );
