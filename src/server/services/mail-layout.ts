import { SHOP_NAME } from '#shared/brand.ts';
import { directionOf, type Lang } from '#shared/lang.ts';

/* The frame every mail of the shop is written in: HTML laid out in the reader's direction, and plain text. */

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export type MailContent = {
  subject: string;
  /** The body's HTML, already escaped where it holds user text (use `escapeHtml`). */
  html: string;
  /** The same body as plain text. */
  text: string;
  /** A closing line under the body (an unsubscribe link, why the mail came), in HTML and text. */
  footer?: { html: string; text: string };
};

/** The shop's name as its mails and printed documents give it. */

/** A whole mail, HTML and text, in `lang`: the shop's name on top, the body, then the footer. */
export function layoutMail(
  lang: Lang,
  content: MailContent,
): { subject: string; html: string; text: string } {
  const dir = directionOf(lang);
  const align = dir === 'rtl' ? 'right' : 'left';
  const footerHtml = content.footer
    ? `<tr><td style="padding:16px 24px;color:#666;font-size:13px;border-top:1px solid #eee">${content.footer.html}</td></tr>`
    : '';
  const html = `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body dir="${dir}" style="margin:0;background:#f6f6f6;font-family:Tahoma,Arial,sans-serif;color:#222;text-align:${align}">
<table role="presentation" dir="${dir}" width="100%" cellpadding="0" cellspacing="0" style="max-width:640px;margin:0 auto;background:#fff">
<tr><td style="padding:16px 24px;background:#3d2b1f;color:#fff;font-size:18px;font-weight:bold">${SHOP_NAME[lang]}</td></tr>
<tr><td style="padding:24px;line-height:1.7">${content.html}</td></tr>
${footerHtml}
</table>
</body>
</html>`;
  const text = [
    SHOP_NAME[lang],
    '',
    content.text.trim(),
    ...(content.footer ? ['', '--', content.footer.text] : []),
    '',
  ].join('\n');
  return { subject: content.subject, html, text };
}
