import { eq, sql } from 'drizzle-orm';
import { bookCategories, books, type CoverVariant, coverTypes, writers } from '#server/db/schema/catalog.ts';
import type { Book, ListBook } from '#shared/contract/catalog.ts';
import type { OrderBook } from '#shared/contract/orders.ts';
import { type Lang, localized } from '#shared/lang.ts';
import { centsToDollars } from '#shared/price.ts';
import { priceInForce, type SaleRow } from './sale-prices.ts';

/* The columns a book answer is made of, and how a row of them becomes the answer of spec §3. */

/**
 * What a list of books reads, selected with `db.select(listBookColumns)`: everything but the
 * descriptions, which only a book's own page shows; the pdf file is deliberately not among them, only
 * whether there is one.
 */
export const listBookColumns = {
  id: books.id,
  titleAr: books.titleAr,
  titleEn: books.titleEn,
  publishYear: books.publishYear,
  pages: books.pages,
  pdfPriceCents: books.pdfPriceCents,
  hardcopyPriceCents: books.hardcopyPriceCents,
  stock: books.stock,
  isbn: books.isbn,
  weightGrams: books.weightGrams,
  dimensions: books.dimensions,
  dimensionsEn: books.dimensionsEn,
  image: books.image,
  imageVariants: books.imageVariants,
  comingSoon: books.comingSoon,
  preorderOpen: books.preorderOpen,
  releaseAt: books.releaseAt,
  mostPopular: books.mostPopular,
  language: books.language,
  hasSample: sql<boolean>`(${books.pdfFile} IS NOT NULL)`,
  coverType: { id: coverTypes.id, nameAr: coverTypes.nameAr, nameEn: coverTypes.nameEn },
  writer: { id: writers.id, nameAr: writers.nameAr, nameEn: writers.nameEn },
  category: { id: bookCategories.id, titleAr: bookCategories.titleAr, titleEn: bookCategories.titleEn },
};

/** A book's own page: its list columns, its subtitles and its descriptions. */
export const bookColumns = {
  ...listBookColumns,
  subtitleAr: books.subtitleAr,
  subtitleEn: books.subtitleEn,
  descriptionAr: books.descriptionAr,
  descriptionEn: books.descriptionEn,
};

/** The joins `bookColumns` needs: each a primary-key lookup per book. */
export const bookJoins = {
  coverType: eq(coverTypes.id, books.coverTypeId),
  writer: eq(writers.id, books.writerId),
  category: eq(bookCategories.id, books.categoryId),
};

/** The few columns an order line or an owned PDF shows of its book. */
export const bookSummaryColumns = {
  id: books.id,
  titleAr: books.titleAr,
  titleEn: books.titleEn,
  publishYear: books.publishYear,
  pages: books.pages,
  pdfPriceCents: books.pdfPriceCents,
  hardcopyPriceCents: books.hardcopyPriceCents,
  image: books.image,
  comingSoon: books.comingSoon,
  releaseAt: books.releaseAt,
};

type Named = { id: number; nameAr: string; nameEn: string };
type Titled = { id: number; titleAr: string; titleEn: string };

export type BookRow = {
  id: number;
  titleAr: string;
  titleEn: string;
  subtitleAr: string;
  subtitleEn: string;
  descriptionAr: string;
  descriptionEn: string;
  publishYear: number | null;
  pages: number | null;
  pdfPriceCents: number;
  hardcopyPriceCents: number;
  stock: number;
  isbn: string | null;
  weightGrams: number | null;
  dimensions: string | null;
  dimensionsEn: string | null;
  image: string | null;
  imageVariants: CoverVariant[] | null;
  comingSoon: boolean;
  preorderOpen: boolean;
  releaseAt: Date | null;
  mostPopular: boolean;
  language: 'ar' | 'en';
  /** The book has a PDF, so a sample of it may be read. */
  hasSample: boolean;
  coverType: Named | null;
  writer: Named | null;
  category: Titled | null;
};

export function presentNamed(writer: Named, lang: Lang) {
  return {
    id: writer.id,
    ...localized(lang, 'name', writer.nameAr, writer.nameEn),
  };
}

export function presentCategory(category: Titled, lang: Lang) {
  return {
    id: category.id,
    ...localized(lang, 'title', category.titleAr, category.titleEn),
  };
}

