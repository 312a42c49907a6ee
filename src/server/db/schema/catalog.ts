import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { SaleScope } from '#shared/contract/staff-sales.ts';
import { createdAt, serialId, updatedAt } from './columns.ts';

/* Tables of the catalog module: books, their writers, categories and cover types. */

/** One resized copy of a cover: its media key, its width in pixels and its type. */
export type CoverVariant = { key: string; width: number; type: 'image/webp' | 'image/jpeg' };

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const coverTypes = pgTable('cover_types', {
  id: serialId(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
});

export const bookCategories = pgTable('book_categories', {
  id: serialId(),
  titleAr: text('title_ar').notNull(),
  titleEn: text('title_en').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const writers = pgTable(
  'writers',
  {
    id: serialId(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    searchText: text('search_text').generatedAlwaysAs(sql`shop_normalize(name_ar || ' ' || name_en)`),
    /** The writer's life in rich text (the shop's allow-list), in each language; '' when not written. */
    bioAr: text('bio_ar').notNull().default(''),
    bioEn: text('bio_en').notNull().default(''),
    /** Years of birth and death (Gregorian), when known. */
    bornYear: integer('born_year'),
    diedYear: integer('died_year'),
    /** Media key of the writer's photo (under /media), set by its upload route. */
    photo: text('photo'),
  },
  (t) => [
    index('writers_search_text_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check(
      'writers_life_in_order',
      sql`${t.diedYear} IS NULL OR ${t.bornYear} IS NULL OR ${t.diedYear} >= ${t.bornYear}`,
    ),
  ],
);

/** A series of books read in order (e.g. 'ثلاثية القاهرة'); each book of it has its number. */
export const bookSeries = pgTable('book_series', {
  id: serialId(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
});

/** The languages a book's text may be in. */
export const bookLanguages = ['ar', 'en'] as const;

export const books = pgTable(
  'books',
  {
    id: serialId(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull().default(''),
    /** The subtitle under the title in each language ('' when it has none). */
    subtitleAr: text('subtitle_ar').notNull().default(''),
    subtitleEn: text('subtitle_en').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    /** Free keywords searched as the "topic" of the advanced search. */
    topicAr: text('topic_ar').notNull().default(''),
    topicEn: text('topic_en').notNull().default(''),
    publishYear: integer('publish_year'),
    pages: integer('pages'),
    pdfPriceCents: integer('pdf_price_cents').notNull().default(0),
    hardcopyPriceCents: integer('hardcopy_price_cents').notNull().default(0),
    stock: integer('stock').notNull().default(0),
    isbn: text('isbn'),
    weightGrams: integer('weight_grams'),
    /** Dimensions as written in Arabic (e.g. '17 × 24 سم'). */
    dimensions: text('dimensions'),
    /** Dimensions as written in English (e.g. '17 × 24 cm'). */
    dimensionsEn: text('dimensions_en'),
    coverTypeId: integer('cover_type_id').references(() => coverTypes.id),
    writerId: integer('writer_id').references(() => writers.id),
    categoryId: integer('category_id').references(() => bookCategories.id),
    /** The series the book belongs to, and its number in it (both or neither). */
    seriesId: integer('series_id').references(() => bookSeries.id),
    seriesNumber: integer('series_number'),
    /**
     * The book's Thema subject codes (EDItEUR's subject scheme, decision 095), as staff set them: a
     * subject category first (the main subject), then more categories or qualifiers.
     */
    themaCodes: text('thema_codes').array().notNull().default(sql`'{}'::text[]`),
    /** Media key of the cover image, relative to the media root. */
    image: text('image'),
    /** Resized copies of the cover (WebP), for `srcset`; null for a cover that was never resized. */
    imageVariants: jsonb('image_variants').$type<CoverVariant[]>(),
    /** Storage key of the full PDF; never sent to clients. */
    pdfFile: text('pdf_file'),
    /** The pages of the free sample, 1-based and inclusive; both null: the first 10% of pages, at most 20. */
    sampleFirstPage: integer('sample_first_page'),
    sampleLastPage: integer('sample_last_page'),
    /** Storage key of the sample made now (catalog/sample.ts); the one made before it is removed. */
    sampleKey: text('sample_key'),
    /** The language of the book's text: Arabic books' pages turn right to left, English ones left to right. */
    language: text('language', { enum: bookLanguages }).notNull().default('ar'),
    comingSoon: boolean('coming_soon').notNull().default(false),
    /** A coming-soon book readers may order now: printed copies ship, PDFs are delivered, on release. */
    preorderOpen: boolean('preorder_open').notNull().default(false),
    /** When a pre-ordered book comes out by itself (the release job); staff may release it earlier. */
    releaseAt: timestamp('release_at', { withTimezone: true }),
    mostPopular: boolean('most_popular').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Normalised text of the book's own fields, for Arabic-aware trigram search. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`shop_normalize(title_ar || ' ' || title_en || ' ' || topic_ar || ' ' || topic_en || ' ' || coalesce(isbn, ''))`,
    ),
    /** Stemmed words (titles weigh more than topics) for full-text matches the trigram search misses. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('arabic'::regconfig, shop_normalize(title_ar)), 'A') || setweight(to_tsvector('english'::regconfig, shop_normalize(title_en)), 'A') || setweight(to_tsvector('arabic'::regconfig, shop_normalize(topic_ar)), 'B') || setweight(to_tsvector('english'::regconfig, shop_normalize(topic_en)), 'B')`,
    ),
  },
  (t) => [
    uniqueIndex('books_isbn_unique').on(t.isbn),
    index('books_search_text_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('books_category_idx').on(t.categoryId),
    index('books_writer_idx').on(t.writerId),
    // One book per number in a series.
    uniqueIndex('books_series_number_unique').on(t.seriesId, t.seriesNumber),
    check(
      'books_series_numbered',
      sql`(${t.seriesId} IS NULL) = (${t.seriesNumber} IS NULL) AND (${t.seriesNumber} IS NULL OR ${t.seriesNumber} >= 1)`,
    ),
    index('books_search_vector_gin').using('gin', t.searchVector),
    // Newest-first listings read these in order and stop after one page.
    index('books_active_newest_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`${t.active}`),
    index('books_category_newest_idx')
      .on(t.categoryId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.active}`),
    index('books_writer_newest_idx').on(t.writerId, t.createdAt.desc(), t.id.desc()).where(sql`${t.active}`),
    // The home page's coming-soon and most-popular lists: the first rows of these are the whole answer.
    index('books_coming_soon_newest_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.active} AND ${t.comingSoon}`),
    index('books_most_popular_newest_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.active} AND ${t.mostPopular}`),
    index('books_publish_year_idx').on(t.publishYear).where(sql`${t.active}`),
    // ISBN lookups compare digits only, whatever hyphens were typed or stored.
    index('books_isbn_digits_idx').using(
      'btree',
      sql`upper(regexp_replace(${t.isbn}, '[^0-9Xx]', '', 'g')) text_pattern_ops`,
    ),
    check('books_stock_non_negative', sql`${t.stock} >= 0`),
    check('books_pdf_price_non_negative', sql`${t.pdfPriceCents} >= 0`),
    check(
      'books_sample_pages',
      sql`(${t.sampleFirstPage} IS NULL) = (${t.sampleLastPage} IS NULL) AND (${t.sampleFirstPage} IS NULL OR (${t.sampleFirstPage} >= 1 AND ${t.sampleLastPage} >= ${t.sampleFirstPage}))`,
    ),
    check('books_language', sql`${t.language} IN ('ar', 'en')`),
    check('books_hardcopy_price_non_negative', sql`${t.hardcopyPriceCents} >= 0`),
    check('books_pages_positive', sql`${t.pages} IS NULL OR ${t.pages} > 0`),
    check(
      'books_subtitle_length',
      sql`char_length(${t.subtitleAr}) <= 300 AND char_length(${t.subtitleEn}) <= 300`,
    ),
    // Each code of Thema's form (THEMA_CODE in src/shared/thema.ts), at most 10, the first a subject category.
    check(
      'books_thema_codes',
      sql`cardinality(${t.themaCodes}) <= 10 AND array_to_string(${t.themaCodes}, ' ') ~ '^([ACDFGJKLMNPQRSTUVWXY1-6][A-Z0-9]{0,8}(-[A-Z]{2}-[A-Z0-9]{1,8})?( [ACDFGJKLMNPQRSTUVWXY1-6][A-Z0-9]{0,8}(-[A-Z]{2}-[A-Z0-9]{1,8})?)*)?$' AND (cardinality(${t.themaCodes}) = 0 OR ${t.themaCodes}[1] ~ '^[A-Z]')`,
    ),
  ],
);

/** Every change of a book's stock made by staff, with its reason (orders keep their own lines). */
export const stockChanges = pgTable(
  'stock_changes',
  {
    id: serialId(),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    /** The staff member who changed it (staff module's id; no foreign key across modules). */
    staffId: integer('staff_id'),
    delta: integer('delta').notNull(),
    stockAfter: integer('stock_after').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('stock_changes_book_idx').on(t.bookId, t.createdAt.desc())],
);

/**
 * A sale on a schedule: from `starts_at` (included) to `ends_at` (excluded), either a percentage off
 * both formats or a fixed price for one or both formats (docs/decisions/053-scheduled-sales.md).
 */
export const sales = pgTable(
  'sales',
  {
    id: serialId(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    /** What the sale covers: the whole catalogue, named books, one category or one writer's books. */
    scope: text('scope').$type<SaleScope>().notNull(),
    /** The books of a `books` sale (empty otherwise); a book deleted since simply matches nothing. */
    bookIds: integer('book_ids').array().notNull().default(sql`'{}'::integer[]`),
    categoryId: integer('category_id').references(() => bookCategories.id, { onDelete: 'cascade' }),
    writerId: integer('writer_id').references(() => writers.id, { onDelete: 'cascade' }),
    /** Percent off both formats, 1 to 99; null for a sale at fixed prices. */
    percent: integer('percent'),
    /** The fixed price of each format during the sale; null leaves that format at its price. */
    pdfPriceCents: integer('pdf_price_cents'),
    hardcopyPriceCents: integer('hardcopy_price_cents'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('sales_ends_at_idx').on(t.endsAt),
    check('sales_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    check('sales_percent_range', sql`${t.percent} IS NULL OR ${t.percent} BETWEEN 1 AND 99`),
    check(
      'sales_percent_or_prices',
      sql`(${t.percent} IS NOT NULL) <> (${t.pdfPriceCents} IS NOT NULL OR ${t.hardcopyPriceCents} IS NOT NULL)`,
    ),
    check('sales_pdf_price_positive', sql`${t.pdfPriceCents} IS NULL OR ${t.pdfPriceCents} >= 0`),
    check(
      'sales_hardcopy_price_positive',
      sql`${t.hardcopyPriceCents} IS NULL OR ${t.hardcopyPriceCents} >= 0`,
    ),
  ],
);

/**
 * 'Tell me when it's out': who waits for a coming-soon or sold-out book. A visitor's address waits
 * once confirmed (double opt-in, as the newsletter; the link's token is stored as its SHA-256 only); a
 * signed-in reader's waits at once. On release, or when printed stock comes back, each confirmed row
 * gets one mail and is deleted in the same transaction.
 */
export const bookWaitlist = pgTable(
  'book_waitlist',
  {
    id: serialId(),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** The signed-in reader who asked (clients module's id; no foreign key across modules). */
    clientId: integer('client_id'),
    language: text('language').notNull().default('ar'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmTokenHash: text('confirm_token_hash'),
    confirmSentAt: timestamp('confirm_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('book_waitlist_book_email_unique').on(t.bookId, t.email),
    index('book_waitlist_token_idx').on(t.confirmTokenHash),
    check('book_waitlist_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);
