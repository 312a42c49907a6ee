import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { bookCategories, bookSeries, books, coverTypes, type writers } from '#server/db/schema/catalog.ts';
import {
  STAFF_LIST_LIMITS,
  type StaffCategoriesQuery,
  type StaffCategory,
  type StaffNamed,
  type StaffNamedQuery,
} from '#shared/contract/staff-taxonomy.ts';
import type { Lang } from '#shared/lang.ts';
import { searchWords } from './search.ts';

/*
 * The back office's book categories, writers and cover types. Each may be renamed at any time (the
 * catalogue's caches are cleared by the caller's change feed), and deleted only while no book, shown
 * or hidden, uses it: the record is locked first, so a book saved meanwhile waits and then fails its
 * reference instead of pointing at nothing.
 */

/** A page of a console list and the total it is part of. */
export type StaffPage<T> = { data: T[]; total: number; page: number; perPage: number };

/** Who still uses a record: how many books and the titles of the first few, in both languages. */
export type UsedBy = { total: number; titles: { ar: string[]; en: string[] } };

/** A deletion: done (with the record as it was), refused while books use it, or nothing to delete. */
export type DeleteOutcome<T> = { deleted: T } | { usedBy: UsedBy } | null;

/** An update: the record before and after, or null when there is no such record. */
export type UpdateOutcome<T> = { before: T; after: T } | null;

/** How many titles a refusal names. */
const NAMED_USERS = 3;

export function windowOf(query: { page?: number; per_page?: number }) {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? STAFF_LIST_LIMITS.perPage;
  return { page, perPage, offset: (page - 1) * perPage };
}

/** Every word of `search` is somewhere in the normalised `text` (the shop's Arabic-aware folding). */
export function matchesSearch(text: SQL, search: string | undefined): SQL | undefined {
  const words = searchWords(search ?? '');
  if (words.length === 0) return undefined;
  return and(...words.map((word) => sql`${text} LIKE '%' || shop_normalize(${word}) || '%'`));
}

/** The fields given (missing = unchanged), or null when none is. */
export function definedOnly<T extends Record<string, unknown>>(fields: T): Partial<T> | null {
  const given = Object.entries(fields).filter(([, value]) => value !== undefined);
  return given.length > 0 ? (Object.fromEntries(given) as Partial<T>) : null;
}

/**
 * Locks record `id` for the caller's transaction; false when there is none. What it counts is read
 * after, in a statement of its own: a statement that waited for the lock still sees the rows as they
 * were when it began, so a book saved meanwhile would be missed.
 */
export async function locked(
  db: Db,
  table: typeof bookCategories | NamedTable,
  id: number,
): Promise<boolean> {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).for('update');
  return Boolean(row);
}

type NamedTable = typeof writers | typeof coverTypes | typeof bookSeries;

type BookColumn =
  | typeof books.categoryId
  | typeof books.writerId
  | typeof books.coverTypeId
  | typeof books.seriesId;

/** The books (shown or hidden) that use record `id` through `column`. */
export async function usersOf(db: Db, column: BookColumn, id: number): Promise<UsedBy> {
  const [{ total }] = await db.select({ total: count() }).from(books).where(eq(column, id));
  const first = await db
    .select({ ar: books.titleAr, en: books.titleEn })
    .from(books)
    .where(eq(column, id))
    .orderBy(asc(books.id))
    .limit(NAMED_USERS);
  return {
    total,
    titles: { ar: first.map((b) => b.ar), en: first.map((b) => (b.en.trim() ? b.en : b.ar)) },
  };
}

/* ---------- categories ---------- */

const categoryBooks = sql<number>`(SELECT count(*) FROM books b WHERE b.category_id = book_categories.id)`;

const categoryColumns = {
  id: bookCategories.id,
  title_ar: bookCategories.titleAr,
  title_en: bookCategories.titleEn,
  sort: bookCategories.sort,
  books_count: categoryBooks.mapWith(Number),
};

const categoryText = sql`shop_normalize(${bookCategories.titleAr} || ' ' || ${bookCategories.titleEn})`;

export async function listStaffCategories(
  db: Db,
  query: StaffCategoriesQuery,
  lang: Lang,
): Promise<StaffPage<StaffCategory>> {
  const { page, perPage, offset } = windowOf(query);
  const where = matchesSearch(categoryText, query.search);
  const sort = query.sort ?? 'sort';
  const direction = (query.dir ?? (sort === 'books' ? 'desc' : 'asc')) === 'asc' ? asc : desc;
  const key = {
    sort: bookCategories.sort,
    title: lang === 'en' ? bookCategories.titleEn : bookCategories.titleAr,
    books: categoryBooks,
    id: bookCategories.id,
  }[sort];
  const data = await db
    .select(categoryColumns)
    .from(bookCategories)
    .where(where)
    .orderBy(direction(key), direction(bookCategories.id))
    .limit(perPage)
    .offset(offset);
  const [{ total }] = await db.select({ total: count() }).from(bookCategories).where(where);
  return { data, total, page, perPage };
}

async function categoryById(db: Db, id: number, lock = false): Promise<StaffCategory | null> {
  if (lock && !(await locked(db, bookCategories, id))) return null;
  const [row] = await db.select(categoryColumns).from(bookCategories).where(eq(bookCategories.id, id));
  return row ?? null;
}

