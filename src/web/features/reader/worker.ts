import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/*
 * pdf.js's worker (1.3 MB of code), started as soon as the reader's page is asked for, so that it
 * loads and starts beside the page's own code rather than after it. One worker serves every book
 * the reader opens; pdf.js is given its port.
 */

let worker: Worker | undefined;

export function pdfWorker(): Worker | undefined {
  if (!worker && typeof Worker !== 'undefined') worker = new Worker(workerUrl, { type: 'module' });
  return worker;
}
