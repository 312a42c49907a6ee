import { z } from 'zod';
import { isThemaCode, isThemaSubject, THEMA_MAX_CODES } from '../thema.ts';

/**
 * A book's Thema subject codes as staff set them (decision 095): at most 10, each of Thema's form,
 * read in capitals and kept once each, in order; the first is the book's main subject, so it is a
 * subject category, not a qualifier. Refusals are the field messages `themaCode` and `themaFirstSubject`.
 */
export const themaCodesSchema = z
  .array(
    z
      .string({ error: (issue) => (issue.input === undefined ? 'required' : 'text') })
      .trim()
      .toUpperCase(),
    { error: (issue) => (issue.input === undefined ? 'required' : undefined) },
  )
  .max(THEMA_MAX_CODES)
  .refine((codes) => codes.every(isThemaCode), { error: 'themaCode', abort: true })
  .refine((codes) => codes.length === 0 || isThemaSubject(codes[0]!), { error: 'themaFirstSubject' })
  .transform((codes) => [...new Set(codes)]);
