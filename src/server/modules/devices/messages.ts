import { messagesOf } from '#server/i18n/index.ts';

/** Every user-visible text of push devices: API answers and the notifications themselves. */
export const deviceMessages = messagesOf('devices');
