import { z } from 'zod';
import { idParamSchema } from './content.ts';
import {
  requiredText,
  staffListAnswer,
  staffListQuerySchema,
  staffOneAnswer,
  staffSavedAnswer,
} from './staff-taxonomy.ts';

/*
 * The contact form's inbox in the back office (admin, orders): messages newest first, unread ones
 * marked, each opened with the replies staff sent by e-mail from the console.
 */

export const REPLY_LIMITS = { subject: 200, body: 20_000 } as const;
export const MESSAGE_STATES = ['unread', 'read'] as const;

const blankAsMissing = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** `search` looks in the name, the e-mail and the text. */
export const staffMessagesQuerySchema = staffListQuerySchema(['date'] as const).extend({
  state: z.preprocess(blankAsMissing, z.enum(MESSAGE_STATES).optional()),
});
export type StaffMessagesQuery = z.output<typeof staffMessagesQuerySchema>;

export const staffMessageParamsSchema = z.object({ id: idParamSchema });

/** A reply in plain text, mailed to the sender in the language they wrote in. */
export const contactReplyBodySchema = z.object({
  subject: requiredText(REPLY_LIMITS.subject),
  body: requiredText(REPLY_LIMITS.body),
});
export type ContactReplyBody = z.input<typeof contactReplyBodySchema>;

/* ---------- answers ---------- */

export const staffContactMessageRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  /** The start of the message. */
  excerpt: z.string(),
  language: z.enum(['ar', 'en']),
  read_at: z.string().nullable(),
  replies_count: z.number(),
  created_at: z.string(),
});
export type StaffContactMessageRow = z.infer<typeof staffContactMessageRowSchema>;

export const contactReplySchema = z.object({
  id: z.number(),
  staff_email: z.string(),
  subject: z.string(),
  body: z.string(),
  created_at: z.string(),
});

export const staffContactMessageSchema = staffContactMessageRowSchema.omit({ excerpt: true }).extend({
  message: z.string(),
  replies: z.array(contactReplySchema),
});
export type StaffContactMessage = z.infer<typeof staffContactMessageSchema>;

export const staffContactMessagesAnswerSchema = staffListAnswer(staffContactMessageRowSchema);
export const staffContactMessageAnswerSchema = staffOneAnswer(staffContactMessageSchema);
export const staffContactMessageSavedSchema = staffSavedAnswer(staffContactMessageSchema);
