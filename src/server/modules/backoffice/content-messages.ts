import type { Localized } from '#shared/lang.ts';
import { stillUsed } from './taxonomy-messages.ts';

/* Answers of the back office's news, Kashkoul, link types and links. */

export const contentMessages = {
  newsNotFound: { ar: 'الخبر غير موجود', en: 'News item not found' },
  newsCreated: { ar: 'تمت إضافة الخبر', en: 'News item added' },
  newsSaved: { ar: 'تم حفظ الخبر', en: 'News item saved' },
  newsDeleted: { ar: 'تم حذف الخبر', en: 'News item deleted' },
  kashkoulNotFound: { ar: 'مقال الكشكول غير موجود', en: 'Kashkoul article not found' },
  kashkoulCreated: { ar: 'تمت إضافة مقال الكشكول', en: 'Kashkoul article added' },
  kashkoulSaved: { ar: 'تم حفظ مقال الكشكول', en: 'Kashkoul article saved' },
  kashkoulDeleted: { ar: 'تم حذف مقال الكشكول', en: 'Kashkoul article deleted' },
  linkTypeNotFound: { ar: 'نوع الروابط غير موجود', en: 'Link type not found' },
  linkTypeCreated: { ar: 'تمت إضافة نوع الروابط', en: 'Link type added' },
  linkTypeSaved: { ar: 'تم حفظ نوع الروابط', en: 'Link type saved' },
  linkTypeDeleted: { ar: 'تم حذف نوع الروابط', en: 'Link type deleted' },
  linkNotFound: { ar: 'الرابط غير موجود', en: 'Link not found' },
  linkCreated: { ar: 'تمت إضافة الرابط', en: 'Link added' },
  linkSaved: { ar: 'تم حفظ الرابط', en: 'Link saved' },
  linkDeleted: { ar: 'تم حذف الرابط', en: 'Link deleted' },
  unknownLinkType: { ar: 'نوع الروابط هذا غير موجود', en: 'There is no such link type' },
} satisfies Record<string, Localized>;

/** 'Cannot delete this link type: it holds 3 links: «A», «B» and «C»'. */
export const linkTypeInUse = (links: Parameters<typeof stillUsed>[3]) =>
  stillUsed(
    { ar: 'نوع الروابط هذا', en: 'this link type' },
    { ar: 'يضم', en: 'it holds' },
    { ar: { one: 'رابطاً واحداً', two: 'رابطين', few: 'روابط', many: 'رابطاً' }, en: ['link', 'links'] },
    links,
  );
