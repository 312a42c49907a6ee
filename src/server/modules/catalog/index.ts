export { catalogMessages } from './messages.ts';
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
