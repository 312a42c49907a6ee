export {
  bookWithIsbn,
  changeStock,
  createBook,
  deleteBook,
  findStaffBook,
  findStaffBooks,
  IsbnTaken,
  type StaffBookRecord,
  type StockChangeRow,
  StockNeedsReason,
  StockUnchanged,
  setBookHidden,
  UnknownReference,
  updateBook,
} from './admin-books.ts';
export { listStaffBooks, listStockChanges } from './admin-books-list.ts';
export { bookFiles, setBookCover, setBookPdf } from './admin-files.ts';
export {
  createSale,
  deleteSale,
  endSale,
  findSale,
  listSales,
  saleMessages,
  updateSale,
} from './admin-sales.ts';
export {
  createCategory,
  createNamed,
  deleteCategory,
  deleteNamed,
  findStaffCategory,
  findStaffNamed,
  listStaffCategories,
  listStaffNamed,
  updateCategory,
  updateNamed,
} from './admin-taxonomy.ts';
export { bookCategoryIds } from './book-categories.ts';
export { booksCsv } from './csv-export.ts';
export { type ImportProblem, readBooksCsv } from './csv-read.ts';
export { previewBooksCsv, type WrittenRow, writeBooksCsv } from './csv-write.ts';
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
export { checkSampleWithinPdf, sampleBeyondPages, sampleBeyondPdf } from './sample-pdf-pages.ts';
export { sampleRoutes } from './sample-routes.ts';
export { createCatalogService } from './service.ts';
export { type ListedBook, listedBooks, type SharedBook, sharedBook } from './share.ts';
export { stockCameBack, tellWaitingReaders } from './waitlist.ts';
export { listWaitlists, waitingCount } from './waitlist-counts.ts';
export { waitlistSubscribers } from './waitlist-events.ts';
export { waitlistRoutes } from './waitlist-routes.ts';
