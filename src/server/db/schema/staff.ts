import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, serialId } from './columns.ts';

/* Tables of the staff module: console members, their sessions, and what they changed (the activity log). */

export const staffRole = pgEnum('staff_role', ['admin', 'editor', 'orders']);

export const staffUsers = pgTable(
  'staff_users',
  {
    id: serialId(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: staffRole('role').notNull().default('editor'),
    active: boolean('active').notNull().default(true),
    /** The authenticator app's secret, AES-256-GCM under a key of the server's secret; null while off. */
    totpSecret: text('totp_secret'),
    /** A secret being set up: shown once, kept until a code made with it is confirmed. */
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The 30-second step of the last code accepted: a code is good once, never again in its window. */
    totpLastStep: integer('totp_last_step'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_users_email_unique').on(t.email)],
);

/** Staff console sessions, apart from client sessions so that neither token ever opens the other's routes. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serialId(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    /** SHA-256 of the bearer token, hex. The token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The browser's User-Agent at sign-in, cut to 300 characters. */
    userAgent: text('user_agent'),
    /** The address at sign-in, its last part dropped (IPv4 /24, IPv6 /48). */
    ipPrefix: text('ip_prefix'),
    /** Refreshed by the session's requests, at most once a minute. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_hash_unique').on(t.tokenHash),
    index('staff_sessions_staff_idx').on(t.staffId),
  ],
);

/** One-time recovery codes of two-factor sign-in: SHA-256 of each code, each good once. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serialId(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_recovery_codes_hash_unique').on(t.staffId, t.codeHash)],
);

/**
 * The step between a right password and a session for a member with two-factor sign-in: a short-lived
 * token that opens nothing but the code step, voided by five wrong codes.
 */
export const staffSignInChallenges = pgTable(
  'staff_sign_in_challenges',
  {
    id: serialId(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failures: integer('failures').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_sign_in_challenges_token_unique').on(t.tokenHash)],
);

/**
 * One row per staff write: who (id and e-mail as they were), what (action, record kind and id), and the
 * fields it changed, before and after. Kept apart from the records so that deleting one keeps its story.
 */
export const staffActivity = pgTable(
  'staff_activity',
  {
    id: serialId(),
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
