import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailsTo } from '#server/modules/mail/index.ts';
import { mailOutbox } from '#server/modules/mail/testing.ts';
import { signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { setUpTestApp } from '#server/test/harness.ts';
import { sendDigests, shopDay } from './notification-digest.ts';

/* The daily digest: one mail a day, from 08:00 in the shop's time zone (Riyadh, UTC+3), whatever the processes. */

const t = setUpTestApp();
const call = staffCaller(t, { lang: 'en' });
const url = 'https://shop.example';

/** A moment of the shop's day: `at('2026-12-01', '08:00')` is 05:00 UTC. */
const at = (day: string, time: string) => new Date(`${day}T${time}:00+03:00`);

const digests = async (email: string) =>
  (await mailsTo(t.app.db, email)).filter((mail) => mail.kind === 'staff_digest').map((mail) => mail.subject);
const ownMails = async (email: string) =>
  (await mailsTo(t.app.db, email)).filter(
    (mail) => mail.kind.startsWith('staff_') && mail.kind !== 'staff_digest',
  );

const message = (name: string) =>
  call('POST', '/messages', { body: { name, email: 'reader@example.com', message: 'Hello there' } });

describe('the daily digest', () => {
  it('reads the shop’s day and hour in its time zone', () => {
    expect(shopDay(new Date('2026-12-01T20:59:00Z'))).toEqual({ day: '2026-12-01', hour: 23 });
    expect(shopDay(new Date('2026-12-01T21:00:00Z'))).toEqual({ day: '2026-12-02', hour: 0 });
  });

  it('gathers a member’s events into one mail a day, once, however many processes send it', async () => {
    const member = await signedInStaff(t, 'orders');
    const chosen = await call('PUT', '/staff/me/notifications', {
      token: member.token,
      body: { mode: 'digest', language: 'en' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    for (const name of ['Huda', 'Omar']) expect((await message(name)).statusCode).toBe(201);
    // Nothing of its own: the events wait for the digest.
    expect(await ownMails(member.email)).toEqual([]);

    // Before eight in Riyadh, no digest yet.
    expect(await sendDigests(t.app.db, url, at('2026-12-01', '07:59'))).toBe(0);
    expect(await digests(member.email)).toEqual([]);

    // Two processes at once, and one more later that day: one mail.
    await Promise.all([
      sendDigests(t.app.db, url, at('2026-12-01', '08:00')),
      sendDigests(t.app.db, url, at('2026-12-01', '08:00')),
    ]);
    await sendDigests(t.app.db, url, at('2026-12-01', '23:59'));
    expect(await digests(member.email)).toEqual(['The shop’s daily digest: 2 new events']);
    const [mail] = await mailsTo(t.app.db, member.email);
    expect(mail.status).toBe('pending');

    // The next day, nothing new: no mail. A new event: the day after tells it alone.
    await sendDigests(t.app.db, url, at('2026-12-02', '09:00'));
    expect(await digests(member.email)).toHaveLength(1);
    expect((await message('Salma')).statusCode).toBe(201);
    await sendDigests(t.app.db, url, at('2026-12-02', '10:00'));
    expect(await digests(member.email)).toHaveLength(1);
    await sendDigests(t.app.db, url, at('2026-12-03', '08:30'));
    expect(await digests(member.email)).toEqual([
      'The shop’s daily digest: 1 new event',
      'The shop’s daily digest: 2 new events',
    ]);
  });

  it('lists the events in the member’s language, with a link to the console', async () => {
    const member = await signedInStaff(t, 'admin');
    await call('PUT', '/staff/me/notifications', { token: member.token, body: { mode: 'digest' } });
    expect((await message('Layla')).statusCode).toBe(201);
    await sendDigests(t.app.db, url, at('2026-12-04', '08:00'));
    const [row] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, member.email), eq(mailOutbox.kind, 'staff_digest')));
    expect(row.subject).toBe('ملخّص اليوم من المتجر (عدد الأحداث: 1)');
    expect(row.textBody).toContain('- رسالة تواصل جديدة من Layla');
    expect(row.textBody).toContain('https://shop.example/#/staff/');
  });
});
