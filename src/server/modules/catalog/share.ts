import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { bookCategories, bookSeries, books, writers } from '#server/db/schema/catalog.ts';
import { priceInForce, salesAt } from './sale-prices.ts';
import { writerLife } from './writers.ts';

/*
 * What the share pages and the sitemap need of the catalogue: only books readers may see, writers and
 * series.
 */

export type ListedBook = { id: number; updatedAt: Date; writerId: number | null; seriesId: number | null };

/** Every book on sale or coming, with when it last changed, its writer and its series, for the sitemap. */
export function listedBooks(db: Db): Promise<ListedBook[]> {
  return db
    .select({ id: books.id, updatedAt: books.updatedAt, writerId: books.writerId, seriesId: books.seriesId })
    .from(books)
    .where(sql`${books.active}`)
    .orderBy(asc(books.id));
}

export type SharedBook = {
  id: number;
  titleAr: string;
  titleEn: string;
  /** The subtitle under the title in each language, '' when none. */
  subtitleAr: string;
  subtitleEn: string;
  descriptionAr: string;
  descriptionEn: string;
  /** The prices in force: a running sale's, when one lowers them. */
  pdfPriceCents: number;
  hardcopyPriceCents: number;
  /** Media key of the cover's JPEG copy (link previews rarely read WebP), or null without a cover. */
  coverJpeg: string | null;
  isbn: string | null;
  /** Printed copies in stock. */
  stock: number;
  /** Not out yet; `preorderOpen` when readers may order it now. */
  comingSoon: boolean;
  preorderOpen: boolean;
  writer: { id: number; ar: string; en: string } | null;
  category: { ar: string; en: string } | null;
  /** The series the book belongs to, with the book's number in it. */
  series: { id: number; ar: string; en: string; number: number } | null;
};

type Cover = { image: string | null; imageVariants: { key: string; type: string; width: number }[] | null };

/** The cover's JPEG copy, the widest (link previews rarely read WebP); older covers are their own file. */
function coverJpeg({ image, imageVariants }: Cover): string | null {
  const jpeg = imageVariants?.filter((v) => v.type === 'image/jpeg').sort((a, b) => b.width - a.width)[0];
  return jpeg?.key ?? image;
}

/** A visible book as a link preview shows it; undefined for an unknown or hidden one. */
export async function sharedBook(db: Db, id: number): Promise<SharedBook | undefined> {
  const [row] = await db
    .select({
      id: books.id,
      titleAr: books.titleAr,
      titleEn: books.titleEn,
      subtitleAr: books.subtitleAr,
      subtitleEn: books.subtitleEn,
      descriptionAr: books.descriptionAr,
      descriptionEn: books.descriptionEn,
      pdfPriceCents: books.pdfPriceCents,
      hardcopyPriceCents: books.hardcopyPriceCents,
      image: books.image,
      imageVariants: books.imageVariants,
      categoryId: books.categoryId,
      writerId: books.writerId,
      isbn: books.isbn,
      stock: books.stock,
      comingSoon: books.comingSoon,
      preorderOpen: books.preorderOpen,
      writerAr: writers.nameAr,
      writerEn: writers.nameEn,
      categoryAr: bookCategories.titleAr,
      categoryEn: bookCategories.titleEn,
      seriesId: books.seriesId,
      seriesNumber: books.seriesNumber,
      seriesAr: bookSeries.nameAr,
      seriesEn: bookSeries.nameEn,
    })
    .from(books)
    .leftJoin(writers, eq(writers.id, books.writerId))
    .leftJoin(bookCategories, eq(bookCategories.id, books.categoryId))
    .leftJoin(bookSeries, eq(bookSeries.id, books.seriesId))
    .where(and(eq(books.id, id), sql`${books.active}`))
    .limit(1);
  if (!row) return undefined;
  const {
    image,
    imageVariants,
    categoryId: _c,
    writerId,
    writerAr,
    writerEn,
    categoryAr,
    categoryEn,
    seriesId,
    seriesNumber,
    seriesAr,
    seriesEn,
    ...book
  } = row;
  const writer =
    writerAr === null || writerId === null ? null : { id: writerId, ar: writerAr, en: writerEn ?? writerAr };
  const category = categoryAr === null ? null : { ar: categoryAr, en: categoryEn ?? categoryAr };
  const series =
    seriesId === null || seriesNumber === null || seriesAr === null
      ? null
      : { id: seriesId, ar: seriesAr, en: seriesEn ?? seriesAr, number: seriesNumber };
  const { pdfPriceCents, hardcopyPriceCents } = priceInForce(row, (await salesAt(db)).running);
  // The upload keeps a JPEG copy at full size; older covers are their own file.
  const cover = coverJpeg({ image, imageVariants });
  return { ...book, writer, category, series, pdfPriceCents, hardcopyPriceCents, coverJpeg: cover };
}

