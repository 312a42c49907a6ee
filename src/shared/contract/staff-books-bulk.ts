import { z } from 'zod';

/*
 * Many books at once (admin, editor): hidden or shown, moved to a category, or their PDF or printed
 * price changed by a percentage or an amount. A preview answers what each book would become (old and
 * new, or why it cannot), changing nothing; the change itself is all or nothing like every bulk action.
 * Prices are rounded to the nearest cent, halves away from zero.
 */

export const BULK_BOOKS_MAX = 500;
export const BULK_BOOK_ACTIONS = ['hide', 'show', 'category', 'price'] as const;
export const BULK_PRICE_FORMATS = ['pdf', 'hardcopy'] as const;
export const BULK_PRICE_MODES = ['percent', 'amount'] as const;
/** Percent: -100 (free) to +1000, two decimals at most. Amount: dollars, either way. */
export const BULK_PRICE_LIMITS = { percentMin: -100, percentMax: 1000, amountMax: 10_000 } as const;

export const bulkBooksBodySchema = z.object({
  ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(BULK_BOOKS_MAX),
  action: z.enum(BULK_BOOK_ACTIONS),
  /** With `category`. */
  category_id: z.number().int().positive().max(2_147_483_647).optional(),
  /** With `price`: which price, how, and by how much (percent, or dollars; negative lowers it). */
  format: z.enum(BULK_PRICE_FORMATS).optional(),
  mode: z.enum(BULK_PRICE_MODES).optional(),
  value: z.number().finite().min(-BULK_PRICE_LIMITS.amountMax).max(BULK_PRICE_LIMITS.amountMax).optional(),
});
export type BulkBooksBody = z.input<typeof bulkBooksBodySchema>;

const changeValue = z.union([z.number(), z.boolean(), z.null()]);

export const bulkBookRowSchema = z.object({
  id: z.number(),
  /** The book's title in the request's language; '' for a book that does not exist. */
  title: z.string(),
  ok: z.boolean(),
  message: z.string(),
  /** `hidden`, `category_id`, `pdf_price` or `hardcopy_price` (dollars), before and after. */
  field: z.enum(['hidden', 'category_id', 'pdf_price', 'hardcopy_price']),
  before: changeValue,
  after: changeValue,
});
export type BulkBookRow = z.infer<typeof bulkBookRowSchema>;

/** The preview (200 even with refusals: `refused` counts them) and the applied change (200, or 422 `bulk_refused`). */
export const bulkBooksAnswerSchema = z.object({
  data: z.object({ rows: z.array(bulkBookRowSchema), refused: z.number() }),
  message: z.string(),
});
