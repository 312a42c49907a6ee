import {
  preorderBodySchema,
  preorderParamsSchema,
  staffPreorderAnswerSchema,
  staffPreorderSavedSchema,
  staffWaitlistsAnswerSchema,
  staffWaitlistsQuerySchema,
} from '../preorders.ts';
import { ANY_STAFF, CATALOG_ROLES, NOTIFY_ROLES, notifyAnswerSchema } from '../staff.ts';
import {
  staffBookAnswerSchema,
  staffBookCreateSchema,
  staffBookDeletedSchema,
  staffBookParamsSchema,
  staffBookSavedSchema,
  staffBooksAnswerSchema,
  staffBooksQuerySchema,
  staffBookUpdateSchema,
  stockChangeAnswerSchema,
  stockChangeBodySchema,
  stockChangesAnswerSchema,
  stockChangesQuerySchema,
} from '../staff-books.ts';
import { bulkBooksAnswerSchema, bulkBooksBodySchema } from '../staff-books-bulk.ts';
import { importAnswerSchema, importPreviewAnswerSchema } from '../staff-bulk.ts';
import {
  bookFilesAnswerSchema,
  bookPdfUploadAnswerSchema,
  coverUploadAnswerSchema,
  fileUploadParamsSchema,
  imageUploadAnswerSchema,
  pendingUploadAnswerSchema,
} from '../staff-files.ts';
import {
  staffSaleAnswerSchema,
  staffSaleBodySchema,
  staffSaleSavedSchema,
  staffSalesAnswerSchema,
  staffSalesQuerySchema,
  staffSaleUpdateSchema,
} from '../staff-sales.ts';
import {
  staffCategoriesAnswerSchema,
  staffCategoriesQuerySchema,
  staffCategoryAnswerSchema,
  staffCategoryBodySchema,
  staffCategorySavedSchema,
  staffCategoryUpdateSchema,
  staffDeletedAnswerSchema,
  staffNamedAnswerSchema,
  staffNamedBodySchema,
  staffNamedListAnswerSchema,
  staffNamedQuerySchema,
  staffNamedSavedSchema,
  staffNamedUpdateSchema,
  staffWriterAnswerSchema,
  staffWriterBodySchema,
  staffWriterSavedSchema,
  staffWritersAnswerSchema,
  staffWriterUpdateSchema,
  taxonomyParamsSchema,
} from '../staff-taxonomy.ts';
import { type EndpointEntry, recordUpload } from './entry.ts';

/**
 * The console's catalogue: books, their stock, pre-orders and files, uploads, categories, writers, cover
 * types, sales and the catalogue as CSV (server/modules/backoffice).
 */
