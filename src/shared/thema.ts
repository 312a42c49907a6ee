/*
 * Thema, EDItEUR's international subject scheme for books (https://www.editeur.org/151/Thema/,
 * decision 095). A code is a subject category (a letter of Thema's sections, then letters and digits:
 * 'FBA', 'DCF') or a qualifier (a digit 1 to 6 by its kind, then letters and digits: '1FB', '5AN'),
 * 9 characters at most, and may end in a national extension ('1DXG-GR-E', '4Z-US-A'). Only the form is
 * checked: the scheme grows each year, and EDItEUR publishes it, not this shop.
 */

/** At most this many codes a book: a main subject, a few more categories and their qualifiers. */
export const THEMA_MAX_CODES = 10;

/** The first characters of Thema's sections: A The Arts … Y Children's, then the six qualifier kinds. */
const FIRST = 'ACDFGJKLMNPQRSTUVWXY1-6';

/** A code of Thema's form, in capitals (the database's check on `books.thema_codes` reads the same). */
export const THEMA_CODE = new RegExp(`^[${FIRST}][A-Z0-9]{0,8}(-[A-Z]{2}-[A-Z0-9]{1,8})?$`);

export const isThemaCode = (code: string) => THEMA_CODE.test(code);

/** A subject category, which may be a book's main subject; a qualifier (1–6) only qualifies one. */
export const isThemaSubject = (code: string) => /^[A-Z]/.test(code);

/** What a code says of the book: its subject, or where, in which language, when… (by its first character). */
export type ThemaKind = 'subject' | 'place' | 'language' | 'time' | 'education' | 'interest' | 'style';

const qualifierKinds: Record<string, ThemaKind> = {
  '1': 'place',
  '2': 'language',
  '3': 'time',
  '4': 'education',
  '5': 'interest',
  '6': 'style',
};

export const themaKind = (code: string): ThemaKind => qualifierKinds[code.charAt(0)] ?? 'subject';

/** Codes as typed: split at spaces and commas (Latin or Arabic), in capitals, each once, in order. */
export function themaCodesOf(typed: string): string[] {
  const codes = typed
    .split(/[\s,،؛;]+/)
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
  return [...new Set(codes)];
}
