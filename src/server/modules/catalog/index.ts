export {
  bookWithIsbn,
  changeStock,
  createBook,
  deleteBook,
  findStaffBook,
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
export { type BookCover, bookFiles, setBookCover, setBookPdf } from './admin-files.ts';
export {
  type CategoryInput,
  createCategory,
  createNamed,
  type DeleteOutcome,
  deleteCategory,
  deleteNamed,
  findStaffCategory,
  findStaffNamed,
  listStaffCategories,
  listStaffNamed,
  type NamedInput,
  type NamedKind,
  type StaffPage,
  type UpdateOutcome,
  type UsedBy,
  updateCategory,
  updateNamed,
} from './admin-taxonomy.ts';
export { booksCsv } from './csv-export.ts';
export { type ImportProblem, type ReadImport, readBooksCsv } from './csv-read.ts';
export { previewBooksCsv, type WrittenImport, type WrittenRow, writeBooksCsv } from './csv-write.ts';
export { catalogMessages } from './messages.ts';
export { catalogOverview } from './overview.ts';
export { catalogRoutes } from './routes.ts';
export {
  booksForOrder,
  findBookFile,
  type OrderableBook,
  OutOfStock,
  orderableBooks,
  reserveStock,
  returnStock,
  type StockLine,
} from './sales.ts';
export { type CatalogService, createCatalogService } from './service.ts';
export { type ListedBook, listedBooks, type SharedBook, sharedBook } from './share.ts';
