import { z } from 'zod';
import { languages } from '../lang.ts';
import { clientFields, PROFILE_REQUIRED, REGISTER_REQUIRED } from './client-fields.ts';
import { CODE_LENGTH, PASSWORD_LIMITS } from './client-limits.ts';
import { emailSchema, idParamSchema } from './content.ts';
import { deviceTokenField, requiredWhenMissing } from './fields.ts';
import { phoneInCountry, phoneProblem } from './phone.ts';

/* Inputs and answers of client accounts: sign-up, activation, login, session, password reset, profile. */

export { CODE_LENGTH, PASSWORD_LIMITS, PROFILE_REQUIRED, phoneInCountry, phoneProblem, REGISTER_REQUIRED };

const passwordSchema = z
  .string({ error: requiredWhenMissing })
  .min(1, { error: 'required', abort: true })
  .min(PASSWORD_LIMITS.min)
  .max(PASSWORD_LIMITS.max);

const checkPhone = (value: { mobile: string; mobile_country?: string | null }, ctx: z.RefinementCtx) => {
  const problem = phoneProblem(value.mobile, value.mobile_country);
  if (problem) ctx.addIssue({ code: 'custom', path: ['mobile'], message: problem });
};

/* ---------- inputs ---------- */

export const registerBodySchema = z
  .object({ ...clientFields, password: passwordSchema })
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

export const loginBodySchema = z.object({
  email: emailSchema,
  // Length is checked only loosely here: a wrong password must read as wrong credentials.
  password: z
    .string({ error: requiredWhenMissing })
    .min(1, { error: 'required', abort: true })
    .max(PASSWORD_LIMITS.max),
  remember: z.boolean().optional(),
  device_token: deviceTokenField,
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
    ...clientFields,
    /** The current password, checked before anything changes. */
    password: z
      .string({ error: requiredWhenMissing })
      .min(1, { error: 'required', abort: true })
      .max(PASSWORD_LIMITS.max),
    new_password: z.union([passwordSchema, z.literal('')]).nullish(),
    /** The language of the shop's mails to the client (`ar` or `en`); left as it is when not sent. */
    language: z.enum(languages).optional(),
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
  /** The country the client buys from, whose tax their PDFs pay; null until a digital checkout names it. */
  country_id: z.number().nullable(),
  active: z.boolean(),
  /** The language of the shop's mails to the client: the one they signed up in, until they change it. */
  language: z.enum(languages),
});
export type ClientProfile = z.infer<typeof clientProfileSchema>;

/** The client of a fresh session, as login and activation return it. */
export const signedInClientSchema = clientProfileSchema.partial().extend({
  id: z.number(),
  token: z.string(),
  name: z.string(),
  email: z.string(),
  active: z.literal(true),
  /** Sent back as `device_token` at the next sign-in from this device (decision 039). */
  device_token: z.string(),
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
