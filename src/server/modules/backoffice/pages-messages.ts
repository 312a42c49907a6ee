import type { Localized } from '#shared/lang.ts';

/** The answers of the back office's site pages and settings. */
export const pagesMessages = {
  termsSaved: { ar: 'تم حفظ سياسة الخصوصية', en: 'Privacy terms saved' },
  contactSaved: { ar: 'تم حفظ بيانات التواصل', en: 'Contact details saved' },
  seoSaved: { ar: 'تم حفظ نصوص محركات البحث', en: 'SEO texts saved' },
  socialMediaNotFound: { ar: 'حساب التواصل الاجتماعي غير موجود', en: 'Social media entry not found' },
  socialMediaCreated: { ar: 'تمت إضافة حساب التواصل الاجتماعي', en: 'Social media entry added' },
  socialMediaSaved: { ar: 'تم حفظ حساب التواصل الاجتماعي', en: 'Social media entry saved' },
  socialMediaDeleted: { ar: 'تم حذف حساب التواصل الاجتماعي', en: 'Social media entry deleted' },
} satisfies Record<string, Localized>;
