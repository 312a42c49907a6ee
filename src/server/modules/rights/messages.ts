import type { RightsFormat, RightsStatus } from '#shared/contract/rights-terms.ts';
import type { Localized } from '#shared/lang.ts';

/* What the rights module answers, in both languages (decision 093). */
export const rightsMessages = {
  received: {
    ar: 'استلمنا طلبك، وأرسلنا إلى بريدك رسالة بمرجعه',
    en: 'We received your enquiry and mailed you its reference',
  },
  notFound: { ar: 'لا يوجد هذا الطلب', en: 'There is no such enquiry' },
  statusSaved: { ar: 'حُفظت حالة الطلب', en: 'The enquiry’s status is saved' },
} as const;

export const statusNames: Record<RightsStatus, Localized> = {
  new: { ar: 'جديد', en: 'new' },
  in_discussion: { ar: 'قيد التفاوض', en: 'in discussion' },
  granted: { ar: 'مُنحت الحقوق', en: 'granted' },
  declined: { ar: 'مرفوض', en: 'declined' },
};

export const formatNames: Record<RightsFormat, Localized> = {
  print: { ar: 'طبعة ورقية', en: 'print' },
  ebook: { ar: 'كتاب إلكتروني', en: 'e-book' },
  audio: { ar: 'كتاب صوتي', en: 'audiobook' },
  all: { ar: 'كل الأشكال', en: 'all formats' },
};

/** 409 for a move the workflow does not allow, naming both statuses. */
export function notAllowed(from: RightsStatus, to: RightsStatus): Localized {
  return {
    ar: `لا يمكن نقل الطلب من «${statusNames[from].ar}» إلى «${statusNames[to].ar}»`,
    en: `An enquiry cannot move from “${statusNames[from].en}” to “${statusNames[to].en}”`,
  };
}
