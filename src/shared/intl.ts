/*
 * Intl's formatters are slow to make (each loads its locale's data, a long task on a phone) and quick
 * to use: one is made per locale and options, the first time it is asked for, and kept for the page's
 * life.
 */

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const displayNames = new Map<string, Intl.DisplayNames>();
const regionDisplayNames = new Map<string, Intl.DisplayNames>();
const languageDisplayNames = new Map<string, Intl.DisplayNames>();

function kept<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let value = cache.get(key);
  if (!value) {
    value = make();
    cache.set(key, value);
  }
  return value;
}

const keyOf = (locale: string, options: object) => `${locale} ${JSON.stringify(options)}`;

/** The number formatter of a locale and options, made once. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return kept(numberFormats, keyOf(locale, options), () => new Intl.NumberFormat(locale, options));
}

/** The date formatter of a locale and options, made once. */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return kept(dateFormats, keyOf(locale, options), () => new Intl.DateTimeFormat(locale, options));
}

/** The names of countries and regions in a locale ('مصر' for EG), made once. */
export function regionNames(locale: string): Intl.DisplayNames {
  return kept(regionDisplayNames, locale, () => new Intl.DisplayNames(locale, { type: 'region' }));
}

/** The names of currencies in a locale ('ريال سعودي'), made once. */
export function currencyNames(locale: string): Intl.DisplayNames {
  return kept(displayNames, locale, () => new Intl.DisplayNames(locale, { type: 'currency' }));
}

/** The names of languages in a locale ('التركية' for tr), made once. */
export function languageNames(locale: string): Intl.DisplayNames {
  return kept(languageDisplayNames, locale, () => new Intl.DisplayNames(locale, { type: 'language' }));
}
