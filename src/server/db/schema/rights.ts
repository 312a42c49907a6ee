import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { RIGHTS_FORMATS, RIGHTS_STATUSES } from '#shared/contract/rights-terms.ts';
import { books } from './catalog.ts';
import { createdAt, serialId, updatedAt } from './columns.ts';
import { staffUsers } from './staff.ts';

/* Tables of the rights module: enquiries for the rights to the house's books (decision 093). */

const statusIn = (column: unknown) => sql`${column} IN ('new', 'in_discussion', 'granted', 'declined')`;

/**
 * One enquiry from the public form. The book's titles are kept as they were asked for, so that the
 * record still reads right if the book is renamed or leaves the catalogue (its id then turns null).
 */
export const rightsEnquiries = pgTable(
  'rights_enquiries',
  {
    id: serialId(),
    /** What the enquirer quotes: `RE-` and six characters, not a count of the enquiries. */
    reference: text('reference').notNull().unique(),
    bookId: integer('book_id').references(() => books.id, { onDelete: 'set null' }),
    bookTitleAr: text('book_title_ar').notNull(),
    bookTitleEn: text('book_title_en').notNull(),
    /** `{world}`, or ISO 3166-1 alpha-2 country codes. */
    territories: text('territories').array().notNull(),
    /** ISO 639-1. */
    language: text('language').notNull(),
    format: text('format', { enum: RIGHTS_FORMATS }).notNull(),
    printRun: integer('print_run'),
    company: text('company').notNull(),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message'),
    /** The language the enquirer wrote in: their mails are in it. */
    replyLanguage: text('reply_language', { enum: ['ar', 'en'] }).notNull(),
    status: text('status', { enum: RIGHTS_STATUSES }).notNull().default('new'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('rights_enquiries_status_known', statusIn(t.status)),
    check('rights_enquiries_format_known', sql`${t.format} IN ('print', 'ebook', 'audio', 'all')`),
    check('rights_enquiries_print_run_positive', sql`${t.printRun} IS NULL OR ${t.printRun} > 0`),
    check('rights_enquiries_territories_given', sql`cardinality(${t.territories}) >= 1`),
    check('rights_enquiries_language_code', sql`${t.language} ~ '^[a-z]{2,3}$'`),
    check('rights_enquiries_reply_language', sql`${t.replyLanguage} IN ('ar', 'en')`),
    index('rights_enquiries_status_idx').on(t.status, t.createdAt),
    index('rights_enquiries_book_idx').on(t.bookId),
  ],
);

/** Every change of an enquiry's status, the arrival first (from null, by nobody). Never updated. */
export const rightsEnquiryEvents = pgTable(
  'rights_enquiry_events',
  {
    id: serialId(),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => rightsEnquiries.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: RIGHTS_STATUSES }),
    toStatus: text('to_status', { enum: RIGHTS_STATUSES }).notNull(),
    note: text('note'),
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('rights_enquiry_events_from_known', sql`${t.fromStatus} IS NULL OR ${statusIn(t.fromStatus)}`),
    check('rights_enquiry_events_to_known', statusIn(t.toStatus)),
    index('rights_enquiry_events_enquiry_idx').on(t.enquiryId, t.id),
  ],
);

/**
 * The rights list (decision 094): the books the house offers for translation, each with a short pitch
 * in each language and the territories or languages already sold ('' when not written). A book deleted
 * from the catalogue leaves the list.
 */
export const rightsTitles = pgTable('rights_titles', {
  bookId: integer('book_id')
    .primaryKey()
    .references(() => books.id, { onDelete: 'cascade' }),
  noteAr: text('note_ar').notNull().default(''),
  noteEn: text('note_en').notNull().default(''),
  sold: text('sold').notNull().default(''),
  addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: updatedAt(),
});
