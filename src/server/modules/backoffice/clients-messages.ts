import { messagesOf } from '#server/i18n/index.ts';
import type { ClientRefusalReason } from '#server/modules/clients/index.ts';
import type { Localized } from '#shared/lang.ts';

const messages = messagesOf('backofficeClients');

/** What the back office's client routes say, in Arabic and English. */
export const clientsAdminMessages = {
  ...messages,
  refused: messages.refused satisfies Record<ClientRefusalReason, Localized>,
};
