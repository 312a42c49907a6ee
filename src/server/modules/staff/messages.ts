import { messagesOf } from '#server/i18n/index.ts';

/** Every answer of the staff console. */
export const staffMessages = messagesOf('staff');
