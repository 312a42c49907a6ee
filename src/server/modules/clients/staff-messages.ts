import { messagesOf } from '#server/i18n/index.ts';
import type { Localized } from '#shared/lang.ts';
import type { ClientRefusalReason } from './admin-write.ts';

const messages = messagesOf('backofficeClients');

/** What the back office's client routes say, in Arabic and English. */
export const clientsAdminMessages = {
  ...messages,
  refused: messages.refused satisfies Record<ClientRefusalReason, Localized>,
};
