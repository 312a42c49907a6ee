import { z } from 'zod';
import { PASSWORD_LIMITS } from './client-limits.ts';
import { idParamSchema } from './content.ts';
import { requiredWhenMissing } from './fields.ts';

/* A member's own sign-in security: two-factor sign-in, recovery codes and their sessions (decision 051). */

/* ---------- inputs ---------- */

const code = z
  .string({ error: requiredWhenMissing })
  .trim()
  .min(1, { error: 'required', abort: true })
  .max(40);

export const twoFactorCodeBodySchema = z.object({ code });

/** Turning two-factor sign-in off takes a current code (or a recovery code) or the password. */
export const twoFactorDisableBodySchema = z.object({
  code: code.optional(),
  password: z.string().min(1, { error: 'required', abort: true }).max(PASSWORD_LIMITS.max).optional(),
});
export type TwoFactorDisableBody = z.input<typeof twoFactorDisableBodySchema>;

export const staffSessionParamsSchema = z.object({ id: idParamSchema });

/* ---------- answers ---------- */

export const securityAnswerSchema = z.object({
  data: z.object({
    two_factor_enabled: z.boolean(),
    enabled_at: z.string().nullable(),
    recovery_codes_left: z.number(),
    /** The shop requires it of this member (an admin, while the setting is on). */
    required: z.boolean(),
  }),
});
export type SecurityState = z.infer<typeof securityAnswerSchema>['data'];

export const twoFactorStartAnswerSchema = z.object({
  /** Shown once: the key to type into the app, and the same as an otpauth:// address for its QR code. */
  data: z.object({ secret: z.string(), otpauth_uri: z.string() }),
});
export type TwoFactorStart = z.infer<typeof twoFactorStartAnswerSchema>['data'];

export const recoveryCodesAnswerSchema = z.object({
  /** Shown once; only their hashes are kept. */
  data: z.object({ recovery_codes: z.array(z.string()) }),
  message: z.string(),
});

export const securityMessageAnswerSchema = z.object({ message: z.string() });

export const staffSessionSchema = z.object({
  id: z.number(),
  created_at: z.string(),
  last_seen_at: z.string().nullable(),
  user_agent: z.string().nullable(),
  /** The address without its last part, e.g. 203.0.113.0/24. */
  ip: z.string().nullable(),
  /** The session of this request. */
  current: z.boolean(),
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

export const staffSessionsAnswerSchema = z.object({ data: z.array(staffSessionSchema) });
export const sessionsEndedAnswerSchema = z.object({
  data: z.object({ ended: z.number() }),
  message: z.string(),
});
