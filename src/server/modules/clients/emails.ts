import { fill, textsOf } from '#server/i18n/index.ts';
import type { MailMessage } from '#server/services/mailer.ts';
import type { CodePurpose } from '#shared/contract/clients.ts';
import { directionOf, type Lang } from '#shared/lang.ts';

/** What a code mail says: the same greeting and validity whatever it is for, the rest for each purpose. */
const texts = textsOf('clientsMail');

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
  const t = { ...texts[lang][purpose], validity: texts[lang].validity };
  const greeting = fill(lang, texts[lang].greeting, { name });
  const dir = directionOf(lang);
  const text = [greeting, '', t.lead, '', code, '', t.validity, t.ignore, ''].join('\n');
  const html = `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head><meta charset="utf-8"><title>${escapeHtml(t.subject)}</title></head>
<body dir="${dir}" style="font-family:Tahoma,Arial,sans-serif;text-align:${dir === 'rtl' ? 'right' : 'left'};color:#222">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(t.lead)}</p>
<p dir="ltr" style="font-size:32px;font-weight:bold;letter-spacing:8px;text-align:center;margin:24px 0">${code}</p>
<p>${escapeHtml(t.validity)}</p>
<p style="color:#666">${escapeHtml(t.ignore)}</p>
</body>
</html>`;
  return { to, subject: t.subject, text, html, language: lang };
}
