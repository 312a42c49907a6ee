export const languages = ['ar', 'en'] as const;
export type Lang = (typeof languages)[number];
export const defaultLanguage: Lang = 'ar';

/** A text in every language of the shop. */
export type Localized = Record<Lang, string>;

export function isLang(value: unknown): value is Lang {
  return value === 'ar' || value === 'en';
}

export function directionOf(lang: Lang): 'rtl' | 'ltr' {
  return lang === 'ar' ? 'rtl' : 'ltr';
}

/** Picks ar or en from an Accept-Language header, honouring q-values; ar by default. */
export function pickLanguage(header: string | undefined): Lang {
  if (!header) return defaultLanguage;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { base: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((entry) => isLang(entry.base) && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return (ranked[0]?.base as Lang | undefined) ?? defaultLanguage;
}

/** The English text when the language is English and one was written; the Arabic one otherwise. */
export function textIn(lang: Lang, ar: string | null | undefined, en: string | null | undefined): string {
  return lang === 'en' && en?.trim() ? en : (ar ?? '');
}

/** A text with its Arabic and English versions side by side, as the API answers carry them. */
export type Bilingual<Field extends string> = Record<`${Field}_ar` | `${Field}_en`, string>;

/** `title`, `title_ar` and `title_en` of a row's Arabic and English texts, the first in `lang`. */
export function localized<Field extends string>(lang: Lang, field: Field, ar: string, en: string) {
  const texts = { [field]: textIn(lang, ar, en), [`${field}_ar`]: ar, [`${field}_en`]: en };
  return texts as Record<Field, string> & Bilingual<Field>;
}
