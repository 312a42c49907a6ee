import { messagesOf } from '#server/i18n/index.ts';

/* Messages of the back office's order changes, in both languages. */

export const orderAdminMessages = messagesOf('ordersAdmin');
