import { textsOf } from '#server/i18n/index.ts';
import { escapeHtml, layoutMail } from '#server/services/mail-layout.ts';
import { SHOP_NAME } from '#shared/brand.ts';
import type { Lang } from '#shared/lang.ts';

/* The content module's mails: the subscription's confirmation, a reply to a contact message, a newsletter. */

const paragraphs = (text: string) =>
  text
    .trim()
    .split(/\n{2,}/)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('\n');

const button = (href: string, label: string) =>
  `<p><a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 20px;background:#3d2b1f;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(label)}</a></p>`;

const texts = textsOf('contentMail');

/** Double opt-in: the address receives newsletters only after its owner follows `link`. */
export function confirmationMail(lang: Lang, link: string) {
  const t = texts[lang].confirm;
  return layoutMail(lang, {
    subject: t.subject,
    html: `<p>${t.intro}</p>\n${button(link, t.action)}\n<p>${t.ignore}</p>`,
    text: `${t.intro}\n${link}\n\n${t.ignore}`,
  });
}

/** A staff member's plain-text answer, quoting the message it answers. */
export function contactReplyMail(lang: Lang, reply: { subject: string; body: string; original: string }) {
  const quoted = reply.original.trim();
  return layoutMail(lang, {
    subject: reply.subject,
    html: paragraphs(reply.body),
    text: reply.body,
    footer: {
      html: `${texts[lang].replyFooter}<blockquote style="margin:8px 0;color:#666">${paragraphs(quoted)}</blockquote>`,
      text: `${texts[lang].replyFooter}\n${quoted
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n')}`,
    },
  });
}

/** What a newsletter's mail strips down to in plain text: its paragraphs, without tags. */
export function richTextToPlain(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|blockquote|div)>/gi, '\n\n')
    .replace(/<li[^>]*>/gi, '• ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * One newsletter for one subscriber, in their language: the cleaned rich text, and the unsubscribe link
 * in the footer and in the headers mail programs show as an 'unsubscribe' button (RFC 2369, RFC 8058).
 * `List-Id` (RFC 2919) names the list, under the shop's host, so that mail programs can file and
 * filter its issues.
 */
export function newsletterMail(
  lang: Lang,
  newsletter: { subject: string; html: string },
  unsubscribeLink: string,
) {
  const t = texts[lang].unsubscribe;
  const mail = layoutMail(lang, {
    subject: newsletter.subject,
    html: newsletter.html,
    text: richTextToPlain(newsletter.html),
    footer: {
      html: `${t.why} <a href="${escapeHtml(unsubscribeLink)}">${t.action}</a>`,
      text: `${t.why}\n${t.action}: ${unsubscribeLink}`,
    },
  });
  return {
    ...mail,
    headers: {
      'List-Id': `${SHOP_NAME.en} newsletter <newsletter.${new URL(unsubscribeLink).hostname}>`,
      'List-Unsubscribe': `<${unsubscribeLink}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
