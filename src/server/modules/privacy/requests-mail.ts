import { escapeHtml, layoutMail } from '#server/services/mail-layout.ts';
import { SHOP_TIME_ZONE } from '#shared/contract/staff-dashboard.ts';
import { dateFormat } from '#shared/intl.ts';
import type { Lang } from '#shared/lang.ts';

/* The one mail confirming a deletion request, in the reader's language (decision 085). */

const texts = {
  ar: {
    subject: 'استلمنا طلب حذف حسابك',
    greeting: (name: string) => `مرحبًا ${name}،`,
    closed: 'استلمنا طلبك حذف حسابك، وأغلقنا الحساب: انتهت جلساتك كلها ولم يعد الدخول إليه ممكنًا.',
    erase: (by: string) => `نمحو بياناتك الشخصية في موعد أقصاه ${by}.`,
    kept: 'نحتفظ بالفواتير وبمبالغ الطلبات وتواريخها لأن قانون الضرائب يوجب ذلك، دون ما يدل عليك خارجها.',
    mistake: 'إن لم تطلب ذلك، فراسلنا سريعًا بالرد على هذه الرسالة.',
  },
  en: {
    subject: 'We received your request to delete your account',
    greeting: (name: string) => `Hello ${name},`,
    closed:
      'We received your request to delete your account and have closed it: all your sessions have ended and it can no longer be signed in to.',
    erase: (by: string) => `We erase your personal data by ${by} at the latest.`,
    kept: 'Invoices and the amounts and dates of orders are kept, as the tax law requires, with nothing else about you.',
    mistake: 'If you did not ask for this, write to us at once by replying to this mail.',
  },
} as const;

/** The confirmation mail: subject, HTML and text. */
export function erasureRequestedMail(options: { name: string; lang: Lang; dueAt: Date }) {
  const t = texts[options.lang];
  const lines = [
    t.greeting(options.name),
    t.closed,
    t.erase(dateFormat(options.lang, { dateStyle: 'long', timeZone: SHOP_TIME_ZONE }).format(options.dueAt)),
    t.kept,
    t.mistake,
  ];
  return layoutMail(options.lang, {
    subject: t.subject,
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
    text: lines.join('\n\n'),
  });
}
