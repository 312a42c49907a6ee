import type { MailMessage } from '#server/services/mailer.ts';
import type { CodePurpose } from '#shared/contract/clients.ts';
import { directionOf, type Lang } from '#shared/lang.ts';

/** What a code mail says whatever it is for. */
const common: Record<Lang, { greeting: (name: string) => string; validity: string }> = {
  ar: { greeting: (name) => `مرحباً ${name}،`, validity: 'الرمز صالح لمدة 15 دقيقة.' },
  en: { greeting: (name) => `Hello ${name},`, validity: 'The code is valid for 15 minutes.' },
};

/** What it says for each purpose. */
const texts: Record<CodePurpose, Record<Lang, { subject: string; lead: string; ignore: string }>> = {
  activation: {
    ar: {
      subject: 'رمز تفعيل حسابك',
      lead: 'رمز تفعيل حسابك هو:',
      ignore: 'إذا لم تنشئ حساباً لدينا فتجاهل هذه الرسالة.',
    },
    en: {
      subject: 'Your activation code',
      lead: 'Your account activation code is:',
      ignore: 'If you did not create an account, ignore this message.',
    },
  },
  password_reset: {
    ar: {
      subject: 'رمز إعادة تعيين كلمة المرور',
      lead: 'رمز إعادة تعيين كلمة المرور هو:',
      ignore: 'إذا لم تطلب تغيير كلمة المرور فتجاهل هذه الرسالة، ولن يتغير شيء.',
    },
    en: {
      subject: 'Your password reset code',
      lead: 'Your password reset code is:',
      ignore: 'If you did not ask to change your password, ignore this message; nothing changes.',
    },
  },
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The mail carrying a one-time code, in plain text and HTML, in the client's language. */
export function codeMail(options: {
  to: string;
  name: string;
  code: string;
  purpose: CodePurpose;
  lang: Lang;
}): MailMessage {
  const { to, name, code, purpose, lang } = options;
  const t = { ...common[lang], ...texts[purpose][lang] };
  const dir = directionOf(lang);
  const text = [t.greeting(name), '', t.lead, '', code, '', t.validity, t.ignore, ''].join('\n');
  const html = `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head><meta charset="utf-8"><title>${escapeHtml(t.subject)}</title></head>
<body dir="${dir}" style="font-family:Tahoma,Arial,sans-serif;text-align:${dir === 'rtl' ? 'right' : 'left'};color:#222">
<p>${escapeHtml(t.greeting(name))}</p>
<p>${escapeHtml(t.lead)}</p>
<p dir="ltr" style="font-size:32px;font-weight:bold;letter-spacing:8px;text-align:center;margin:24px 0">${code}</p>
<p>${escapeHtml(t.validity)}</p>
<p style="color:#666">${escapeHtml(t.ignore)}</p>
</body>
</html>`;
  return { to, subject: t.subject, text, html, language: lang };
}
