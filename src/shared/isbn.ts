/*
 * ISBN-13, as staff type it and as the shop keeps it. Typed with or without hyphens and spaces
 * ('978-9957-70-001-4', '978 9957 700014'); stored as its 13 digits alone, as the demo seed stores
 * them, so the catalogue's ISBN search (which compares digits only) finds it however it is typed.
 * An older book's ISBN-10 ('9957-70-001-X') is accepted too, checked by its own check digit, and kept
 * as the ISBN-13 it stands for (978 and its first nine digits, with a new check digit), as the ISBN
 * agency converts it. No zod here: the console's pages load it.
 */

/** Digits, hyphens and spaces only, starting and ending with a digit. */
const TYPED = /^\d(?:[\d\- ]*\d)?$/;

/** An ISBN-10 as typed: nine digits, then a digit or X, with hyphens and spaces between. */
const TYPED_10 = /^\d(?:[\d\- ]*[\dXx])?$/;

/** The digits of an ISBN as typed, hyphens and spaces dropped (an ISBN-10's X upper-cased). */
export const isbnDigits = (typed: string): string => typed.replace(/[\s-]/g, '').toUpperCase();

/** The check digit (weights 1, 3, 1, 3…, modulo 10) that follows these twelve digits. */
export function isbn13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new Error(`an ISBN-13 starts with 12 digits, not ${first12}`);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** The check character of an ISBN-10 (weights 10 down to 2, modulo 11): a digit, or X for ten. */
export function isbn10CheckDigit(first9: string): string {
  if (!/^\d{9}$/.test(first9)) throw new Error(`an ISBN-10 starts with 9 digits, not ${first9}`);
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(first9[i]) * (10 - i);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

const hasIsbn10Shape = (typed: string) => {
  const text = typed.trim();
  return TYPED_10.test(text) && /^\d{9}[\dX]$/.test(isbnDigits(text));
};

/**
 * The shape of an ISBN-13 without its check: 13 digits starting 978 or 979 (the book prefixes of
 * EAN-13), hyphens and spaces allowed between them.
 */
export function hasIsbn13Shape(typed: string): boolean {
  const text = typed.trim();
  return TYPED.test(text) && /^97[89]\d{10}$/.test(isbnDigits(text));
}

/** A well-formed ISBN-13 whose last digit is its check digit. */
export function isValidIsbn13(typed: string): boolean {
  if (!hasIsbn13Shape(typed)) return false;
  const digits = isbnDigits(typed.trim());
  return isbn13CheckDigit(digits.slice(0, 12)) === Number(digits[12]);
}

/** The shape of an ISBN-13 or an ISBN-10, without their checks. */
export const hasIsbnShape = (typed: string): boolean => hasIsbn13Shape(typed) || hasIsbn10Shape(typed);

/** A well-formed ISBN-10 whose last character is its check character. */
function isValidIsbn10(typed: string): boolean {
  if (!hasIsbn10Shape(typed)) return false;
  const digits = isbnDigits(typed.trim());
  return isbn10CheckDigit(digits.slice(0, 9)) === digits[9];
}

/** A valid ISBN-13, or a valid ISBN-10. */
export const isValidIsbn = (typed: string): boolean => isValidIsbn13(typed) || isValidIsbn10(typed);

/** The stored form of a valid ISBN (the 13 digits of its ISBN-13); undefined when it is not one. */
export function normalizeIsbn(typed: string): string | undefined {
  if (isValidIsbn13(typed)) return isbnDigits(typed.trim());
  if (!isValidIsbn10(typed)) return undefined;
  const first12 = `978${isbnDigits(typed.trim()).slice(0, 9)}`;
  return `${first12}${isbn13CheckDigit(first12)}`;
}
