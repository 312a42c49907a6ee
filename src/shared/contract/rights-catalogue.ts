import { z } from 'zod';
import { languages } from '../lang.ts';
import { idParamSchema } from './content.ts';
import { staffSavedAnswer } from './staff-taxonomy.ts';

/*
 * The rights list (decision 094): the books the house offers for translation, each with a short pitch
 * in each language and the territories or languages already sold, printed in the rights catalogue
 * (`GET /rights/catalogue.pdf`) handed out at book fairs.
 */

/** A pitch is a few sentences under the book; the rights sold, one line of territories and languages. */
export const RIGHTS_TITLE_LIMITS = { note: 600, sold: 300 } as const;

const text = (max: number) => z.string().trim().max(max);

export const rightsTitleParamsSchema = z.object({ id: idParamSchema });

/**
 * PUT /staff/rights/titles/{book id}: puts the book on the list, or changes its details; a missing
 * field stays as it is (blank on a new entry), a blank one is cleared.
 */
export const rightsTitleBodySchema = z.object({
  note_ar: text(RIGHTS_TITLE_LIMITS.note).optional(),
  note_en: text(RIGHTS_TITLE_LIMITS.note).optional(),
  sold: text(RIGHTS_TITLE_LIMITS.sold).optional(),
});
export type RightsTitleBody = z.input<typeof rightsTitleBodySchema>;

export const rightsTitleSchema = z.object({
  book_id: z.number(),
  title: z.string(),
  title_ar: z.string(),
  title_en: z.string(),
  /** The book is shown in the shop: a hidden book stays on the list but leaves the catalogue. */
  shown: z.boolean(),
  note_ar: z.string(),
  note_en: z.string(),
  sold: z.string(),
  added_at: z.string(),
  updated_at: z.string(),
});
export type RightsTitle = z.infer<typeof rightsTitleSchema>;

/** The whole list, newest first: it is a few dozen books, never paged. */
export const rightsTitlesAnswerSchema = z.object({ data: z.array(rightsTitleSchema) });
/** One book's entry, or null for a book that is not on the list. */
export const rightsTitleAnswerSchema = z.object({ data: rightsTitleSchema.nullable() });
export const rightsTitleSavedSchema = staffSavedAnswer(rightsTitleSchema);

/** GET /rights/catalogue.pdf: the catalogue's language, else the request's. */
export const rightsCatalogueQuerySchema = z.object({ lang: z.enum(languages).optional() });
