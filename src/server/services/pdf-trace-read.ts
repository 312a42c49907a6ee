import { createRequire } from 'node:module';
import path from 'node:path';
import { AppError } from '#server/plugins/errors.ts';
import type { Localized } from '#shared/lang.ts';
import { copyCodesIn } from './pdf-trace.ts';
import { pdfMessages } from './pdfs.ts';

/*
 * Reading a suspect PDF back for the copy codes pdf-trace.ts wrote into it. The text of its pages is
 * read as PDF readers read it (pdfjs-dist), so the invisible code is found wherever it still stands on
 * a page, whatever was cut, drawn over or rewritten around it; the document's metadata is searched last.
 * A file that is not a PDF, or one that cannot be opened, is refused with a 422 'invalid_pdf'.
 */

/** The pages read at most, and the pages carrying a code after which the reading stops. */
export const MAX_PAGES_READ = 2000;
const PAGES_WITH_CODE = 3;
/** Where the PDF header may sit: readers accept a little noise before it. */
const HEADER_WINDOW = 1024;

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjs: Promise<PdfJs> | undefined;
/** pdfjs-dist is loaded on the first trace only: the shop's start does not pay for it. */
const loadPdfJs = () => {
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjs;
};

/** The fonts pdfjs-dist ships for PDFs that name a standard font without embedding it. */
function standardFontDataUrl(): string | undefined {
  try {
    const manifest = createRequire(import.meta.url).resolve('pdfjs-dist/package.json');
    return `${path.join(path.dirname(manifest), 'standard_fonts')}${path.sep}`;
  } catch {
    return undefined;
  }
}

const refused = (message: Localized) => new AppError(422, 'invalid_pdf', message);

type TextItem = { str?: string; hasEOL?: boolean };
const pageText = (items: TextItem[]) =>
  items.map((item) => `${item.str ?? ''}${item.hasEOL ? '\n' : ''}`).join('');

/**
 * The copy codes found in the PDF `bytes`: on its pages first (up to MAX_PAGES_READ, stopping once a
 * few pages carried one), else in its metadata. Throws a 422 AppError 'invalid_pdf' when the file is
 * no PDF or cannot be opened.
 */
export async function readCopyCodes(bytes: Uint8Array): Promise<string[]> {
  const head = Buffer.from(bytes.subarray(0, HEADER_WINDOW)).toString('latin1');
  if (!head.includes('%PDF-')) throw refused(pdfMessages.notAPdf);
  const { getDocument, PasswordException } = await loadPdfJs();
  // pdfjs-dist takes over the buffer it is given: it reads a copy.
  const task = getDocument({
    data: bytes.slice(),
    useSystemFonts: false,
    disableFontFace: true,
    stopAtErrors: false,
    verbosity: 0,
    standardFontDataUrl: standardFontDataUrl(),
  });
  try {
    let document: Awaited<typeof task.promise>;
    try {
      document = await task.promise;
    } catch (error) {
      throw refused(error instanceof PasswordException ? pdfMessages.encrypted : pdfMessages.damaged);
    }
    const codes = new Set<string>();
    let pagesWithCode = 0;
    const pages = Math.min(document.numPages, MAX_PAGES_READ);
    for (let number = 1; number <= pages && pagesWithCode < PAGES_WITH_CODE; number++) {
      const page = await document.getPage(number);
      const found = copyCodesIn(pageText((await page.getTextContent()).items as TextItem[]));
      page.cleanup();
      for (const code of found) codes.add(code);
      if (found.length > 0) pagesWithCode += 1;
    }
    if (codes.size > 0) return [...codes];
    const { info, metadata } = await document.getMetadata();
    const fields = info as Record<string, unknown>;
    const text = ['Subject', 'Keywords', 'Title']
      .map((field) => (typeof fields[field] === 'string' ? fields[field] : ''))
      .join('\n');
    return copyCodesIn(`${text}\n${metadata?.getRaw() ?? ''}`);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw refused(pdfMessages.damaged);
  } finally {
    await task.destroy();
  }
}
