import type { Localized } from '#shared/lang.ts';

/** Answers of the staff members' routes and the activity log. */
export const membersMessages = {
  notFound: { ar: 'عضو فريق العمل غير موجود', en: 'Staff member not found' },
  emailTaken: {
    ar: 'هذا البريد الإلكتروني مستخدم لعضو آخر في فريق العمل',
    en: 'This e-mail address already belongs to a staff member',
  },
  lastAdmin: {
    ar: 'لا يمكن إيقاف آخر مدير نشط أو تغيير دوره: أضف مديراً آخر أولاً',
    en: 'The last active admin cannot be deactivated or given another role: add another admin first',
  },
  selfDeactivation: {
    ar: 'لا يمكنك إيقاف حسابك بنفسك: يستطيع ذلك مدير آخر',
    en: 'You cannot deactivate your own account: another admin can',
  },
  created: { ar: 'تمت إضافة عضو فريق العمل', en: 'Staff member added' },
  updated: { ar: 'تم حفظ بيانات عضو فريق العمل', en: 'Staff member saved' },
  deactivated: {
    ar: 'تم إيقاف الحساب وإنهاء جلساته',
    en: 'Account deactivated and its sessions ended',
  },
  reactivated: { ar: 'تمت إعادة تفعيل الحساب', en: 'Account reactivated' },
  passwordSet: {
    ar: 'تم تعيين كلمة المرور الجديدة وإنهاء جلسات العضو',
    en: "New password set and the member's sessions ended",
  },
} satisfies Record<string, Localized>;
