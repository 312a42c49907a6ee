import { messagesOf } from '#server/i18n/index.ts';

/** What the console's inbox, subscriber and newsletter routes say, in Arabic and English. */
export const newsletterAdminMessages = messagesOf('backofficeNewsletter');
