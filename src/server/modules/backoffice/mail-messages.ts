import { messagesOf } from '#server/i18n/index.ts';

/** What the back office's mail routes say, in Arabic and English. */
export const mailAdminMessages = messagesOf('backofficeMail');
