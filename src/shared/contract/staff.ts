import { z } from 'zod';
import { PASSWORD_LIMITS } from './client-limits.ts';
import { emailSchema } from './content.ts';
import { deviceTokenField, requiredWhenMissing } from './fields.ts';

/* The staff console: staff sign-in and the 'notify subscribers of this new book' action. */

export const STAFF_ROLES = ['admin', 'editor', 'orders'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
/** Who may announce a book to every subscribed device. */
export const NOTIFY_ROLES: readonly StaffRole[] = ['admin', 'editor'];
/** A staff password protects every subscriber's inbox: longer than a client's minimum. */
export const STAFF_PASSWORD_MIN = 10;

/* ---------- inputs ---------- */

export const staffLoginBodySchema = z.object({
  email: emailSchema,
  // Only bounded here: a short or wrong password must read as wrong credentials, not as invalid input.
  password: z
    .string({ error: requiredWhenMissing })
    .min(1, { error: 'required', abort: true })
    .max(PASSWORD_LIMITS.max),
  device_token: deviceTokenField,
});
export type StaffLoginBody = z.input<typeof staffLoginBodySchema>;

/** The code step of a two-factor sign-in: the app's six digits or a recovery code. */
export const staffLoginCodeBodySchema = z.object({
  pending_token: z.string({ error: requiredWhenMissing }).min(1, { error: 'required', abort: true }).max(200),
  code: z.string({ error: requiredWhenMissing }).trim().min(1, { error: 'required', abort: true }).max(40),
  device_token: deviceTokenField,
});
export type StaffLoginCodeBody = z.input<typeof staffLoginCodeBodySchema>;

/* ---------- answers ---------- */

export const staffMemberSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** Two-factor state of the signed-in member: `setup_required` while the shop's rule waits for them. */
const twoFactorFlags = {
  two_factor_enabled: z.boolean(),
  two_factor_setup_required: z.boolean(),
};

/** A session: `device_token` is sent back at the next sign-in from this device (decision 039). */
export const staffSignedInSchema = staffMemberSchema.extend({
  code_required: z.literal(false),
  token: z.string(),
  expires_at: z.string(),
  device_token: z.string(),
  ...twoFactorFlags,
});
export type StaffSignedIn = z.infer<typeof staffSignedInSchema>;

/** The right password of a member with two-factor sign-in: the code step comes next (decision 051). */
export const staffCodeNeededSchema = z.object({
  code_required: z.literal(true),
  pending_token: z.string(),
  expires_at: z.string(),
});

export const staffLoginAnswerSchema = z.object({
  data: z.discriminatedUnion('code_required', [staffSignedInSchema, staffCodeNeededSchema]),
  message: z.string(),
});

export const staffLoginCodeAnswerSchema = z.object({ data: staffSignedInSchema, message: z.string() });

export const staffMeAnswerSchema = z.object({ data: staffMemberSchema.extend(twoFactorFlags) });

export const staffMessageAnswerSchema = z.object({ message: z.string() });

export const notifySummarySchema = z.object({
  /** Accepted by the device's push service. */
  sent: z.number(),
  /** Devices whose push service said the subscription is gone; deleted. */
  removed: z.number(),
  /** Refused or unreachable this time; kept for the next message. */
  failed: z.number(),
  /** Native app devices, which this server has no sender for yet. */
  skipped: z.number(),
});
export type NotifySummary = z.infer<typeof notifySummarySchema>;

export const notifyAnswerSchema = z.object({ data: notifySummarySchema });

/* ---------- who may do what (the server enforces it; the console only hides what a role cannot use) ---------- */

/**
 * Every member may read the catalogue and the content in the console.
 * @alias STAFF_ROLES under the name the permission lists read by
 */
export const ANY_STAFF: readonly StaffRole[] = STAFF_ROLES;
/** Books, their files, categories, writers, cover types, news, Kashkoul, links and pages. */
export const CATALOG_ROLES: readonly StaffRole[] = ['admin', 'editor'];
/** Staff members and the activity log. */
export const ADMIN_ROLES: readonly StaffRole[] = ['admin'];
/** Orders: the list, one order, its status changes and cash on delivery marked paid. */
export const ORDER_ROLES: readonly StaffRole[] = ['admin', 'orders'];
/** Who handles rights enquiries (decision 093): the managers and the editors, who know the books. */
export const RIGHTS_ROLES: readonly StaffRole[] = ['admin', 'editor'];
