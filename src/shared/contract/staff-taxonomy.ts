import { z } from 'zod';
import { paginationMetaSchema } from '../pagination.ts';
import { idParamSchema } from './content.ts';
import { requiredWhenMissing } from './fields.ts';

/*
 * The back office's book categories, writers and cover types: lists, one record, create, rename in
 * both languages, delete when no book uses it. Also the list query and texts other console lists share.
 */

/** 'Other lists 10' (DESIGN.md); a console list asks for at most 50. */
export const STAFF_LIST_LIMITS = { perPage: 10, maxPerPage: 50, search: 200 } as const;
export const TAXONOMY_LIMITS = { name: 200, sort: 100_000 } as const;

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

const blankAsMissing = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** `page`, `per_page` (≤ 50), `search`, `sort` (one of `sorts`) and `dir`, as every console list takes them. */
export function staffListQuerySchema<const Sorts extends readonly [string, ...string[]]>(sorts: Sorts) {
  return z.object({
    page: z.preprocess(blankAsMissing, z.coerce.number<string>().int().min(1).max(100_000).optional()),
    per_page: z.preprocess(
      blankAsMissing,
      z.coerce.number<string>().int().min(1).max(STAFF_LIST_LIMITS.maxPerPage).optional(),
    ),
    search: z.preprocess(blankAsMissing, z.string().trim().max(STAFF_LIST_LIMITS.search).optional()),
    sort: z.preprocess(blankAsMissing, z.enum(sorts).optional()),
    dir: z.preprocess(blankAsMissing, z.enum(SORT_DIRECTIONS).optional()),
  });
}

/** Trimmed text: missing or blank is 'required'; `max` guards the stored size. */
export const requiredText = (max: number) =>
  z.string({ error: requiredWhenMissing }).trim().min(1, { error: 'required', abort: true }).max(max);

/** A whole number ≥ 0 giving a record's place in the shop's lists (smaller first). */
export const sortSchema = z.number().int().min(0).max(TAXONOMY_LIMITS.sort);

export const taxonomyParamsSchema = z.object({ id: idParamSchema });

/* ---------- inputs ---------- */

/** A category as created; PUT takes the same fields, each optional (missing = unchanged). */
export const staffCategoryBodySchema = z.object({
  title_ar: requiredText(TAXONOMY_LIMITS.name),
  title_en: requiredText(TAXONOMY_LIMITS.name),
  sort: sortSchema.optional(),
});
export const staffCategoryUpdateSchema = staffCategoryBodySchema.partial();

/** A writer or a cover type as created; PUT takes the same fields, each optional. */
export const staffNamedBodySchema = z.object({
  name_ar: requiredText(TAXONOMY_LIMITS.name),
  name_en: requiredText(TAXONOMY_LIMITS.name),
});
export const staffNamedUpdateSchema = staffNamedBodySchema.partial();

/** A writer's biography and years of birth and death (Gregorian; the classics reach back to the 8th century). */
export const WRITER_LIMITS = { bio: 20_000, firstYear: 1, lastYear: 2100 } as const;
const lifeYear = z
  .number()
  .int()
  .min(WRITER_LIMITS.firstYear)
  .max(WRITER_LIMITS.lastYear)
  .nullable()
  .optional();

/** A writer as created: the names, and optionally the biography (rich text) in each language and the life's years. */
export const staffWriterBodySchema = staffNamedBodySchema.extend({
  bio_ar: z.string().max(WRITER_LIMITS.bio).optional(),
  bio_en: z.string().max(WRITER_LIMITS.bio).optional(),
  born_year: lifeYear,
  died_year: lifeYear,
});
export type StaffWriterBody = z.input<typeof staffWriterBodySchema>;
export const staffWriterUpdateSchema = staffWriterBodySchema.partial();

export const CATEGORY_SORTS = ['sort', 'title', 'books', 'id'] as const;
export const NAMED_SORTS = ['name', 'books', 'id'] as const;
export const staffCategoriesQuerySchema = staffListQuerySchema(CATEGORY_SORTS);
export const staffNamedQuerySchema = staffListQuerySchema(NAMED_SORTS);
export type StaffCategoriesQuery = z.output<typeof staffCategoriesQuerySchema>;
export type StaffNamedQuery = z.output<typeof staffNamedQuerySchema>;

/* ---------- answers ---------- */

export const staffCategorySchema = z.object({
  id: z.number(),
  title_ar: z.string(),
  title_en: z.string(),
  sort: z.number(),
  /** Books (shown or hidden) in the category: it may be deleted only at 0. */
  books_count: z.number(),
});
export type StaffCategory = z.infer<typeof staffCategorySchema>;

/** A writer or a cover type. */
export const staffNamedSchema = z.object({
  id: z.number(),
  name_ar: z.string(),
  name_en: z.string(),
  books_count: z.number(),
});
export type StaffNamed = z.infer<typeof staffNamedSchema>;

/** A writer: a named record with a life, a biography and a photo (media key under /media, or null). */
export const staffWriterSchema = staffNamedSchema.extend({
  bio_ar: z.string(),
  bio_en: z.string(),
  born_year: z.number().nullable(),
  died_year: z.number().nullable(),
  photo: z.string().nullable(),
});
export type StaffWriter = z.infer<typeof staffWriterSchema>;

/** A page of a console list. */
export const staffListAnswer = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: paginationMetaSchema });
/** One record, as GET answers it. */
export const staffOneAnswer = <T extends z.ZodType>(item: T) => z.object({ data: item });
/** One record just created or changed, and what happened in the member's language. */
export const staffSavedAnswer = <T extends z.ZodType>(item: T) =>
  z.object({ data: item, message: z.string() });
export const staffDeletedAnswerSchema = z.object({ message: z.string() });

export const staffCategoriesAnswerSchema = staffListAnswer(staffCategorySchema);
export const staffCategoryAnswerSchema = staffOneAnswer(staffCategorySchema);
export const staffCategorySavedSchema = staffSavedAnswer(staffCategorySchema);
export const staffNamedListAnswerSchema = staffListAnswer(staffNamedSchema);
export const staffNamedAnswerSchema = staffOneAnswer(staffNamedSchema);
export const staffNamedSavedSchema = staffSavedAnswer(staffNamedSchema);
export const staffWritersAnswerSchema = staffListAnswer(staffWriterSchema);
export const staffWriterAnswerSchema = staffOneAnswer(staffWriterSchema);
export const staffWriterSavedSchema = staffSavedAnswer(staffWriterSchema);
