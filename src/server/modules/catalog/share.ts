import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { bookCategories, books, writers } from '#server/db/schema/catalog.ts';
import { priceInForce, salesAt } from './sale-prices.ts';

/* What the share pages and the sitemap need of the catalogue: only books readers may see. */

export type ListedBook = { id: number; updatedAt: Date };

/** Every book on sale or coming, with when it last changed, for the sitemap. */
export function listedBooks(db: Db): Promise<ListedBook[]> {
  return db
    .select({ id: books.id, updatedAt: books.updatedAt })
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
  writer: { ar: string; en: string } | null;
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
    writerId: _w,
    writerAr,
    writerEn,
    categoryAr,
    categoryEn,
    ...book
  } = row;
  const writer = writerAr === null ? null : { ar: writerAr, en: writerEn ?? writerAr };
  const category = categoryAr === null ? null : { ar: categoryAr, en: categoryEn ?? categoryAr };
  const { pdfPriceCents, hardcopyPriceCents } = priceInForce(row, (await salesAt(db)).running);
  // The upload keeps a JPEG copy at full size; older covers are their own file.
  const jpeg = imageVariants?.filter((v) => v.type === 'image/jpeg').sort((a, b) => b.width - a.width)[0];
  return { ...book, writer, category, pdfPriceCents, hardcopyPriceCents, coverJpeg: jpeg?.key ?? image };
}
