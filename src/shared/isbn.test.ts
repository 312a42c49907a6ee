import { describe, expect, it } from 'vitest';
import { hasIsbn13Shape, isbn13CheckDigit, isValidIsbn13, normalizeIsbn13 } from './isbn.ts';

describe('ISBN-13', () => {
  it('computes the check digit with weights 1 and 3 modulo 10', () => {
    // 978-0-306-40615-7 is the classic example.
    expect(isbn13CheckDigit('978030640615')).toBe(7);
    expect(isbn13CheckDigit('978000000000')).toBe(2);
    // A sum that is a multiple of ten has 0, not 10, as its check digit.
    expect(isbn13CheckDigit('978000000020')).toBe(0);
    expect(() => isbn13CheckDigit('97803064061')).toThrow('12 digits');
  });

  it('accepts an ISBN-13 typed with hyphens, spaces or neither', () => {
    for (const typed of ['9780306406157', '978-0-306-40615-7', '978 0 306 40615 7', ' 978-0306406157 ']) {
      expect(isValidIsbn13(typed), typed).toBe(true);
      expect(normalizeIsbn13(typed), typed).toBe('9780306406157');
    }
  });

  it('refuses a wrong check digit, though the shape is right', () => {
    expect(hasIsbn13Shape('978-0-306-40615-8')).toBe(true);
    expect(isValidIsbn13('978-0-306-40615-8')).toBe(false);
    expect(normalizeIsbn13('9780306406158')).toBeUndefined();
  });

  it('refuses what is not thirteen digits starting 978 or 979', () => {
    for (const typed of [
      '',
      '0306406152', // an ISBN-10
      '97803064061570', // fourteen digits
      '9770306406150', // 977 is not a book prefix
      '978-0-306-40615-X',
      '978_0306406157',
      '-9780306406157',
      '9780306406157-',
      '٩٧٨٠٣٠٦٤٠٦١٥٧', // Arabic-Indic digits are not stored as ISBN digits
    ]) {
      expect(hasIsbn13Shape(typed), typed).toBe(false);
      expect(isValidIsbn13(typed), typed).toBe(false);
    }
  });
});
