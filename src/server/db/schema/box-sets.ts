import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { books } from './catalog.ts';
import { createdAt, serialId, updatedAt } from './columns.ts';

/*
 * Tables of the box-sets module (decision 096): a bundle of at least two books sold together, printed
 * or as PDFs, at a price of its own below the sum of its books' prices.
 */

export const boxSetFormats = ['hardcopy', 'pdf'] as const;
export type BoxSetFormat = (typeof boxSetFormats)[number];

export const boxSets = pgTable(
  'box_sets',
  {
    id: serialId(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    descriptionAr: text('description_ar').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    format: text('format', { enum: boxSetFormats }).notNull(),
    /** The price of one box set, in cents; below its books' prices together when it was saved. */
    priceCents: integer('price_cents').notNull(),
    /** Sold in the shop; a box set switched off keeps its page answering 404 and is not sold. */
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('box_sets_price_positive', sql`${t.priceCents} > 0`),
    check('box_sets_format', sql`${t.format} IN ('hardcopy', 'pdf')`),
  ],
);

/**
 * The books of a box set, in the order it shows them. A book deleted from the catalogue leaves its
 * box sets (which are then not sold while they hold fewer than two books).
 */
export const boxSetBooks = pgTable(
  'box_set_books',
  {
    boxSetId: integer('box_set_id')
      .notNull()
      .references(() => boxSets.id, { onDelete: 'cascade' }),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.boxSetId, t.bookId], name: 'box_set_books_pkey' }),
    uniqueIndex('box_set_books_position_unique').on(t.boxSetId, t.position),
    index('box_set_books_book_idx').on(t.bookId),
  ],
);
