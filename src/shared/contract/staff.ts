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

/* ---------- answers ---------- */

export const staffMemberSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffLoginAnswerSchema = z.object({
  /** `device_token`: sent back at the next sign-in from this device (decision 039). */
  data: staffMemberSchema.extend({ token: z.string(), expires_at: z.string(), device_token: z.string() }),
  message: z.string(),
});

export const staffMeAnswerSchema = z.object({ data: staffMemberSchema });

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
