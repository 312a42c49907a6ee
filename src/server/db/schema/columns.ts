import { serial, timestamp } from 'drizzle-orm/pg-core';

/* Columns that most tables share. */

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const serialId = () => serial('id').primaryKey();
