import { boolean, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/* Tables of the reference module: what checkout picks from. */

export const countries = pgTable(
  'countries',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
  },
  (t) => [uniqueIndex('countries_code_unique').on(t.code)],
);

export const paymentTypes = pgTable('payment_types', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  titleAr: text('title_ar').notNull(),
  titleEn: text('title_en').notNull(),
  hardCopyOnly: boolean('hard_copy_only').notNull().default(false),
  active: boolean('active').notNull().default(true),
});
