import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import {
  bookCategories,
  bookSeries,
  books,
  coverTypes,
  stockChanges,
  writers,
} from '#server/db/schema/catalog.ts';
import { isBlankRichText, sanitizeRichText } from '#server/services/rich-text.ts';
import type { StaffBook, StaffBookUpdate, StockChangeBody } from '#shared/contract/staff-books.ts';
import { centsToDollars, dollarsToCents } from '#shared/price.ts';
import { checkSampleRange, sampleFields } from './sample-range.ts';
import { checkSeriesPlace } from './series-place.ts';

/*
 * Books as the back office reads and writes them: every field, hidden books included. Each function
 * takes the database or the caller's transaction (the staff write with its activity-log row). Whether
 * a book was ordered is the orders module's to say; the back office asks it before `deleteBook`.
 */

/** A book as the console edits it, all but `ordered` (the orders module's answer). */
export type StaffBookRecord = Omit<StaffBook, 'ordered'>;

/** Thrown by a write naming a writer, category or cover type that does not exist: the fields. */
export class UnknownReference extends Error {
  constructor(readonly fields: ReferenceField[]) {
    super(`unknown ${fields.join(', ')}`);
  }
}

/** Thrown by a write giving an ISBN another book has: that book. */
export class IsbnTaken extends Error {
  constructor(readonly book: { id: number; titleAr: string; titleEn: string }) {
    super('ISBN taken');
  }
}

/** Thrown by an update that would change the stock: stock changes need a reason (`changeStock`). */
export class StockNeedsReason extends Error {
  constructor(readonly stock: number) {
    super('stock changes need a reason');
  }
}

/** Thrown by `changeStock` when the book already has that stock. */
export class StockUnchanged extends Error {
  constructor(readonly stock: number) {
    super('stock unchanged');
  }
}

type ReferenceField = 'writer_id' | 'category_id' | 'cover_type_id' | 'series_id';

const staffBookColumns = {
  id: books.id,
  titleAr: books.titleAr,
  titleEn: books.titleEn,
  subtitleAr: books.subtitleAr,
  subtitleEn: books.subtitleEn,
  descriptionAr: books.descriptionAr,
  descriptionEn: books.descriptionEn,
  topicAr: books.topicAr,
  topicEn: books.topicEn,
  dimensions: books.dimensions,
  dimensionsEn: books.dimensionsEn,
  pdfPriceCents: books.pdfPriceCents,
  hardcopyPriceCents: books.hardcopyPriceCents,
  stock: books.stock,
  isbn: books.isbn,
  weightGrams: books.weightGrams,
  pages: books.pages,
  publishYear: books.publishYear,
  coverTypeId: books.coverTypeId,
  writerId: books.writerId,
  categoryId: books.categoryId,
  seriesId: books.seriesId,
  seriesNumber: books.seriesNumber,
  themaCodes: books.themaCodes,
  comingSoon: books.comingSoon,
  mostPopular: books.mostPopular,
  active: books.active,
  image: books.image,
  imageVariants: books.imageVariants,
  hasPdf: sql<boolean>`(${books.pdfFile} IS NOT NULL)`,
  language: books.language,
  sampleFirstPage: books.sampleFirstPage,
  sampleLastPage: books.sampleLastPage,
  createdAt: books.createdAt,
  updatedAt: books.updatedAt,
};

type StaffBookRow = {
  [K in keyof typeof staffBookColumns]: K extends 'hasPdf'
    ? boolean
    : (typeof books.$inferSelect)[K & keyof typeof books.$inferSelect];
};

function presentStaffBook(row: StaffBookRow): StaffBookRecord {
  return {
    id: row.id,
    image: row.image,
    image_variants: row.imageVariants ?? [],
    has_pdf: row.hasPdf,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    title_ar: row.titleAr,
    title_en: row.titleEn,
    subtitle_ar: row.subtitleAr,
    subtitle_en: row.subtitleEn,
    description_ar: row.descriptionAr,
    description_en: row.descriptionEn,
    topic_ar: row.topicAr,
    topic_en: row.topicEn,
    dimensions_ar: row.dimensions,
    dimensions_en: row.dimensionsEn,
    pdf_price: centsToDollars(row.pdfPriceCents),
    hardcopy_price: centsToDollars(row.hardcopyPriceCents),
    stock: row.stock,
    isbn: row.isbn,
    weight_grams: row.weightGrams,
    pages: row.pages,
    publish_year: row.publishYear,
    cover_type_id: row.coverTypeId,
    writer_id: row.writerId,
    category_id: row.categoryId,
    series_id: row.seriesId,
    series_number: row.seriesNumber,
    thema_codes: row.themaCodes,
    coming_soon: row.comingSoon,
    most_popular: row.mostPopular,
    hidden: !row.active,
    language: row.language,
    sample_first_page: row.sampleFirstPage,
    sample_last_page: row.sampleLastPage,
  };
}

