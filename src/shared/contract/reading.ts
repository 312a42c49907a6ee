import { z } from 'zod';

/*
 * The last page a reader read of a book they own (GET/PUT /books/:id/reading), the same on every
 * device: a page of the book's pages, counted from 1.
 */

/** No book has more pages than this; a larger count is a mistake of the caller's. */
export const READING_PAGES_MAX = 100_000;

const pageNumber = z
  .number({ error: 'readingPage' })
  .int({ error: 'readingPage' })
  .min(1, { error: 'readingPage' })
  .max(READING_PAGES_MAX, { error: 'readingPage' });

export const readingBodySchema = z.object({ page: pageNumber, pages: pageNumber });
export type ReadingBody = z.infer<typeof readingBodySchema>;

export const readingSchema = z.object({
  page: z.number().nullable(),
  pages: z.number().nullable(),
  updated_at: z.string().nullable(),
});
export type Reading = z.infer<typeof readingSchema>;

export const readingAnswerSchema = z.object({ data: readingSchema });
