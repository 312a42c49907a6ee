import type { Localized } from '../lang.ts';

/**
 * Field messages that schemas name with `{ error: '<name>' }` (or a refinement's message): the server's
 * 422 answers and the console's forms both show them in the reader's or the staff member's language.
 * A schema of the contract that needs its own message adds it here.
 */
export const fieldMessages: Record<string, Localized> = {
  required: { ar: 'هذا الحقل مطلوب', en: 'This field is required' },
  email: { ar: 'البريد الإلكتروني غير صالح', en: 'The e-mail address is not valid' },
  phone: { ar: 'رقم الهاتف غير صالح', en: 'The phone number is not valid' },
};
