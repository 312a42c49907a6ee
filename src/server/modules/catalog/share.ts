import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { bookCategories, books, writers } from '#server/db/schema/catalog.ts';
import { priceInForce, salesAt } from './sale-prices.ts';

/* What the share pages and the sitemap need of the catalogue: only books readers may see, and writers. */

export type ListedBook = { id: number; updatedAt: Date; writerId: number | null };

/** Every book on sale or coming, with when it last changed and its writer, for the sitemap. */
export function listedBooks(db: Db): Promise<ListedBook[]> {
  return db
    .select({ id: books.id, updatedAt: books.updatedAt, writerId: books.writerId })
    .from(books)
    .where(sql`${books.active}`)
    .orderBy(asc(books.id));
}

export type SharedBook = {
  id: number;
  titleAr: string;
  titleEn: string;
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
};

/** A visible book as a link preview shows it; undefined for an unknown or hidden one. */
export async function sharedBook(db: Db, id: number): Promise<SharedBook | undefined> {
  const [row] = await db
    .select({
      id: books.id,
      titleAr: books.titleAr,
      titleEn: books.titleEn,
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
    })
    .from(books)
    .leftJoin(writers, eq(writers.id, books.writerId))
    .leftJoin(bookCategories, eq(bookCategories.id, books.categoryId))
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
    ...book
  } = row;
  const writer =
    writerAr === null || writerId === null ? null : { id: writerId, ar: writerAr, en: writerEn ?? writerAr };
  const category = categoryAr === null ? null : { ar: categoryAr, en: categoryEn ?? categoryAr };
  const { pdfPriceCents, hardcopyPriceCents } = priceInForce(row, (await salesAt(db)).running);
  // The upload keeps a JPEG copy at full size; older covers are their own file.
  const jpeg = imageVariants?.filter((v) => v.type === 'image/jpeg').sort((a, b) => b.width - a.width)[0];
  return { ...book, writer, category, pdfPriceCents, hardcopyPriceCents, coverJpeg: jpeg?.key ?? image };
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
  const [writer] = await db
    .select({
      id: writers.id,
      nameAr: writers.nameAr,
      nameEn: writers.nameEn,
      bioAr: writers.bioAr,
      bioEn: writers.bioEn,
      bornYear: writers.bornYear,
      diedYear: writers.diedYear,
      photo: writers.photo,
    })
    .from(writers)
    .where(eq(writers.id, id))
    .limit(1);
  if (!writer) return undefined;
  const shown = await db
    .select({ id: books.id, titleAr: books.titleAr, titleEn: books.titleEn })
    .from(books)
    .where(and(eq(books.writerId, id), sql`${books.active}`))
    .orderBy(desc(books.createdAt), desc(books.id));
  return { ...writer, books: shown };
}
