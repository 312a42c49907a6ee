import type { Localized } from '#shared/lang.ts';

/** What the back office's inbox, subscriber and newsletter routes say, in Arabic and English. */
export const newsletterAdminMessages = {
  messageNotFound: { ar: 'الرسالة المطلوبة غير موجودة', en: 'Message not found' },
  markedRead: { ar: 'تم تعليم الرسالة كمقروءة', en: 'The message is marked read' },
  markedUnread: { ar: 'تم تعليم الرسالة كغير مقروءة', en: 'The message is marked unread' },
  replied: { ar: 'تم حفظ الرد وسيُرسل بالبريد الإلكتروني', en: 'The reply is saved and will be e-mailed' },
  subscriberNotFound: { ar: 'المشترك المطلوب غير موجود', en: 'Subscriber not found' },
  subscriberDeleted: { ar: 'تم حذف المشترك من القائمة', en: 'The subscriber is deleted from the list' },
  newsletterNotFound: { ar: 'النشرة المطلوبة غير موجودة', en: 'Newsletter not found' },
  created: { ar: 'تم حفظ مسودة النشرة', en: 'The newsletter draft is saved' },
  updated: { ar: 'تم تعديل النشرة', en: 'The newsletter is updated' },
  notDraft: {
    ar: 'أُرسلت هذه النشرة أو هي قيد الإرسال، فلا يمكن تعديلها أو إرسالها مرة أخرى',
    en: 'This newsletter is being sent or was sent; it can no longer be changed or sent again',
  },
  queued: {
    ar: 'بدأ إرسال النشرة إلى المشتركين المؤكَّدين',
    en: 'The newsletter is being sent to the confirmed subscribers',
  },
} satisfies Record<string, Localized>;
