import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { bookCategories, books, coverTypes, sales, writers } from '#server/db/schema/catalog.ts';

/* Books for the tests: a small catalogue with fixed ids and creation times (newest = highest id), and
   single books for the tests of other modules. */

export const fixtureCategories = [
  { id: 1, titleAr: 'روايات', titleEn: 'Novels', sort: 1 },
  { id: 2, titleAr: 'شعر', titleEn: 'Poetry', sort: 2 },
  { id: 3, titleAr: 'تاريخ', titleEn: '', sort: 3 },
];

export const fixtureWriters = [
  { id: 1, nameAr: 'نجيب محفوظ', nameEn: 'Naguib Mahfouz' },
  { id: 2, nameAr: 'أحمد شوقي', nameEn: 'Ahmad Shawqi' },
  { id: 3, nameAr: 'ابن خلدون', nameEn: '' },
];

export const fixtureCoverTypes = [{ id: 1, nameAr: 'غلاف ورقي', nameEn: 'Paperback' }];

type FixtureBook = typeof books.$inferInsert & { id: number };

const base = (id: number): FixtureBook => ({
  id,
  titleAr: `كتاب ${id}`,
  titleEn: `Book ${id}`,
  descriptionAr: `<p>وصف الكتاب ${id}</p>`,
  descriptionEn: `<p>About book ${id}</p>`,
  publishYear: 2000 + (id % 5),
  pages: 100 + id,
  pdfPriceCents: 500 + id,
  hardcopyPriceCents: 1500 + id,
  stock: id % 4,
  isbn: `978-0-00-0000${String(id).padStart(2, '0')}-0`,
  weightGrams: 300 + id,
  dimensions: '14 × 21 سم',
  dimensionsEn: '14 × 21 cm',
  coverTypeId: 1,
  writerId: (id % 3) + 1,
  categoryId: (id % 3) + 1,
  image: `covers/${id}.png`,
  pdfFile: `books/${id}.pdf`,
  createdAt: new Date(Date.UTC(2024, 0, 1, 0, id)),
});

/** 20 books, ids 1..20; 5 coming soon (ids 16..20), 4 most popular (ids 1, 5, 9, 13); id 20 inactive. */
export const fixtureBooks: FixtureBook[] = Array.from({ length: 20 }, (_, i) => {
  const id = i + 1;
  return {
    ...base(id),
    comingSoon: id > 15,
    mostPopular: id % 4 === 1 && id < 16,
    active: id !== 20,
  };
});

/** Named books the search tests look for. */
Object.assign(fixtureBooks[0], {
  titleAr: 'الثُّلاثيَّة: بين القصرين',
  titleEn: 'Palace Walk',
  topicAr: 'القاهرة، الأسرة',
  topicEn: 'Cairo family saga',
  writerId: 1,
  categoryId: 1,
});
Object.assign(fixtureBooks[1], {
  titleAr: 'الشوقيات',
  titleEn: 'Al-Shawqiyyat',
  topicAr: 'قصائد',
  topicEn: 'poems',
  writerId: 2,
  categoryId: 2,
});
Object.assign(fixtureBooks[2], {
  titleAr: 'المقدمة',
  titleEn: 'The Muqaddimah',
  topicAr: 'علم العمران، التاريخ',
  topicEn: 'history of civilisation',
  writerId: 3,
  categoryId: 3,
});

export async function insertCatalogFixtures(db: Db) {
  await db.insert(coverTypes).values(fixtureCoverTypes);
  await db.insert(bookCategories).values(fixtureCategories);
  await db.insert(writers).values(fixtureWriters);
  await db.insert(books).values(fixtureBooks);
}

/** One book on sale, 10 in stock, unless `values` say otherwise. */
export async function insertBook(db: Db, values: Partial<typeof books.$inferInsert> = {}) {
  const [row] = await db
    .insert(books)
    .values({
      titleAr: 'كتاب',
      titleEn: 'A book',
      pdfPriceCents: 500,
      hardcopyPriceCents: 1200,
      stock: 10,
      ...values,
    })
    .returning();
  return row;
}

/** Points a book at another storage key for its full PDF. */
export async function setBookPdfFile(db: Db, bookId: number, pdfFile: string) {
  await db.update(books).set({ pdfFile }).where(eq(books.id, bookId));
}

export async function stockOf(db: Db, bookId: number): Promise<number> {
  const [row] = await db.select({ stock: books.stock }).from(books).where(eq(books.id, bookId));
  return row.stock;
}

/** The books on sale, newest first, as the staff console lists them. */
export const newestBooks = (db: Db) =>
  db
    .select({ id: books.id, titleAr: books.titleAr, titleEn: books.titleEn, image: books.image })
    .from(books)
    .where(eq(books.active, true))
    .orderBy(desc(books.createdAt), desc(books.id));

/** Sets a book's hard-copy price straight in the database, as no staff write would (the database announces it). */
export async function setHardcopyPriceCents(db: Db, bookId: number, cents: number) {
  await db.update(books).set({ hardcopyPriceCents: cents }).where(eq(books.id, bookId));
}

/**
 * Changes a book in plain SQL, behind every service, as another process or a hand at the database
 * would: its stock by `stockBy`, and its hard-copy price when given.
 */
export async function changeBookInSql(
  db: Db,
  bookId: number,
  change: { stockBy: number; hardcopyPriceCents?: number },
) {
  const price =
    change.hardcopyPriceCents === undefined
      ? sql``
      : sql`, hardcopy_price_cents = ${change.hardcopyPriceCents}`;
  await db.execute(sql`UPDATE books SET stock = stock + ${change.stockBy}${price} WHERE id = ${bookId}`);
}

/** Rewrites every writer as it is, in plain SQL: a write to a catalogue table that changes nothing. */
export const touchWritersInSql = (db: Db) => db.execute(sql`UPDATE writers SET name_en = name_en`);

/** Counts the books in plain SQL: a statement that writes no catalogue table. */
export const countBooksInSql = (db: Db) => db.execute(sql`SELECT count(*) FROM books`);

/**
 * A sale written straight in the database: 20% off the whole catalogue from an hour ago for an hour,
 * unless `values` say otherwise.
 */
export async function insertSale(db: Db, values: Partial<typeof sales.$inferInsert> = {}) {
  const now = Date.now();
  const [row] = await db
    .insert(sales)
    .values({
      nameAr: 'تخفيضات',
      nameEn: 'Sale',
      scope: 'all',
      percent: values.pdfPriceCents || values.hardcopyPriceCents ? null : 20,
      startsAt: new Date(now - 3_600_000),
      endsAt: new Date(now + 3_600_000),
      ...values,
    })
    .returning();
  return row!;
}

/** Every sale taken away. */
export const deleteSales = (db: Db) => db.delete(sales);

/** The module's tables, for tests that arrange or read rows directly. */
export {
  bookCategories,
  bookSeries,
  books,
  bookWaitlist,
  coverTypes,
  sales,
  writers,
} from '#server/db/schema/catalog.ts';
