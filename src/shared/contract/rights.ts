import { z } from 'zod';
import { MAX_ID } from '../ids.ts';
import { emailSchema, requiredWhenMissing } from './fields.ts';
import { phoneProblem } from './phone.ts';
import { PRINTED_FORMATS, RIGHTS_FORMATS, RIGHTS_LANGUAGES, RIGHTS_LIMITS, WORLD } from './rights-terms.ts';

/*
 * Rights and permissions enquiries (decision 093): a foreign publisher, an agent or a producer asks
 * for the rights to one of the house's books in a territory, a language and a format. The public
 * form's body and answer; the terms (statuses, formats, languages) are in rights-terms.ts, the
 * console's side in staff-rights.ts.
 */

/** A rule's own message, or 'required' when the field is missing. */
const requiredOr = (name: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? 'required' : name;

const requiredText = (max: number) =>
  z.string({ error: requiredWhenMissing }).trim().min(1, { error: 'required', abort: true }).max(max);

const blankAsMissing = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const countryCode = /^[A-Z]{2}$/;

/** `world` alone, or ISO country codes (any case), each once. */
const territoriesSchema = z
  .array(z.string({ error: 'rightsCountry' }).trim().max(10, { error: 'rightsCountry' }), {
    error: requiredOr('rightsTerritories'),
  })
  .min(1, { error: 'rightsTerritories', abort: true })
  .max(RIGHTS_LIMITS.territories)
  .transform((codes) => [
    ...new Set(codes.map((code) => (code.toLowerCase() === WORLD ? WORLD : code.toUpperCase()))),
  ])
  .superRefine((codes, ctx) => {
    if (codes.some((code) => code !== WORLD && !countryCode.test(code))) {
      ctx.addIssue({ code: 'custom', message: 'rightsCountry' });
    } else if (codes.includes(WORLD) && codes.length > 1) {
      ctx.addIssue({ code: 'custom', message: 'rightsWorldAlone' });
    }
  });

/**
 * `POST /rights/enquiries`. `website` is a field people never see (the form hides it): a body that
 * fills it is a robot's, answered as if it were taken.
 */
export const rightsEnquiryBodySchema = z
  .object({
    book_id: z
      .number({ error: requiredOr('rightsBook') })
      .int({ error: 'rightsBook' })
      .min(1, { error: 'rightsBook' })
      .max(MAX_ID, { error: 'rightsBook' }),
    territories: territoriesSchema,
    language: z
      .string({ error: requiredOr('rightsLanguage') })
      .trim()
      .toLowerCase()
      .refine((code) => (RIGHTS_LANGUAGES as readonly string[]).includes(code), { error: 'rightsLanguage' }),
    format: z.enum(RIGHTS_FORMATS, { error: requiredOr('rightsFormat') }),
    print_run: z.preprocess(
      blankAsMissing,
      z
        .number({ error: 'rightsPrintRun' })
        .int({ error: 'rightsPrintRun' })
        .min(1, { error: 'rightsPrintRun' })
        .max(RIGHTS_LIMITS.printRun, { error: 'rightsPrintRun' })
        .optional(),
    ),
    company: requiredText(RIGHTS_LIMITS.company),
    contact_name: requiredText(RIGHTS_LIMITS.contactName),
    email: emailSchema,
    phone: z.preprocess(
      blankAsMissing,
      z
        .string()
        .trim()
        .max(RIGHTS_LIMITS.phone, { error: 'phone' })
        .refine((phone) => phoneProblem(phone) === null, { error: 'phone' })
        .optional(),
    ),
    message: z.preprocess(blankAsMissing, z.string().trim().max(RIGHTS_LIMITS.message).optional()),
    website: z.unknown().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.print_run !== undefined && !PRINTED_FORMATS.includes(body.format)) {
      ctx.addIssue({ code: 'custom', path: ['print_run'], message: 'rightsPrintRunPrinted' });
    }
  });
export type RightsEnquiryBody = z.input<typeof rightsEnquiryBodySchema>;
export type RightsEnquiryInput = z.output<typeof rightsEnquiryBodySchema>;

/** The reference the enquirer quotes in their letters: `RE-` and six letters and digits. */
export const RIGHTS_REFERENCE = /^RE-[0-9A-HJKMNP-TV-Z]{6}$/;

export const rightsEnquiryAnswerSchema = z.object({
  data: z.object({ reference: z.string() }),
  message: z.string(),
});
