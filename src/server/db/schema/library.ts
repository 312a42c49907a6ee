import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { books } from './catalog.ts';
import { clients } from './clients.ts';
import { createdAt, serialId, updatedAt } from './columns.ts';
import { orders } from './orders.ts';

/* Tables of the library module (decisions 058, 059, 072): the PDFs a client owns, each copy made, the page read. */

export const pdfOwnerships = pgTable(
  'pdf_ownerships',
  {
    id: serialId(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** Staff gave the reader their downloads back: only downloads after this count, the link lifetime restarts. */
    downloadsResetAt: timestamp('downloads_reset_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('pdf_ownerships_client_book_unique').on(t.clientId, t.bookId)],
);

/** Where a copy came from: a download, or the copy the in-shop reader opens. */
export const copyKinds = ['download', 'reader'] as const;

export const bookDownloads = pgTable(
  'book_downloads',
  {
    id: serialId(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id),
    ip: text('ip'),
    /** The copy's own code, written invisibly on its pages (services/pdf-trace.ts); null for older copies. */
    code: text('code'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: copyKinds }).notNull().default('download'),
    /** Where a reader copy is kept, until a copy of a newer book file or a refund removes it. */
    copyKey: text('copy_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('book_downloads_client_book_idx').on(t.clientId, t.bookId),
    uniqueIndex('book_downloads_code_unique').on(t.code),
  ],
);

/** The last page a reader read of a book they own, the same on every device. */
export const readingPositions = pgTable(
  'reading_positions',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id),
    page: integer('page').notNull(),
    pages: integer('pages').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.bookId] }),
    check('reading_positions_page_positive', sql`${t.page} >= 1 AND ${t.page} <= ${t.pages}`),
  ],
);
