import { messagesOf } from '#server/i18n/index.ts';

/** What the gift routes answer, in both languages; the texts with a value are filled where used. */
export const giftMessages = messagesOf(
  'gifts',
  'alreadyOwned',
  'sendsUsedUp',
  'mailSubject',
  'mailGreeting',
  'mailIntro',
  'mailHowTo',
);
