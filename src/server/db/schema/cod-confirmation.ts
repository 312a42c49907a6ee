import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt, serialId, updatedAt } from './columns.ts';
import { orders } from './orders.ts';
import { countries } from './reference.ts';

/*
 * Tables of the cod-confirmation module (decision 097): a cash-on-delivery order waits for its buyer's
 * yes (a link in a mail or a WhatsApp message, or a phone call from staff) before it is packed; one
 * left unanswered is cancelled. The order's own status stays 'pending' meanwhile.
 */

export const codConfirmationStates = ['awaiting', 'confirmed', 'cancelled', 'expired'] as const;
export type CodConfirmationState = (typeof codConfirmationStates)[number];

/** Who decided: the buyer by a link, staff after a call, the server when time ran out, or the order's own cancellation. */
export const codDeciders = ['link', 'staff', 'expiry', 'order'] as const;

/** One row per cash-on-delivery order that had to be confirmed. */
export const codConfirmations = pgTable(
  'cod_confirmations',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    state: text('state', { enum: codConfirmationStates }).notNull().default('awaiting'),
    /** SHA-256 of the link's random token (hex); the token itself is never stored past its messages. */
    tokenHash: text('token_hash').notNull(),
    language: text('language', { enum: ['ar', 'en'] }).notNull(),
    /** The country the parcel goes to: the market whose setting asked for the confirmation. */
    countryId: integer('country_id').notNull(),
    /** Past it, an order still awaiting is cancelled and its books put back. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by', { enum: codDeciders }),
    /** The member who called the buyer, when staff confirmed. */
    staffId: integer('staff_id'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('cod_confirmations_token_hash_unique').on(t.tokenHash),
    index('cod_confirmations_awaiting_idx').on(t.expiresAt).where(sql`${t.state} = 'awaiting'`),
  ],
);

/**
 * The confirmation messages owed through the messaging provider (WhatsApp), one per order and channel:
 * sent by the job queue, retried, never twice. `links` holds the buyer's links only until it is sent.
 */
export const codMessages = pgTable(
  'cod_messages',
  {
    id: serialId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['whatsapp'] }).notNull(),
    toPhone: text('to_phone').notNull(),
    language: text('language', { enum: ['ar', 'en'] }).notNull(),
    links: jsonb('links').$type<{ confirm: string; cancel: string } | null>(),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    providerMessageId: text('provider_message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('cod_messages_order_channel_unique').on(t.orderId, t.channel),
    index('cod_messages_due_idx').on(t.nextAttemptAt).where(sql`${t.status} IN ('pending', 'sending')`),
  ],
);

/** Per market (the country shipped to): whether its COD orders wait for confirmation. No row: the shop's default. */
export const codMarkets = pgTable('cod_markets', {
  countryId: integer('country_id')
    .primaryKey()
    .references(() => countries.id, { onDelete: 'cascade' }),
  confirm: boolean('confirm').notNull(),
  updatedAt: updatedAt(),
});

/** The module's settings: one row (id 1); missing, the defaults hold. */
export const codSettings = pgTable(
  'cod_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** Hours a buyer has to confirm before the order is cancelled. */
    expiryHours: integer('expiry_hours').notNull().default(48),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('cod_settings_one_row', sql`${t.id} = 1`),
    check('cod_settings_expiry_hours', sql`${t.expiryHours} BETWEEN 1 AND 720`),
  ],
);
