import {
  GlobalWorkerOptions,
  getDocument,
  type PDFDocumentLoadingTask,
  type PDFDocumentProxy,
  type PDFPageProxy,
  TextLayer,
} from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/*
 * pdf.js, loaded with the reader's page only. A book on the server is read in 64 KiB ranges as the
 * reader turns to its pages (the server answers Accept-Ranges); a kept copy is read from its bytes.
 */

GlobalWorkerOptions.workerSrc = workerUrl;

export type { PDFDocumentProxy, PDFPageProxy };
export { TextLayer };

export type BookSource = { url: string; headers?: Record<string, string> } | { data: ArrayBuffer };

export function openPdf(source: BookSource): PDFDocumentLoadingTask {
  const common = {
    rangeChunkSize: 65536,
    // Only the ranges the pages shown need: no stream of the whole file, no fetching ahead.
    disableAutoFetch: true,
    disableStream: true,
    disableFontFace: true,
    // The standard fonts a PDF names without embedding them (vite.config.ts serves them).
    standardFontDataUrl: '/pdf-fonts/',
  };
  if ('data' in source) return getDocument({ ...common, data: new Uint8Array(source.data) });
  return getDocument({ ...common, url: source.url, httpHeaders: source.headers, withCredentials: false });
}
