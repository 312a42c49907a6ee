import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, serialId } from './columns.ts';

/* Tables of the mail outbox: every mail the shop owes someone, kept until the mail server took it. */

/**
 * One row per mail. Written in the same transaction as the change it tells of, worked by the server:
 * `pending` rows whose `next_attempt_at` has come are claimed (a lease in `locked_until`), sent, and
 * marked `sent`; a failure puts the row back with a later `next_attempt_at` until `attempts` runs out
 * (`failed`, kept for staff to see and retry). `key` makes an enqueue idempotent ('order:12:shipped').
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serialId(),
    key: text('key'),
    /** What the mail is about, for the console: 'order_received', 'newsletter', 'contact_reply', … */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    language: text('language').notNull().default('ar'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** Extra headers, such as List-Unsubscribe. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /** 'pending', 'sending', 'sent' or 'failed'. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The id of the request that wrote the mail (its `x-request-id`); null for one written by a job. */
    requestId: text('request_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mail_outbox_key_unique').on(t.key),
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('mail_outbox_status_known', sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`),
  ],
);
