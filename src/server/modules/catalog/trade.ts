import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { bookCategories, bookSeries, books, coverTypes, writers } from '#server/db/schema/catalog.ts';

/* What the feeds sent to the trade need of the catalogue (decision 087): every book readers may see. */

export type TradeBook = {
  id: number;
  isbn: string | null;
  titleAr: string;
  titleEn: string;
  /** The subtitle under the title in each language, '' when none. */
  subtitleAr: string;
  subtitleEn: string;
  descriptionAr: string;
  descriptionEn: string;
  language: 'ar' | 'en';
  pages: number | null;
  publishYear: number | null;
  /** The book's own prices (a running sale is a shop offer, not the list price), in cents. */
  pdfPriceCents: number;
  hardcopyPriceCents: number;
  stock: number;
  comingSoon: boolean;
  hasPdf: boolean;
  /** Media key of the cover's JPEG copy (or the cover itself), null without one. */
  cover: string | null;
  /** The writer's names, and biography in each language (rich text, '' when not written). */
  writer: { nameAr: string; nameEn: string; bioAr: string; bioEn: string } | null;
  category: { titleAr: string; titleEn: string } | null;
  coverType: { nameAr: string; nameEn: string } | null;
  /** The series the book belongs to, by name, with the book's number in it. */
  series: { nameAr: string; nameEn: string; number: number } | null;
  /** Thema subject codes as staff set them, the main subject first (decision 095); [] for none. */
  themaCodes: string[];
};

/**
 * Every visible book, by id, with its writer (and the writer's biography), category, cover type and
 * series; with `ids`, only those among them (the rights catalogue's books).
 */
export async function tradeBooks(db: Db, ids?: number[]): Promise<TradeBook[]> {
  if (ids?.length === 0) return [];
  const rows = await db
    .select({
      id: books.id,
      isbn: books.isbn,
      titleAr: books.titleAr,
      titleEn: books.titleEn,
      subtitleAr: books.subtitleAr,
      subtitleEn: books.subtitleEn,
      themaCodes: books.themaCodes,
      descriptionAr: books.descriptionAr,
      descriptionEn: books.descriptionEn,
      language: books.language,
      pages: books.pages,
      publishYear: books.publishYear,
      pdfPriceCents: books.pdfPriceCents,
      hardcopyPriceCents: books.hardcopyPriceCents,
      stock: books.stock,
      comingSoon: books.comingSoon,
      pdfFile: books.pdfFile,
      image: books.image,
      imageVariants: books.imageVariants,
      writerAr: writers.nameAr,
      writerEn: writers.nameEn,
      writerBioAr: writers.bioAr,
      writerBioEn: writers.bioEn,
      categoryAr: bookCategories.titleAr,
      categoryEn: bookCategories.titleEn,
      coverTypeAr: coverTypes.nameAr,
      coverTypeEn: coverTypes.nameEn,
      seriesAr: bookSeries.nameAr,
      seriesEn: bookSeries.nameEn,
      seriesNumber: books.seriesNumber,
    })
    .from(books)
    .leftJoin(writers, eq(writers.id, books.writerId))
    .leftJoin(bookCategories, eq(bookCategories.id, books.categoryId))
    .leftJoin(coverTypes, eq(coverTypes.id, books.coverTypeId))
    .leftJoin(bookSeries, eq(bookSeries.id, books.seriesId))
    .where(ids ? and(eq(books.active, true), inArray(books.id, ids)) : eq(books.active, true))
    .orderBy(asc(books.id));
  return rows.map((row) => {
    const jpeg = row.imageVariants
      ?.filter((v) => v.type === 'image/jpeg')
      .sort((a, b) => b.width - a.width)[0];
    return {
      id: row.id,
      isbn: row.isbn,
      titleAr: row.titleAr,
      titleEn: row.titleEn,
      subtitleAr: row.subtitleAr,
      subtitleEn: row.subtitleEn,
      themaCodes: row.themaCodes,
      descriptionAr: row.descriptionAr,
      descriptionEn: row.descriptionEn,
      language: row.language,
      pages: row.pages,
      publishYear: row.publishYear,
      pdfPriceCents: row.pdfPriceCents,
      hardcopyPriceCents: row.hardcopyPriceCents,
      stock: row.stock,
      comingSoon: row.comingSoon,
      hasPdf: Boolean(row.pdfFile),
      cover: jpeg?.key ?? row.image,
      writer:
        row.writerAr === null
          ? null
          : {
              nameAr: row.writerAr,
              nameEn: row.writerEn ?? '',
              bioAr: row.writerBioAr ?? '',
              bioEn: row.writerBioEn ?? '',
            },
      category: row.categoryAr === null ? null : { titleAr: row.categoryAr, titleEn: row.categoryEn ?? '' },
      coverType: row.coverTypeAr === null ? null : { nameAr: row.coverTypeAr, nameEn: row.coverTypeEn ?? '' },
      series:
        row.seriesAr === null || row.seriesNumber === null
          ? null
          : { nameAr: row.seriesAr, nameEn: row.seriesEn ?? '', number: row.seriesNumber },
    };
  });
}
