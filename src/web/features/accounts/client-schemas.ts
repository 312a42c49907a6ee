import { z } from 'zod';
import { clientFields, dateOfBirthSchema } from '#shared/contract/client-fields.ts';
import { CLIENT_LIMITS } from '#shared/contract/client-limits.ts';
import { languages } from '#shared/lang.ts';
import { wireText } from '#web/api/form-rules.ts';
import { chosenPassword, emailField, typedPassword } from './schemas.ts';

/* Rules of the sign-up and profile forms (spec §5), with the server's own phone and birth-date checks. */

const wire = clientFields;

const dateOfBirth = z
  .string()
  .trim()
  .min(1, 'required')
  .refine((value) => dateOfBirthSchema.safeParse(value).success, 'birthDate');

const clientDetails = {
  name: wireText(wire.name, 'tooLong'),
  date_of_birth: dateOfBirth,
  address: wireText(wire.address, 'tooLong'),
  email: emailField,
  /** E.164 as the phone input gives it; empty until a number is typed. */
  mobile: z.string().min(1, 'required').max(CLIENT_LIMITS.mobile, 'phone'),
  mobile_country: z.string().optional(),
};

/**
 * A number valid for the chosen country, IL refused, national 2–17 digits (the server's own check).
 * The phone library comes with the phone field; the form waits for it only when a number is typed.
 */
async function validPhone(values: { mobile: string; mobile_country?: string }, ctx: z.RefinementCtx) {
  if (!values.mobile) return;
  const { phoneProblem } = await import('#shared/contract/phone.ts');
  if (phoneProblem(values.mobile, values.mobile_country)) {
    ctx.addIssue({ code: 'custom', path: ['mobile'], message: 'phone' });
  }
}

export const registerFormSchema = z
  .object({ ...clientDetails, password: chosenPassword })
  .superRefine(validPhone);
export type RegisterForm = z.input<typeof registerFormSchema>;

export const profileFormSchema = z
  .object({
    ...clientDetails,
    password: typedPassword,
    new_password: z.union([z.literal(''), chosenPassword]),
    language: z.enum(languages),
  })
  .superRefine(validPhone);
export type ProfileForm = z.input<typeof profileFormSchema>;

/** True when one of the spec's required fields was left empty ('Please fill in all fields'). */
export function missesRequired(values: Record<string, unknown>, required: readonly string[]) {
  return required.some((field) => {
    const value = values[field];
    return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  });
}
