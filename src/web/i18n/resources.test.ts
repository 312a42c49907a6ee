import { describe, expect, it } from 'vitest';
import { collectResources } from './index.ts';

describe('translations', () => {
  it('has every text in both languages', () => {
    const resources = collectResources(
      import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' }),
    );
    // Plural forms differ by language (Arabic has six, English two): compare the keys without them.
    const plural = /_(zero|one|two|few|many|other)\.$/;
    const keys = (value: unknown, prefix = ''): string[] =>
      typeof value === 'object' && value !== null
        ? Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k}.`))
        : [prefix.replace(plural, '.')];
    const unique = (list: string[]) => [...new Set(list)].sort();
    expect(Object.keys(resources.ar).sort()).toEqual(Object.keys(resources.en).sort());
    for (const namespace of Object.keys(resources.ar)) {
      expect(unique(keys(resources.en[namespace])), namespace).toEqual(unique(keys(resources.ar[namespace])));
    }
  });
});
