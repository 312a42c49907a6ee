import {
  GlobalWorkerOptions,
  getDocument,
  type PDFDataRangeTransport,
  type PDFDocumentLoadingTask,
  type PDFDocumentProxy,
  type PDFPageProxy,
  TextLayer,
} from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { pdfWorker } from './worker.ts';

/*
 * pdf.js, loaded with the reader's page only. A book on the server is read in 64 KiB ranges as the
 * reader turns to its pages (ranges.ts); a kept copy is read from its bytes.
 */

GlobalWorkerOptions.workerSrc = workerUrl;
const port = pdfWorker();
if (port) GlobalWorkerOptions.workerPort = port;

/** The last book closed: pdf.js takes no new book on the shared worker until it is closed. */
let closing: Promise<void> = Promise.resolve();

export function closePdf(task: PDFDocumentLoadingTask): void {
  closing = closing.then(() => task.destroy()).catch(() => undefined);
}

export type { PDFDocumentProxy, PDFPageProxy };
export { TextLayer };

export type BookSource = { range: PDFDataRangeTransport } | { data: ArrayBuffer };

const FONTS_URL = '/pdf-fonts/';
/** Every copy the shop stamps carries its code in Helvetica (pdf-trace.ts): pdf.js draws it with this. */
const COPY_CODE_FONT = 'LiberationSans-Regular.ttf';
const fonts = new Map<string, Promise<Uint8Array>>();

/** A standard font's file, fetched once for every book read (vite.config.ts serves them). */
function fontBytes(filename: string): Promise<Uint8Array> {
  let bytes = fonts.get(filename);
  if (!bytes) {
    bytes = fetch(`${FONTS_URL}${filename}`).then(async (response) => {
      if (!response.ok) throw new Error(`No font ${filename}`);
      return new Uint8Array(await response.arrayBuffer());
    });
    bytes.catch(() => fonts.delete(filename));
    fonts.set(filename, bytes);
  }
  return bytes;
}

/** Asks for the font of a copy's code beside the book's first bytes, rather than after them. */
export function prefetchCopyFont(): void {
  void fontBytes(COPY_CODE_FONT).catch(() => undefined);
}

/** pdf.js's files for the 14 standard PDF fonts a PDF may name without embedding them. */
class StandardFonts {
  async fetch({ kind, filename }: { kind: string; filename: string }): Promise<Uint8Array> {
    if (kind !== 'standardFontDataUrl') throw new Error(`No ${kind} data in the shop`);
    // A copy: pdf.js may hand it to its worker, which takes the buffer.
    return (await fontBytes(filename)).slice();
  }
}

export async function openPdf(source: BookSource): Promise<PDFDocumentLoadingTask> {
  await closing;
  const common = {
    rangeChunkSize: 65536,
    // Only the ranges the pages shown need: no stream of the whole file, no fetching ahead.
    disableAutoFetch: true,
    disableStream: true,
    disableFontFace: true,
    standardFontDataUrl: FONTS_URL,
    BinaryDataFactory: StandardFonts,
    useWorkerFetch: false,
  };
  if ('data' in source) return getDocument({ ...common, data: new Uint8Array(source.data) });
  return getDocument({ ...common, range: source.range });
}
