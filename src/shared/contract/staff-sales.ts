import { z } from 'zod';
import { MAX_ID } from '../ids.ts';
import { WALL_TIME } from '../shop-time.ts';
import { requiredWhenMissing } from './fields.ts';
import {
  requiredText,
  staffListAnswer,
  staffListQuerySchema,
  staffOneAnswer,
  staffSavedAnswer,
} from './staff-taxonomy.ts';

/*
 * Sales on a schedule, as the back office keeps them (docs/decisions/053-scheduled-sales.md): on named
 * books, a category, a writer or the whole catalogue; a percentage off both formats or a fixed price
 * per format; from a start to an end written in the shop's time zone. Prices in dollars, as the API
 * shows them everywhere.
 */

export const SALE_LIMITS = { name: 200, books: 500, price: 100_000 } as const;
export const SALE_SCOPES = ['all', 'books', 'category', 'writer'] as const;
export type SaleScope = (typeof SALE_SCOPES)[number];
export const SALE_STATUSES = ['scheduled', 'running', 'ended'] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];

const number = () => z.number({ error: (issue) => (issue.input === undefined ? 'required' : 'number') });
/** Whole cents: `12.5` and `12.50` are, `12.505` is not. */
const inCents = (dollars: number) => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;
/** A sale's fixed price: above zero (a zero print price means no print run), in whole cents. */
const salePrice = () => number().min(0.01).max(SALE_LIMITS.price).refine(inCents, { error: 'cents' });
const id = () => number().int({ error: 'wholeNumber' }).min(1).max(MAX_ID);
const wallTime = () =>
  z.string({ error: requiredWhenMissing }).trim().regex(WALL_TIME, { error: 'shopTime' });

const saleFields = {
  name_ar: requiredText(SALE_LIMITS.name),
  name_en: requiredText(SALE_LIMITS.name),
  scope: z.enum(SALE_SCOPES, { error: requiredWhenMissing }),
  /** The books of a `books` sale. */
  book_ids: z.array(id()).max(SALE_LIMITS.books).optional(),
  category_id: id().nullable().optional(),
  writer_id: id().nullable().optional(),
  /** Percent off both formats (1 to 99), or null for fixed prices. */
  percent: number()
    .int({ error: 'salePercent' })
    .min(1, { error: 'salePercent' })
    .max(99, { error: 'salePercent' })
    .nullable()
    .optional(),
  /** Fixed prices per format (dollars); a format left null keeps its price. */
  pdf_price: salePrice().nullable().optional(),
  hardcopy_price: salePrice().nullable().optional(),
  /** Wall-clock times in the shop's time zone (`time_zone` of the answer): `2026-03-01T09:00`. */
  starts_at: wallTime(),
  ends_at: wallTime(),
};

export const staffSaleBodySchema = z.object(saleFields);
/** A change: the fields given replace the sale's; a null percent or price takes it away. */
export const staffSaleUpdateSchema = z.object(saleFields).partial();
export type SaleBody = z.output<typeof staffSaleBodySchema>;
export type SaleUpdate = z.output<typeof staffSaleUpdateSchema>;

export const SALE_SORTS = ['starts_at', 'ends_at', 'id'] as const;
export const staffSalesQuerySchema = staffListQuerySchema(SALE_SORTS).extend({
  status: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(SALE_STATUSES, { error: requiredWhenMissing }).optional(),
  ),
});
export type StaffSalesQuery = z.output<typeof staffSalesQuerySchema>;

export const saleSchema = z.object({
  id: z.number(),
  name_ar: z.string(),
  name_en: z.string(),
  scope: z.enum(SALE_SCOPES),
  book_ids: z.array(z.number()),
  category_id: z.number().nullable(),
  writer_id: z.number().nullable(),
  percent: z.number().nullable(),
  pdf_price: z.number().nullable(),
  hardcopy_price: z.number().nullable(),
  /** The instants (ISO 8601, UTC). */
  starts_at: z.string(),
  ends_at: z.string(),
  /** The same times on the shop's clock, as staff write them. */
  starts_local: z.string(),
  ends_local: z.string(),
  time_zone: z.string(),
  status: z.enum(SALE_STATUSES),
});
export type Sale = z.infer<typeof saleSchema>;

export const staffSalesAnswerSchema = staffListAnswer(saleSchema);
export const staffSaleAnswerSchema = staffOneAnswer(saleSchema);
export const staffSaleSavedSchema = staffSavedAnswer(saleSchema);
