/*
 * The reader's public surface: the "Read" link, the device's copies kept in step with the account,
 * and pdf.js's worker, started while the reader's page loads.
 */
export { startReaderCopies } from './cleanup.ts';
export { ReadLink } from './ReadLink.tsx';
export { pdfWorker as startPdfWorker } from './worker.ts';
