import { describe, expect, it } from 'vitest';
import ar from './i18n/ar.json' with { type: 'json' };
import en from './i18n/en.json' with { type: 'json' };

/* The box sets' own texts (they travel with their code, apart from the shop's catalogues). */

const plural = /_(zero|one|two|few|many|other)$/;
const keys = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, inner]) => keys(inner, `${prefix}${key.replace(plural, '')}.`))
    : [prefix];

describe('the box sets’ texts', () => {
  it('are written in both languages', () => {
    expect([...new Set(keys(en))].sort()).toEqual([...new Set(keys(ar))].sort());
  });
});