type BookSummaryRow = Pick<BookRow, keyof typeof bookSummaryColumns>;

const filesOf = (row: Pick<BookRow, 'image'>) => {
  const images = row.image ? [{ file_name: row.image }] : [];
  return { image: images, columns: { image: images } };
};

/** The cover's resized copies for `srcset` (none for a cover that was never resized). */
const variantsOf = (row: Pick<BookRow, 'imageVariants'>) =>
  (row.imageVariants ?? []).map(({ key, width, type }) => ({ file_name: key, width, type }));

/** A book as an order line or an owned PDF shows it. */
export function presentBookSummary(row: BookSummaryRow, lang: Lang): OrderBook {
  return {
    id: row.id,
    ...localized(lang, 'title', row.titleAr, row.titleEn),
    publish_date: row.publishYear,
    pages: row.pages,
    pdf_price: centsToDollars(row.pdfPriceCents),
    hardcopy_price: centsToDollars(row.hardcopyPriceCents),
    files: filesOf(row),
    release_at: row.comingSoon && row.releaseAt ? row.releaseAt.toISOString() : null,
  };
}

export type ListBookRow = Omit<BookRow, 'descriptionAr' | 'descriptionEn' | 'subtitleAr' | 'subtitleEn'>;

export function presentBook(row: BookRow, lang: Lang, running: SaleRow[] = []): Book {
  const { id, title, title_ar, title_en, ...rest } = presentListBook(row, lang, running);
  const description = localized(lang, 'description', row.descriptionAr, row.descriptionEn);
  // The subtitle of the title shown: an English page shows the Arabic title when there is no English one.
  const subtitle = lang === 'en' && row.titleEn.trim() ? row.subtitleEn : row.subtitleAr;
  const subtitles = { subtitle, subtitle_ar: row.subtitleAr, subtitle_en: row.subtitleEn };
  return { id, title, title_ar, title_en, ...subtitles, ...description, ...rest };
}

/** The prices in force of a book under the `running` sales, and while one runs its own prices and the sale. */
function pricesOf(row: ListBookRow, lang: Lang, running: SaleRow[]) {
  const price = priceInForce(
    { ...row, categoryId: row.category?.id ?? null, writerId: row.writer?.id ?? null },
    running,
  );
  const inForce = {
    pdf_price: centsToDollars(price.pdfPriceCents),
    hardcopy_price: centsToDollars(price.hardcopyPriceCents),
  };
  if (!price.sale) return inForce;
  return {
    ...inForce,
    regular_pdf_price: centsToDollars(price.regularPdfPriceCents),
    regular_hardcopy_price: centsToDollars(price.regularHardcopyPriceCents),
    sale: {
      ...localized(lang, 'name', price.sale.nameAr, price.sale.nameEn),
      ends_at: price.sale.endsAt.toISOString(),
    },
  };
}

/** A book as a list shows it, on a card, at the prices in force under the `running` sales. */
export function presentListBook(row: ListBookRow, lang: Lang, running: SaleRow[] = []): ListBook {
  return {
    id: row.id,
    ...localized(lang, 'title', row.titleAr, row.titleEn),
    publish_date: row.publishYear,
    pages: row.pages,
    ...pricesOf(row, lang, running),
    stock: row.stock,
    isbn: row.isbn,
    weight: row.weightGrams === null ? null : `${row.weightGrams} g`,
    weight_grams: row.weightGrams,
    // In the page's language, unit included; an English page falls back to the Arabic when none is written.
    dimensions: lang === 'en' ? (row.dimensionsEn ?? row.dimensions) : row.dimensions,
    cover_type: row.coverType && presentNamed(row.coverType, lang),
    writer: row.writer && presentNamed(row.writer, lang),
    book_category: row.category && presentCategory(row.category, lang),
    comming_soon: row.comingSoon,
    // Beside the spec's fields (decision 056): a coming-soon book readers may order now, and when it comes out.
    preorder_open: row.comingSoon && row.preorderOpen,
    release_at: row.comingSoon ? (row.releaseAt?.toISOString() ?? null) : null,
    most_popular: row.mostPopular,
    language: row.language,
    has_sample: row.hasSample,
    files: { ...filesOf(row), image_variants: variantsOf(row) },
  };
}
