import { describe, expect, it } from 'vitest';

/*
 * A number written with separators (an ISBN, a date, a phone) inside an Arabic sentence is laid out
 * by the bidirectional algorithm group by group, right to left: 978-9957-70-001-0 would read
 * 0-001-70-9957-978. The Arabic texts keep such numbers in an isolate (U+2066 … U+2069).
 */

const files = {
  ...import.meta.glob<Record<string, unknown>>('./ar/*.json', { eager: true, import: 'default' }),
  ...import.meta.glob<Record<string, unknown>>('../features/staff/i18n/ar/*.json', {
    eager: true,
    import: 'default',
  }),
};

function* texts(node: unknown, path: string): Generator<[string, string]> {
  if (typeof node === 'string') yield [path, node];
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) yield* texts(value, `${path}.${key}`);
}

const isolate = /[\u2066-\u2068][^\u2069]*\u2069/g;
const separatedNumber = /\d+(?:[-/]\d+)+/g;

describe('the Arabic texts', () => {
  it('isolate every number written with hyphens or slashes', () => {
    const loose: string[] = [];
    for (const [file, content] of Object.entries(files)) {
      for (const [path, text] of texts(content, file)) {
        const outside = text.replace(isolate, '').replace(/\{\{[^}]*\}\}/g, '');
        for (const number of outside.match(separatedNumber) ?? []) loose.push(`${path}: ${number}`);
      }
    }
    expect(loose).toEqual([]);
  });
});
