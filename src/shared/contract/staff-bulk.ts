import { z } from 'zod';

/*
 * The catalogue as a CSV file: exported whole (UTF-8 with a BOM, so that Excel reads the Arabic), and
 * imported back all or nothing. A row is matched to a book by its ISBN (or, without one, by its `id`);
 * any other row is a new book. Each row is checked by the books API's own schema.
 */

/** The columns, in the order the export writes them; an import may leave any out but `title_ar`. */
export const BOOK_CSV_COLUMNS = [
  'id',
  'isbn',
  'title_ar',
  'title_en',
  'description_ar',
  'description_en',
  'topic_ar',
  'topic_en',
  'dimensions_ar',
  'dimensions_en',
  'pdf_price',
  'hardcopy_price',
  'stock',
  'weight_grams',
  'pages',
  'publish_year',
  /** The writer's Arabic name (or English, or id; the id when two share the name). */
  'writer',
  'category',
  'cover_type',
  'coming_soon',
  'most_popular',
  'hidden',
] as const;
export type BookCsvColumn = (typeof BOOK_CSV_COLUMNS)[number];

export const CSV_LIMITS = {
  /** Bytes of one CSV file. */
  bytes: 20 * 1024 * 1024,
  /** Book rows in one import. */
  rows: 5_000,
} as const;

/** The reason recorded with a stock level an import changes. */
export const IMPORT_STOCK_REASON = 'استيراد CSV / CSV import';

export const importErrorSchema = z.object({
  /** The line of the file (the header is line 1). */
  line: z.number(),
  /** The column the error is in, or null for the whole row or file. */
  column: z.string().nullable(),
  message: z.string(),
});
export type ImportError = z.infer<typeof importErrorSchema>;

export const IMPORT_ACTIONS = ['create', 'update', 'unchanged'] as const;

export const importRowSchema = z.object({
  line: z.number(),
  action: z.enum(IMPORT_ACTIONS),
  /** The book updated (or left as it is); null for a new one. */
  book_id: z.number().nullable(),
  isbn: z.string().nullable(),
  title_ar: z.string(),
  /** For an update: the fields it changes, as they are and as they would become. */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importCountsSchema = z.object({
  rows: z.number(),
  create: z.number(),
  update: z.number(),
  unchanged: z.number(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

/** What an import would do, row by row, and every error by line and column (nothing is written). */
export const importPreviewAnswerSchema = z.object({
  data: z.object({
    counts: importCountsSchema,
    errors: z.array(importErrorSchema),
    rows: z.array(importRowSchema),
  }),
  /** What the preview found, in a sentence. */
  message: z.string(),
});
export type ImportPreviewAnswer = z.infer<typeof importPreviewAnswerSchema>;
export type ImportPreview = ImportPreviewAnswer['data'];

/** What an import did. A file with any error is refused whole (422, `errors` keyed `line.column`). */
export const importAnswerSchema = z.object({
  data: importCountsSchema,
  message: z.string(),
});
export type ImportAnswer = z.infer<typeof importAnswerSchema>;
