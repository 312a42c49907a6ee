import { describe, expect, it } from 'vitest';
import ar from './ar.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import { fill, list, localize, text } from './index.ts';

type Tree = { [key: string]: string | Tree };
const catalogues: Record<'ar' | 'en', Tree> = { ar, en };
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** Every text of a catalogue by its dotted key. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') texts.set(`${prefix}${key}`, value);
    else for (const [inner, text] of flatten(value, `${prefix}${key}.`)) texts.set(inner, text);
  }
  return texts;
}

/** Each text's key without its plural suffix, with its plural categories and placeholders. */
function messages(tree: Tree) {
  const found = new Map<string, { categories: Set<string>; placeholders: Set<string> }>();
  for (const [key, value] of flatten(tree)) {
    const category = pluralSuffix.exec(key)?.[1];
    const base = key.replace(pluralSuffix, '');
    const entry = found.get(base) ?? { categories: new Set<string>(), placeholders: new Set<string>() };
    if (category) entry.categories.add(category);
    for (const [, name] of value.matchAll(/\{\{(\w+)\}\}/g)) entry.placeholders.add(name);
    found.set(base, entry);
  }
  return found;
}

const sorted = (values: Iterable<string>) => [...values].sort();

describe('the server catalogues', () => {
  const arabic = messages(catalogues.ar);
  const english = messages(catalogues.en);

  it('have every message in both languages', () => {
    expect(sorted(english.keys())).toEqual(sorted(arabic.keys()));
  });

  it('give a message the same placeholders in both languages', () => {
    for (const [key, { placeholders }] of arabic) {
      expect(sorted(english.get(key)?.placeholders ?? []), key).toEqual(sorted(placeholders));
    }
  });

  it.each([
    ['ar', arabic],
    ['en', english],
  ] as const)(
    'write every plural form %s can select, and nothing but plural forms beside them',
    (lang, found) => {
      const categories = sorted(new Intl.PluralRules(lang).resolvedOptions().pluralCategories);
      for (const [key, entry] of found) {
        if (entry.categories.size > 0) expect(sorted(entry.categories), key).toEqual(categories);
      }
      // A key written with plural forms is not also written plain.
      const plain = new Set([...flatten(catalogues[lang]).keys()].filter((key) => !pluralSuffix.test(key)));
      for (const [key, entry] of found) {
        if (entry.categories.size > 0) expect(plain.has(key), key).toBe(false);
      }
    },
  );
});

describe('server texts', () => {
  it('fill placeholders, a value per language where one is given, and leave unknown ones', () => {
    expect(fill('ar', '{{a}} و{{b}} {{c}}', { a: 1, b: { ar: 'ب', en: 'b' } })).toBe('1 وب {{c}}');
  });

  it('pick the plural form that Intl.PluralRules selects', () => {
    const counted = (count: number) => localize('backofficeTaxonomy', 'books', { count });
    expect(counted(0)).toEqual({ ar: '0 كتاباً', en: '0 books' });
    expect(counted(1)).toEqual({ ar: 'كتاب واحد', en: '1 book' });
    expect(counted(2)).toEqual({ ar: 'كتابين', en: '2 books' });
    expect(counted(3)).toEqual({ ar: '3 كتب', en: '3 books' });
    expect(counted(103)).toEqual({ ar: '103 كتب', en: '103 books' });
    expect(counted(11)).toEqual({ ar: '11 كتاباً', en: '11 books' });
    expect(counted(100)).toEqual({ ar: '100 كتاباً', en: '100 books' });
  });

  it('use the plain text in a language that does not count it', () => {
    expect(text('ar', 'backofficeBulk', 'refused', { count: 1 })).toContain('1 خطأ');
    expect(text('en', 'backofficeBulk', 'refused', { count: 1 })).toContain('1 error;');
    expect(text('en', 'backofficeBulk', 'refused', { count: 2 })).toContain('2 errors;');
  });

  it('join lists as the shop writes them', () => {
    expect(list('ar', [])).toBe('');
    expect(list('ar', ['«أ»'])).toBe('«أ»');
    expect(list('ar', ['«أ»', '«ب»'])).toBe('«أ» و«ب»');
    expect(list('ar', ['«أ»', '«ب»', '«ج»', '2 غيرها'])).toBe('«أ»، «ب»، «ج» و2 غيرها');
    expect(list('en', ['«a»', '«b»'])).toBe('«a» and «b»');
    expect(list('en', ['«a»', '«b»', '«c»'])).toBe('«a», «b» and «c»');
  });
});
