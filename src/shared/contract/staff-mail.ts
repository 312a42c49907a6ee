import { z } from 'zod';
import { pageQuerySchema, paginationMetaSchema } from '../pagination.ts';
import { idParamSchema } from './content.ts';

/*
 * The mail outbox in the back office: every mail the shop owes or sent, newest first, with a search on
 * the address or the subject, filters on status and kind, and 'try again' for a mail that failed.
 * Bodies are never answered: they may hold what only the reader should see.
 */

export const STAFF_MAIL_PER_PAGE = 20;
export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
/** The kinds of mail the shop writes today; the list accepts any kind a module may add. */
export const MAIL_KINDS = [
  'order_received',
  'order_digital',
  'order_gift',
  'order_shipped',
  'order_delivered',
  'order_cancelled',
  'order_refunded',
  'order_returned',
  'subscribe_confirm',
  'newsletter',
  'contact_reply',
  'gift',
] as const;
export const MAIL_LIMITS = { search: 200, kind: 50 } as const;

const blankAsMissing = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const staffMailQuerySchema = pageQuerySchema.extend({
  /** Part of the address or of the subject. */
  search: z.preprocess(blankAsMissing, z.string().trim().max(MAIL_LIMITS.search).optional()),
  status: z.preprocess(blankAsMissing, z.enum(MAIL_STATUSES).optional()),
  kind: z.preprocess(
    blankAsMissing,
    z
      .string()
      .trim()
      .max(MAIL_LIMITS.kind)
      .regex(/^[a-z_]+$/)
      .optional(),
  ),
});
export type StaffMailQuery = z.output<typeof staffMailQuerySchema>;

export const staffMailParamsSchema = z.object({ id: idParamSchema });

export const staffMailRowSchema = z.object({
  id: z.number(),
  kind: z.string(),
  to: z.string(),
  language: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number(),
  /** Why the last attempt failed; null once sent. */
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type StaffMailRow = z.infer<typeof staffMailRowSchema>;

export const staffMailAnswerSchema = z.object({
  data: z.array(staffMailRowSchema),
  meta: paginationMetaSchema,
});

export const staffMailRetriedSchema = z.object({ data: staffMailRowSchema, message: z.string() });
