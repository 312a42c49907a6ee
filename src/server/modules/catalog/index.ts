export { findStaffBook, findStaffBooks, setBookHidden } from './admin-books.ts';
export { bookFiles, setBookCover, setBookPdf } from './admin-files.ts';
export { setWriterPhoto, writerExists } from './admin-writers.ts';
export { bookCategoryIds } from './book-categories.ts';
export { catalogMessages } from './messages.ts';
export { catalogOverview } from './overview.ts';
export {
  claimRelease,
  dueReleases,
  findPreorderState,
  PreorderRefused,
  type PreorderState,
  setPreorder,
  unreleasedBooks,
} from './preorders.ts';
export { catalogRoutes } from './routes.ts';
export {
  bookIsbns,
  booksForOrder,
  findBookFile,
  type OrderableBook,
  OutOfStock,
  orderableBooks,
  reserveStock,
  restockReturned,
  returnStock,
} from './sales.ts';
export { sampleBeyondPages, sampleBeyondPdf } from './sample-pdf-pages.ts';
export { sampleRoutes } from './sample-routes.ts';
export { createCatalogService } from './service.ts';
export {
  type ListedBook,
  listedBooks,
  type SharedBook,
  type SharedSeries,
  type SharedWriter,
  sharedBook,
  sharedSeries,
  sharedWriter,
} from './share.ts';
export { booksBulkRoutes } from './staff-books-bulk-routes.ts';
export { booksRoutes } from './staff-books-routes.ts';
export { bulkRoutes } from './staff-csv-routes.ts';
export { salesAdminRoutes } from './staff-sales-routes.ts';
export { taxonomyRoutes } from './staff-taxonomy-routes.ts';
export { type TradeBook, tradeBooks } from './trade.ts';
export { tellWaitingReaders } from './waitlist.ts';
export { listWaitlists, waitingCount } from './waitlist-counts.ts';
export { waitlistSubscribers } from './waitlist-events.ts';
export { waitlistRoutes } from './waitlist-routes.ts';
