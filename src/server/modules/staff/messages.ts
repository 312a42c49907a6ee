import type { Localized } from '#shared/lang.ts';

/** Every answer of the staff console. */
export const staffMessages = {
  wrongCredentials: {
    ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
    en: 'Email/password is incorrect',
  },
  signedIn: { ar: 'تم تسجيل الدخول إلى لوحة الموظفين', en: 'Signed in to the staff console' },
  signedOut: { ar: 'تم تسجيل الخروج من لوحة الموظفين', en: 'Signed out of the staff console' },
  unauthenticated: {
    ar: 'يرجى تسجيل الدخول إلى لوحة الموظفين',
    en: 'Please log in to the staff console',
  },
  forbidden: {
    ar: 'دورك في فريق العمل لا يسمح بهذا الإجراء',
    en: 'Your staff role does not allow this',
  },
} satisfies Record<string, Localized>;
