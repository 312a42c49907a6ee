import { localize, text } from '#server/i18n/index.ts';
import type { RightsStatus } from '#shared/contract/rights-terms.ts';
import type { Lang, Localized } from '#shared/lang.ts';

/* The words of the staff notification mails, in both languages (the catalogue's `staffNotifications`). */

/** What one event says: the line (the subject of its own mail, a line of a digest) and the link's label. */
export type NoticeText = { line: Localized; action: Localized };

const say = (
  key: Parameters<typeof localize<'staffNotifications'>>[1],
  values: Record<string, string | number | Localized>,
) => localize('staffNotifications', key, values);

export const noticeTexts = {
  newOrder: (n: number): NoticeText => ({
    line: say('newOrder', { n }),
    action: localize('staffNotifications', 'newOrderAction'),
  }),
  contactMessage: (name: string): NoticeText => ({
    line: say('contactMessage', { name }),
    action: localize('staffNotifications', 'contactMessageAction'),
  }),
  lowStock: (title: Localized, stock: number, threshold: number): NoticeText => ({
    line: say('lowStock', { title, stock, threshold }),
    action: localize('staffNotifications', 'lowStockAction'),
  }),
  mailFailed: (to: string, n: number): NoticeText => ({
    line: say('mailFailed', { to, n }),
    action: localize('staffNotifications', 'mailFailedAction'),
  }),
  deactivationRequest: (email: string): NoticeText => ({
    line: say('deactivationRequest', { email }),
    action: localize('staffNotifications', 'deactivationRequestAction'),
  }),
  rightsEnquiry: (reference: string, company: string, title: Localized): NoticeText => ({
    line: say('rightsEnquiry', { reference, company, title }),
    action: localize('staffNotifications', 'rightsEnquiryAction'),
  }),
  rightsEnquiryStatus: (reference: string, company: string, status: RightsStatus, name: string) => ({
    line: say('rightsEnquiryStatus', { reference, company, name, status: rightsStatusNames[status] }),
    action: localize('staffNotifications', 'rightsEnquiryAction'),
  }),
};

const rightsStatusNames: Record<RightsStatus, Localized> = {
  new: localize('staffNotifications', 'rightsNew'),
  in_discussion: localize('staffNotifications', 'rightsInDiscussion'),
  granted: localize('staffNotifications', 'rightsGranted'),
  declined: localize('staffNotifications', 'rightsDeclined'),
};

export const digestTexts = {
  subject: (lang: Lang, count: number) => text(lang, 'staffNotifications', 'digestSubject', { count }),
  heading: localize('staffNotifications', 'digestHeading'),
  console: localize('staffNotifications', 'openConsole'),
};

/** Why the member got the mail, and where to change it. */
export const footerTexts = (lang: Lang) => ({
  why: text(lang, 'staffNotifications', 'why'),
  change: text(lang, 'staffNotifications', 'change'),
});
