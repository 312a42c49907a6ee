import { z } from 'zod';
import { MAX_ID } from '../ids.ts';
import { hasIsbnShape, isValidIsbn, normalizeIsbn } from '../isbn.ts';
import { pageQuerySchema, paginationMetaSchema } from '../pagination.ts';
import { SAMPLE_MAX_PAGES } from '../sample-pages.ts';
import { themaCodesSchema } from './book-subjects.ts';
import { BOOK_LANGUAGES } from './catalog.ts';
import { idParamSchema } from './content.ts';

/*
 * Books in the back office: every catalogue field in Arabic and English, prices in dollars with cents
 * (kept in cents), stock changes with their reason. GET answers a book under `data`; PUT takes that
 * same shape back (read-only fields are ignored, a field left out is unchanged); POST takes it without
 * `id`.
 */

export const BOOK_LIMITS = {
  title: 300,
  /** The subtitle under the title, in each language. */
  subtitle: 300,
  /** Rich text (HTML), cleaned by the server before it is stored. */
  description: 100_000,
  topic: 1_000,
  dimensions: 100,
  /** Dollars. */
  price: 100_000,
  stock: 1_000_000,
  weightGrams: 100_000,
  pages: 100_000,
  yearMin: 1000,
  yearMax: 2100,
  reason: 500,
  search: 200,
  /** A book's number in its series. */
  seriesNumber: 9_999,
} as const;

/** 'Other lists 10' (DESIGN.md). */
export const STAFF_BOOKS_PER_PAGE = 10;

export const BOOK_FORMATS = ['pdf', 'hardcopy', 'both'] as const;
export const STOCK_STATES = ['in', 'low', 'out'] as const;
export const BOOK_SORTS = ['newest', 'title', 'price', 'stock', 'year'] as const;
export type BookSort = (typeof BOOK_SORTS)[number];

/* ---------- one field each ---------- */

/** Query values a form leaves empty read as absent. */
const blankAsMissing = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * The field's message when it is missing ('required') or of another type (`wrongType`, e.g. 'number'):
 * the request's own value is not in zod's issues, so its generated message could not name it.
 */
const missingOr = (wrongType: string) => (issue: { input?: unknown; code?: string }) =>
  issue.input === undefined ? 'required' : issue.code === 'invalid_type' ? wrongType : undefined;

const text = (max: number) =>
  z
    .string({ error: missingOr('text') })
    .trim()
    .max(max);

/** Blank reads as null: nothing written. */
const optionalText = (max: number) =>
  text(max)
    .nullable()
    .transform((v) => (v ? v : null));

/** Whole cents: `12.5` and `12.50` are, `12.505` is not. */
const inCents = (dollars: number) => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;

const numberSchema = () => z.number({ error: missingOr('number') });

const priceSchema = numberSchema().min(0).max(BOOK_LIMITS.price).refine(inCents, { error: 'cents' });

const count = (min: number, max: number) => numberSchema().int({ error: 'wholeNumber' }).min(min).max(max);

const referenceSchema = numberSchema().int({ error: 'wholeNumber' }).positive().max(MAX_ID).nullable();

const flag = z.boolean({ error: missingOr('yesNo') });

/**
 * ISBN-13 or ISBN-10 as typed (hyphens and spaces allowed), kept as the 13 digits of its ISBN-13;
 * blank or null: none.
 */
export const isbnSchema = z
  .string({ error: missingOr('text') })
  .trim()
  .max(40)
  .refine((v) => v === '' || hasIsbnShape(v), { error: 'isbn', abort: true })
  .refine((v) => v === '' || isValidIsbn(v), { error: 'isbnCheckDigit' })
  .transform((v) => (v === '' ? null : (normalizeIsbn(v) ?? v)))
  .nullable();

/* ---------- inputs ---------- */

