import { and, asc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { staffNotices, staffNotificationPrefs } from '#server/db/schema/backoffice.ts';
import { jobPlugin } from '#server/modules/jobs/index.ts';
import { enqueueMail } from '#server/modules/mail/index.ts';
import { staffMemberById } from '#server/modules/staff/index.ts';
import { escapeHtml, layoutMail } from '#server/services/mail-layout.ts';
import { SHOP_TIME_ZONE } from '#shared/contract/staff-dashboard.ts';
import { DIGEST_HOUR } from '#shared/contract/staff-notifications.ts';
import { isLang, type Lang } from '#shared/lang.ts';
import { digestTexts } from './notification-texts.ts';
import { consoleUrl, staffMailFooter } from './notifications.ts';

/* The daily digest: one mail a day for each member who chose it, listing the events since the last. */

/** The shop's day (YYYY-MM-DD) and hour at `now`. */
export function shopDay(now: Date, timeZone = SHOP_TIME_ZONE) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
}

function digestMail(lang: Lang, lines: string[], publicUrl: string) {
  const href = consoleUrl(publicUrl, '');
  const t = digestTexts;
  return layoutMail(lang, {
    subject: t.subject(lang, lines.length),
    html: [
      `<p>${escapeHtml(t.heading[lang])}</p>`,
      `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
      `<p><a href="${escapeHtml(href)}">${escapeHtml(t.console[lang])}</a></p>`,
    ].join('\n'),
    text: [t.heading[lang], '', ...lines.map((line) => `- ${line}`), '', `${t.console[lang]}: ${href}`].join(
      '\n',
    ),
    footer: staffMailFooter(lang, publicUrl),
  });
}

/**
 * Claims one member whose digest of `day` is owed (FOR UPDATE SKIP LOCKED: another process takes
 * another member), marks the day claimed, and writes the mail listing their waiting events, deleting
 * them, all in one transaction. Resolves to false when no member is left. A member with nothing
 * waiting gets no mail; their day is claimed all the same.
 */
async function sendOneDigest(db: Db, day: string, publicUrl: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .select({ staffId: staffNotificationPrefs.staffId, language: staffNotificationPrefs.language })
      .from(staffNotificationPrefs)
      .where(
        and(
          eq(staffNotificationPrefs.mode, 'digest'),
          or(isNull(staffNotificationPrefs.digestDay), lt(staffNotificationPrefs.digestDay, day)),
        ),
      )
      .orderBy(asc(staffNotificationPrefs.staffId))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!claimed) return false;
    await tx
      .update(staffNotificationPrefs)
      .set({ digestDay: day })
      .where(eq(staffNotificationPrefs.staffId, claimed.staffId));
    const notices = await tx
      .delete(staffNotices)
      .where(eq(staffNotices.staffId, claimed.staffId))
      .returning({ id: staffNotices.id, lineAr: staffNotices.lineAr, lineEn: staffNotices.lineEn });
    const member = await staffMemberById(tx as unknown as Db, claimed.staffId);
    if (notices.length === 0 || !member?.active) return true;
    const lang: Lang = isLang(claimed.language) ? claimed.language : 'ar';
    const lines = notices.sort((a, b) => a.id - b.id).map((n) => (lang === 'ar' ? n.lineAr : n.lineEn));
    await enqueueMail(tx, {
      key: `staff:digest:${claimed.staffId}:${day}`,
      kind: 'staff_digest',
      to: member.email,
      language: lang,
      ...digestMail(lang, lines, publicUrl),
    });
    return true;
  });
}

/**
 * Sends every digest owed at `now`: from DIGEST_HOUR of the shop's day on, each member in digest
 * mode gets at most one a day, whichever process runs first. Resolves to the members claimed.
 */
export async function sendDigests(db: Db, publicUrl: string, now = new Date()): Promise<number> {
  const { day, hour } = shopDay(now);
  if (hour < DIGEST_HOUR) return 0;
  let claimed = 0;
  while (await sendOneDigest(db, day, publicUrl)) claimed += 1;
  return claimed;
}

/** Runs `sendDigests` every minute (tests call it with their own clock). */
export const staffDigestJob = jobPlugin((app) => ({
  name: 'staff.send-digests',
  every: '* * * * *',
  async run() {
    const members = await sendDigests(app.db, app.config.publicUrl);
    return members > 0 ? { members } : null;
  },
}));
