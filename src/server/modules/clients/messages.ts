import type { Localized } from '#shared/lang.ts';

/** Every answer of client accounts; `en` follows spec §8 word for word where it gives one. */
export const clientMessages = {
  required: { ar: 'هذا الحقل مطلوب', en: 'This field is required' },
  fillAllFields: { ar: 'يرجى تعبئة جميع الحقول', en: 'Please fill in all fields' },
  accountCreated: { ar: 'تم إنشاء الحساب', en: 'Account has been created' },
  emailTaken: { ar: 'هذا البريد الإلكتروني مسجل مسبقاً', en: 'This e-mail is already registered' },
  accountActivated: { ar: 'تم تفعيل الحساب', en: 'Account Activated' },
  incorrectCode: { ar: 'الرمز غير صحيح', en: 'Incorrect code' },
  codeExpired: { ar: 'انتهت صلاحية الرمز، اطلب رمزاً جديداً', en: 'The code has expired, request a new one' },
  codeVoided: {
    ar: 'تم تجاوز عدد المحاولات المسموح، اطلب رمزاً جديداً',
    en: 'Too many wrong tries, request a new code',
  },
  codeSent: {
    ar: 'إذا كان البريد الإلكتروني مسجلاً فقد أرسلنا إليه رمزاً جديداً',
    en: 'If the e-mail is registered, a new code has been sent to it',
  },
  resetCodeSent: {
    ar: 'أرسلنا رمز إعادة تعيين كلمة المرور إلى بريدك الإلكتروني',
    en: 'A password reset code has been sent to your e-mail',
  },
  mailFailed: {
    ar: 'تعذّر إرسال البريد الإلكتروني، يرجى المحاولة بعد قليل',
    en: 'The e-mail could not be sent, please try again shortly',
  },
  registrationMailFailed: {
    ar: 'تعذّر إرسال رمز التفعيل فلم يُنشأ الحساب، يرجى المحاولة بعد قليل',
    en: 'The activation code could not be e-mailed, so the account was not created; please try again shortly',
  },
  signedIn: { ar: 'تم تسجيل الدخول', en: 'Signed in' },
  activateFirst: {
    ar: 'الحساب غير مفعل، أرسلنا رمز التفعيل إلى بريدك الإلكتروني',
    en: 'The account is not activated yet; an activation code has been sent to your e-mail',
  },
  wrongCredentials: {
    ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
    en: 'Email/password is incorrect',
  },
  signedOut: { ar: 'تم تسجيل الخروج', en: 'Signed out' },
  mailNotFound: { ar: 'البريد الإلكتروني غير موجود', en: 'Mail not found' },
  passwordChanged: { ar: 'تم تغيير كلمة المرور', en: 'Password has been changed' },
  updated: { ar: 'تم التحديث بنجاح', en: 'Updated successfully' },
  wrongCurrentPassword: { ar: 'كلمة المرور الحالية غير صحيحة', en: 'The current password is incorrect' },
  accountDeactivated: {
    ar: 'هذا الحساب معطّل، تواصل معنا لإعادة تفعيله',
    en: 'This account is deactivated; contact us to open it again',
  },
  deactivateSent: { ar: 'تم إرسال طلب تعطيل الحساب', en: 'Deactivate request sent' },
} satisfies Record<string, Localized>;
