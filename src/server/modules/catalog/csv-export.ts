import { asc, gt } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { books } from '#server/db/schema/catalog.ts';
import { CSV_BOM, csvLines } from '#server/services/csv.ts';
import { BOOK_CSV_COLUMNS, type BookCsvColumn } from '#shared/contract/staff-bulk.ts';
import { centsToDollars } from '#shared/price.ts';
import { guardedText, loadRefs, priceCell, type Refs, refCell } from './csv-cells.ts';

/*
 * The whole catalogue, hidden books included, as CSV: UTF-8 with a byte order mark (Excel reads the
 * Arabic only with it), one header line naming the columns, then one line per book by id. Written in
 * batches, so a large catalogue is never one string in memory. A text that a spreadsheet would run as a
 * formula (=, +, -, @ first) is written with a leading `'`, which the import takes off again.
 */

const BATCH = 500;

const exportColumns = {
  id: books.id,
  isbn: books.isbn,
  titleAr: books.titleAr,
  titleEn: books.titleEn,
  descriptionAr: books.descriptionAr,
  descriptionEn: books.descriptionEn,
  topicAr: books.topicAr,
  topicEn: books.topicEn,
  dimensions: books.dimensions,
  dimensionsEn: books.dimensionsEn,
  pdfPriceCents: books.pdfPriceCents,
  hardcopyPriceCents: books.hardcopyPriceCents,
  stock: books.stock,
  weightGrams: books.weightGrams,
  pages: books.pages,
  publishYear: books.publishYear,
  writerId: books.writerId,
  categoryId: books.categoryId,
  coverTypeId: books.coverTypeId,
  comingSoon: books.comingSoon,
  mostPopular: books.mostPopular,
  active: books.active,
};

type ExportRow = { [K in keyof typeof exportColumns]: (typeof books.$inferSelect)[K] };

const text = (value: number | string | null) => (value === null ? '' : String(value));

function cells(row: ExportRow, refs: Refs): Record<BookCsvColumn, string> {
  return {
    id: String(row.id),
    isbn: row.isbn ?? '',
    title_ar: guardedText(row.titleAr),
    title_en: guardedText(row.titleEn),
    description_ar: guardedText(row.descriptionAr),
    description_en: guardedText(row.descriptionEn),
    topic_ar: guardedText(row.topicAr),
    topic_en: guardedText(row.topicEn),
    dimensions_ar: guardedText(row.dimensions ?? ''),
    dimensions_en: guardedText(row.dimensionsEn ?? ''),
    pdf_price: priceCell(centsToDollars(row.pdfPriceCents)),
    hardcopy_price: priceCell(centsToDollars(row.hardcopyPriceCents)),
    stock: String(row.stock),
    weight_grams: text(row.weightGrams),
    pages: text(row.pages),
    publish_year: text(row.publishYear),
    writer: guardedText(refCell(refs.writer, row.writerId)),
    category: guardedText(refCell(refs.category, row.categoryId)),
    cover_type: guardedText(refCell(refs.cover_type, row.coverTypeId)),
    coming_soon: String(row.comingSoon),
    most_popular: String(row.mostPopular),
    hidden: String(!row.active),
  };
}

/** The catalogue's CSV, piece by piece: the BOM and header first, then the books a batch at a time. */
export async function* booksCsv(db: Db): AsyncGenerator<string> {
  const refs = await loadRefs(db);
  yield CSV_BOM + csvLines([[...BOOK_CSV_COLUMNS]]);
  let lastId = 0;
  for (;;) {
    const rows = await db
      .select(exportColumns)
      .from(books)
      .where(gt(books.id, lastId))
      .orderBy(asc(books.id))
      .limit(BATCH);
    if (rows.length === 0) return;
    yield csvLines(
      rows.map((row) => {
        const record = cells(row, refs);
        return BOOK_CSV_COLUMNS.map((column) => record[column]);
      }),
    );
    lastId = rows[rows.length - 1].id;
  }
}
