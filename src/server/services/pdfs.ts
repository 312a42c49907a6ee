import { open, readFile, stat } from 'node:fs/promises';
import { EncryptedPDFError, PDFDocument } from 'pdf-lib';
import { messagesOf } from '#server/i18n/index.ts';
import { AppError } from '#server/plugins/errors.ts';
import type { Localized } from '#shared/lang.ts';

/*
 * Uploaded PDFs, judged by what they contain: the PDF header at the start, the end-of-file marker at
 * the end (a file cut short in transfer has none), and then the whole document opened with pdf-lib,
 * the library that stamps each buyer's copy: a PDF it cannot open could never be sold.
 */

/** Where the header and the end marker may sit: PDF readers accept a little noise around them. */
const HEADER_WINDOW = 1024;
const TRAILER_WINDOW = 2048;

export const pdfMessages = messagesOf('pdfs');

const refused = (message: Localized) => new AppError(422, 'invalid_pdf', message);

async function readWindow(path: string, size: number, fromEnd: boolean): Promise<string> {
  const file = await open(path, 'r');
  try {
    const { size: total } = await file.stat();
    const length = Math.min(size, total);
    const buffer = Buffer.alloc(length);
    await file.read(buffer, 0, length, fromEnd ? total - length : 0);
    return buffer.toString('latin1');
  } finally {
    await file.close();
  }
}

/**
 * Checks that the file at `path` is a whole PDF that pdf-lib opens and that has pages; answers its page
 * count and size. Throws a 422 AppError ('invalid_pdf') otherwise.
 */
export async function checkPdf(path: string): Promise<{ pages: number; bytes: number }> {
  const { size: bytes } = await stat(path);
  if (bytes === 0 || !(await readWindow(path, HEADER_WINDOW, false)).includes('%PDF-')) {
    throw refused(pdfMessages.notAPdf);
  }
  if (!(await readWindow(path, TRAILER_WINDOW, true)).includes('%%EOF')) {
    throw refused(pdfMessages.truncated);
  }
  let pages: number;
  try {
    const file = await readFile(path);
    // A view of the same bytes, of this realm's Uint8Array: pdf-lib checks its input with instanceof.
    const document = await PDFDocument.load(new Uint8Array(file.buffer, file.byteOffset, file.byteLength), {
      updateMetadata: false,
      throwOnInvalidObject: true,
    });
    pages = document.getPageCount();
  } catch (error) {
    throw refused(error instanceof EncryptedPDFError ? pdfMessages.encrypted : pdfMessages.notAPdf);
  }
  if (pages < 1) throw refused(pdfMessages.notAPdf);
  return { pages, bytes };
}
