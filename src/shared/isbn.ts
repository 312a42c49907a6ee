/*
 * ISBN-13, as staff type it and as the shop keeps it. Typed with or without hyphens and spaces
 * ('978-9957-70-001-4', '978 9957 700014'); stored as its 13 digits alone, as the demo seed stores
 * them, so the catalogue's ISBN search (which compares digits only) finds it however it is typed.
 * No zod here: the console's pages load it.
 */

/** Digits, hyphens and spaces only, starting and ending with a digit. */
const TYPED = /^\d(?:[\d\- ]*\d)?$/;

/** The digits of an ISBN as typed, hyphens and spaces dropped. */
export const isbnDigits = (typed: string): string => typed.replace(/[\s-]/g, '');

/** The check digit (weights 1, 3, 1, 3…, modulo 10) that follows these twelve digits. */
export function isbn13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new Error(`an ISBN-13 starts with 12 digits, not ${first12}`);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

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

/** The stored form of a valid ISBN-13 (its 13 digits); undefined when it is not one. */
export function normalizeIsbn13(typed: string): string | undefined {
  return isValidIsbn13(typed) ? isbnDigits(typed.trim()) : undefined;
}
