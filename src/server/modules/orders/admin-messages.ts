import type { Localized } from '#shared/lang.ts';

/* Messages of the back office's order changes, in both languages. */

export const orderAdminMessages = {
  notCodPayable: {
    ar: 'يمكن تسجيل الدفع عند الاستلام فقط لطلب مشحون أو مُسلَّم لم يُدفع بعد',
    en: 'Only a shipped or delivered cash-on-delivery order that is not yet paid can be marked paid',
  },
} satisfies Record<string, Localized>;
