import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './clients.ts';
import { createdAt, serialId, updatedAt } from './columns.ts';

/* Tables of the devices module: push subscriptions and native tokens. */

export const devices = pgTable(
  'devices',
  {
    id: serialId(),
    token: text('token').notNull(),
    name: text('name'),
    type: text('type').notNull(),
    serial: text('serial'),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
    /** Web Push subscription keys (RFC 8291); null for native push tokens. */
    p256dh: text('p256dh'),
    auth: text('auth'),
    /** Language of the notifications, from the registering request. */
    lang: text('lang').notNull().default('ar'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('devices_token_unique').on(t.token), index('devices_client_idx').on(t.clientId)],
);

/**
 * The shop's Web Push (VAPID) key pair, one row (id 1), created once by whichever process starts
 * first: every process signs with the same keys, and a browser's subscription (bound to the public
 * key) stays valid whichever process sends.
 */
export const pushKeys = pgTable(
  'push_keys',
  {
    id: integer('id').primaryKey(),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    /**
     * Made up by a process that found no pair (rather than taken from the settings or an older shop's
     * key file): such a pair gives way to a key file's, which browsers subscribed with before.
     */
    generated: boolean('generated').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [check('push_keys_one_row', sql`${t.id} = 1`)],
);
