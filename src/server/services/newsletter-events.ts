import { eventBus } from './event-bus.ts';

/*
 * What readers do with the newsletter's links, told inside the change's transaction (decision 085).
 * The content module publishes when an address leaves the list through its unsubscribe link (the
 * one-click POST of mail programs, or the shop's page); the privacy module subscribes and records the
 * withdrawal of the marketing consent of the account with that address, if there is one. So content
 * names no privacy table, and privacy needs no newsletter table.
 */

export type NewsletterEvent = {
  type: 'unsubscribed';
  /** The address taken off the list, lower-cased as the list keeps it. */
  email: string;
  at: Date;
};

/** The process's newsletter events; see `eventBus`. */
export const newsletterEvents = eventBus<NewsletterEvent>();
