import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { clients } from './clients.ts';
import { createdAt, serialId } from './columns.ts';
import { staffUsers } from './staff.ts';

/* Tables of the privacy module: the reader's rights over their own data (decision 085). */

/** Where a consent change came from. */
export const consentSources = ['register', 'profile', 'mail_link', 'newsletter', 'staff'] as const;
export type ConsentSource = (typeof consentSources)[number];

/**
 * Marketing consent, kept apart from the account: one row per change, never updated, so the history
 * shows when and from where each consent was given or withdrawn. The latest row is the current answer.
 */
export const marketingConsents = pgTable(
  'marketing_consents',
  {
    id: serialId(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    granted: boolean('granted').notNull(),
    source: text('source', { enum: consentSources }).notNull(),
    recordedAt: createdAt(),
  },
  (t) => [index('marketing_consents_client_idx').on(t.clientId, t.id)],
);

/** A data subject's request: a copy of their data, or the erasure of their account. */
export const dataRequestKinds = ['export', 'erasure'] as const;
export type DataRequestKind = (typeof dataRequestKinds)[number];
export const dataRequestStates = ['open', 'done', 'cancelled'] as const;
export type DataRequestState = (typeof dataRequestStates)[number];

/**
 * Every request a reader makes about their data, with the legal deadline (30 days after the
 * request). The client's id is kept after erasure: the row then points to the anonymised account.
 */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: serialId(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: dataRequestKinds }).notNull(),
    state: text('state', { enum: dataRequestStates }).notNull().default('open'),
    requestedAt: createdAt(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    handledBy: integer('handled_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    note: text('note'),
  },
  (t) => [
    index('data_requests_state_due_idx').on(t.state, t.dueAt),
    index('data_requests_client_idx').on(t.clientId),
  ],
);
