/* What tests outside the library use of it. */

/** The module's tables, for tests that arrange or read rows directly. */
export { bookDownloads, pdfOwnerships, readingPositions } from '#server/db/schema/library.ts';
export { type SoldCopy, soldCopy, traceUpload } from './test-trace.ts';
