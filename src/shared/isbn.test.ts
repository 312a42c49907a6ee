import { describe, expect, it } from 'vitest';
import {
  hasIsbn13Shape,
  hasIsbnShape,
  isbn10CheckDigit,
  isbn13CheckDigit,
  isValidIsbn,
  isValidIsbn13,
  normalizeIsbn,
} from './isbn.ts';

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
      expect(normalizeIsbn(typed), typed).toBe('9780306406157');
    }
  });

  it('refuses a wrong check digit, though the shape is right', () => {
    expect(hasIsbn13Shape('978-0-306-40615-8')).toBe(true);
    expect(isValidIsbn13('978-0-306-40615-8')).toBe(false);
    expect(normalizeIsbn('9780306406158')).toBeUndefined();
  });

  it('refuses what is not thirteen digits starting 978 or 979', () => {
    for (const typed of [
      '',
      '0306406152', // an ISBN-10, valid as one (below)
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

describe('ISBN-10', () => {
  it('computes the check character with weights 10 down to 2 modulo 11, X for ten', () => {
    expect(isbn10CheckDigit('030640615')).toBe('2');
    expect(isbn10CheckDigit('080442957')).toBe('X');
    expect(() => isbn10CheckDigit('03064061')).toThrow('9 digits');
  });

  it('accepts an ISBN-10, an x as X, and keeps it as the ISBN-13 it stands for', () => {
    for (const typed of ['0306406152', '0-306-40615-2', '0 306 40615 2']) {
      expect(isValidIsbn(typed), typed).toBe(true);
      expect(normalizeIsbn(typed), typed).toBe('9780306406157');
    }
    for (const typed of ['0-8044-2957-X', '080442957x']) {
      expect(isValidIsbn(typed), typed).toBe(true);
      expect(normalizeIsbn(typed), typed).toBe('9780804429573');
    }
  });

  it('refuses a wrong check character, and an X anywhere but last', () => {
    expect(hasIsbnShape('0-306-40615-3')).toBe(true);
    expect(isValidIsbn('0-306-40615-3')).toBe(false);
    expect(normalizeIsbn('0306406153')).toBeUndefined();
    for (const typed of ['03064X6152', '030640615', '03064061522', 'X306406152']) {
      expect(isValidIsbn(typed), typed).toBe(false);
    }
  });
});
