import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './clients.ts';
import { createdAt, updatedAt } from './columns.ts';

/* Tables of the devices module: push subscriptions and native tokens. */

export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
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