export const backofficeCatalogueEndpoints = {
  // books (every member reads; admins and editors write)
  'GET /staff/books': { roles: ANY_STAFF, query: staffBooksQuerySchema, response: staffBooksAnswerSchema },
  'POST /staff/books': {
    roles: CATALOG_ROLES,
    statuses: [201],
    body: staffBookCreateSchema,
    response: staffBookSavedSchema,
  },
  'POST /staff/books/bulk/preview': {
    roles: CATALOG_ROLES,
    body: bulkBooksBodySchema,
    response: bulkBooksAnswerSchema,
  },
  'POST /staff/books/bulk': {
    roles: CATALOG_ROLES,
    body: bulkBooksBodySchema,
    response: bulkBooksAnswerSchema,
  },
  'GET /staff/books/:id': {
    roles: ANY_STAFF,
    params: staffBookParamsSchema,
    response: staffBookAnswerSchema,
  },
  'PUT /staff/books/:id': {
    roles: CATALOG_ROLES,
    params: staffBookParamsSchema,
    body: staffBookUpdateSchema,
    response: staffBookSavedSchema,
  },
  'DELETE /staff/books/:id': {
    roles: CATALOG_ROLES,
    params: staffBookParamsSchema,
    response: staffBookDeletedSchema,
  },
  'POST /staff/books/:id/hide': {
    roles: CATALOG_ROLES,
    params: staffBookParamsSchema,
    response: staffBookSavedSchema,
  },
  'POST /staff/books/:id/show': {
    roles: CATALOG_ROLES,
    params: staffBookParamsSchema,
    response: staffBookSavedSchema,
  },
  'POST /staff/books/:id/stock': {
    roles: CATALOG_ROLES,
    params: staffBookParamsSchema,
    body: stockChangeBodySchema,
    response: stockChangeAnswerSchema,
  },
  // pre-orders and waiting lists (decision 056)
  'GET /staff/books/:id/preorder': {
    roles: CATALOG_ROLES,
    params: preorderParamsSchema,
    response: staffPreorderAnswerSchema,
  },
  'PUT /staff/books/:id/preorder': {
    roles: CATALOG_ROLES,
    params: preorderParamsSchema,
    body: preorderBodySchema,
    response: staffPreorderSavedSchema,
  },
  'POST /staff/books/:id/release': {
    roles: CATALOG_ROLES,
    params: preorderParamsSchema,
    response: staffPreorderSavedSchema,
  },
  'GET /staff/waitlists': {
    roles: CATALOG_ROLES,
    query: staffWaitlistsQuerySchema,
    response: staffWaitlistsAnswerSchema,
  },
  'GET /staff/books/:id/stock-changes': {
    roles: ANY_STAFF,
    params: staffBookParamsSchema,
    query: stockChangesQuerySchema,
    response: stockChangesAnswerSchema,
  },
  'POST /staff/books/:id/notify': {
    roles: NOTIFY_ROLES,
    params: staffBookParamsSchema,
    response: notifyAnswerSchema,
  },
  // uploads: multipart/form-data with one file in the field `file`
  'GET /staff/books/:id/files': {
    roles: ANY_STAFF,
    params: fileUploadParamsSchema,
    response: bookFilesAnswerSchema,
  },
  'POST /staff/books/:id/cover': recordUpload(coverUploadAnswerSchema),
  'POST /staff/books/:id/pdf': recordUpload(bookPdfUploadAnswerSchema),
  'POST /staff/uploads/cover': { roles: CATALOG_ROLES, upload: true, response: pendingUploadAnswerSchema },
  'POST /staff/uploads/pdf': { roles: CATALOG_ROLES, upload: true, response: pendingUploadAnswerSchema },
  // categories, writers and cover types (every member reads; admins and editors write)
  'GET /staff/categories': {
    roles: ANY_STAFF,
    query: staffCategoriesQuerySchema,
    response: staffCategoriesAnswerSchema,
  },
  'POST /staff/categories': {
    roles: CATALOG_ROLES,
    statuses: [201],
    body: staffCategoryBodySchema,
    response: staffCategorySavedSchema,
  },
  'GET /staff/categories/:id': {
    roles: ANY_STAFF,
    params: taxonomyParamsSchema,
    response: staffCategoryAnswerSchema,
  },
  'PUT /staff/categories/:id': {
    roles: CATALOG_ROLES,
    params: taxonomyParamsSchema,
    body: staffCategoryUpdateSchema,
    response: staffCategorySavedSchema,
  },
  'DELETE /staff/categories/:id': {
    roles: CATALOG_ROLES,
    params: taxonomyParamsSchema,
    response: staffDeletedAnswerSchema,
  },
  'GET /staff/writers': {
    roles: ANY_STAFF,
    query: staffNamedQuerySchema,
    response: staffWritersAnswerSchema,
  },
  'POST /staff/writers': {
    roles: CATALOG_ROLES,
    statuses: [201],
    body: staffWriterBodySchema,
    response: staffWriterSavedSchema,
  },
  'GET /staff/writers/:id': {
    roles: ANY_STAFF,
    params: taxonomyParamsSchema,
    response: staffWriterAnswerSchema,
  },
  'PUT /staff/writers/:id': {
    roles: CATALOG_ROLES,
    params: taxonomyParamsSchema,
    body: staffWriterUpdateSchema,
    response: staffWriterSavedSchema,
  },
  'DELETE /staff/writers/:id': {
    roles: CATALOG_ROLES,
    params: taxonomyParamsSchema,
    response: staffDeletedAnswerSchema,
  },
  'POST /staff/writers/:id/photo': recordUpload(imageUploadAnswerSchema),
  'GET /staff/cover-types': {
    roles: ANY_STAFF,
    query: staffNamedQuerySchema,
    response: staffNamedListAnswerSchema,
  },
  'POST /staff/cover-types': {
    roles: CATALOG_ROLES,
    statuses: [201],
    body: staffNamedBodySchema,
    response: staffNamedSavedSchema,
  },
  'GET /staff/cover-types/:id': {
    roles: ANY_STAFF,
    params: taxonomyParamsSchema,
    response: staffNamedAnswerSchema,
  },
  'PUT /staff/cover-types/:id': {
    roles: CATALOG_ROLES,
    params: taxonomyParamsSchema,
    body: staffNamedUpdateSchema,
    response: staffNamedSavedSchema,
  },
  'DELETE /staff/cover-types/:id': {
    roles: CATALOG_ROLES,
    params: taxonomyParamsSchema,
    response: staffDeletedAnswerSchema,
  },
  'GET /staff/series': {
    roles: ANY_STAFF,
    query: staffNamedQuerySchema,
    response: staffNamedListAnswerSchema,
  },
  'POST /staff/series': {
    roles: CATALOG_ROLES,
    statuses: [201],
    body: staffNamedBodySchema,
    response: staffNamedSavedSchema,
  },
  'GET /staff/series/:id': {
    roles: ANY_STAFF,
    params: taxonomyParamsSchema,
    response: staffNamedAnswerSchema,
  },
  'PUT /staff/series/:id': {
    roles: CATALOG_ROLES,
    params: taxonomyParamsSchema,
    body: staffNamedUpdateSchema,
    response: staffNamedSavedSchema,
  },
  'DELETE /staff/series/:id': {
    roles: CATALOG_ROLES,
    params: taxonomyParamsSchema,
    response: staffDeletedAnswerSchema,
  },
  // sales (admins and editors)
  'GET /staff/sales': {
    roles: CATALOG_ROLES,
    query: staffSalesQuerySchema,
    response: staffSalesAnswerSchema,
  },
  'POST /staff/sales': {
    roles: CATALOG_ROLES,
    statuses: [201],
    body: staffSaleBodySchema,
    response: staffSaleSavedSchema,
  },
  'GET /staff/sales/:id': {
    roles: CATALOG_ROLES,
    params: taxonomyParamsSchema,
    response: staffSaleAnswerSchema,
  },
  'PUT /staff/sales/:id': {
    roles: CATALOG_ROLES,
    params: taxonomyParamsSchema,
    body: staffSaleUpdateSchema,
    response: staffSaleSavedSchema,
  },
  'POST /staff/sales/:id/end': {
    roles: CATALOG_ROLES,
    params: taxonomyParamsSchema,
    response: staffSaleSavedSchema,
  },
  'DELETE /staff/sales/:id': {
    roles: CATALOG_ROLES,
    params: taxonomyParamsSchema,
    response: staffDeletedAnswerSchema,
  },
  // the catalogue as CSV
  'GET /staff/books/export.csv': { roles: ANY_STAFF, file: 'text/csv' },
  'POST /staff/books/import/preview': {
    roles: CATALOG_ROLES,
    upload: true,
    response: importPreviewAnswerSchema,
  },
  'POST /staff/books/import': { roles: CATALOG_ROLES, upload: true, response: importAnswerSchema },
} as const satisfies Record<string, EndpointEntry>;
