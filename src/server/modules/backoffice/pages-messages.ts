import { messagesOf } from '#server/i18n/index.ts';

/** The answers of the back office's site pages and settings. */
export const pagesMessages = messagesOf('backofficePages');
