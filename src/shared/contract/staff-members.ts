import { z } from 'zod';
import { pageQuerySchema, paginationMetaSchema } from '../pagination.ts';
import { PASSWORD_LIMITS } from './client-limits.ts';
import { idParamSchema } from './content.ts';
import { emailSchema, requiredWhenMissing } from './fields.ts';
import { STAFF_PASSWORD_MIN, STAFF_ROLES } from './staff.ts';

/* Staff members (admins only): who may use the console, in which role, and the activity log. */

export const STAFF_MEMBERS_PER_PAGE = 20;
export const STAFF_NAME_MAX = 100;
export const ACTIVITY_PER_PAGE = 20;

/** Query values a form leaves empty read as absent. */
const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);

const searchSchema = z.preprocess(
  blankAsMissing,
  z
    .string()
    .trim()
    .max(100)
    .transform((v) => v || undefined)
    .optional(),
);

const flagSchema = z.preprocess(
  blankAsMissing,
  z
    .enum(['0', '1', 'true', 'false'])
    .transform((v) => v === '1' || v === 'true')
    .optional(),
);

const dirSchema = z.preprocess(blankAsMissing, z.enum(['asc', 'desc']).optional());

/* ---------- members: inputs ---------- */

export const STAFF_MEMBER_SORTS = ['name', 'email', 'role', 'created_at', 'last_sign_in_at'] as const;

export const staffMembersQuerySchema = pageQuerySchema.extend({
  /** Part of the name (Arabic-aware) or of the e-mail. */
  search: searchSchema,
  role: z.preprocess(blankAsMissing, z.enum(STAFF_ROLES).optional()),
  active: flagSchema,
  sort: z.preprocess(blankAsMissing, z.enum(STAFF_MEMBER_SORTS).optional()),
  dir: dirSchema,
});
export type StaffMembersQuery = z.output<typeof staffMembersQuerySchema>;

export const staffMemberParamsSchema = z.object({ id: idParamSchema });

const nameSchema = z
  .string({ error: requiredWhenMissing })
  .trim()
  .min(1, { error: 'required', abort: true })
  .max(STAFF_NAME_MAX);

const roleSchema = z.enum(STAFF_ROLES, {
  error: (issue) => (issue.input === undefined || issue.input === '' ? 'required' : 'staffRole'),
});

/** A new password typed by an admin: long, as it opens the console (spaces count). */
export const staffPasswordSchema = z
  .string({ error: requiredWhenMissing })
  .min(1, { error: 'required', abort: true })
  // 'staffPasswordShort' says 10: STAFF_PASSWORD_MIN.
  .min(STAFF_PASSWORD_MIN, { error: 'staffPasswordShort' })
  .max(PASSWORD_LIMITS.max);

export const staffMemberCreateBodySchema = z.object({
  name: nameSchema,
  email: emailSchema,
  role: roleSchema,
  password: staffPasswordSchema,
});
export type StaffMemberCreateBody = z.input<typeof staffMemberCreateBodySchema>;

/**
 * What GET answers under `data`, taken back: name, e-mail, role and `active` may change (omitted ones
 * stay); the read-only fields (id, dates) are ignored.
 */
export const staffMemberUpdateBodySchema = z.object({
  name: nameSchema.optional(),
  email: emailSchema.optional(),
  role: roleSchema.optional(),
  active: z.boolean().optional(),
});
export type StaffMemberUpdateBody = z.input<typeof staffMemberUpdateBodySchema>;

export const staffPasswordBodySchema = z.object({ password: staffPasswordSchema });

/* ---------- members: answers ---------- */

export const staffMemberRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  active: z.boolean(),
  created_at: z.string(),
  /** When the member last signed in to the console, or null. */
  last_sign_in_at: z.string().nullable(),
  /** Whether the member signs in with a code from an authenticator app too. */
  two_factor: z.boolean(),
});
export type StaffMemberRow = z.infer<typeof staffMemberRowSchema>;

export const staffMembersAnswerSchema = z.object({
  data: z.array(staffMemberRowSchema),
  meta: paginationMetaSchema,
});

export const staffMemberAnswerSchema = z.object({ data: staffMemberRowSchema });

/** A write's answer: the member as they now are, and what was done, in the request's language. */
export const staffMemberWrittenAnswerSchema = z.object({ data: staffMemberRowSchema, message: z.string() });
export type StaffMemberWrittenAnswer = z.infer<typeof staffMemberWrittenAnswerSchema>;

/* ---------- the activity log ---------- */

/** A day (`2026-11-24`, UTC) or an instant with its offset (`2026-11-24T00:00:00+03:00`). */
const instantSchema = z.preprocess(
  blankAsMissing,
  z.union([z.iso.date(), z.iso.datetime({ offset: true })]).optional(),
);

export const activityQuerySchema = pageQuerySchema.extend({
  staff_id: z.preprocess(blankAsMissing, idParamSchema.optional()),
  /** The kind of record: 'book', 'writer', 'staff', 'news', … */
  entity: z.preprocess(blankAsMissing, z.string().trim().max(40).optional()),
  entity_id: z.preprocess(blankAsMissing, idParamSchema.optional()),
  action: z.preprocess(blankAsMissing, z.string().trim().max(40).optional()),
  /** From this day or instant on. */
  from: instantSchema,
  /** Up to this instant, or to the end of this day (inclusive). */
  to: instantSchema,
});
export type ActivityQuery = z.output<typeof activityQuerySchema>;

export const activityEntrySchema = z.object({
  id: z.number(),
  staff_id: z.number(),
  /** The member's e-mail as it was when they wrote. */
  staff_email: z.string(),
  /** The member's name now, or null when they are no longer a member. */
  staff_name: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.number().nullable(),
  /** The changed fields as they were (null for a creation) and as they became (null for a deletion). */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
});
export type ActivityEntryRow = z.infer<typeof activityEntrySchema>;

export const activityAnswerSchema = z.object({
  data: z.array(activityEntrySchema),
  meta: paginationMetaSchema,
});
