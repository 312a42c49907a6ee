import { z } from 'zod';
import { languages } from '../lang.ts';
import { CATALOG_ROLES, ORDER_ROLES, RIGHTS_ROLES, type StaffRole } from './staff.ts';

/*
 * What staff hear of new work: mails to each member about the events their role may see (each one
 * as it happens, or one digest a day), and the counts the console shows beside Orders, Messages and Mail.
 */

export const STAFF_EVENTS = [
  'new_order',
  'contact_message',
  'low_stock',
  'mail_failed',
  'deactivation_request',
  'rights_enquiry',
] as const;
export type StaffEventKind = (typeof STAFF_EVENTS)[number];

/**
 * Who hears of each event: the roles that may open what it is about (orders, the contact inbox,
 * the mail outbox and the clients are ORDER_ROLES' screens; the stock is CATALOG_ROLES'; rights
 * enquiries, new or moved by a colleague, are RIGHTS_ROLES'). Each event
 * is on by default for every role here, since each handles it; a member may turn it off.
 */
export const EVENT_ROLES: Record<StaffEventKind, readonly StaffRole[]> = {
  new_order: ORDER_ROLES,
  contact_message: ORDER_ROLES,
  low_stock: CATALOG_ROLES,
  mail_failed: ORDER_ROLES,
  deactivation_request: ORDER_ROLES,
  rights_enquiry: RIGHTS_ROLES,
};

/** The events a role may hear of, in the screen's order. */
export const eventsOfRole = (role: StaffRole): StaffEventKind[] =>
  STAFF_EVENTS.filter((event) => EVENT_ROLES[event].includes(role));

/** 'each': a mail per event as it happens; 'digest': one mail a day listing them. */
export const NOTIFY_MODES = ['each', 'digest'] as const;
export type NotifyMode = (typeof NOTIFY_MODES)[number];

/** The digest goes out at the first run on or after this hour of the shop's day. */
export const DIGEST_HOUR = 8;

export const notificationPrefsSchema = z.object({
  mode: z.enum(NOTIFY_MODES),
  /** The language of the member's mails. */
  language: z.enum(languages),
  /** Only the events the member's role may see, each on or off. */
  events: z.partialRecord(z.enum(STAFF_EVENTS), z.boolean()),
});
export type NotificationPrefs = z.infer<typeof notificationPrefsSchema>;

export const notificationPrefsAnswerSchema = z.object({ data: notificationPrefsSchema });

export const notificationPrefsBodySchema = z.object({
  mode: z.enum(NOTIFY_MODES).optional(),
  language: z.enum(languages).optional(),
  events: z.partialRecord(z.enum(STAFF_EVENTS), z.boolean()).optional(),
});
export type NotificationPrefsBody = z.input<typeof notificationPrefsBodySchema>;

export const notificationPrefsSavedSchema = z.object({ data: notificationPrefsSchema, message: z.string() });

/** Work waiting, for the badges beside the console's links; null where the member's role may not look. */
export const staffCountsSchema = z.object({
  /** Paper orders placed and not yet taken in hand ('pending'). */
  orders: z.number().nullable(),
  /** Contact messages nobody has opened yet. */
  messages: z.number().nullable(),
  /** Mails whose attempts ran out. */
  mail: z.number().nullable(),
});
export const staffCountsAnswerSchema = z.object({ data: staffCountsSchema });
