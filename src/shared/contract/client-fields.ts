import { z } from 'zod';
import { CLIENT_LIMITS } from './client-limits.ts';
import { emailSchema } from './content.ts';
import { requiredWhenMissing } from './fields.ts';

/* The fields of a client's details (sign-up, profile), without the phone library: forms load it apart. */

const EARLIEST_BIRTH_DATE = '1900-01-01';

const requiredText = (max: number) =>
  z.string({ error: requiredWhenMissing }).trim().min(1, { error: 'required', abort: true }).max(max);

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

/** The client's own details, as sign-up and the profile take them. */
export const clientFields = {
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

/** Fields whose absence answers 'Please fill in all fields'. */
export const REGISTER_REQUIRED = ['name', 'date_of_birth', 'address', 'email', 'mobile', 'password'] as const;
export const PROFILE_REQUIRED = ['name', 'date_of_birth', 'address', 'email', 'mobile', 'password'] as const;
