import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { books } from './catalog.ts';
import { clients } from './clients.ts';
import { createdAt, serialId, updatedAt } from './columns.ts';
import { orders } from './orders.ts';

/* Tables of the gifts module (decisions 055, 070). */

/*
 * A PDF bought for someone else (decision 055): one book, one recipient. The gift order never gives
 * the buyer the book; once paid the gift is `scheduled` (a send date to come) or its mail is queued
 * (`sent`). The claim link's token is kept only as its sha-256; a new send replaces it. Claiming gives
 * the book to the claiming client (`claimed`); cancelling the paid order takes it back (`cancelled`).
 */
export const giftStates = ['awaiting_payment', 'scheduled', 'sent', 'claimed', 'cancelled'] as const;
export type GiftState = (typeof giftStates)[number];

export const gifts = pgTable(
  'gifts',
  {
    id: serialId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    message: text('message'),
    /** The language of the recipient's mail, chosen by the buyer. */
    language: text('language', { enum: ['ar', 'en'] }).notNull(),
    sendAt: timestamp('send_at', { withTimezone: true }),
    state: text('state', { enum: giftStates }).notNull(),
    tokenHash: text('token_hash'),
    /** How many times the mail was sent: each send has its own outbox key and token. */
    sends: integer('sends').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    claimedBy: integer('claimed_by').references(() => clients.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('gifts_order_unique').on(t.orderId),
    uniqueIndex('gifts_token_hash_unique').on(t.tokenHash),
    index('gifts_buyer_idx').on(t.buyerId, t.id),
    index('gifts_due_idx').on(t.sendAt).where(sql`${t.state} = 'scheduled'`),
    check(
      'gifts_state',
      sql`${t.state} IN ('awaiting_payment', 'scheduled', 'sent', 'claimed', 'cancelled')`,
    ),
  ],
);
