import { escapeHtml, layoutMail } from '#server/services/mail-layout.ts';
import { dateFormat } from '#shared/intl.ts';
import type { Lang } from '#shared/lang.ts';

/*
 * The mail asking a cash-on-delivery buyer to confirm the order (decision 097), in the language the
 * order was placed in: both one-tap links, and the time left before the order is cancelled.
 */

const texts = {
  ar: {
    subject: (id: string) => `أكّد طلبك رقم ${id} قبل شحنه`,
    greeting: (name: string) => `مرحباً ${name}،`,
    body: (id: string) =>
      `استلمنا طلبك رقم ${id} بالدفع عند الاستلام. نرجو أن تؤكّده بضغطة واحدة لنجهّزه ونشحنه إليك.`,
    deadline: (when: string) => `إن لم يُؤكَّد الطلب حتى ${when} فسيُلغى.`,
    confirm: 'تأكيد الطلب',
    cancel: 'إلغاء الطلب',
  },
  en: {
    subject: (id: string) => `Confirm your order ${id} before it ships`,
    greeting: (name: string) => `Hello ${name},`,
    body: (id: string) =>
      `We received your cash-on-delivery order ${id}. Please confirm it with one tap so that we can prepare it and ship it to you.`,
    deadline: (when: string) => `An order not confirmed by ${when} is cancelled.`,
    confirm: 'Confirm the order',
    cancel: 'Cancel the order',
  },
} as const;

export type ConfirmationMailFacts = {
  orderId: number;
  name: string;
  expiresAt: Date;
  links: { confirm: string; cancel: string };
};

const button = (href: string, label: string, colour: string) =>
  `<a href="${escapeHtml(href)}" style="display:inline-block;margin:4px;padding:10px 18px;border-radius:6px;background:${colour};color:#fff;text-decoration:none">${escapeHtml(label)}</a>`;

export function confirmationMail(lang: Lang, facts: ConfirmationMailFacts) {
  const t = texts[lang];
  const id = String(facts.orderId);
  const when = dateFormat(`${lang}-u-nu-latn`, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(facts.expiresAt);
  return layoutMail(lang, {
    subject: t.subject(id),
    html: [
      `<p>${escapeHtml(t.greeting(facts.name))}</p>`,
      `<p>${escapeHtml(t.body(id))}</p>`,
      `<p>${button(facts.links.confirm, t.confirm, '#2e7d32')} ${button(facts.links.cancel, t.cancel, '#8d6e63')}</p>`,
      `<p>${escapeHtml(t.deadline(`${when} UTC`))}</p>`,
    ].join('\n'),
    text: [
      t.greeting(facts.name),
      t.body(id),
      `${t.confirm}: ${facts.links.confirm}`,
      `${t.cancel}: ${facts.links.cancel}`,
      t.deadline(`${when} UTC`),
    ].join('\n\n'),
  });
}
