import { z } from 'zod';
import { MAX_ID } from '../ids.ts';
import { idParamSchema } from './content.ts';
import { localizedText, requiredWhenMissing } from './fields.ts';
import {
  requiredText,
  staffListAnswer,
  staffListQuerySchema,
  staffOneAnswer,
  staffSavedAnswer,
} from './staff-taxonomy.ts';

/*
 * Box sets (decision 096): books sold together, printed or as PDFs, at a price below the sum of their
 * own. The shop's page of one box set, and the console's list, record and its writes.
 */

export const BOX_SET_FORMATS = ['hardcopy', 'pdf'] as const;

export const BOX_SET_LIMITS = { title: 200, description: 5000, books: 20, price: 100_000 } as const;

export const boxSetParamsSchema = z.object({ id: idParamSchema });

/* ---------- the console ---------- */

/** Whole cents: `12.5` and `12.50` are, `12.505` is not. */
const inCents = (dollars: number) => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;

const descriptionSchema = z.string().trim().max(BOX_SET_LIMITS.description).optional();

/**
 * A box set as created: titles, descriptions, its format, its price in dollars and its books in the
 * order shown. That it holds two books or more of its format, priced below their sum, is the server's
 * check, with the books' prices of the moment. PUT takes the same fields, each optional.
 */
export const staffBoxSetBodySchema = z.object({
  title_ar: requiredText(BOX_SET_LIMITS.title),
  title_en: requiredText(BOX_SET_LIMITS.title),
  description_ar: descriptionSchema,
  description_en: descriptionSchema,
  format: z.enum(BOX_SET_FORMATS, { error: requiredWhenMissing }),
  price: z
    .number({ error: requiredWhenMissing })
    .positive()
    .max(BOX_SET_LIMITS.price)
    .refine(inCents, { error: 'cents' }),
  active: z.boolean().optional(),
  book_ids: z
    .array(z.number().int().positive().max(MAX_ID), { error: requiredWhenMissing })
    .max(BOX_SET_LIMITS.books),
});
export type StaffBoxSetBody = z.output<typeof staffBoxSetBodySchema>;
export const staffBoxSetUpdateSchema = staffBoxSetBodySchema.partial();
export type StaffBoxSetUpdate = z.output<typeof staffBoxSetUpdateSchema>;

export const BOX_SET_SORTS = ['title', 'price', 'id'] as const;
export const staffBoxSetsQuerySchema = staffListQuerySchema(BOX_SET_SORTS);
export type StaffBoxSetsQuery = z.output<typeof staffBoxSetsQuerySchema>;

const staffBoxSetBookSchema = z.object({
  id: z.number(),
  title_ar: z.string(),
  title_en: z.string(),
  /** The book's price in force in the box set's format, in dollars. */
  price: z.number(),
});

export const staffBoxSetSchema = z.object({
  id: z.number(),
  title_ar: z.string(),
  title_en: z.string(),
  description_ar: z.string(),
  description_en: z.string(),
  format: z.enum(BOX_SET_FORMATS),
  price: z.number(),
  active: z.boolean(),
  book_ids: z.array(z.number()),
  books: z.array(staffBoxSetBookSchema),
  /** What the books cost bought one by one today, in dollars. */
  parts_price: z.number(),
});
export type StaffBoxSet = z.infer<typeof staffBoxSetSchema>;

export const staffBoxSetsAnswerSchema = staffListAnswer(staffBoxSetSchema);
export const staffBoxSetAnswerSchema = staffOneAnswer(staffBoxSetSchema);
export const staffBoxSetSavedSchema = staffSavedAnswer(staffBoxSetSchema);

/* ---------- the shop ---------- */

const imageRef = z.object({ file_name: z.string() });

const boxSetBookSchema = z.object({
  id: z.number(),
  ...localizedText('title'),
  files: z.object({ image: z.array(imageRef), columns: z.object({ image: z.array(imageRef) }) }),
  /** The book's own price today in the box set's format, in dollars. */
  price: z.number(),
});

/** GET /box-sets/{id}: a box set on sale, its books in order and what it saves against them. */
export const boxSetSchema = z.object({
  id: z.number(),
  ...localizedText('title'),
  ...localizedText('description'),
  format: z.enum(BOX_SET_FORMATS),
  price: z.number(),
  /** The books bought one by one today. */
  parts_price: z.number(),
  /** `parts_price - price`, never below 0 (a sale on its books may have caught up with it). */
  saving: z.number(),
  /**
   * Every book is sold now in the box set's format (in the catalogue, out or open for pre-order); the
   * stock of a printed one is checked when the order is placed.
   */
  available: z.boolean(),
  books: z.array(boxSetBookSchema),
});
export type BoxSet = z.infer<typeof boxSetSchema>;
export const boxSetAnswerSchema = z.object({ data: boxSetSchema });

/** GET /books/{id}/box-sets: the box sets on sale that hold the book (their ids and titles). */
export const bookBoxSetsAnswerSchema = z.object({
  data: z.array(z.object({ id: z.number(), ...localizedText('title'), format: z.enum(BOX_SET_FORMATS) })),
});
