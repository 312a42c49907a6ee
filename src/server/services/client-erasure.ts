import type { Db } from '#server/db/client.ts';
import { escapeRegExp } from '#shared/book-search.ts';
import { eventBus } from './event-bus.ts';

/*
 * Erasing a reader's account at their request (decision 085). The privacy module publishes one
 * `erase` event inside the erasure's transaction; each module that keeps personal data subscribes
 * and erases or anonymises its own part, so the privacy module names no other module's table and no
 * module depends on it. A handler that throws rolls the whole erasure back: it is done whole or not.
 */

export type ClientErasure = {
  type: 'erase';
  clientId: number;
  /** The account's e-mail before it is anonymised, for what is kept by address (the newsletter). */
  email: string;
  /** The account's name before it is anonymised, for what mentions the reader in words (the activity log). */
  name: string;
  at: Date;
};

/** The name an erased account carries in the console, on its kept orders and where it was mentioned. */
export const ERASED_NAME = 'قارئ محذوف · Deleted reader';

/** The erased account's address: unique, and never able to receive mail (RFC 6761 reserves `.invalid`). */
export const erasedEmail = (clientId: number) => `erased-${clientId}@invalid`;

/** `text` standing whole, in any letter case: nothing of `beside` (a character class's inside) right by it. */
export const wholeMention = (text: string, beside: string) =>
  new RegExp(`(?<![${beside}])${escapeRegExp(text)}(?![${beside}])`, 'giu');

/** The reader's e-mail where it stands whole: 'sara@example.com' is no mention in 'nsara@example.com'. */
export const emailMention = (email: string) => wholeMention(email.trim(), '\\p{L}\\p{N}._%+@-');

/** The process's erasure events; see `eventBus`. */
export const clientErasure = eventBus<ClientErasure>();

/** Whether a reader asked to erase their account, told by the privacy module to the sign-in. */
export type ErasureLookup = (db: Pick<Db, 'select'>, clientId: number) => Promise<Date | null>;

let lookup: ErasureLookup = async () => null;

/** When the client asked to erase their account (an open or done request), or null. */
export const erasureRequested: ErasureLookup & { provide(answer: ErasureLookup): void } = Object.assign(
  (db: Pick<Db, 'select'>, clientId: number) => lookup(db, clientId),
  {
    provide(answer: ErasureLookup) {
      lookup = answer;
    },
  },
);
