import { list, localize, messagesOf, text } from '#server/i18n/index.ts';
import type { Lang, Localized } from '#shared/lang.ts';

/* Answers of the back office's categories, writers and cover types, and how a refusal names users. */

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

const { usedBy, thisCategory, thisWriter, thisCoverType, ...messages } = messagesOf(
  'backofficeTaxonomy',
  'stillUsed',
  'more',
);

export const taxonomyMessages = messages;

const books = (users: Users) => localize('backofficeTaxonomy', 'books', { count: users.total });

export const categoryInUse = (users: Users) => stillUsed(thisCategory, usedBy, books(users), users);
export const writerInUse = (users: Users) => stillUsed(thisWriter, usedBy, books(users), users);
export const coverTypeInUse = (users: Users) => stillUsed(thisCoverType, usedBy, books(users), users);
