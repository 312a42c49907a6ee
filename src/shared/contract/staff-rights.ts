import { z } from 'zod';
import { idParamSchema } from './content.ts';
import { RIGHTS_FORMATS, RIGHTS_STATUSES } from './rights-terms.ts';
import { staffListAnswer, staffListQuerySchema, staffOneAnswer, staffSavedAnswer } from './staff-taxonomy.ts';

/*
 * Rights enquiries in the console (decision 093): the list by status with a search, one enquiry with
 * its history, and the change of its status with a note.
 */

export { RIGHTS_ROLES } from './staff.ts';

export const RIGHTS_NOTE_MAX = 2000;

const blankAsMissing = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** `search` looks in the reference, the company, the contact's name and e-mail, and the book's titles. */
export const staffRightsQuerySchema = staffListQuerySchema(['date'] as const).extend({
  status: z.preprocess(blankAsMissing, z.enum(RIGHTS_STATUSES).optional()),
});
export type StaffRightsQuery = z.output<typeof staffRightsQuerySchema>;

export const staffRightsParamsSchema = z.object({ id: idParamSchema });

/** The new status, and a note kept in the history (the terms agreed, the reason for a refusal). */
export const rightsStatusBodySchema = z.object({
  status: z.enum(RIGHTS_STATUSES, { error: 'rightsStatus' }),
  note: z.preprocess(blankAsMissing, z.string().trim().max(RIGHTS_NOTE_MAX).optional()),
});
export type RightsStatusBody = z.input<typeof rightsStatusBodySchema>;

/* ---------- answers ---------- */

export const staffRightsRowSchema = z.object({
  id: z.number(),
  reference: z.string(),
  status: z.enum(RIGHTS_STATUSES),
  /** Null once the book left the catalogue; its titles stay as they were asked for. */
  book_id: z.number().nullable(),
  book_title_ar: z.string(),
  book_title_en: z.string(),
  /** `['world']`, or ISO 3166-1 country codes. */
  territories: z.array(z.string()),
  /** ISO 639-1. */
  language: z.string(),
  format: z.enum(RIGHTS_FORMATS),
  print_run: z.number().nullable(),
  company: z.string(),
  contact_name: z.string(),
  email: z.string(),
  /** The language the enquirer wrote in, which their mails use. */
  reply_language: z.enum(['ar', 'en']),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StaffRightsRow = z.infer<typeof staffRightsRowSchema>;

export const rightsEventSchema = z.object({
  id: z.number(),
  /** Null for the enquiry's arrival. */
  from_status: z.enum(RIGHTS_STATUSES).nullable(),
  to_status: z.enum(RIGHTS_STATUSES),
  note: z.string().nullable(),
  /** Null for the enquiry's arrival, or a member since removed. */
  staff_name: z.string().nullable(),
  at: z.string(),
});
export type RightsEvent = z.infer<typeof rightsEventSchema>;

export const staffRightsEnquirySchema = staffRightsRowSchema.extend({
  phone: z.string().nullable(),
  message: z.string().nullable(),
  events: z.array(rightsEventSchema),
  /** The statuses it may move to now. */
  next_statuses: z.array(z.enum(RIGHTS_STATUSES)),
});
export type StaffRightsEnquiry = z.infer<typeof staffRightsEnquirySchema>;

export const staffRightsListAnswerSchema = staffListAnswer(staffRightsRowSchema);
export const staffRightsAnswerSchema = staffOneAnswer(staffRightsEnquirySchema);
export const staffRightsSavedSchema = staffSavedAnswer(staffRightsEnquirySchema);
