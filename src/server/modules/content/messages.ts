import type { Localized } from '#shared/lang.ts';

/** Every user-visible message of the content module; English wording as in spec §8. */
export const contentMessages = {
  contactNotFound: { ar: 'معلومات التواصل المطلوبة غير موجودة', en: 'Contact information not found' },
  seoNotFound: { ar: 'بيانات تحسين محركات البحث غير موجودة', en: 'SEO texts not found' },
  termsNotFound: { ar: 'الشروط والأحكام غير موجودة', en: 'Terms not found' },
  subscribed: { ar: 'تم الاشتراك ببريدك الإلكتروني بنجاح', en: 'Your email subscribed successfully' },
  alreadySubscribed: {
    ar: 'هذا البريد الإلكتروني مشترك مسبقاً',
    en: 'This e-mail is already subscribed',
  },
  newsNotFound: { ar: 'الخبر المطلوب غير موجود', en: 'News item not found' },
  messageReceived: { ar: 'لقد استلمنا رسالتك', en: 'We have received your message' },
  unsubscribed: {
    ar: 'تم إلغاء اشتراكك في النشرة البريدية، ولن تصلك منا رسائل بعد الآن',
    en: 'You are unsubscribed from the newsletter and will receive no more of it',
  },
  unknownSubscriber: {
    ar: 'رابط إلغاء الاشتراك غير صالح',
    en: 'This unsubscribe link is not valid',
  },
} satisfies Record<string, Localized>;
