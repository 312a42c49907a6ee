import { messagesOf } from '#server/i18n/index.ts';

/** Every answer of client accounts; `en` follows spec §8 word for word where it gives one. */
export const clientMessages = messagesOf('clients');
