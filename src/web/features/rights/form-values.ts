import { z } from 'zod';
import type { RightsEnquiryBody } from '#shared/contract/rights.ts';
import {
  RIGHTS_LIMITS as LIMITS,
  PRINTED_FORMATS,
  RIGHTS_FORMATS,
  type RightsFormat,
  WORLD,
} from '#shared/contract/rights-terms.ts';
import { emailField } from '#web/api/form-rules.ts';

/*
 * The form's values and their checks before the server's: what is missing, and the print run's
 * digits. Messages are keys of the page's texts ('validation.*', 'rights.errors.*'); the server's own
 * words come back for everything else, already in the page's language.
 */

/** Arabic-Indic and Persian digits, as an Arabic keyboard types them, become 0–9. */
const latinDigits = (text: string) =>
  text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));

const text = (max: number) => z.string().trim().max(max, 'tooLong');
const required = (max: number) => text(max).min(1, 'required');

export const formSchema = z
  .object({
    book_id: z.number({ error: 'rights.errors.chooseBook' }),
    scope: z.enum(['world', 'countries']),
    countries: z.array(z.string()),
    language: z.string().min(1, 'rights.errors.chooseLanguage'),
    format: z.enum(RIGHTS_FORMATS, { error: 'rights.errors.chooseFormat' }),
    print_run: z
      .string()
      .transform((value) => latinDigits(value).replace(/[\s,٬.]/g, ''))
      .refine(
        (value) =>
          value === '' || (/^\d{1,8}$/.test(value) && Number(value) >= 1 && Number(value) <= LIMITS.printRun),
        'rights.errors.printRun',
      ),
    company: required(LIMITS.company),
    contact_name: required(LIMITS.contactName),
    email: emailField,
    phone: text(LIMITS.phone),
    message: text(LIMITS.message),
    website: z.string(),
  })
  // Judged with the other fields' checks, not after them: every missing answer shows at once.
  .refine((values) => values.scope === 'world' || values.countries.length > 0, {
    path: ['countries'],
    message: 'rights.errors.chooseTerritory',
    when: ({ value }) => Array.isArray((value as { countries?: unknown }).countries),
  });

export type FormInput = z.input<typeof formSchema>;
export type FormValues = z.output<typeof formSchema>;

export const emptyForm = (bookId?: number): FormInput => ({
  book_id: bookId as number,
  scope: 'world',
  countries: [],
  language: '',
  format: undefined as unknown as RightsFormat,
  print_run: '',
  company: '',
  contact_name: '',
  email: '',
  phone: '',
  message: '',
  website: '',
});

/** What the API is sent: the print run only for a printed edition, blank optional fields left out. */
export function toBody(values: FormValues): RightsEnquiryBody {
  const printed = PRINTED_FORMATS.includes(values.format) && values.print_run !== '';
  return {
    book_id: values.book_id,
    territories: values.scope === 'world' ? [WORLD] : values.countries,
    language: values.language,
    format: values.format,
    ...(printed ? { print_run: Number(values.print_run) } : {}),
    company: values.company,
    contact_name: values.contact_name,
    email: values.email,
    ...(values.phone ? { phone: values.phone } : {}),
    ...(values.message ? { message: values.message } : {}),
    ...(values.website ? { website: values.website } : {}),
  };
}

/** The server's field names, and the form's field each one's message goes under. */
export const serverFields = {
  book_id: 'book_id',
  territories: 'countries',
  language: 'language',
  format: 'format',
  print_run: 'print_run',
  company: 'company',
  contact_name: 'contact_name',
  email: 'email',
  phone: 'phone',
  message: 'message',
} as const;
