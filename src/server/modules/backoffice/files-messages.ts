import type { Localized } from '#shared/lang.ts';

/** What the back office's file uploads answer; the refusals of a file itself live with its checks. */
export const filesMessages = {
  bookNotFound: { ar: 'الكتاب المطلوب غير موجود', en: 'Book not found' },
  newsNotFound: { ar: 'الخبر المطلوب غير موجود', en: 'News item not found' },
  kashkoulNotFound: { ar: 'مقال الكشكول المطلوب غير موجود', en: 'Kashkoul article not found' },
  linkNotFound: { ar: 'الرابط المطلوب غير موجود', en: 'Link not found' },
  coverUploaded: {
    ar: 'تم رفع الغلاف، ويظهر في المتجر الآن',
    en: 'The cover was uploaded and the shop shows it now',
  },
  bookPdfUploaded: {
    ar: 'تم رفع ملف PDF الكتاب، ويحصل عليه المشترون من الآن',
    en: "The book's PDF was uploaded; buyers get it from now on",
  },
  imageUploaded: { ar: 'تم رفع الصورة', en: 'The picture was uploaded' },
  pdfUploaded: { ar: 'تم رفع ملف PDF', en: 'The PDF was uploaded' },
} satisfies Record<string, Localized>;
