import { and, asc, count, desc, eq, gt, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { bookCategories, books, stockChanges, writers } from '#server/db/schema/catalog.ts';
import {
  type BookSort,
  STAFF_BOOKS_PER_PAGE,
  type StaffBookRow,
  type StaffBooksQuery,
  type StockChangesQuery,
} from '#shared/contract/staff-books.ts';
import type { Lang } from '#shared/lang.ts';
import { centsToDollars } from '#shared/price.ts';
import { type Bind, fuzzyMode, type SearchMode, searchCondition, searchRank } from './search.ts';
import { bookSearch } from './search-table.ts';

/*
 * The back office's list of books: hidden ones too, the shop's Arabic-aware search (search.ts, exact
 * first, typo-tolerant when that finds nothing), filters and sorts, one page at a time.
 */

export type Page<T> = { data: T[]; total: number; page: number; perPage: number };

/** The request's values go into the SQL as parameters. */
const bind: Bind = (value) => sql`${value}`;

function conditions(query: StaffBooksQuery, mode: SearchMode, lowStock: number): SQL | undefined {
  const flag = (column: typeof books.comingSoon | typeof books.mostPopular, value: boolean | undefined) =>
    value === undefined ? undefined : eq(column, value);
  const format = {
    pdf: gt(books.pdfPriceCents, 0),
    hardcopy: gt(books.hardcopyPriceCents, 0),
    both: and(gt(books.pdfPriceCents, 0), gt(books.hardcopyPriceCents, 0)),
  };
  const stock = {
    in: gt(books.stock, 0),
    low: and(gt(books.stock, 0), lt(books.stock, lowStock)),
    out: eq(books.stock, 0),
  };
  return and(
    query.search ? searchCondition(query.search, mode, bind) : undefined,
    query.category_id ? eq(books.categoryId, query.category_id) : undefined,
    query.writer_id ? eq(books.writerId, query.writer_id) : undefined,
    query.format ? format[query.format] : undefined,
    query.stock ? stock[query.stock] : undefined,
    flag(books.comingSoon, query.coming_soon),
    flag(books.mostPopular, query.most_popular),
    query.hidden === undefined ? undefined : eq(books.active, !query.hidden),
  );
}

/** The title in the console's language: the English one when written, else the Arabic. */
const titleIn = (lang: Lang) =>
  lang === 'en'
    ? sql`CASE WHEN btrim(${books.titleEn}) <> '' THEN ${books.titleEn} ELSE ${books.titleAr} END`
    : sql`${books.titleAr}`;

/** The price a book card shows: the printed copy's when sold printed, else the PDF's. */
const shownPrice = sql`CASE WHEN ${books.hardcopyPriceCents} > 0 THEN ${books.hardcopyPriceCents} ELSE ${books.pdfPriceCents} END`;

function orderOf(query: StaffBooksQuery, lang: Lang, mode: SearchMode): SQL[] {
  const rank = query.search && !query.sort ? searchRank(query.search, mode, bind) : undefined;
  if (rank) return [sql`${rank} DESC`, desc(books.id)];
  const sort: BookSort = query.sort ?? 'newest';
  const dir = query.dir ?? (sort === 'newest' ? 'desc' : 'asc');
  const by = (value: SQL | typeof books.id) => (dir === 'asc' ? asc(value) : desc(value));
  const keys: Record<BookSort, SQL[]> = {
    newest: [by(sql`${books.createdAt}`)],
    title: [by(titleIn(lang))],
    price: [by(shownPrice)],
    stock: [by(sql`${books.stock}`)],
    // Books without a year last, whichever the direction.
    year: [sql`${books.publishYear} IS NULL`, by(sql`${books.publishYear}`)],
  };
  return [...keys[sort], by(books.id)];
}

async function listPage(
  db: Db,
  query: StaffBooksQuery,
  lang: Lang,
  mode: SearchMode,
  lowStock: number,
): Promise<Page<StaffBookRow>> {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? STAFF_BOOKS_PER_PAGE;
  const where = conditions(query, mode, lowStock);
  const rows = await db
    .select({
      id: books.id,
      titleAr: books.titleAr,
      titleEn: books.titleEn,
      image: books.image,
      imageVariants: books.imageVariants,
      isbn: books.isbn,
      publishYear: books.publishYear,
      pdfPriceCents: books.pdfPriceCents,
      hardcopyPriceCents: books.hardcopyPriceCents,
      stock: books.stock,
      hasPdf: sql<boolean>`(${books.pdfFile} IS NOT NULL)`,
      writer: { id: writers.id, nameAr: writers.nameAr, nameEn: writers.nameEn },
      category: { id: bookCategories.id, titleAr: bookCategories.titleAr, titleEn: bookCategories.titleEn },
      comingSoon: books.comingSoon,
      mostPopular: books.mostPopular,
      active: books.active,
      createdAt: books.createdAt,
    })
    .from(books)
    .innerJoin(bookSearch, eq(bookSearch.bookId, books.id))
    .leftJoin(writers, eq(writers.id, books.writerId))
    .leftJoin(bookCategories, eq(bookCategories.id, books.categoryId))
    .where(where)
    .orderBy(...orderOf(query, lang, mode))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const total =
    page === 1 && rows.length < perPage
      ? rows.length
      : ((
          await db
            .select({ total: count() })
            .from(books)
            .innerJoin(bookSearch, eq(bookSearch.bookId, books.id))
            .where(where)
        )[0]?.total ?? 0);
  const data = rows.map(
    (row): StaffBookRow => ({
      id: row.id,
      title_ar: row.titleAr,
      title_en: row.titleEn,
      image: row.image,
      image_variants: row.imageVariants ?? [],
      isbn: row.isbn,
      publish_year: row.publishYear,
      pdf_price: centsToDollars(row.pdfPriceCents),
      hardcopy_price: centsToDollars(row.hardcopyPriceCents),
      stock: row.stock,
      has_pdf: row.hasPdf,
      writer: row.writer && { id: row.writer.id, name_ar: row.writer.nameAr, name_en: row.writer.nameEn },
      category: row.category && {
        id: row.category.id,
        title_ar: row.category.titleAr,
        title_en: row.category.titleEn,
      },
      coming_soon: row.comingSoon,
      most_popular: row.mostPopular,
      hidden: !row.active,
      created_at: row.createdAt.toISOString(),
    }),
  );
  return { data, total, page, perPage };
}

/**
 * One page of the console's books. A search runs exactly first and, only when that matches no book,
 * tolerating small typos, as the shop's own search does. Low stock is under `lowStock` copies (the
 * shop's setting, as the dashboard counts it).
 */
export async function listStaffBooks(db: Db, query: StaffBooksQuery, lang: Lang, lowStock: number) {
  const exact = await listPage(db, query, lang, 'exact', lowStock);
  if (!query.search || exact.total > 0) return exact;
  return listPage(db, query, lang, await fuzzyMode(db, [query.search]), lowStock);
}

/** A book's stock changes, newest first. */
export async function listStockChanges(db: Db, bookId: number, query: StockChangesQuery) {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? STAFF_BOOKS_PER_PAGE;
  const where = eq(stockChanges.bookId, bookId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(stockChanges)
      .where(where)
      .orderBy(desc(stockChanges.createdAt), desc(stockChanges.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(stockChanges).where(where),
  ]);
  return { data: rows, total, page, perPage };
}
