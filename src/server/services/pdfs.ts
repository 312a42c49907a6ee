import { open, readFile, stat } from 'node:fs/promises';
import type { FastifyReply } from 'fastify';
import { EncryptedPDFError, PDFDocument } from 'pdf-lib';
import { messagesOf } from '#server/i18n/index.ts';
import { AppError } from '#server/plugins/errors.ts';
import type { Localized } from '#shared/lang.ts';
import { activeContentOf } from './pdf-active-content.ts';

/*
 * Uploaded PDFs, judged by what they contain: the PDF header at the start, the end-of-file marker at
 * the end (a file cut short in transfer has none), and then the whole document opened with pdf-lib,
 * the library that stamps each buyer's copy: a PDF it cannot open could never be sold. A PDF that
 * could act on its readers (scripts, launch actions, embedded files: `pdf-active-content.ts`) is
 * refused too, whether it is to be sold or shown to everyone.
 */

/** Where the header and the end marker may sit: PDF readers accept a little noise around them. */
const HEADER_WINDOW = 1024;
const TRAILER_WINDOW = 2048;

export const pdfMessages = messagesOf('pdfs');

const refused = (message: Localized) => new AppError(422, 'invalid_pdf', message);

/**
 * Answers a PDF from an upload under `contentDisposition` (named, inline or as an attachment) and a
 * CSP sandbox, which gives it an opaque origin and nothing of the shop's: no script, connection, form
 * or cookie (docs/decisions/040; Chromium's viewer still shows a sandboxed PDF inline).
 */
export function sandboxedPdf(reply: Pick<FastifyReply, 'header'>, contentDisposition: string) {
  reply.header('content-disposition', contentDisposition);
  reply.header('content-security-policy', "sandbox; default-src 'none'");
  reply.header('x-content-type-options', 'nosniff');
}

/** `inline` under the file's own name (a stored key's: letters, digits, dots, dashes). */
export const inlinePdf = (filename: string) =>
  `inline; filename="${filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`;

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
 * Checks that the file at `path` is a whole PDF that pdf-lib opens, that has pages and holds nothing
 * active; answers its page count and size. Throws a 422 AppError otherwise: 'invalid_pdf', or
 * 'pdf_active_content'.
 */
export async function checkPdf(path: string): Promise<{ pages: number; bytes: number }> {
  const { size: bytes } = await stat(path);
  if (bytes === 0 || !(await readWindow(path, HEADER_WINDOW, false)).includes('%PDF-')) {
    throw refused(pdfMessages.notAPdf);
  }
  if (!(await readWindow(path, TRAILER_WINDOW, true)).includes('%%EOF')) {
    throw refused(pdfMessages.truncated);
  }
  const file = await readFile(path);
  let document: PDFDocument;
  let pages: number;
  try {
    // A view of the same bytes, of this realm's Uint8Array: pdf-lib checks its input with instanceof.
    document = await PDFDocument.load(new Uint8Array(file.buffer, file.byteOffset, file.byteLength), {
      updateMetadata: false,
      throwOnInvalidObject: true,
    });
    pages = document.getPageCount();
  } catch (error) {
    throw refused(error instanceof EncryptedPDFError ? pdfMessages.encrypted : pdfMessages.notAPdf);
  }
  if (pages < 1) throw refused(pdfMessages.notAPdf);
  if (activeContentOf(document, file).length > 0) {
    throw new AppError(422, 'pdf_active_content', pdfMessages.activeContent);
  }
  return { pages, bytes };
}