export const findStaffCategory = (db: Db, id: number) => categoryById(db, id);

export type CategoryInput = { title_ar: string; title_en: string; sort?: number };

export async function createCategory(tx: Db, input: CategoryInput): Promise<StaffCategory> {
  const [row] = await tx
    .insert(bookCategories)
    .values({ titleAr: input.title_ar, titleEn: input.title_en, sort: input.sort ?? 0 })
    .returning({ id: bookCategories.id });
  return (await categoryById(tx, row.id))!;
}

export async function updateCategory(
  tx: Db,
  id: number,
  input: Partial<CategoryInput>,
): Promise<UpdateOutcome<StaffCategory>> {
  const before = await categoryById(tx, id, true);
  if (!before) return null;
  const changes = definedOnly({ titleAr: input.title_ar, titleEn: input.title_en, sort: input.sort });
  if (changes) await tx.update(bookCategories).set(changes).where(eq(bookCategories.id, id));
  return { before, after: (await categoryById(tx, id))! };
}

export async function deleteCategory(tx: Db, id: number): Promise<DeleteOutcome<StaffCategory>> {
  const found = await categoryById(tx, id, true);
  if (!found) return null;
  if (found.books_count > 0) return { usedBy: await usersOf(tx, books.categoryId, id) };
  await tx.delete(bookCategories).where(eq(bookCategories.id, id));
  return { deleted: found };
}

/* ---------- cover types and series: a name in each language (writers: admin-writers.ts) ---------- */

export type NamedKind = 'cover_type' | 'series';

const named: Record<NamedKind, { table: NamedTable; column: BookColumn; books: SQL<number>; text: SQL }> = {
  cover_type: {
    table: coverTypes,
    column: books.coverTypeId,
    books: sql<number>`(SELECT count(*) FROM books b WHERE b.cover_type_id = cover_types.id)`,
    text: sql`shop_normalize(${coverTypes.nameAr} || ' ' || ${coverTypes.nameEn})`,
  },
  series: {
    table: bookSeries,
    column: books.seriesId,
    books: sql<number>`(SELECT count(*) FROM books b WHERE b.series_id = book_series.id)`,
    text: sql`shop_normalize(${bookSeries.nameAr} || ' ' || ${bookSeries.nameEn})`,
  },
};

const namedColumns = (kind: NamedKind) => {
  const { table, books: used } = named[kind];
  return { id: table.id, name_ar: table.nameAr, name_en: table.nameEn, books_count: used.mapWith(Number) };
};

export async function listStaffNamed(
  db: Db,
  kind: NamedKind,
  query: StaffNamedQuery,
  lang: Lang,
): Promise<StaffPage<StaffNamed>> {
  const { table, books: used, text } = named[kind];
  const { page, perPage, offset } = windowOf(query);
  const where = matchesSearch(text, query.search);
  const sort = query.sort ?? 'name';
  const direction = (query.dir ?? (sort === 'books' ? 'desc' : 'asc')) === 'asc' ? asc : desc;
  const key = { name: lang === 'en' ? table.nameEn : table.nameAr, books: used, id: table.id }[sort];
  const data = await db
    .select(namedColumns(kind))
    .from(table)
    .where(where)
    .orderBy(direction(key), direction(table.id))
    .limit(perPage)
    .offset(offset);
  const [{ total }] = await db.select({ total: count() }).from(table).where(where);
  return { data, total, page, perPage };
}

async function namedById(db: Db, kind: NamedKind, id: number, lock = false): Promise<StaffNamed | null> {
  const { table } = named[kind];
  if (lock && !(await locked(db, table, id))) return null;
  const [row] = await db.select(namedColumns(kind)).from(table).where(eq(table.id, id));
  return row ?? null;
}

export const findStaffNamed = (db: Db, kind: NamedKind, id: number) => namedById(db, kind, id);

export type NamedInput = { name_ar: string; name_en: string };

export async function createNamed(tx: Db, kind: NamedKind, input: NamedInput): Promise<StaffNamed> {
  const { table } = named[kind];
  const [row] = await tx
    .insert(table)
    .values({ nameAr: input.name_ar, nameEn: input.name_en })
    .returning({ id: table.id });
  return (await namedById(tx, kind, row.id))!;
}

export async function updateNamed(
  tx: Db,
  kind: NamedKind,
  id: number,
  input: Partial<NamedInput>,
): Promise<UpdateOutcome<StaffNamed>> {
  const { table } = named[kind];
  const before = await namedById(tx, kind, id, true);
  if (!before) return null;
  const changes = definedOnly({ nameAr: input.name_ar, nameEn: input.name_en });
  if (changes) await tx.update(table).set(changes).where(eq(table.id, id));
  return { before, after: (await namedById(tx, kind, id))! };
}

export async function deleteNamed(tx: Db, kind: NamedKind, id: number): Promise<DeleteOutcome<StaffNamed>> {
  const { table, column } = named[kind];
  const found = await namedById(tx, kind, id, true);
  if (!found) return null;
  if (found.books_count > 0) return { usedBy: await usersOf(tx, column, id) };
  await tx.delete(table).where(eq(table.id, id));
  return { deleted: found };
}