/** One book, hidden or not; `lock` holds its row until the transaction ends. */
export async function findStaffBook(
  db: Db,
  id: number,
  options: { lock?: boolean } = {},
): Promise<StaffBookRecord | undefined> {
  const query = db.select(staffBookColumns).from(books).where(eq(books.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row && presentStaffBook(row as StaffBookRow);
}

/** Several books by id (those that exist), in id order; `lock` holds their rows until the transaction ends. */
export async function findStaffBooks(
  db: Db,
  ids: number[],
  options: { lock?: boolean } = {},
): Promise<StaffBookRecord[]> {
  if (ids.length === 0) return [];
  const query = db.select(staffBookColumns).from(books).where(inArray(books.id, ids)).orderBy(books.id);
  const rows = options.lock ? await query.for('update') : await query;
  return rows.map((row) => presentStaffBook(row as StaffBookRow));
}

/** Rich text as stored: cleaned by the allow-list, and '' when it shows nothing. */
const richText = (html: string | undefined) =>
  html === undefined ? undefined : isBlankRichText(html) ? '' : sanitizeRichText(html);

/** The input with its texts as they will be stored, so that it compares with what is stored. */
export function asStored(input: StaffBookUpdate): StaffBookUpdate {
  return {
    ...input,
    description_ar: richText(input.description_ar),
    description_en: richText(input.description_en),
  };
}

/** Columns of a write; undefined (left out) columns are not written. */
export function columnsOf(input: StaffBookUpdate) {
  const cents = (dollars: number | undefined) =>
    dollars === undefined ? undefined : dollarsToCents(dollars);
  return {
    titleAr: input.title_ar,
    titleEn: input.title_en,
    subtitleAr: input.subtitle_ar,
    subtitleEn: input.subtitle_en,
    descriptionAr: input.description_ar,
    descriptionEn: input.description_en,
    topicAr: input.topic_ar,
    topicEn: input.topic_en,
    dimensions: input.dimensions_ar,
    dimensionsEn: input.dimensions_en,
    pdfPriceCents: cents(input.pdf_price),
    hardcopyPriceCents: cents(input.hardcopy_price),
    stock: input.stock,
    isbn: input.isbn,
    weightGrams: input.weight_grams,
    pages: input.pages,
    publishYear: input.publish_year,
    coverTypeId: input.cover_type_id,
    writerId: input.writer_id,
    categoryId: input.category_id,
    seriesId: input.series_id,
    seriesNumber: input.series_number,
    themaCodes: input.thema_codes,
    comingSoon: input.coming_soon,
    mostPopular: input.most_popular,
    active: input.hidden === undefined ? undefined : !input.hidden,
    language: input.language,
    sampleFirstPage: input.sample_first_page,
    sampleLastPage: input.sample_last_page,
  };
}

const referenceTables = {
  writer_id: writers,
  category_id: bookCategories,
  cover_type_id: coverTypes,
  series_id: bookSeries,
} as const;

/** Every writer, category and cover type the input names exists; else UnknownReference naming each. */
async function checkReferences(db: Db, input: StaffBookUpdate) {
  const unknown: ReferenceField[] = [];
  for (const field of Object.keys(referenceTables) as ReferenceField[]) {
    const id = input[field];
    if (id === undefined || id === null) continue;
    const table = referenceTables[field];
    const [found] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
    if (!found) unknown.push(field);
  }
  if (unknown.length > 0) throw new UnknownReference(unknown);
}

/** The digits of a stored ISBN, however it was written (the catalogue's ISBN index reads the same). */
const storedIsbnDigits = sql`upper(regexp_replace(${books.isbn}, '[^0-9Xx]', '', 'g'))`;

/** The book, other than `exceptId`, whose ISBN has the same digits; undefined when there is none. */
export async function bookWithIsbn(db: Db, isbn: string, exceptId?: number) {
  const [book] = await db
    .select({ id: books.id, titleAr: books.titleAr, titleEn: books.titleEn })
    .from(books)
    .where(
      and(
        sql`${storedIsbnDigits} = upper(regexp_replace(${isbn}, '[^0-9Xx]', '', 'g'))`,
        exceptId === undefined ? undefined : ne(books.id, exceptId),
      ),
    )
    .limit(1);
  return book;
}

async function checkIsbnFree(db: Db, isbn: string | null | undefined, exceptId?: number) {
  if (!isbn) return;
  const holder = await bookWithIsbn(db, isbn, exceptId);
  if (holder) throw new IsbnTaken(holder);
}

/** Adds a book; fields left out take their empty values. */
export async function createBook(tx: Db, input: StaffBookUpdate & { title_ar: string }) {
  const values = asStored(input);
  checkSampleRange(values);
  await checkReferences(tx, values);
  await checkIsbnFree(tx, values.isbn);
  await checkSeriesPlace(tx, values);
  const [{ id }] = await tx
    .insert(books)
    .values({ ...columnsOf(values), titleAr: input.title_ar })
    .returning({ id: books.id });
  return (await findStaffBook(tx, id)) as StaffBookRecord;
}

const differs = (a: unknown, b: unknown) => JSON.stringify(a ?? null) !== JSON.stringify(b ?? null);

/**
 * Writes the fields given; undefined when there is no such book. `after` is `before` when nothing
 * differs (nothing is written then). The stock is changed only with a reason: StockNeedsReason.
 */
export async function updateBook(
  tx: Db,
  id: number,
  input: StaffBookUpdate,
): Promise<{ before: StaffBookRecord; after: StaffBookRecord } | undefined> {
  const before = await findStaffBook(tx, id, { lock: true });
  if (!before) return undefined;
  if (input.stock !== undefined && input.stock !== before.stock) throw new StockNeedsReason(before.stock);
  const values = asStored({ ...input, stock: undefined });
  const changed = (Object.keys(values) as (keyof StaffBookUpdate)[]).some(
    (field) => values[field] !== undefined && differs(values[field], before[field]),
  );
  if (!changed) return { before, after: before };
  // A range stored before the book's pages were changed elsewhere (an import) stays until it is edited.
  if (sampleFields.some((field) => values[field] !== undefined)) {
    checkSampleRange(
      Object.fromEntries(
        sampleFields.map((field) => [field, values[field] === undefined ? before[field] : values[field]]),
      ),
    );
  }
  await checkReferences(tx, values);
  await checkIsbnFree(tx, values.isbn, id);
  if (values.series_id !== undefined || values.series_number !== undefined) {
    await checkSeriesPlace(
      tx,
      {
        series_id: values.series_id === undefined ? before.series_id : values.series_id,
        series_number: values.series_number === undefined ? before.series_number : values.series_number,
      },
      id,
    );
  }
  await tx
    .update(books)
    .set({ ...columnsOf(values), updatedAt: sql`now()` })
    .where(eq(books.id, id));
  return { before, after: (await findStaffBook(tx, id)) as StaffBookRecord };
}

/** Hides a book from the shop or shows it again; undefined when there is no such book. */
export async function setBookHidden(tx: Db, id: number, hidden: boolean) {
  return updateBook(tx, id, { hidden });
}

/**
 * Deletes a book and its stock history; undefined when there is no such book. Callers make sure no
 * order holds it: its order lines and owned copies would refuse the deletion (a foreign key violation).
 */
export async function deleteBook(tx: Db, id: number): Promise<StaffBookRecord | undefined> {
  const book = await findStaffBook(tx, id, { lock: true });
  if (!book) return undefined;
  await tx.delete(books).where(eq(books.id, id));
  return book;
}

export type StockChangeRow = typeof stockChanges.$inferSelect;

/**
 * Sets the stock to `change.stock` and records the change with its reason and who made it, in the
 * caller's transaction; undefined when there is no such book. The row is locked first, so an order
 * taking copies at the same moment is counted in the delta.
 */
export async function changeStock(
  tx: Db,
  id: number,
  staffId: number,
  change: Required<Pick<StockChangeBody, 'stock' | 'reason'>>,
): Promise<{ before: number; change: StockChangeRow } | undefined> {
  const [book] = await tx.select({ stock: books.stock }).from(books).where(eq(books.id, id)).for('update');
  if (!book) return undefined;
  if (book.stock === change.stock) throw new StockUnchanged(book.stock);
  await tx.update(books).set({ stock: change.stock, updatedAt: sql`now()` }).where(eq(books.id, id));
  const [row] = await tx
    .insert(stockChanges)
    .values({
      bookId: id,
      staffId,
      delta: change.stock - book.stock,
      stockAfter: change.stock,
      reason: change.reason.trim(),
    })
    .returning();
  return { before: book.stock, change: row };
}
