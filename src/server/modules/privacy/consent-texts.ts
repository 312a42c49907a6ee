import { messagesOf } from '#server/i18n/index.ts';

/** What the consent routes answer, in both languages (the copy's texts are in the same namespace). */
export const consentMessages = messagesOf('privacyExport');
