import type { Lang, Localized } from '#shared/lang.ts';
import ar from './ar.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };

/*
 * Everything the server says to people, from one catalogue per language (`ar.json`, `en.json`), one
 * namespace per module or area. `{{name}}` stands for a value. A text that depends on a number has a
 * form per plural category, `key_one`, `key_few`, ... as i18next writes them, picked by
 * `Intl.PluralRules` from the value `count`. Lists of names are joined by `Intl.ListFormat`.
 */

type Catalogue = typeof ar;
type Namespace = keyof Catalogue;
/** The texts of one namespace in one language. */
export type TextsOf<N extends Namespace> = Catalogue[N];
type Category = Intl.LDMLPluralRule;

/** The English catalogue has other plural forms than the Arabic one; its keys are checked by a test. */
const catalogues: Record<Lang, Catalogue> = { ar, en: en as unknown as Catalogue };

const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const pluralRules: Record<Lang, Intl.PluralRules> = {
  ar: new Intl.PluralRules('ar'),
  en: new Intl.PluralRules('en'),
};

/** A value put in a text: the same in every language, or one per language. */
type Value = string | number | Localized;
type Values = Record<string, Value>;

type Base<Key> = Key extends `${infer Name}_${Category}` ? Name : Key;
/** The keys of a namespace's texts, plural forms named once without their suffix. */
type TextKey<N extends Namespace> = {
  [K in keyof Catalogue[N]]: Catalogue[N][K] extends string ? Base<K & string> : never;
}[keyof Catalogue[N]];

/** A namespace's texts as `{ key: { ar, en } }`, groups kept, plural forms left out. */
type Messages<T> = {
  [K in keyof T as K extends `${string}_${Category}` ? never : K]: T[K] extends string
    ? Localized
    : Messages<T[K]>;
};

/** `template` with each `{{name}}` replaced by its value in `lang`; unknown names stay as they are. */
export function fill(lang: Lang, template: string, values: Values = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) return placeholder;
    return typeof value === 'object' ? value[lang] : String(value);
  });
}

/** One text of `namespace` in `lang`, its placeholders filled; a number `count` picks the plural form. */
export function text<N extends Namespace>(lang: Lang, namespace: N, key: TextKey<N>, values: Values = {}) {
  const texts = catalogues[lang][namespace] as Record<string, unknown>;
  const { count } = values;
  const plural = typeof count === 'number' ? texts[`${key}_${pluralRules[lang].select(count)}`] : undefined;
  const template = plural ?? texts[key];
  if (typeof template !== 'string') throw new Error(`no text ${namespace}.${key} in ${lang}`);
  return fill(lang, template, values);
}

/** One text of `namespace` in both languages, as the API's errors and answers carry them. */
export function localize<N extends Namespace>(namespace: N, key: TextKey<N>, values?: Values): Localized {
  return { ar: text('ar', namespace, key, values), en: text('en', namespace, key, values) };
}

function pair(arTexts: unknown, enTexts: unknown): unknown {
  if (typeof arTexts === 'string') return { ar: arTexts, en: enTexts };
  const keys = Object.keys(arTexts as object).filter((key) => !pluralSuffix.test(key));
  return Object.fromEntries(keys.map((key) => [key, pair((arTexts as never)[key], (enTexts as never)[key])]));
}

/**
 * The texts of `namespace` as `{ key: { ar, en } }`, nested groups kept, less `filledIn`: the keys of
 * texts with values, which the caller fills in with `localize`.
 */
export function messagesOf<N extends Namespace, Filled extends keyof Messages<Catalogue[N]> = never>(
  namespace: N,
  ...filledIn: Filled[]
): Omit<Messages<Catalogue[N]>, Filled> {
  const texts = pair(catalogues.ar[namespace], catalogues.en[namespace]) as Record<string, unknown>;
  for (const key of filledIn) delete texts[key as string];
  return texts as Omit<Messages<Catalogue[N]>, Filled>;
}

/** The texts of `namespace` in each language, for code that lays out a whole document in one. */
export function textsOf<N extends Namespace>(namespace: N): Record<Lang, TextsOf<N>> {
  return { ar: catalogues.ar[namespace], en: catalogues.en[namespace] };
}

/*
 * English lists are written without a comma before 'and', as en-GB has them. CLDR's Arabic pattern
 * puts «و» before every item; the shop's Arabic separates the items with «، » and puts «و» before the
 * last one only, so the joins Intl gives between the other items become «، ».
 */
const listFormats: Record<Lang, Intl.ListFormat> = {
  ar: new Intl.ListFormat('ar', { type: 'conjunction' }),
  en: new Intl.ListFormat('en-GB', { type: 'conjunction' }),
};

/** 'a, b and c' in `lang`. */
export function list(lang: Lang, items: readonly string[]): string {
  const parts = listFormats[lang].formatToParts(items);
  if (lang !== 'ar') return parts.map((part) => part.value).join('');
  let joins = parts.filter((part) => part.type === 'literal').length;
  return parts.map((part) => (part.type === 'literal' && --joins > 0 ? '، ' : part.value)).join('');
}
