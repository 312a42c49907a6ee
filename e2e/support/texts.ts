import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Lang } from './steps.ts';

/* The words people see, read from the translation files of the page they are on. */

/** `namespace:dotted.key` of the JSON files under `folder/<lang>/`, in `lang`, its `{{names}}` filled. */
export function textIn(
  folder: string,
  lang: Lang,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const [namespace, rest] = key.split(':');
  const file = path.resolve(`${folder}/${lang}/${namespace}.json`);
  const value = rest
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown>)[part],
      JSON.parse(readFileSync(file, 'utf8')),
    );
  if (typeof value !== 'string') throw new Error(`No text ${key} in ${lang}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}

/** A text of the reader's pages, `namespace:dotted.key`, in `lang`. */
export const shopText = (lang: Lang, key: string, values: Record<string, string | number> = {}) =>
  textIn('src/web/i18n', lang, key, values);
