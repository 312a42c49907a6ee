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
