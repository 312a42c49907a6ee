import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { serialId } from './columns.ts';

/* Tables of the reference module: what checkout picks from. */

export const countries = pgTable(
  'countries',
  {
    id: serialId(),
    code: text('code').notNull(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
  },
  (t) => [uniqueIndex('countries_code_unique').on(t.code)],
);

export const paymentTypes = pgTable('payment_types', {
  id: serialId(),
  code: text('code').notNull().unique(),
  titleAr: text('title_ar').notNull(),
  titleEn: text('title_en').notNull(),
  hardCopyOnly: boolean('hard_copy_only').notNull().default(false),
  active: boolean('active').notNull().default(true),
});

/**
 * What one US dollar is worth in another currency, as staff set it (decision 057): whole millionths
 * (`rate_micros`, 3.6725 is 3672500), never a float. The dollar itself is not stored: its rate is 1.
 * `set_by` is the staff member (no foreign key across modules); null for the seeded rates.
 */
export const currencyRates = pgTable(
  'currency_rates',
  {
    code: text('code').primaryKey(),
    rateMicros: bigint('rate_micros', { mode: 'number' }).notNull(),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
    setBy: integer('set_by'),
  },
  (t) => [check('currency_rates_rate_positive', sql`${t.rateMicros} > 0`)],
);
