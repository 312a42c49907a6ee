import { messagesOf } from '#server/i18n/index.ts';

/** Every user-visible message of the content module; English wording as in spec §8. */
export const contentMessages = messagesOf('content');
