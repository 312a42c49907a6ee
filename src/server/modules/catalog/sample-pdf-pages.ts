import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import type { Db } from '#server/db/client.ts';
import { books } from '#server/db/schema/catalog.ts';
import { AppError, commonMessages } from '#server/plugins/errors.ts';
import { readOrNull, type Storage } from '#server/services/storage.ts';
import { samplePdfMessages } from './messages.ts';

/*
 * A staff range of sample pages lies within the book's PDF as it really is (decision 068): the
 * book's `pages` field is what staff typed, and may say 184 for a 12-page file. The PDF's page count
 * is read from the stored file when the range changes, and taken from the upload when the PDF does.
 */

/** Page counts by file key: a key names one file for good (a new PDF is stored under a new key). */
const counted = new Map<string, number>();
const COUNTED_KEEP = 500;

/** How many pages the stored PDF at `key` has; null when it cannot be read. */
export async function pdfPageCount(files: Storage, key: string): Promise<number | null> {
  const known = counted.get(key);
  if (known !== undefined) return known;
  const source = await readOrNull(files, key);
  if (!source) return null;
  let pages: number;
  try {
    // A view of the same bytes, of this realm's Uint8Array: pdf-lib checks its input with instanceof.
    const bytes = new Uint8Array(source.buffer, source.byteOffset, source.byteLength);
    pages = (await PDFDocument.load(bytes, { updateMetadata: false })).getPageCount();
  } catch {
    return null;
  }
  if (counted.size >= COUNTED_KEEP) counted.delete(counted.keys().next().value as string);
  counted.set(key, pages);
  return pages;
}

/** The last page of the book's sample range when it reaches beyond a PDF of `pages` pages; else null. */
export async function sampleBeyondPages(tx: Db, id: number, pages: number): Promise<number | null> {
  const [book] = await tx.select({ last: books.sampleLastPage }).from(books).where(eq(books.id, id));
  return book?.last != null && book.last > pages ? book.last : null;
}

/**
 * Refuses (422 under `sample_last_page`) the book's sample range, as written in this transaction, when
 * it reaches beyond the pages of the book's PDF: `pdfPages` when the caller has just counted them, else
 * the stored PDF's. A book without a PDF, or whose PDF cannot be read, is held to its `pages` alone.
 */
export async function checkSampleWithinPdf(tx: Db, files: Storage, id: number, pdfPages?: number) {
  let pages = pdfPages ?? null;
  if (pages === null) {
    const [book] = await tx
      .select({ pdfFile: books.pdfFile, last: books.sampleLastPage })
      .from(books)
      .where(eq(books.id, id));
    if (!book?.pdfFile || book.last === null) return;
    pages = await pdfPageCount(files, book.pdfFile);
    if (pages === null) return;
  }
  if ((await sampleBeyondPages(tx, id, pages)) === null) return;
  throw new AppError(422, 'validation', commonMessages.validation, {
    sample_last_page: [samplePdfMessages.pdfPages(pages)],
  });
}

/** The refusal of a new PDF shorter than the book's sample reaches. */
export const sampleBeyondPdf = (last: number, pages: number) =>
  new AppError(422, 'sample_beyond_pdf', samplePdfMessages.beyondPdf(last, pages));
