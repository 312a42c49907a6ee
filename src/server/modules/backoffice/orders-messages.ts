import type { StaffTargetStatus } from '#shared/contract/staff-orders.ts';
import type { Localized } from '#shared/lang.ts';

/** What the back office's order routes say, in Arabic and English. */
export const ordersAdminMessages = {
  moved: {
    processing: { ar: 'الطلب قيد التجهيز الآن', en: 'The order is being processed' },
    shipped: { ar: 'تم تسجيل شحن الطلب', en: 'The order is marked shipped' },
    delivered: { ar: 'تم تسجيل تسليم الطلب', en: 'The order is marked delivered' },
    cancelled: { ar: 'تم إلغاء الطلب', en: 'The order was cancelled' },
  } satisfies Record<StaffTargetStatus, Localized>,
  paid: { ar: 'تم تسجيل استلام المبلغ', en: 'The payment is recorded' },
  onlyWhenShipping: {
    ar: 'تُدخل شركة الشحن ورقم التتبع عند شحن الطلب فقط',
    en: 'The carrier and tracking number are given only when the order ships',
  },
};
