import { z } from 'zod';

/* Field rules several payloads share. Small on purpose: the web's first page loads it for the footer's form. */

/** 'required' is a field message the API error envelope knows in both languages. */
export const requiredWhenMissing = (issue: { input?: unknown }) =>
  issue.input === undefined ? 'required' : undefined;

/** The longest e-mail address a mailbox can have (RFC 5321). */
export const EMAIL_MAX = 254;

export const emailSchema = z
  .string({ error: requiredWhenMissing })
  .trim()
  .toLowerCase()
  .min(1, { error: 'required', abort: true })
  .max(EMAIL_MAX)
  .email({ error: 'email' });

/** `field` in the request's language beside `field_ar` and `field_en`, as every answer carries its texts. */
export function localizedText<Field extends string>(field: Field) {
  const shape = { [field]: z.string(), [`${field}_ar`]: z.string(), [`${field}_en`]: z.string() };
  return shape as Record<Field | `${Field}_ar` | `${Field}_en`, z.ZodString>;
}

/**
 * The device token an earlier sign-in answered (`device_token`), sent back at sign-in so that
 * strangers' guesses never lock this device out (decision 039). Anything that is not one is ignored,
 * never refused: a damaged stored token must not stop a sign-in.
 */
export const deviceTokenField = z.string().max(200).optional().catch(undefined);
