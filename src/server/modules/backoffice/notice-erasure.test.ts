import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '#server/modules/mail/testing.ts';
import { createBuyer } from '#server/modules/orders/testing.ts';
import { signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { clientErasure } from '#server/services/client-erasure.ts';
import { setUpTestApp } from '#server/test/harness.ts';
import { sendDigests } from './notification-digest.ts';

/*
 * A reader erased (decision 085) after staff were told of their request: the line waiting for a
 * member's daily digest, and the mail another member already got, still tell the event, with the
 * anonymised account's address; other readers' as they were.
 */

const t = setUpTestApp();
const call = staffCaller(t, { lang: 'en' });

const mailsOfKind = (email: string, kind: string) =>
  t.app.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.textBody, html: mailOutbox.htmlBody })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, kind)))
    .orderBy(mailOutbox.id);

describe('lines waiting for the daily digest, when a reader is erased', () => {
  it('name the anonymised account instead of the erased reader’s address', async () => {
    const member = await signedInStaff(t, 'orders');
    const told = await signedInStaff(t, 'orders');
    const chosen = await call('PUT', '/staff/me/notifications', {
      token: member.token,
      body: { mode: 'digest', language: 'en' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const leaving = await createBuyer(t.app.db, 'leaving');
    const staying = await createBuyer(t.app.db, 'staying');
    for (const reader of [leaving, staying]) {
      const res = await call('POST', '/client-deactivation-request', { token: reader.token });
      expect(res.statusCode, res.body).toBe(200);
    }

    await t.app.db.transaction((tx) =>
      clientErasure.publish(tx, {
        type: 'erase',
        clientId: leaving.id,
        email: leaving.email.toUpperCase(),
        name: 'Leaving Reader',
        at: new Date(),
      }),
    );
    expect(await sendDigests(t.app.db, 'https://shop.example', new Date('2099-12-01T05:00:00Z'))).toBe(1);

    const [digest] = await mailsOfKind(member.email, 'staff_digest');
    expect(digest!.text).toContain(`Account deactivation request: erased-${leaving.id}@invalid`);
    expect(digest!.text).toContain(`Account deactivation request: ${staying.email}`);
    expect(`${digest!.text}${digest!.html}`.toLowerCase()).not.toContain(leaving.email.toLowerCase());

    // The member who hears each event (in Arabic, the default) had their own mails before the erasure.
    const own = await mailsOfKind(told.email, 'staff_deactivation_request');
    expect(own.map((mail) => mail.subject)).toEqual([
      `طلب إلغاء تفعيل حساب: erased-${leaving.id}@invalid`,
      `طلب إلغاء تفعيل حساب: ${staying.email}`,
    ]);
    expect(JSON.stringify(own).toLowerCase()).not.toContain(leaving.email.toLowerCase());
  });
});
