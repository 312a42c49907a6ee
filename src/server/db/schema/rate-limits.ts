import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/* The table of the shared rate limiter (plugins/rate-limit.ts), which it reads and writes in SQL. */

/** Hits counted per key and window; kept in the database so that several API processes share them. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
