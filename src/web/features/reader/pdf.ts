import {
  GlobalWorkerOptions,
  getDocument,
  PDFDataRangeTransport,
  type PDFDocumentLoadingTask,
  type PDFDocumentProxy,
  type PDFPageProxy,
  TextLayer,
} from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { FONTS_URL, StandardFonts } from './fonts.ts';
import { pdfWorker } from './worker.ts';

/*
 * pdf.js, asked for by the reader's page as it loads (load-pdf.ts). A book on the server is read in
 * 64 KiB ranges as the reader turns to its pages (ranges.ts); a kept copy is read from its bytes.
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
export { PDFDataRangeTransport, TextLayer };

export type BookSource = { range: PDFDataRangeTransport } | { data: ArrayBuffer };

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
