import { messagesOf } from '#server/i18n/index.ts';

/** Every user-visible message of the catalogue module. */
export const catalogMessages = messagesOf('catalog');
