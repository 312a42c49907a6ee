import { list, localize, text } from '#server/i18n/index.ts';
import type { Lang, Localized } from '#shared/lang.ts';

/* How a refusal to delete names what still uses the record: categories, writers, cover types, link types. */

/** What still uses a record: how many, and the titles of the first few in each language. */
export type Users = { total: number; titles: { ar: string[]; en: string[] } };

/** «a», «b» and «c», or «a», «b», «c» and 2 more when there are more than those named. */
function names(lang: Lang, titles: string[], total: number): string {
  const quoted = titles.map((title) => `«${title}»`);
  const more = total - titles.length;
  return list(
    lang,
    more > 0 ? [...quoted, text(lang, 'backofficeTaxonomy', 'more', { count: more })] : quoted,
  );
}

/**
 * 'Cannot delete this writer: used by 3 books: «A», «B» and «C»': what still uses a record, named,
 * in both languages. `subject` is the record ('this writer'), `used` the link ('used by', 'holds'),
 * `counted` how many users there are ('3 books').
 */
export function stillUsed(subject: Localized, used: Localized, counted: Localized, users: Users): Localized {
  const { total, titles } = users;
  const named = { ar: names('ar', titles.ar, total), en: names('en', titles.en, total) };
  return localize('backofficeTaxonomy', 'stillUsed', { subject, used, counted, names: named });
}