export type SharedWriter = {
  id: number;
  nameAr: string;
  nameEn: string;
  /** Rich text (the shop's allow-list), '' when not written. */
  bioAr: string;
  bioEn: string;
  /** Gregorian years, when known. */
  bornYear: number | null;
  diedYear: number | null;
  /** Media key of the photo, or null. */
  photo: string | null;
  /** The writer's books readers may see (on sale or coming), newest first, as the shop lists them. */
  books: { id: number; titleAr: string; titleEn: string }[];
};

/** A writer as the writer's share page shows them; undefined for an unknown one. */
export async function sharedWriter(db: Db, id: number): Promise<SharedWriter | undefined> {
  const [writer] = await db.select(writerLife).from(writers).where(eq(writers.id, id)).limit(1);
  if (!writer) return undefined;
  const shown = await db
    .select({ id: books.id, titleAr: books.titleAr, titleEn: books.titleEn })
    .from(books)
    .where(and(eq(books.writerId, id), sql`${books.active}`))
    .orderBy(desc(books.createdAt), desc(books.id));
  return { ...writer, books: shown };
}

export type SharedSeries = {
  id: number;
  nameAr: string;
  nameEn: string;
  /** Media key of the cover's JPEG copy of the first book shown that has a cover, or null. */
  coverJpeg: string | null;
  /** The series' books readers may see (on sale or coming), by their number, each with its writer. */
  books: {
    id: number;
    number: number;
    titleAr: string;
    titleEn: string;
    writer: { id: number; ar: string; en: string } | null;
  }[];
};

/** A series as its share page shows it; undefined for an unknown one. */
export async function sharedSeries(db: Db, id: number): Promise<SharedSeries | undefined> {
  const [series] = await db
    .select({ id: bookSeries.id, nameAr: bookSeries.nameAr, nameEn: bookSeries.nameEn })
    .from(bookSeries)
    .where(eq(bookSeries.id, id))
    .limit(1);
  if (!series) return undefined;
  const rows = await db
    .select({
      id: books.id,
      number: books.seriesNumber,
      titleAr: books.titleAr,
      titleEn: books.titleEn,
      image: books.image,
      imageVariants: books.imageVariants,
      writerId: writers.id,
      writerAr: writers.nameAr,
      writerEn: writers.nameEn,
    })
    .from(books)
    .leftJoin(writers, eq(writers.id, books.writerId))
    .where(and(eq(books.seriesId, id), sql`${books.active}`))
    .orderBy(asc(books.seriesNumber));
  const cover = rows.map(coverJpeg).find((key) => key !== null) ?? null;
  return {
    ...series,
    coverJpeg: cover,
    books: rows.map((row) => ({
      id: row.id,
      number: row.number!,
      titleAr: row.titleAr,
      titleEn: row.titleEn,
      writer:
        row.writerId === null || row.writerAr === null
          ? null
          : { id: row.writerId, ar: row.writerAr, en: row.writerEn ?? row.writerAr },
    })),
  };
}
