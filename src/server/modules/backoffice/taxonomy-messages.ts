import type { Localized } from '#shared/lang.ts';

/* Answers of the back office's categories, writers and cover types, and how a refusal names users. */

/** Arabic counted nouns: one, two, three to ten, eleven and more. */
export type ArabicCounted = { one: string; two: string; few: string; many: string };

function countedAr(total: number, noun: ArabicCounted): string {
  if (total === 1) return noun.one;
  if (total === 2) return noun.two;
  if (total % 100 >= 3 && total % 100 <= 10) return `${total} ${noun.few}`;
  return `${total} ${noun.many}`;
}

/** «a», «b» and «c», or «a», «b», «c» and 2 more when there are more than those named. */
function namesEn(names: string[], total: number): string {
  const quoted = names.map((n) => `«${n}»`);
  if (total > names.length) return `${quoted.join(', ')} and ${total - names.length} more`;
  if (quoted.length < 2) return quoted.join('');
  return `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
}

function namesAr(names: string[], total: number): string {
  const quoted = names.map((n) => `«${n}»`);
  if (total > names.length) return `${quoted.join('، ')} و${total - names.length} غيرها`;
  if (quoted.length < 2) return quoted.join('');
  return `${quoted.slice(0, -1).join('، ')} و${quoted.at(-1)}`;
}

export type UsersNoun = { ar: ArabicCounted; en: [singular: string, plural: string] };

export const booksNoun: UsersNoun = {
  ar: { one: 'كتاب واحد', two: 'كتابين', few: 'كتب', many: 'كتاباً' },
  en: ['book', 'books'],
};

/**
 * 'Cannot delete this writer: used by 3 books: «A», «B» and «C»': what still uses a record, named,
 * in both languages. `subject` is the record ('this writer'), `used` the link ('used by', 'holds').
 */
export function stillUsed(
  subject: Localized,
  used: Localized,
  noun: UsersNoun,
  users: { total: number; titles: { ar: string[]; en: string[] } },
): Localized {
  const { total, titles } = users;
  const countEn = `${total} ${total === 1 ? noun.en[0] : noun.en[1]}`;
  return {
    ar: `لا يمكن حذف ${subject.ar}: ${used.ar} ${countedAr(total, noun.ar)}: ${namesAr(titles.ar, total)}`,
    en: `Cannot delete ${subject.en}: ${used.en} ${countEn}: ${namesEn(titles.en, total)}`,
  };
}

const usedBy: Localized = { ar: 'مستخدم في', en: 'used by' };

export const taxonomyMessages = {
  categoryNotFound: { ar: 'التصنيف غير موجود', en: 'Category not found' },
  writerNotFound: { ar: 'الكاتب غير موجود', en: 'Writer not found' },
  coverTypeNotFound: { ar: 'نوع الغلاف غير موجود', en: 'Cover type not found' },
  categoryCreated: { ar: 'تمت إضافة التصنيف', en: 'Category added' },
  categorySaved: { ar: 'تم حفظ التصنيف', en: 'Category saved' },
  categoryDeleted: { ar: 'تم حذف التصنيف', en: 'Category deleted' },
  writerCreated: { ar: 'تمت إضافة الكاتب', en: 'Writer added' },
  writerSaved: { ar: 'تم حفظ الكاتب', en: 'Writer saved' },
  writerDeleted: { ar: 'تم حذف الكاتب', en: 'Writer deleted' },
  coverTypeCreated: { ar: 'تمت إضافة نوع الغلاف', en: 'Cover type added' },
  coverTypeSaved: { ar: 'تم حفظ نوع الغلاف', en: 'Cover type saved' },
  coverTypeDeleted: { ar: 'تم حذف نوع الغلاف', en: 'Cover type deleted' },
} satisfies Record<string, Localized>;

export const categoryInUse = (users: Parameters<typeof stillUsed>[3]) =>
  stillUsed({ ar: 'هذا التصنيف', en: 'this category' }, usedBy, booksNoun, users);
export const writerInUse = (users: Parameters<typeof stillUsed>[3]) =>
  stillUsed({ ar: 'هذا الكاتب', en: 'this writer' }, usedBy, booksNoun, users);
export const coverTypeInUse = (users: Parameters<typeof stillUsed>[3]) =>
  stillUsed({ ar: 'نوع الغلاف هذا', en: 'this cover type' }, usedBy, booksNoun, users);
