import { open, readFile, stat } from 'node:fs/promises';
import type { FastifyReply } from 'fastify';
import { EncryptedPDFError, PDFDocument } from 'pdf-lib';
import { messagesOf } from '#server/i18n/index.ts';
import { AppError } from '#server/plugins/errors.ts';
import type { Localized } from '#shared/lang.ts';
import { activeContentOf } from './pdf-active-content.ts';

/*
 * Uploaded PDFs, judged by what they contain: the PDF header at the start (else the refusal says what
 * the file is instead), the end-of-file marker at the end (a file cut short has none), and then the
 * whole document opened with pdf-lib, the library that stamps each buyer's copy: a PDF it cannot open
 * (damaged, or locked with a password) could never be sold. A PDF that
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

/** What a file that is no PDF is, by its first bytes (latin1): a picture, an Office document, or other. */
function notAPdfMessage(head: string): Localized {
  const pictures = ['\x89PNG', '\xff\xd8\xff', 'GIF8', 'RIFF'];
  if (pictures.some((magic) => head.startsWith(magic))) return pdfMessages.picture;
  if (head.startsWith('PK\x03\x04') || head.startsWith('\xd0\xcf\x11\xe0')) return pdfMessages.office;
  return pdfMessages.notAPdf;
}

/**
 * Checks that the file at `path` is a whole PDF that pdf-lib opens, that has pages and holds nothing
 * active; answers its page count and size. Throws a 422 AppError otherwise: 'invalid_pdf', or
 * 'pdf_active_content'.
 */
export async function checkPdf(path: string): Promise<{ pages: number; bytes: number }> {
  const { size: bytes } = await stat(path);
  const head = await readWindow(path, HEADER_WINDOW, false);
  if (bytes === 0 || !head.includes('%PDF-')) throw refused(notAPdfMessage(head));
  if (!(await readWindow(path, TRAILER_WINDOW, true)).includes('%%EOF')) {
    throw refused(pdfMessages.missingEnd);
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
    // A PDF encrypted with its object streams fails to parse before pdf-lib sees it is encrypted.
    const locked = error instanceof EncryptedPDFError || file.includes('/Encrypt');
    throw refused(locked ? pdfMessages.encrypted : pdfMessages.damaged);
  }
  if (document.isEncrypted) throw refused(pdfMessages.encrypted);
  if (pages < 1) throw refused(pdfMessages.noPages);
  if (activeContentOf(document, file).length > 0) {
    throw new AppError(422, 'pdf_active_content', pdfMessages.activeContent);
  }
  return { pages, bytes };
}
