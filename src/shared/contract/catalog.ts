import { z } from 'zod';
import { pageQuerySchema, paginationMetaSchema } from '../pagination.ts';
import { CATALOG_LIMITS } from './catalog-limits.ts';
import { idParamSchema } from './content.ts';
import { localizedText } from './fields.ts';

/* Inputs and answers of the catalogue: books, book categories and writers (spec §3, §7). */
export { CATALOG_LIMITS } from './catalog-limits.ts';

/** Query values that may be left empty by a form read as absent. */
const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);

const flagSchema = z.preprocess(
  blankAsMissing,
  z
    .enum(['0', '1', 'true', 'false'])
    .transform((v) => v === '1' || v === 'true')
    .optional(),
);

const optionalId = z.preprocess(blankAsMissing, idParamSchema.optional());

/** `ids[]=1&ids[]=2`, `ids=1&ids=2` and `ids=1,2` all give [1, 2]. */
const idListSchema = z.preprocess((value) => {
  if (value === undefined) return undefined;
  const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(','));
  return parts.map((p) => p.trim()).filter((p) => p !== '');
}, z.array(idParamSchema).max(CATALOG_LIMITS.maxIds).optional());

const searchTextSchema = z.preprocess(
  blankAsMissing,
  z
    .string()
    .trim()
    .max(CATALOG_LIMITS.maxSearchLength)
    .transform((v) => v || undefined)
    .optional(),
);

/** ISBN as typed: digits, X, hyphens and spaces; compared by its digits only. */
const isbnSchema = z.preprocess(
  blankAsMissing,
  z
    .string()
    .trim()
    .regex(/^[0-9Xx][0-9Xx\- ]{0,24}$/)
    .transform((v) => v.replace(/[^0-9Xx]/g, '').toUpperCase())
    .optional(),
);

/** The publish year, or a date whose year is taken. */
const yearSchema = z.preprocess(
  blankAsMissing,
  z
    .string()
    .trim()
    .regex(/^\d{4}(-\d{2}(-\d{2})?)?$/)
    .transform((v) => Number(v.slice(0, 4)))
    .optional(),
);

export const booksQuerySchema = pageQuerySchema.extend({
  limit: z.preprocess(
    blankAsMissing,
    z.coerce.number<string>().int().min(1).max(CATALOG_LIMITS.maxLimit).optional(),
  ),
  comming_soon: flagSchema,
  most_popular: flagSchema,
  ids: idListSchema,
  'ids[]': idListSchema,
  book_category_id: optionalId,
  writer_id: optionalId,
  search: searchTextSchema,
  title: searchTextSchema,
  topic: searchTextSchema,
  writer_name: searchTextSchema,
  isbn: isbnSchema,
  publish_date: yearSchema,
});
export type BooksQuery = z.output<typeof booksQuerySchema>;

export const bookParamsSchema = z.object({ id: idParamSchema });

/* ---------- answers ---------- */

const fileSchema = z.object({ file_name: z.string() });
/** A resized copy of a cover, for `srcset`: its file name under /media, its width in pixels, its type. */
const imageVariantSchema = z.object({
  file_name: z.string(),
  width: z.number(),
  type: z.enum(['image/webp', 'image/jpeg']),
});

export const coverTypeSchema = z.object({
  id: z.number(),
  ...localizedText('name'),
});

export const writerSchema = z.object({
  id: z.number(),
  ...localizedText('name'),
});
export type Writer = z.infer<typeof writerSchema>;

export const bookCategorySchema = z.object({
  id: z.number(),
  ...localizedText('title'),
});

/** The languages a book's text may be in. */
export const BOOK_LANGUAGES = ['ar', 'en'] as const;

