import { localize, messagesOf } from '#server/i18n/index.ts';
import { stillUsed, type Users } from '#server/services/still-used.ts';

/* Answers of the back office's news, Kashkoul, link types and links. */

const { thisLinkType, holds, ...messages } = messagesOf('backofficeContent');

export const contentMessages = messages;

/** 'Cannot delete this link type: it holds 3 links: «A», «B» and «C»'. */
export const linkTypeInUse = (links: Users) =>
  stillUsed(thisLinkType, holds, localize('backofficeContent', 'links', { count: links.total }), links);