const bookFields = {
  title_ar: text(BOOK_LIMITS.title).min(1, { error: 'required', abort: true }),
  title_en: text(BOOK_LIMITS.title),
  /** Under the title; '' when the book has none. */
  subtitle_ar: text(BOOK_LIMITS.subtitle),
  subtitle_en: text(BOOK_LIMITS.subtitle),
  /** Rich text (HTML); the server keeps only the tags and attributes of its allow-list. */
  description_ar: text(BOOK_LIMITS.description),
  description_en: text(BOOK_LIMITS.description),
  /** Free keywords the shop's search and its 'topic' field look in. */
  topic_ar: text(BOOK_LIMITS.topic),
  topic_en: text(BOOK_LIMITS.topic),
  /** As written for each language, unit included, e.g. '17 × 24 سم' and '17 × 24 cm'. */
  dimensions_ar: optionalText(BOOK_LIMITS.dimensions),
  dimensions_en: optionalText(BOOK_LIMITS.dimensions),
  /** Dollars with at most two decimals; 0: not sold in that format. */
  pdf_price: priceSchema,
  hardcopy_price: priceSchema,
  /** Copies in stock. Set when the book is created; afterwards changed with a reason (`POST …/stock`). */
  stock: count(0, BOOK_LIMITS.stock),
  isbn: isbnSchema,
  weight_grams: count(1, BOOK_LIMITS.weightGrams).nullable(),
  pages: count(1, BOOK_LIMITS.pages).nullable(),
  publish_year: count(BOOK_LIMITS.yearMin, BOOK_LIMITS.yearMax).nullable(),
  cover_type_id: referenceSchema,
  writer_id: referenceSchema,
  category_id: referenceSchema,
  /** The series the book belongs to and its number in it: both or neither, one book per number. */
  series_id: referenceSchema,
  series_number: count(1, BOOK_LIMITS.seriesNumber).nullable(),
  /** Thema subject codes, the main subject first (decision 095), sent to the trade in the ONIX export. */
  thema_codes: themaCodesSchema,
  coming_soon: flag,
  most_popular: flag,
  /** Hidden from the shop (its lists, search and page); still in orders and libraries. */
  hidden: flag,
  /** The language of the book's text: the reader turns an Arabic book's pages right to left. */
  language: z.enum(BOOK_LANGUAGES, {
    error: (issue) => (issue.input === undefined ? 'required' : 'bookLanguage'),
  }),
  /**
   * The pages of the free sample, 1-based and inclusive (decision 060): both or neither, the first no
   * later than the last, at most 20 pages, the last within `pages` when known (and within the PDF's real
   * pages, which the server checks); both null: the first 10%, at most 20.
   */
  sample_first_page: count(1, BOOK_LIMITS.pages).nullable(),
  sample_last_page: count(1, BOOK_LIMITS.pages).nullable(),
};

type SampleFields = {
  sample_first_page?: number | null;
  sample_last_page?: number | null;
  pages?: number | null;
};

/**
 * The refusals of a book's sample range as a whole, each under its field, as named field messages:
 * one page given without the other, the last before the first, more than 20 pages, the last beyond
 * the book's pages. (The server also holds the range to the real pages of the book's PDF.)
 */
export function sampleRangeIssues(book: SampleFields): { field: keyof SampleFields; message: string }[] {
  const first = book.sample_first_page ?? null;
  const last = book.sample_last_page ?? null;
  if (first === null && last === null) return [];
  if (first === null) return [{ field: 'sample_first_page', message: 'sampleBoth' }];
  if (last === null) return [{ field: 'sample_last_page', message: 'sampleBoth' }];
  if (last < first) return [{ field: 'sample_last_page', message: 'sampleOrder' }];
  if (last - first + 1 > SAMPLE_MAX_PAGES) return [{ field: 'sample_last_page', message: 'sampleLength' }];
  if (book.pages != null && last > book.pages) return [{ field: 'sample_last_page', message: 'samplePages' }];
  return [];
}

/** `sampleRangeIssues` as a zod refinement, for a form holding every field. */
export function sampleRangeRule(book: SampleFields, ctx: z.RefinementCtx) {
  for (const { field, message } of sampleRangeIssues(book)) {
    ctx.addIssue({ code: 'custom', message, path: [field] });
  }
}

/**
 * A new book: only `title_ar` is required; any other field left out takes its empty value (no text,
 * price 0, stock 0, no ISBN, no writer…, flags off).
 */
const uploadToken = z.string().min(1).max(100).optional();

/** A new book; `cover_upload` and `pdf_upload` are tokens of files uploaded for it beforehand. */
export const staffBookCreateSchema = z.object({
  ...z.object(bookFields).partial().shape,
  title_ar: bookFields.title_ar,
  cover_upload: uploadToken,
  pdf_upload: uploadToken,
});
export type StaffBookCreateBody = z.input<typeof staffBookCreateSchema>;

/** What GET answers under `data`, each field optional: a field left out is unchanged. */
export const staffBookUpdateSchema = z.object(bookFields).partial();
export type StaffBookUpdateBody = z.input<typeof staffBookUpdateSchema>;
export type StaffBookUpdate = z.output<typeof staffBookUpdateSchema>;

/** A new stock level and why: a delivery, a count, damaged copies… */
export const stockChangeBodySchema = z.object({
  stock: count(0, BOOK_LIMITS.stock),
  reason: text(BOOK_LIMITS.reason).min(1, { error: 'required', abort: true }),
});
export type StockChangeBody = z.input<typeof stockChangeBodySchema>;

export const staffBookParamsSchema = z.object({ id: idParamSchema });

const flagQuery = z.preprocess(
  blankAsMissing,
  z
    .enum(['0', '1', 'true', 'false'])
    .transform((v) => v === '1' || v === 'true')
    .optional(),
);
const idQuery = z.preprocess(blankAsMissing, idParamSchema.optional());

