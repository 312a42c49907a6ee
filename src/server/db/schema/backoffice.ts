import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

/* Tables of the backoffice module: what staff changed, when, and how. */

/**
 * One row per staff write: who (id and e-mail as they were), what (action, record kind and id), and the
 * fields it changed, before and after. Kept apart from the records so that deleting one keeps its story.
 */
export const staffActivity = pgTable(
  'staff_activity',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id').notNull(),
    staffEmail: text('staff_email').notNull(),
    /** e.g. 'create', 'update', 'delete', 'hide', 'show', 'upload', 'import'. */
    action: text('action').notNull(),
    /** The kind of record: 'book', 'writer', 'category', 'news', 'staff', … */
    entity: text('entity').notNull(),
    entityId: integer('entity_id'),
    /** The changed fields as they were, and as they became (null for a creation or a deletion). */
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('staff_activity_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('staff_activity_staff_idx').on(t.staffId, t.createdAt.desc()),
    index('staff_activity_entity_idx').on(t.entity, t.entityId, t.createdAt.desc()),
  ],
);

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
 * Files uploaded for a book not yet saved (a cover, a full PDF): checked and stored at once under keys
 * nothing points at, claimed by the member's save through the token's hash, and removed with their
 * files when left unclaimed for a day.
 */
export const staffPendingUploads = pgTable(
  'staff_pending_uploads',
  {
    id: serial('id').primaryKey(),
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
