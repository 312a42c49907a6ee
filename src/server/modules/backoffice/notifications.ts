import { eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { staffNotices, staffNotificationPrefs } from '#server/db/schema/backoffice.ts';
import { findStaffBook } from '#server/modules/catalog/index.ts';
import { enqueueMail } from '#server/modules/mail/index.ts';
import { activeStaffOfRoles } from '#server/modules/staff/index.ts';
import { escapeHtml, layoutMail } from '#server/services/mail-layout.ts';
import type { StaffEvent, StaffEvents } from '#server/services/staff-events.ts';
import type { StaffRole } from '#shared/contract/staff.ts';
import {
  EVENT_ROLES,
  eventsOfRole,
  type NotificationPrefs,
  type NotifyMode,
  type StaffEventKind,
} from '#shared/contract/staff-notifications.ts';
import { isLang, type Lang } from '#shared/lang.ts';
import { footerTexts, type NoticeText, noticeTexts } from './notification-texts.ts';
import { readSettings } from './settings.ts';

/* Staff notifications: what each member chose to hear, and the mails an event owes them. */

type PrefsRow = typeof staffNotificationPrefs.$inferSelect;

/** A member's choice as the console shows it: only the events their role may see, defaults filled in. */
export function presentPrefs(role: StaffRole, row: PrefsRow | undefined): NotificationPrefs {
  const events: NotificationPrefs['events'] = {};
  for (const event of eventsOfRole(role)) events[event] = row?.events[event] ?? true;
  return {
    mode: (row?.mode as NotifyMode | undefined) ?? 'each',
    language: row && isLang(row.language) ? row.language : 'ar',
    events,
  };
}

export async function readPrefsRow(db: Db, staffId: number) {
  const [row] = await db
    .select()
    .from(staffNotificationPrefs)
    .where(eq(staffNotificationPrefs.staffId, staffId));
  return row;
}

/** Saves a member's choice, whole (the caller merged it with what was stored). */
export async function writePrefs(tx: Db, staffId: number, prefs: NotificationPrefs) {
  const values = { mode: prefs.mode, language: prefs.language, events: prefs.events, updatedAt: new Date() };
  await tx
    .insert(staffNotificationPrefs)
    .values({ staffId, ...values })
    .onConflictDoUpdate({ target: staffNotificationPrefs.staffId, set: values });
}

/** The link to a screen of the console. */
export const consoleUrl = (publicUrl: string, path: string) =>
  `${publicUrl.replace(/\/$/, '')}/#/staff/${path}`;

/** The closing line of every staff mail: why it came, and where to change that. */
export const staffMailFooter = (lang: Lang, publicUrl: string) => {
  const href = consoleUrl(publicUrl, 'notifications');
  const t = footerTexts(lang);
  return {
    html: `${escapeHtml(t.why)} <a href="${escapeHtml(href)}">${escapeHtml(t.change)}</a>`,
    text: `${t.why}\n${t.change}: ${href}`,
  };
};

/** What an event tells: which kind, its key (once per member), the text and the console page. */
type Notice = {
  kind: StaffEventKind;
  key: string;
  text: NoticeText;
  path: string;
  /** The member whose own act it is: not told of it. */
  except?: number;
};

async function noticeOf(db: Db, event: StaffEvent): Promise<Notice | null> {
  switch (event.type) {
    case 'new_order':
      return {
        kind: 'new_order',
        key: `order:${event.orderId}`,
        text: noticeTexts.newOrder(event.orderId),
        path: `orders/${event.orderId}`,
      };
    case 'contact_message':
      return {
        kind: 'contact_message',
        key: `message:${event.messageId}`,
        text: noticeTexts.contactMessage(event.name),
        path: `messages/${event.messageId}`,
      };
    case 'stock_changed': {
      // Told when the stock falls under the threshold, not at every sale below it.
      const { low_stock_threshold: threshold } = await readSettings(db);
      if (!(event.before >= threshold && event.after < threshold)) return null;
      const book = await findStaffBook(db, event.bookId);
      if (!book) return null;
      return {
        kind: 'low_stock',
        key: `stock:${event.bookId}:${event.cause}`,
        text: noticeTexts.lowStock({ ar: book.title_ar, en: book.title_en }, event.after, threshold),
        path: `books/${event.bookId}`,
      };
    }
    case 'mail_failed':
      // A staff mail that failed is not told by mail again: that could go round for ever.
      if (event.kind.startsWith('staff_')) return null;
      return {
        kind: 'mail_failed',
        key: `mail:${event.mailId}`,
        text: noticeTexts.mailFailed(event.to, event.mailId),
        path: 'mail?status=failed',
      };
    case 'deactivation_request':
      return {
        kind: 'deactivation_request',
        key: `deactivation:${event.clientId}:${event.requestedAt.getTime()}`,
        text: noticeTexts.deactivationRequest(event.email),
        path: `clients/${event.clientId}`,
      };
    case 'rights_enquiry':
      return {
        kind: 'rights_enquiry',
        key: `rights:${event.enquiryId}`,
        text: noticeTexts.rightsEnquiry(event.reference, event.company, event.title),
        path: `rights/${event.enquiryId}`,
      };
    case 'rights_enquiry_status':
      return {
        kind: 'rights_enquiry',
        key: `rights:${event.enquiryId}:${event.status}`,
        text: noticeTexts.rightsEnquiryStatus(event.reference, event.company, event.status, event.staffName),
        path: `rights/${event.enquiryId}`,
        except: event.staffId,
      };
  }
}

/** One notice's own mail, in the member's language. */
function noticeMail(lang: Lang, notice: Notice, publicUrl: string) {
  const href = consoleUrl(publicUrl, notice.path);
  const line = notice.text.line[lang];
  const action = notice.text.action[lang];
  return layoutMail(lang, {
    subject: line,
    html: `<p>${escapeHtml(line)}</p>\n<p><a href="${escapeHtml(href)}">${escapeHtml(action)}</a></p>`,
    text: `${line}\n\n${action}: ${href}`,
    footer: staffMailFooter(lang, publicUrl),
  });
}

/**
 * Writes what `event` owes every active member whose role may see it and who did not turn it off: a
 * mail of its own (keyed per event and member, so it is written once), or a line for their next
 * digest (keyed the same way).
 */
export async function tellStaff(db: Db, event: StaffEvent, publicUrl: string) {
  const notice = await noticeOf(db, event);
  if (!notice) return;
  const members = (await activeStaffOfRoles(db, EVENT_ROLES[notice.kind])).filter(
    (member) => member.id !== notice.except,
  );
  if (members.length === 0) return;
  const rows = await db
    .select()
    .from(staffNotificationPrefs)
    .where(
      inArray(
        staffNotificationPrefs.staffId,
        members.map((m) => m.id),
      ),
    );
  const prefsOf = new Map(rows.map((row) => [row.staffId, row]));
  for (const member of members) {
    const prefs = presentPrefs(member.role, prefsOf.get(member.id));
    if (!prefs.events[notice.kind]) continue;
    if (prefs.mode === 'digest') {
      await db
        .insert(staffNotices)
        .values({
          staffId: member.id,
          key: notice.key,
          event: notice.kind,
          lineAr: notice.text.line.ar,
          lineEn: notice.text.line.en,
        })
        .onConflictDoNothing();
      continue;
    }
    await enqueueMail(db, {
      key: `staff:${notice.key}:${member.id}`,
      kind: `staff_${notice.kind}`,
      to: member.email,
      language: prefs.language,
      ...noticeMail(prefs.language, notice, publicUrl),
    });
  }
}

/** The back office's answer to `app.staffEvents`. */
export const staffEventsFor = (publicUrl: string): StaffEvents => ({
  tell: (db, event) => tellStaff(db, event, publicUrl),
});
