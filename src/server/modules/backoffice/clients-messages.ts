import type { ClientRefusalReason } from '#server/modules/clients/index.ts';
import type { Localized } from '#shared/lang.ts';

/** What the back office's client routes say, in Arabic and English. */
export const clientsAdminMessages = {
  codeSent: {
    ar: 'أُرسل رمز تفعيل جديد إلى بريد العميل',
    en: 'A new activation code was e-mailed to the client',
  },
  sessionsEnded: {
    ar: 'تم تسجيل خروج العميل من جميع الأجهزة',
    en: 'The client is signed out on every device',
  },
  deactivated: {
    ar: 'تم تعطيل حساب العميل، وبقيت طلباته وكتبه محفوظة',
    en: 'The account is deactivated; its orders and books are kept',
  },
  reactivated: { ar: 'أُعيد تفعيل حساب العميل', en: 'The account is open again' },
  requestDismissed: {
    ar: 'أُلغي طلب تعطيل الحساب وبقي الحساب مفعلاً',
    en: 'The deactivation request is dismissed; the account stays open',
  },
  refused: {
    not_found: { ar: 'العميل غير موجود', en: 'Client not found' },
    already_active: {
      ar: 'الحساب مفعّل مسبقاً، فلا حاجة إلى رمز تفعيل',
      en: 'The account is already activated; it needs no activation code',
    },
    already_deactivated: { ar: 'الحساب معطّل مسبقاً', en: 'The account is already deactivated' },
    not_deactivated: { ar: 'الحساب غير معطّل', en: 'The account is not deactivated' },
    no_request: {
      ar: 'لا يوجد طلب تعطيل لهذا الحساب',
      en: 'There is no deactivation request for this account',
    },
    no_live_sessions: {
      ar: 'لا توجد جلسات مفتوحة لهذا العميل',
      en: 'The client has no open sessions',
    },
  } satisfies Record<ClientRefusalReason, Localized>,
};
