/*
 * The library (decisions 058, 059, 072): the PDFs a client owns, the stamped downloads and their
 * limits, the in-shop reader's copies and the page read, and the copies traced back to their buyer.
 * Its tables are its own; it reacts to the order's events and answers the orders module's questions
 * through the service it provides when registered.
 */

export { downloadsOf, ownedBooksOf } from './client-library.ts';
export { downloadRulesOf, resetDownloads } from './download-controls.ts';
export { libraryRoutes } from './library-routes.ts';
export { giveBook, ownsBook } from './ownership.ts';
export { readingDataOf } from './reading.ts';
export { librarySubscribers } from './subscribers.ts';
export { traceRoutes } from './trace-routes.ts';
