import { escapeHtml, layoutMail } from '#server/services/mail-layout.ts';
import type { RightsFormat } from '#shared/contract/rights-terms.ts';
import { languageNames, numberFormat } from '#shared/intl.ts';
import type { Lang, Localized } from '#shared/lang.ts';
import { formatNames } from './messages.ts';

/*
 * The enquirer's mails, in the language they wrote in (decision 093): the acknowledgement with the
 * reference to quote, and the answer once the rights are granted or declined. Staff notes stay in
 * the console: they are never mailed.
 */

export type EnquirySummary = {
  reference: string;
  contactName: string;
  company: string;
  title: Localized;
  /** Country names in the order asked, or null for the whole world. */
  countries: Localized[] | null;
  language: string;
  format: RightsFormat;
  printRun: number | null;
};

const texts = {
  ar: {
    greeting: (name: string) => `السيد/السيدة ${name}،`,
    receivedSubject: (ref: string) => `استلمنا طلب الحقوق ${ref}`,
    thanks: (title: string) => `شكراً لاهتمامك بكتاب «${title}». سجّلنا طلبك، وهذه تفاصيله:`,
    quote: (ref: string) => `مرجع طلبك ${ref}، فاذكره في مراسلاتك معنا.`,
    next: 'يدرس فريق الحقوق في الدار طلبك ويراسلك قريباً.',
    grantedSubject: (ref: string) => `طلب الحقوق ${ref}: موافقة`,
    granted: (title: string) =>
      `يسرّنا إبلاغك بموافقتنا على منح الحقوق التي طلبتها لكتاب «${title}». يراسلك فريق الحقوق بالعقد وشروطه.`,
    declinedSubject: (ref: string) => `طلب الحقوق ${ref}: اعتذار`,
    declined: (title: string) =>
      `نشكر اهتمامك بكتاب «${title}»، ويؤسفنا أننا لا نستطيع منح الحقوق التي طلبتها في الوقت الحاضر.`,
    world: 'العالم كله',
    labels: {
      territory: 'الإقليم',
      language: 'اللغة',
      format: 'الشكل',
      printRun: 'عدد النسخ',
      company: 'الجهة',
    },
  },
  en: {
    greeting: (name: string) => `Dear ${name},`,
    receivedSubject: (ref: string) => `We received your rights enquiry ${ref}`,
    thanks: (title: string) =>
      `Thank you for your interest in “${title}”. Your enquiry is registered; here it is:`,
    quote: (ref: string) => `Its reference is ${ref}: please quote it when you write to us.`,
    next: 'The house’s rights team will study it and write to you shortly.',
    grantedSubject: (ref: string) => `Rights enquiry ${ref}: granted`,
    granted: (title: string) =>
      `We are glad to tell you that we agree to grant the rights you asked for to “${title}”. The rights team will write to you with the contract and its terms.`,
    declinedSubject: (ref: string) => `Rights enquiry ${ref}: declined`,
    declined: (title: string) =>
      `Thank you for your interest in “${title}”. We are sorry that we cannot grant the rights you asked for at present.`,
    world: 'Worldwide',
    labels: {
      territory: 'Territory',
      language: 'Language',
      format: 'Format',
      printRun: 'Print run',
      company: 'Company',
    },
  },
} as const;

/** The enquiry's terms as lines `label: value`, in `lang`. */
function termsOf(lang: Lang, e: EnquirySummary): [string, string][] {
  const t = texts[lang];
  const territory = e.countries
    ? new Intl.ListFormat(lang, { type: 'conjunction' }).format(e.countries.map((name) => name[lang]))
    : t.world;
  const language = languageNames(lang).of(e.language) ?? e.language;
  const lines: [string, string][] = [
    [t.labels.territory, territory],
    [t.labels.language, language],
    [t.labels.format, formatNames[e.format][lang]],
  ];
  if (e.printRun !== null) {
    lines.push([t.labels.printRun, numberFormat(`${lang}-u-nu-latn`).format(e.printRun)]);
  }
  lines.push([t.labels.company, e.company]);
  return lines;
}

/** Latin text (the reference) kept whole inside Arabic. */
const isolated = (text: string) => `<bdi dir="ltr">${escapeHtml(text)}</bdi>`;

/** A paragraph naming the reference: escaped, the reference isolated. */
const withReference = (sentence: (ref: string) => string, ref: string) =>
  escapeHtml(sentence('\u0000')).replace('\u0000', isolated(ref));

const htmlList = (terms: [string, string][]) =>
  `<ul>${terms.map(([k, v]) => `<li>${escapeHtml(k)}: ${escapeHtml(v)}</li>`).join('')}</ul>`;
const textList = (terms: [string, string][]) => terms.map(([k, v]) => `- ${k}: ${v}`).join('\n');

/** The acknowledgement: the terms asked for and the reference to quote. */
export function receivedMail(lang: Lang, e: EnquirySummary) {
  const t = texts[lang];
  const terms = termsOf(lang, e);
  const greeting = t.greeting(e.contactName);
  const thanks = t.thanks(e.title[lang]);
  return layoutMail(lang, {
    subject: t.receivedSubject(e.reference),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(thanks)}</p>`,
      htmlList(terms),
      `<p>${withReference(t.quote, e.reference)}</p>`,
      `<p>${escapeHtml(t.next)}</p>`,
    ].join('\n'),
    text: [greeting, `${thanks}\n${textList(terms)}`, t.quote(e.reference), t.next].join('\n\n'),
  });
}

/** The answer once the rights are granted or declined. */
export function decisionMail(lang: Lang, e: EnquirySummary, decision: 'granted' | 'declined') {
  const t = texts[lang];
  const greeting = t.greeting(e.contactName);
  const body = decision === 'granted' ? t.granted(e.title[lang]) : t.declined(e.title[lang]);
  return layoutMail(lang, {
    subject: decision === 'granted' ? t.grantedSubject(e.reference) : t.declinedSubject(e.reference),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(body)}</p>`,
      `<p>${withReference(t.quote, e.reference)}</p>`,
    ].join('\n'),
    text: [greeting, body, t.quote(e.reference)].join('\n\n'),
  });
}
