import { z } from 'zod';
import { emailSchema, idParamSchema } from './content.ts';
import { staffListAnswer, staffListQuerySchema, staffSavedAnswer } from './staff-taxonomy.ts';

/*
 * Pre-orders and 'tell me when it's out' (decision 056). A coming-soon book open for pre-order is sold
 * now and delivered on release; readers may wait for a coming-soon or sold-out book and get one mail
 * when it is available. Staff open pre-orders, move or reach the release date, and see who waits.
 */

const blankAsMissing = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/* ---------- the reader's side ---------- */

/** A visitor gives an address (confirmed by a mailed link); a signed-in reader sends nothing. */
export const waitlistBodySchema = z.object({
  email: z.preprocess(blankAsMissing, emailSchema.optional()),
});
export type WaitlistBody = z.input<typeof waitlistBodySchema>;

export const waitlistParamsSchema = z.object({ id: idParamSchema });

export const waitlistAnswerSchema = z.object({
  /** `joined`: waiting now (a signed-in reader); `confirm`: a link was mailed to confirm the address. */
  data: z.object({ state: z.enum(['joined', 'confirm']) }),
  message: z.string(),
});

export const waitlistTokenQuerySchema = z.object({ token: z.string().min(1).max(200) });

/* ---------- the back office ---------- */

export const preorderParamsSchema = z.object({ id: idParamSchema });

/** A book's pre-order: PUT takes `preorder_open` and `release_at` (ISO date-time; null for none). */
export const preorderBodySchema = z.object({
  preorder_open: z.boolean(),
  release_at: z.iso.datetime({ offset: true }).nullable(),
});
export type PreorderBody = z.input<typeof preorderBodySchema>;

export const staffPreorderSchema = z.object({
  book_id: z.number(),
  coming_soon: z.boolean(),
  preorder_open: z.boolean(),
  release_at: z.string().nullable(),
  /** Orders waiting for the release: paid PDFs not yet delivered and printed copies not yet shipped. */
  preorders: z.number(),
  /** Readers waiting for the book (confirmed). */
  waiting: z.number(),
});
export type StaffPreorder = z.infer<typeof staffPreorderSchema>;

export const staffPreorderAnswerSchema = z.object({ data: staffPreorderSchema });
export const staffPreorderSavedSchema = staffSavedAnswer(staffPreorderSchema);

export const WAITLIST_SORTS = ['waiting', 'title', 'stock', 'release'] as const;
export type WaitlistSort = (typeof WAITLIST_SORTS)[number];

export const staffWaitlistsQuerySchema = staffListQuerySchema(WAITLIST_SORTS);
export type StaffWaitlistsQuery = z.output<typeof staffWaitlistsQuerySchema>;

/** One book with readers waiting for it: how many, which tells staff what to reprint. */
export const staffWaitlistSchema = z.object({
  book_id: z.number(),
  title_ar: z.string(),
  title_en: z.string(),
  coming_soon: z.boolean(),
  preorder_open: z.boolean(),
  release_at: z.string().nullable(),
  stock: z.number(),
  /** Confirmed readers waiting. */
  waiting: z.number(),
  /** Visitors' addresses not confirmed yet. */
  unconfirmed: z.number(),
});
export type StaffWaitlist = z.infer<typeof staffWaitlistSchema>;

export const staffWaitlistsAnswerSchema = staffListAnswer(staffWaitlistSchema);
