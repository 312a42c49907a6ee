import { z } from 'zod';
import { emailSchema } from '#shared/contract/fields.ts';

/*
 * Form fields checked by the API's own schema for the same field, so that a rule (a length, a pattern)
 * has one copy, in the contract. Forms keep their own messages: keys their page translates.
 */

/**
 * A required text field: blank is 'required'; a value the wire schema refuses is `tooLong` when it is
 * too long, `message` otherwise. The value is trimmed, as the server trims it.
 */
export function wireText(wire: z.ZodType, message: string, tooLong = 'tooLong') {
  return z
    .string()
    .trim()
    .min(1, 'required')
    .superRefine((value, ctx) => {
      // Blank is 'required' alone. (Not an aborting check: the form's own refinements still run.)
      if (value === '') return;
      const issues = wire.safeParse(value).error?.issues ?? [];
      if (issues.length === 0) return;
      const long = issues.some((issue) => issue.code === 'too_big');
      ctx.addIssue({ code: 'custom', message: long ? tooLong : message });
    });
}

/** A required e-mail address: 'email' when the server would refuse it, too long included. */
export const emailField = wireText(emailSchema, 'email', 'email');
