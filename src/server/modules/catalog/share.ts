import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { books } from '#server/db/schema/catalog.ts';
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
    })
    .from(books)
    .where(and(eq(books.id, id), sql`${books.active}`))
    .limit(1);
  if (!row) return undefined;
  const { image, imageVariants, categoryId: _c, writerId: _w, ...book } = row;
  const { pdfPriceCents, hardcopyPriceCents } = priceInForce(row, (await salesAt(db)).running);
  // The upload keeps a JPEG copy at full size; older covers are their own file.
  const jpeg = imageVariants?.filter((v) => v.type === 'image/jpeg').sort((a, b) => b.width - a.width)[0];
  return { ...book, pdfPriceCents, hardcopyPriceCents, coverJpeg: jpeg?.key ?? image };
}
