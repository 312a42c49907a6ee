import { z } from 'zod';

/*
 * The catalogue sent to the trade (decision 087): an ONIX 3.0 message of every book readers may see,
 * one product per format, and the report of the books it leaves out, each with why.
 */

export const LEFT_OUT_REASONS = ['no_isbn', 'invalid_isbn', 'no_format'] as const;

const leftOutBookSchema = z.object({
  book_id: z.number(),
  isbn: z.string().nullable(),
  title_ar: z.string(),
  title_en: z.string(),
  reason: z.enum(LEFT_OUT_REASONS),
  /** Why, in the request's language. */
  message: z.string(),
});

export const onixReportAnswerSchema = z.object({
  data: z.object({
    /** Products in the message: a book sold printed and as a PDF counts twice. */
    products: z.number(),
    left_out: z.array(leftOutBookSchema),
  }),
});
export type OnixReportAnswer = z.infer<typeof onixReportAnswerSchema>;
