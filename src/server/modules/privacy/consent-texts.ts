import { messagesOf } from '#server/i18n/index.ts';

/** What the consent routes answer, in both languages. */
export const consentMessages = messagesOf(
  'privacyExport',
  'intro',
  'signedIn',
  'lastSeen',
  'order',
  'quantity',
);
