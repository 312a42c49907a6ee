import { describe, expect, it } from 'vitest';
import { collectResources } from './index.ts';

describe('translations', () => {
  const shop = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });
  // The staff console's strings travel with its own code.
  const staffConsole = Object.fromEntries(
    Object.entries(
      import.meta.glob<Record<string, unknown>>('../features/staff/i18n/*/*.json', {
        eager: true,
        import: 'default',
      }),
    ).map(([file, content]) => [file.replace('../features/staff/i18n/', './'), content]),
  );

  it.each([
    ['the shop', shop],
    ['the staff console', staffConsole],
  ])('has every text of %s in both languages', (_name, files) => {
    const resources = collectResources(files);
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

  it("keeps the console's namespaces apart from the shop's, so opening the console changes no shop text", () => {
    const names = (files: Record<string, unknown>) =>
      new Set(
        Object.keys(files).map((file) =>
          file
            .split('/')
            .at(-1)!
            .replace(/\.json$/, ''),
        ),
      );
    const shared = [...names(staffConsole)].filter((name) => names(shop).has(name));
    expect(shared).toEqual([]);
  });
});
