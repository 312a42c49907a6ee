import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, serialId, updatedAt } from './columns.ts';
import { countries } from './reference.ts';

/* Tables of the clients module: accounts, their sessions and one-time codes. */

export const clients = pgTable(
  'clients',
  {
    id: serialId(),
    name: text('name').notNull(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    dateOfBirth: date('date_of_birth'),
    address: text('address').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    mobileCountry: text('mobile_country'),
    language: text('language').notNull().default('ar'),
    /**
     * The country the client buys from, whose tax their PDFs pay: asked at their first digital
     * checkout, then remembered (and changed there when they name another).
     */
    countryId: integer('country_id').references(() => countries.id),
    active: boolean('active').notNull().default(false),
    /** When the client asked, from their profile menu, to deactivate the account. */
    deactivationRequestedAt: timestamp('deactivation_requested_at', { withTimezone: true }),
    /** Set by staff: the client cannot sign in; their orders and books are kept. Null when active. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** When the account was erased at the reader's request: its personal fields are anonymised. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('clients_email_unique').on(t.email),
    check('clients_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

export const clientSessions = pgTable(
  'client_sessions',
  {
    id: serialId(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** SHA-256 of the bearer token, hex. The token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('client_sessions_token_hash_unique').on(t.tokenHash),
    index('client_sessions_client_idx').on(t.clientId),
  ],
);

export const codePurpose = pgEnum('code_purpose', ['activation', 'password_reset']);

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serialId(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    purpose: codePurpose('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_codes_client_idx').on(t.clientId, t.purpose),
    check('one_time_codes_attempts_non_negative', sql`${t.attempts} >= 0`),
  ],
);
