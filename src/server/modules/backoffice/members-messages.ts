import { messagesOf } from '#server/i18n/index.ts';

/** Answers of the staff members' routes and the activity log. */
export const membersMessages = messagesOf('backofficeMembers');
