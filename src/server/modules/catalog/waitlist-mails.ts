import { fill, textsOf } from '#server/i18n/index.ts';
import { escapeHtml, layoutMail } from '#server/services/mail-layout.ts';
import type { Lang } from '#shared/lang.ts';

/* The waiting list's two mails: confirm the address (a visitor's), and 'the book is available'. */

const texts = textsOf('waitlist');

const button = (href: string, label: string) =>
  `<p><a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 20px;background:#3d2b1f;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(label)}</a></p>`;

/** `template` filled with the title, as text and as HTML (the title isolated in its own direction). */
function withTitle(lang: Lang, template: string, title: string) {
  return {
    text: fill(lang, template, { title }),
    html: escapeHtml(template)
      .split('{{title}}')
      .join(`<bdi>${escapeHtml(title)}</bdi>`),
  };
}

export function waitlistConfirmMail(lang: Lang, title: string, link: string) {
  const t = texts[lang].mail;
  const intro = withTitle(lang, t.confirmIntro, title);
  return layoutMail(lang, {
    subject: fill(lang, t.confirmSubject, { title }),
    html: `<p>${intro.html}</p>\n${button(link, t.confirmAction)}\n<p>${escapeHtml(t.confirmIgnore)}</p>`,
    text: `${intro.text}\n${link}\n\n${t.confirmIgnore}`,
  });
}

export function waitlistOutMail(lang: Lang, title: string, link: string) {
  const t = texts[lang].mail;
  const body = withTitle(lang, t.out, title);
  return layoutMail(lang, {
    subject: fill(lang, t.outSubject, { title }),
    html: `<p>${body.html}</p>\n${button(link, t.outAction)}`,
    text: `${body.text}\n${link}`,
    footer: { html: escapeHtml(t.why), text: t.why },
  });
}
