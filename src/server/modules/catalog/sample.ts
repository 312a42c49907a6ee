import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  concatTransformationMatrix,
  PDFDocument,
  type PDFName,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setGraphicsState,
} from 'pdf-lib';
import type { Db } from '#server/db/client.ts';
import { books } from '#server/db/schema/catalog.ts';
import { isolateContent } from '#server/services/pdf-stamp.ts';
import { PdfText } from '#server/services/pdf-text.ts';
import { readOrNull, type Storage } from '#server/services/storage.ts';
import { samplePages } from '#shared/sample-pages.ts';

/*
 * A book's free sample (decision 060): the sample pages of its PDF copied into a document of their
 * own, each stamped across with 'عينة · Sample'. Made once per PDF file and page range, and kept in the
 * private files storage; a new PDF or a new range makes a new one.
 */

export const SAMPLE_STAMP = 'عينة · Sample';
/** How much of the page shows through the stamp: 1 would hide nothing, 0 would hide what it covers. */
const STAMP_OPACITY = 0.22;
const STAMP_MAX_SIZE = 96;

export type SampleBook = {
  id: number;
  titleAr: string;
  titleEn: string;
  active: boolean;
  pdfFile: string | null;
  sampleFirstPage: number | null;
  sampleLastPage: number | null;
  /** The key of the sample made last, removed once another is made. */
  sampleKey: string | null;
};

/** The book as its sample needs it, hidden or not; undefined when there is no such book. */
export async function findSampleBook(db: Db, id: number): Promise<SampleBook | undefined> {
  const [book] = await db
    .select({
      id: books.id,
      titleAr: books.titleAr,
      titleEn: books.titleEn,
      active: books.active,
      pdfFile: books.pdfFile,
      sampleFirstPage: books.sampleFirstPage,
      sampleLastPage: books.sampleLastPage,
      sampleKey: books.sampleKey,
    })
    .from(books)
    .where(eq(books.id, id));
  return book;
}

/** The 16 hex digits naming one sample: of this PDF file, this staff range and this title. */
export function sampleTag(book: SampleBook & { pdfFile: string }): string {
  const source = `${book.pdfFile}|${book.sampleFirstPage ?? ''}|${book.sampleLastPage ?? ''}|${book.titleAr}`;
  return createHash('sha256').update(source).digest('hex').slice(0, 16);
}

/** Where the made sample is kept in the files storage. */
export const sampleKey = (book: SampleBook & { pdfFile: string }) =>
  `samples/${book.id}-${sampleTag(book)}.pdf`;

/** Draws the stamp across the page, corner to corner, through a see-through graphics state. */
function stampPage(document: PDFDocument, text: PdfText, page: PDFPage, see: PDFName) {
  isolateContent(document, page);
  const box = page.getCropBox();
  const angle = Math.atan2(box.height, box.width);
  const style = { direction: 'rtl' as const, weight: 'bold' as const };
  const unit = text.width(SAMPLE_STAMP, { ...style, size: 1 });
  const size = Math.min(STAMP_MAX_SIZE, (Math.hypot(box.width, box.height) * 0.55) / unit);
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  page.pushOperators(
    pushGraphicsState(),
    setGraphicsState(see),
    concatTransformationMatrix(cos, sin, -sin, cos, box.x + box.width / 2, box.y + box.height / 2),
  );
  text.draw(page, SAMPLE_STAMP, {
    ...style,
    size,
    x: 0,
    y: -size / 3,
    align: 'center',
    color: rgb(0.7, 0.1, 0.1),
  });
  page.pushOperators(popGraphicsState());
}

/** The staff's range of sample pages; both null: the default. */
export type SampleRange = { first: number | null; last: number | null };

/**
 * A new PDF of the sample pages of `source` (the staff's `range` cut to its length, or the default),
 * each stamped, titled '<title> — Sample'.
 */
export async function cutSample(source: Uint8Array, range: SampleRange, title: string): Promise<Uint8Array> {
  const book = await PDFDocument.load(source, { updateMetadata: false });
  const pages = samplePages(book.getPageCount(), range.first, range.last);
  const document = await PDFDocument.create();
  const indices = Array.from({ length: pages.last - pages.first + 1 }, (_, i) => pages.first - 1 + i);
  const copied = await document.copyPages(book, indices);
  const text = await PdfText.for(document);
  const state = document.context.register(
    document.context.obj({ Type: 'ExtGState', ca: STAMP_OPACITY, CA: STAMP_OPACITY }),
  );
  for (const page of copied) {
    document.addPage(page);
    stampPage(document, text, page, page.node.newExtGState('SampleStamp', state));
  }
  await text.embed();
  document.setTitle(`${title} — Sample`);
  document.setSubject(SAMPLE_STAMP);
  return document.save();
}

/** Samples being cut now, by key: a reader's viewer asking several ranges at once waits for one cut. */
const cutting = new Map<string, Promise<Uint8Array | null>>();

async function makeSample(db: Db, files: Storage, book: SampleBook & { pdfFile: string }, key: string) {
  const source = await readOrNull(files, book.pdfFile);
  if (!source) return null;
  // A view of the same bytes, of this realm's Uint8Array: pdf-lib checks its input with instanceof.
  const bytes = new Uint8Array(source.buffer, source.byteOffset, source.byteLength);
  const range = { first: book.sampleFirstPage, last: book.sampleLastPage };
  const sample = await cutSample(bytes, range, book.titleAr);
  await files.put(key, sample);
  // The book now names this sample; the one it named before (another PDF, range or title) goes.
  await db.update(books).set({ sampleKey: key }).where(eq(books.id, book.id));
  if (book.sampleKey && book.sampleKey !== key) await files.remove(book.sampleKey);
  return sample;
}

/**
 * The book's sample: read back when it was made already, else cut from its PDF and kept. Null when
 * the book has no PDF, or its file is gone from the storage.
 */
export async function sampleOf(db: Db, files: Storage, book: SampleBook): Promise<Uint8Array | null> {
  if (!book.pdfFile) return null;
  const withPdf = { ...book, pdfFile: book.pdfFile };
  const key = sampleKey(withPdf);
  const kept = await readOrNull(files, key);
  if (kept) return kept;
  let made = cutting.get(key);
  if (!made) {
    made = makeSample(db, files, withPdf, key).finally(() => cutting.delete(key));
    cutting.set(key, made);
  }
  return made;
}
