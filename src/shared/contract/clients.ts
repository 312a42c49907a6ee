import {
  type CountryCode,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js';
import { z } from 'zod';
import { CLIENT_LIMITS, CODE_LENGTH, EXCLUDED_PHONE_COUNTRIES, PASSWORD_LIMITS } from './client-limits.ts';
import { emailSchema, idParamSchema } from './content.ts';
import { requiredWhenMissing } from './fields.ts';

/* Inputs and answers of client accounts: sign-up, activation, login, session, password reset, profile. */

export { CLIENT_LIMITS, CODE_LENGTH, EXCLUDED_PHONE_COUNTRIES, PASSWORD_LIMITS };

const PHONE_DIGITS = { min: 2, max: 17, extension: 20 } as const;
const EARLIEST_BIRTH_DATE = '1900-01-01';

const requiredText = (max: number) =>
  z.string({ error: requiredWhenMissing }).trim().min(1, { error: 'required', abort: true }).max(max);

const passwordSchema = z
  .string({ error: requiredWhenMissing })
  .min(1, { error: 'required', abort: true })
  .min(PASSWORD_LIMITS.min)
  .max(PASSWORD_LIMITS.max);

/** Why a phone number is refused, or null when it is fine (spec §5 phone rules, IL excluded). */
export function phoneProblem(mobile: string, country?: string | null): 'phone' | null {
  const code = country && isSupportedCountry(country) ? (country as CountryCode) : undefined;
  if (country && (!code || EXCLUDED_PHONE_COUNTRIES.includes(country))) return 'phone';
  const phone = parsePhoneNumberFromString(mobile, code);
  if (!phone?.isValid()) return 'phone';
  if (phone.country && EXCLUDED_PHONE_COUNTRIES.includes(phone.country)) return 'phone';
  if (
    EXCLUDED_PHONE_COUNTRIES.some((c) => getCountryCallingCode(c as CountryCode) === phone.countryCallingCode)
  )
    return 'phone';
  const national = phone.nationalNumber.length;
  if (national < PHONE_DIGITS.min || national > PHONE_DIGITS.max) return 'phone';
  if (phone.ext && phone.ext.length > PHONE_DIGITS.extension) return 'phone';
  // Countries sharing a calling code (+1, +7) pick their number the same way.
  if (code && phone.countryCallingCode !== getCountryCallingCode(code)) return 'phone';
  return null;
}

/**
 * The phone of an address in `country` (ISO code), read as the register form reads it: a number of that
 * country, typed nationally or with its calling code; for a country the phone library does not know,
 * any valid international number. Answers the number in international form (E.164), or null when refused.
 */
export function phoneInCountry(mobile: string, country?: string | null): string | null {
  const code = country && isSupportedCountry(country) ? (country as CountryCode) : undefined;
  if (phoneProblem(mobile, code)) return null;
  return parsePhoneNumberFromString(mobile, code)?.number ?? null;
}

/** The calling code of a country (ISO code), e.g. '+962' for JO; undefined for one the phone library does not know. */
export function callingCodeOf(country?: string | null): string | undefined {
  return country && isSupportedCountry(country) ? `+${getCountryCallingCode(country)}` : undefined;
}

const today = () => new Date().toISOString().slice(0, 10);

export const dateOfBirthSchema = z
  .string({ error: requiredWhenMissing })
  .trim()
  .min(1, { error: 'required', abort: true })
  .pipe(
    z.iso
      .date()
      .refine((d) => d >= EARLIEST_BIRTH_DATE && d < today(), { error: 'A plausible date in the past' }),
  );

const profileFields = {
  name: requiredText(CLIENT_LIMITS.name),
  date_of_birth: dateOfBirthSchema,
  address: requiredText(CLIENT_LIMITS.address),
  email: emailSchema,
  mobile: requiredText(CLIENT_LIMITS.mobile),
  mobile_country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/)
    .nullish(),
};

const checkPhone = (value: { mobile: string; mobile_country?: string | null }, ctx: z.RefinementCtx) => {
  const problem = phoneProblem(value.mobile, value.mobile_country);
  if (problem) ctx.addIssue({ code: 'custom', path: ['mobile'], message: problem });
};

