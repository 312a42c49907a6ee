import { localize, messagesOf } from '#server/i18n/index.ts';
import { stillUsed, type Users } from '#server/services/still-used.ts';

/* Answers of the back office's categories, writers, cover types and series. */

const { usedBy, thisCategory, thisWriter, thisCoverType, thisSeries, ...messages } = messagesOf(
  'backofficeTaxonomy',
  'stillUsed',
  'more',
);

export const taxonomyMessages = messages;

const books = (users: Users) => localize('backofficeTaxonomy', 'books', { count: users.total });

export const categoryInUse = (users: Users) => stillUsed(thisCategory, usedBy, books(users), users);
export const writerInUse = (users: Users) => stillUsed(thisWriter, usedBy, books(users), users);
export const coverTypeInUse = (users: Users) => stillUsed(thisCoverType, usedBy, books(users), users);
export const seriesInUse = (users: Users) => stillUsed(thisSeries, usedBy, books(users), users);
