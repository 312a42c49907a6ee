import { z } from 'zod';
import { CODE_LENGTH, PASSWORD_LIMITS } from '#shared/contract/client-limits.ts';
import { emailField } from '#web/api/form-rules.ts';

/*
 * The sign-in side's form rules, built on the server's contract so both sides agree (spec §5).
 * Issue messages are keys under `validation.` in the `accounts` namespace.
 */

export { emailField };

/** A password being chosen: the server's length limits. */
export const chosenPassword = z
  .string()
  .min(1, 'required')
  .min(PASSWORD_LIMITS.min, 'passwordShort')
  .max(PASSWORD_LIMITS.max, 'passwordLong');

/** Any typed password (login, current password): its length says nothing to a guesser. */
export const typedPassword = z.string().min(1, 'required').max(PASSWORD_LIMITS.max, 'passwordLong');

/** The mailed code: exactly its digits. */
export const codeSchema = z
  .string()
  .trim()
  .min(1, 'required')
  .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), 'code');

export const loginFormSchema = z.object({
  email: emailField,
  password: typedPassword,
  remember: z.boolean(),
});
export type LoginForm = z.input<typeof loginFormSchema>;

export const activationFormSchema = z.object({ email: emailField, sms_code: codeSchema });
export type ActivationForm = z.input<typeof activationFormSchema>;

export const forgotFormSchema = z.object({ email: emailField });
export type ForgotForm = z.input<typeof forgotFormSchema>;

export const newPasswordFormSchema = z.object({
  email: emailField,
  sms_code: codeSchema,
  password: chosenPassword,
});
export type NewPasswordForm = z.input<typeof newPasswordFormSchema>;

/** Interpolation values the validation messages use. */
export const validationValues = {
  min: PASSWORD_LIMITS.min,
  max: PASSWORD_LIMITS.max,
  length: CODE_LENGTH,
};
