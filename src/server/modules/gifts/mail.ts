import type { Db } from '#server/db/client.ts';
import { text } from '#server/i18n/index.ts';
import { ISSUE_TIME_ZONE } from '#server/modules/invoicing/index.ts';
import { enqueueMail } from '#server/modules/mail/index.ts';
import { escapeHtml, layoutMail } from '#server/services/mail-layout.ts';
import { dateFormat } from '#shared/intl.ts';
import type { Lang } from '#shared/lang.ts';

/* The recipient's mail of a gift (decision 055), in the language the buyer chose, with its claim link. */

export type GiftMailFacts = {
  giftId: number;
  /** The how-manieth send of the gift: each send is its own outbox row. */
  send: number;
  to: string;
  language: Lang;
  recipientName: string;
  from: string;
  title: string;
  message: string | null;
  claimUrl: string;
  expiresAt: Date;
};

/** A text typed by someone (a title, a name), laid out in its own direction. */
const own = (value: string) => `<bdi>${escapeHtml(value)}</bdi>`;

const dayIn = (at: Date, lang: Lang) =>
  dateFormat(`${lang}-u-nu-latn`, { dateStyle: 'long', timeZone: ISSUE_TIME_ZONE }).format(at);

export function giftMail(facts: GiftMailFacts) {
  const lang = facts.language;
  const t = (key: Parameters<typeof text<'gifts'>>[2], values: Record<string, string> = {}) =>
    text(lang, 'gifts', key, values);
  const names = { from: facts.from, title: facts.title };
  const htmlNames = { from: own(facts.from), title: own(facts.title) };
  const html = [
    `<p>${escapeHtml(t('mailGreeting', { name: '{{name}}' })).replace('{{name}}', own(facts.recipientName))}</p>`,
    `<p>${escapeHtml(t('mailIntro', { from: '{{from}}', title: '{{title}}' }))
      .replace('{{from}}', htmlNames.from)
      .replace('{{title}}', htmlNames.title)}</p>`,
  ];
  const plain = [t('mailGreeting', { name: facts.recipientName }), '', t('mailIntro', names)];
  if (facts.message) {
    html.push(
      `<p><strong>${escapeHtml(t('mailMessage'))}</strong></p>`,
      `<blockquote style="margin:8px 0;padding:8px 12px;border-inline-start:3px solid #c9a96e;white-space:pre-line">${own(facts.message)}</blockquote>`,
    );
    plain.push('', t('mailMessage'), facts.message);
  }
  const howTo = t('mailHowTo', { date: dayIn(facts.expiresAt, lang) });
  html.push(
    `<p style="margin-top:24px"><a href="${escapeHtml(facts.claimUrl)}" style="color:#3d2b1f;font-weight:bold">${escapeHtml(t('mailAction'))}</a></p>`,
    `<p>${escapeHtml(howTo)}</p>`,
    `<p>${escapeHtml(t('mailSignature'))}</p>`,
  );
  plain.push('', `${t('mailAction')}: ${facts.claimUrl}`, '', howTo, '', t('mailSignature'));
  return layoutMail(lang, {
    subject: t('mailSubject', names),
    html: html.join('\n'),
    text: plain.join('\n'),
  });
}

/** Writes the gift's mail to the outbox in the caller's transaction, keyed `gift:<id>:<send>`. */
export function enqueueGiftMail(tx: Db, facts: GiftMailFacts) {
  return enqueueMail(tx, {
    key: `gift:${facts.giftId}:${facts.send}`,
    kind: 'gift',
    to: facts.to,
    language: facts.language,
    ...giftMail(facts),
  });
}