/** Fields whose absence answers 'Please fill in all fields'. */
export const REGISTER_REQUIRED = ['name', 'date_of_birth', 'address', 'email', 'mobile', 'password'] as const;
export const PROFILE_REQUIRED = ['name', 'date_of_birth', 'address', 'email', 'mobile', 'password'] as const;

/* ---------- inputs ---------- */

export const registerBodySchema = z
  .object({ ...profileFields, password: passwordSchema })
  .superRefine(checkPhone);
export type RegisterBody = z.input<typeof registerBodySchema>;

/** The code from the mail; a number is accepted too (the field is numeric). */
export const smsCodeSchema = z.union([
  z
    .string()
    .trim()
    .regex(/^\d{1,12}$/),
  z
    .number()
    .int()
    .min(0)
    .max(999_999_999_999)
    .transform((n) => String(n).padStart(CODE_LENGTH, '0')),
]);

export const activationBodySchema = z.object({
  email: emailSchema,
  sms_code: smsCodeSchema,
  remember: z.boolean().optional(),
});
export type ActivationBody = z.input<typeof activationBodySchema>;

export const codePurposes = ['activation', 'password_reset'] as const;
export type CodePurpose = (typeof codePurposes)[number];

export const resendCodeBodySchema = z.object({
  email: emailSchema,
  purpose: z.enum(codePurposes).default('activation'),
});
export type ResendCodeBody = z.input<typeof resendCodeBodySchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  // Length is checked only loosely here: a wrong password must read as wrong credentials.
  password: z
    .string({ error: requiredWhenMissing })
    .min(1, { error: 'required', abort: true })
    .max(PASSWORD_LIMITS.max),
  remember: z.boolean().optional(),
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const emailCheckBodySchema = z.object({ email: emailSchema });
export type EmailCheckBody = z.input<typeof emailCheckBodySchema>;

export const changePasswordBodySchema = z.object({
  email: emailSchema,
  sms_code: smsCodeSchema,
  password: passwordSchema,
});
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

export const clientParamsSchema = z.object({ id: idParamSchema });

export const updateProfileBodySchema = z
  .object({
    ...profileFields,
    /** The current password, checked before anything changes. */
    password: z
      .string({ error: requiredWhenMissing })
      .min(1, { error: 'required', abort: true })
      .max(PASSWORD_LIMITS.max),
    new_password: z.union([passwordSchema, z.literal('')]).nullish(),
  })
  .superRefine(checkPhone);
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;

/* ---------- answers ---------- */

export const clientProfileSchema = z.object({
  id: z.number(),
  name: z.string(),
  date_of_birth: z.string().nullable(),
  address: z.string(),
  email: z.string(),
  mobile: z.string(),
  mobile_country: z.string().nullable(),
  active: z.boolean(),
});
export type ClientProfile = z.infer<typeof clientProfileSchema>;

/** The client of a fresh session, as login and activation return it. */
export const signedInClientSchema = clientProfileSchema.partial().extend({
  id: z.number(),
  token: z.string(),
  name: z.string(),
  email: z.string(),
  active: z.literal(true),
});
export type SignedInClient = z.infer<typeof signedInClientSchema>;

export const inactiveClientSchema = z.object({ email: z.string(), active: z.literal(false) });

export const messageAnswerSchema = z.object({ message: z.string() });
export const emailAnswerSchema = z.object({ data: z.object({ email: z.string() }), message: z.string() });
export const activationAnswerSchema = z.object({ data: signedInClientSchema, message: z.string() });
export const loginAnswerSchema = z.object({
  data: z.union([signedInClientSchema, inactiveClientSchema]),
  message: z.string(),
});
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;
export const sessionClientAnswerSchema = z.object({
  data: z.object({ id: z.number(), name: z.string(), email: z.string(), active: z.boolean() }),
});
export const profileAnswerSchema = z.object({ data: clientProfileSchema });
export const profileUpdatedAnswerSchema = z.object({ data: clientProfileSchema, message: z.string() });