export const bookSchema = z.object({
  id: z.number(),
  ...localizedText('title'),
  /**
   * The subtitle under the title (decision 095), on a book's own page only: `subtitle` goes with the
   * title the page shows (the Arabic one when the book has no English title); '' when none.
   */
  subtitle: z.string().optional(),
  subtitle_ar: z.string().optional(),
  subtitle_en: z.string().optional(),
  ...localizedText('description'),
  /** The publish year. */
  publish_date: z.number().nullable(),
  pages: z.number().nullable(),
  /** Dollars. */
  /** The price in force: the sale's while a sale runs. */
  pdf_price: z.number(),
  hardcopy_price: z.number(),
  /** Beside the prices while a sale runs: the prices without it. */
  regular_pdf_price: z.number().optional(),
  regular_hardcopy_price: z.number().optional(),
  /** The sale running on the book (while one runs): its name and when it ends (ISO 8601). */
  sale: z.object({ ...localizedText('name'), ends_at: z.string() }).optional(),
  stock: z.number(),
  isbn: z.string().nullable(),
  /** As shown, e.g. '450 g'. */
  weight: z.string().nullable(),
  weight_grams: z.number().nullable(),
  dimensions: z.string().nullable(),
  cover_type: coverTypeSchema.nullable(),
  writer: writerSchema.nullable(),
  book_category: bookCategorySchema.nullable(),
  comming_soon: z.boolean(),
  /** A coming-soon book open for pre-order (decision 056); absent from older answers. */
  preorder_open: z.boolean().optional(),
  /** When a coming-soon book comes out (ISO date-time), if known. */
  release_at: z.string().nullable().optional(),
  most_popular: z.boolean(),
  /** The language of the book's text (the reader turns Arabic pages right to left); absent from older answers. */
  language: z.enum(BOOK_LANGUAGES).optional(),
  /** A free sample may be read at `GET /books/{id}/sample` (decision 060): the book has a PDF. */
  has_sample: z.boolean(),
  files: z.object({
    image: z.array(fileSchema),
    columns: z.object({ image: z.array(fileSchema) }),
    /** The cover's resized copies (beside the spec's fields): empty for a cover never resized. */
    image_variants: z.array(imageVariantSchema).optional(),
  }),
});
export type Book = z.infer<typeof bookSchema>;

/** A book as lists show it, on a card: everything but the description and subtitle, which only the book's page shows. */
export const listBookSchema = bookSchema.omit({
  description: true,
  description_ar: true,
  description_en: true,
  subtitle: true,
  subtitle_ar: true,
  subtitle_en: true,
});
export type ListBook = z.infer<typeof listBookSchema>;

export const bookAnswerSchema = z.object({ data: bookSchema });

/** Paginated (`meta`) when `page` or `pagination=1` is given, a plain list otherwise. */
export const booksAnswerSchema = z.object({
  data: z.array(listBookSchema),
  meta: paginationMetaSchema.optional(),
});
export type BooksAnswer = z.infer<typeof booksAnswerSchema>;

export const bookCategoryWithCountSchema = bookCategorySchema.extend({ books_count: z.number() });
export type BookCategory = z.infer<typeof bookCategoryWithCountSchema>;
export const bookCategoriesAnswerSchema = z.object({ data: z.array(bookCategoryWithCountSchema) });

/** `search`: writers whose name in either language holds every word, folded as the books' search folds. */
export const writersQuerySchema = z.object({ search: searchTextSchema });
export type WritersQuery = z.output<typeof writersQuerySchema>;

export const writersAnswerSchema = z.object({ data: z.array(writerSchema) });

/** A writer's own page: the name, life and biography in both languages, the photo and how many books are shown. */
export const writerPageSchema = writerSchema.extend({
  /** Rich text (the shop's allow-list), '' when not written. */
  bio_ar: z.string(),
  bio_en: z.string(),
  born_year: z.number().nullable(),
  died_year: z.number().nullable(),
  /** Media key of the photo (under /media), or null. */
  photo: z.string().nullable(),
  /** The writer's books on sale or coming soon. */
  books_count: z.number(),
});
export type WriterPage = z.infer<typeof writerPageSchema>;

export const writerAnswerSchema = z.object({ data: writerPageSchema });

/** A book of a series, in its place: its number and its titles. */
export const seriesBookSchema = z.object({ id: z.number(), number: z.number(), ...localizedText('title') });

/** A series with its books a reader may see, in reading order (by number). */
export const seriesSchema = z.object({
  id: z.number(),
  ...localizedText('name'),
  books: z.array(seriesBookSchema),
  /** Every numbered book of the series, shown or not yet: 'book 2 of 3'. */
  total: z.number(),
  /** The writers of its books, for the series' page and its links. */
  writers: z.array(writerSchema),
});
export type Series = z.infer<typeof seriesSchema>;

export const seriesAnswerSchema = z.object({ data: seriesSchema });

/** The series a book belongs to and its number in it; null for a book outside any series. */
export const bookSeriesAnswerSchema = z.object({
  data: seriesSchema.extend({ number: z.number() }).nullable(),
});

/** The series a writer's books belong to, for the writer's page. */
export const writerSeriesAnswerSchema = z.object({
  data: z.array(z.object({ id: z.number(), ...localizedText('name') })),
});
