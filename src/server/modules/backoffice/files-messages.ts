import { messagesOf } from '#server/i18n/index.ts';

/** What the back office's file uploads answer; the refusals of a file itself live with its checks. */
export const filesMessages = messagesOf('backofficeFiles');
