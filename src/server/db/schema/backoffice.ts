import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, serialId, updatedAt } from './columns.ts';

/* Tables of the backoffice module: the shop's settings, staff notifications and pending uploads. */

/**
 * The shop's settings that staff change in the console (the low-stock threshold, …): one row per key,
 * the value as JSON. A missing row means the default written in `#shared/contract/settings.ts`.
 */
export const shopSettings = pgTable('shop_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: integer('updated_by'),
  updatedAt: updatedAt(),
});

/**
 * A member's choice of staff notifications: the language of the mails, each event or a daily digest,
 * and the events turned on or off (an event missing here is on: the member's role handles it). A member
 * without a row has every default. `digest_day` is the shop's day (YYYY-MM-DD) of the last digest
 * claimed for the member: claiming it is what makes the digest go once a day, whatever the processes.
 */
export const staffNotificationPrefs = pgTable(
  'staff_notification_prefs',
  {
    staffId: integer('staff_id').primaryKey(),
    language: text('language').notNull().default('ar'),
    mode: text('mode').notNull().default('each'),
    events: jsonb('events').$type<Record<string, boolean>>().notNull().default({}),
    digestDay: text('digest_day'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('staff_notification_prefs_mode_known', sql`${t.mode} in ('each', 'digest')`),
    index('staff_notification_prefs_digest_idx').on(t.digestDay).where(sql`${t.mode} = 'digest'`),
  ],
);

/**
 * Events waiting for a member's next digest, a line in each language. `key` names the event, so an
 * event told twice waits once; the digest that lists them deletes them in its transaction.
 */
export const staffNotices = pgTable(
  'staff_notices',
  {
    id: serialId(),
    staffId: integer('staff_id').notNull(),
    key: text('key').notNull(),
    event: text('event').notNull(),
    lineAr: text('line_ar').notNull(),
    lineEn: text('line_en').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_notices_staff_key_unique').on(t.staffId, t.key)],
);

/**
 * Files uploaded for a book not yet saved (a cover, a full PDF): checked and stored at once under keys
 * nothing points at, claimed by the member's save through the token's hash, and removed with their
 * files when left unclaimed for a day.
 */
export const staffPendingUploads = pgTable(
  'staff_pending_uploads',
  {
    id: serialId(),
    tokenHash: text('token_hash').notNull(),
    staffId: integer('staff_id').notNull(),
    /** 'cover' or 'pdf'. */
    kind: text('kind').notNull(),
    /** Every storage key the upload wrote, removed if it is never claimed. */
    keys: jsonb('keys').$type<string[]>().notNull(),
    /** What the save needs: a cover's image and variants, a PDF's key, pages and bytes. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_pending_uploads_token_unique').on(t.tokenHash),
    index('staff_pending_uploads_created_idx').on(t.createdAt),
  ],
);
