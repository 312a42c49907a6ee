import type { MailMessage } from '#server/services/mailer.ts';
import type { CodePurpose } from '#shared/contract/clients.ts';
import { directionOf, type Lang } from '#shared/lang.ts';

type Texts = {
  subject: string;
  greeting: (name: string) => string;
  lead: string;
  validity: string;
  ignore: string;
};

const texts: Record<CodePurpose, Record<Lang, Texts>> = {
  activation: {
    ar: {
      subject: 'رمز تفعيل حسابك',
      greeting: (name) => `مرحباً ${name}،`,
      lead: 'رمز تفعيل حسابك هو:',
      validity: 'الرمز صالح لمدة 15 دقيقة.',
      ignore: 'إذا لم تنشئ حساباً لدينا فتجاهل هذه الرسالة.',
    },
    en: {
      subject: 'Your activation code',
      greeting: (name) => `Hello ${name},`,
      lead: 'Your account activation code is:',
      validity: 'The code is valid for 15 minutes.',
      ignore: 'If you did not create an account, ignore this message.',
    },
  },
  password_reset: {
    ar: {
      subject: 'رمز إعادة تعيين كلمة المرور',
      greeting: (name) => `مرحباً ${name}،`,
      lead: 'رمز إعادة تعيين كلمة المرور هو:',
      validity: 'الرمز صالح لمدة 15 دقيقة.',
      ignore: 'إذا لم تطلب تغيير كلمة المرور فتجاهل هذه الرسالة، ولن يتغير شيء.',
    },
    en: {
      subject: 'Your password reset code',
      greeting: (name) => `Hello ${name},`,
      lead: 'Your password reset code is:',
      validity: 'The code is valid for 15 minutes.',
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
  const t = texts[purpose][lang];
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
