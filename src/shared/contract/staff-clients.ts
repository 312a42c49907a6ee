import { z } from 'zod';
import { pageQuerySchema, paginationMetaSchema } from '../pagination.ts';
import { idParamSchema } from './content.ts';
import { staffOrderRowSchema } from './staff-orders.ts';

/*
 * Clients in the back office (admin, orders): a list with a search and a state filter, one client's
 * page (profile, orders, books, downloads, sessions, mails) and what staff do for them: a fresh
 * activation code, every session ended, a deactivation confirmed or dismissed, and re-activation.
 */

export const STAFF_CLIENTS_PER_PAGE = 20;
export const CLIENT_SEARCH_MAX = 100;
/** Of the client's page: the latest orders, downloads and mails (the orders list has them all). */
export const CLIENT_PAGE_ROWS = 20;

/**
 * Where the account stands: sign-up not finished (no e-mail code yet), active, asked from the
 * profile menu to be deactivated, or deactivated by staff (no sign-in; orders and books kept).
 */
export const CLIENT_STATES = ['not_activated', 'active', 'deactivation_requested', 'deactivated'] as const;
export type ClientState = (typeof CLIENT_STATES)[number];

export const CLIENT_SORTS = ['created_at', 'name', 'email'] as const;

const blankAsMissing = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const staffClientsQuerySchema = pageQuerySchema.extend({
  /** Part of the name (Arabic-aware), the e-mail or the mobile. */
  search: z.preprocess(blankAsMissing, z.string().trim().max(CLIENT_SEARCH_MAX).optional()),
  state: z.preprocess(blankAsMissing, z.enum(CLIENT_STATES).optional()),
  /** Newest first by default; names and e-mails A→Z. */
  sort: z.preprocess(blankAsMissing, z.enum(CLIENT_SORTS).optional()),
  dir: z.preprocess(blankAsMissing, z.enum(['asc', 'desc']).optional()),
});
export type StaffClientsQuery = z.output<typeof staffClientsQuerySchema>;

export const staffClientParamsSchema = z.object({ id: idParamSchema });
export const staffClientBookParamsSchema = z.object({ id: idParamSchema, bookId: idParamSchema });

/* ---------- answers ---------- */

export const staffClientRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  language: z.string(),
  state: z.enum(CLIENT_STATES),
  created_at: z.string(),
});
export type StaffClientRow = z.infer<typeof staffClientRowSchema>;

export const staffClientsAnswerSchema = z.object({
  data: z.array(staffClientRowSchema),
  meta: paginationMetaSchema,
});

/** A sign-in of the client; the token itself is never kept, so never shown. */
export const clientSessionSchema = z.object({
  id: z.number(),
  created_at: z.string(),
  last_seen_at: z.string().nullable(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  /** Neither revoked nor expired. */
  live: z.boolean(),
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
});
export type ClientSession = z.infer<typeof clientSessionSchema>;

export const clientBookSchema = z.object({
  book_id: z.number(),
  title_ar: z.string(),
  title_en: z.string(),
  order_id: z.number(),
  date: z.string(),
  /** Downloads counted against the limit: since the purchase, or since staff last reset them. */
  downloads_used: z.number(),
  /** The limit in force; null when downloads are not limited. */
  download_limit: z.number().nullable(),
  downloads_reset_at: z.string().nullable(),
});
export type ClientBook = z.infer<typeof clientBookSchema>;

export const clientDownloadSchema = z.object({
  id: z.number(),
  book_id: z.number(),
  title_ar: z.string(),
  title_en: z.string(),
  ip: z.string().nullable(),
  created_at: z.string(),
  /** The copy's own code, written invisibly on its pages; null for copies made before codes. */
  code: z.string().nullable(),
  /** A download, or the copy the in-shop reader opens. */
  kind: z.enum(['download', 'reader']),
  order_id: z.number().nullable(),
});
export type ClientDownload = z.infer<typeof clientDownloadSchema>;

export const clientMailSchema = z.object({
  id: z.number(),
  kind: z.string(),
  subject: z.string(),
  status: z.string(),
  attempts: z.number(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
});

export const staffClientSchema = staffClientRowSchema.extend({
  date_of_birth: z.string().nullable(),
  address: z.string(),
  mobile_country: z.string().nullable(),
  /** Sign-up finished with the mailed code. */
  active: z.boolean(),
  deactivation_requested_at: z.string().nullable(),
  deactivated_at: z.string().nullable(),
  updated_at: z.string(),
  sessions: z.array(clientSessionSchema),
  /** The latest orders; `orders_total` counts them all (the orders list filtered by this client). */
  orders: z.array(staffOrderRowSchema),
  orders_total: z.number(),
  books: z.array(clientBookSchema),
  downloads: z.array(clientDownloadSchema),
  mails: z.array(clientMailSchema),
});
export type StaffClient = z.infer<typeof staffClientSchema>;

export const staffClientAnswerSchema = z.object({ data: staffClientSchema });
export const staffClientSavedSchema = z.object({ data: staffClientSchema, message: z.string() });