export const staffBooksQuerySchema = pageQuerySchema.extend({
  /** The shop's Arabic-aware search: title, topic, ISBN or writer's name. */
  search: z.preprocess(blankAsMissing, z.string().trim().max(BOOK_LIMITS.search).optional()),
  category_id: idQuery,
  writer_id: idQuery,
  /** Sold as a PDF (pdf price above 0), as a printed copy (hardcopy price above 0), or both. */
  format: z.preprocess(blankAsMissing, z.enum(BOOK_FORMATS).optional()),
  /** In stock (above 0), low (above 0 and under the `low_stock_threshold` setting), out (0). */
  stock: z.preprocess(blankAsMissing, z.enum(STOCK_STATES).optional()),
  coming_soon: flagQuery,
  most_popular: flagQuery,
  hidden: flagQuery,
  /** Newest first by default; a search without `sort` ranks by relevance. */
  sort: z.preprocess(blankAsMissing, z.enum(BOOK_SORTS).optional()),
  /** `desc` by default for newest, `asc` for the others. */
  dir: z.preprocess(blankAsMissing, z.enum(['asc', 'desc']).optional()),
});
export type StaffBooksQuery = z.output<typeof staffBooksQuerySchema>;

export const stockChangesQuerySchema = pageQuerySchema.pick({ page: true, per_page: true });
export type StockChangesQuery = z.output<typeof stockChangesQuerySchema>;

/* ---------- answers ---------- */

const namedSchema = z.object({ id: z.number(), name_ar: z.string(), name_en: z.string() });
const titledSchema = z.object({ id: z.number(), title_ar: z.string(), title_en: z.string() });

/** A resized copy of the cover: its media key (under /media), width in pixels and type. */
export const coverVariantSchema = z.object({
  key: z.string(),
  width: z.number(),
  type: z.enum(['image/webp', 'image/jpeg']),
});

const readOnlyFields = {
  id: z.number(),
  /** Media key of the cover (under /media), or null; set by uploading a cover. */
  image: z.string().nullable(),
  image_variants: z.array(coverVariantSchema),
  /** Whether the full PDF was uploaded. */
  has_pdf: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
};

/** A book as GET answers it under `data`. */
export const staffBookSchema = z.object({
  ...readOnlyFields,
  title_ar: z.string(),
  title_en: z.string(),
  subtitle_ar: z.string(),
  subtitle_en: z.string(),
  description_ar: z.string(),
  description_en: z.string(),
  topic_ar: z.string(),
  topic_en: z.string(),
  dimensions_ar: z.string().nullable(),
  dimensions_en: z.string().nullable(),
  pdf_price: z.number(),
  hardcopy_price: z.number(),
  stock: z.number(),
  isbn: z.string().nullable(),
  weight_grams: z.number().nullable(),
  pages: z.number().nullable(),
  publish_year: z.number().nullable(),
  cover_type_id: z.number().nullable(),
  writer_id: z.number().nullable(),
  category_id: z.number().nullable(),
  series_id: z.number().nullable(),
  series_number: z.number().nullable(),
  thema_codes: z.array(z.string()),
  coming_soon: z.boolean(),
  most_popular: z.boolean(),
  hidden: z.boolean(),
  language: z.enum(BOOK_LANGUAGES),
  sample_first_page: z.number().nullable(),
  sample_last_page: z.number().nullable(),
  /** Some order holds it: it may be hidden, never deleted. */
  ordered: z.boolean(),
});
export type StaffBook = z.infer<typeof staffBookSchema>;

/** A book as the console's list shows it, in both languages. */
export const staffBookRowSchema = z.object({
  id: z.number(),
  title_ar: z.string(),
  title_en: z.string(),
  image: z.string().nullable(),
  image_variants: z.array(coverVariantSchema),
  isbn: z.string().nullable(),
  publish_year: z.number().nullable(),
  pdf_price: z.number(),
  hardcopy_price: z.number(),
  stock: z.number(),
  has_pdf: z.boolean(),
  writer: namedSchema.nullable(),
  category: titledSchema.nullable(),
  coming_soon: z.boolean(),
  most_popular: z.boolean(),
  hidden: z.boolean(),
  created_at: z.string(),
});
export type StaffBookRow = z.infer<typeof staffBookRowSchema>;

export const staffBooksAnswerSchema = z.object({
  data: z.array(staffBookRowSchema),
  meta: paginationMetaSchema,
});

export const staffBookAnswerSchema = z.object({ data: staffBookSchema });
/** A write's answer: the book as it now is, and what happened in the request's language. */
export const staffBookSavedSchema = z.object({ data: staffBookSchema, message: z.string() });
export const staffBookDeletedSchema = z.object({ message: z.string() });

export const stockChangeSchema = z.object({
  id: z.number(),
  book_id: z.number(),
  /** Who changed it (their name as it is now: '' when the member is gone); null when unknown. */
  staff: z.object({ id: z.number(), name: z.string() }).nullable(),
  delta: z.number(),
  stock_after: z.number(),
  reason: z.string(),
  created_at: z.string(),
});
export type StockChange = z.infer<typeof stockChangeSchema>;

export const stockChangeAnswerSchema = z.object({
  data: z.object({ book: staffBookSchema, change: stockChangeSchema }),
  message: z.string(),
});
export const stockChangesAnswerSchema = z.object({
  data: z.array(stockChangeSchema),
  meta: paginationMetaSchema,
});
