import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '#server/modules/mail/testing.ts';
import { createBuyer } from '#server/modules/orders/testing.ts';
import { signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { clientErasure } from '#server/services/client-erasure.ts';
import { setUpTestApp } from '#server/test/harness.ts';
import { sendDigests } from './notification-digest.ts';

/*
 * A reader erased (decision 085) while a line about them waits for a member's daily digest: the digest
 * still tells the event, with the anonymised account's address, and other readers' lines as they were.
 */

const t = setUpTestApp();
const call = staffCaller(t, { lang: 'en' });

const digestText = async (email: string) => {
  const [mail] = await t.app.db
    .select({ text: mailOutbox.textBody, html: mailOutbox.htmlBody })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'staff_digest')));
  return mail!;
};

describe('lines waiting for the daily digest, when a reader is erased', () => {
  it('name the anonymised account instead of the erased reader’s address', async () => {
    const member = await signedInStaff(t, 'orders');
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

    const { text, html } = await digestText(member.email);
    expect(text).toContain(`Account deactivation request: erased-${leaving.id}@invalid`);
    expect(text).toContain(`Account deactivation request: ${staying.email}`);
    expect(`${text}${html}`.toLowerCase()).not.toContain(leaving.email.toLowerCase());
  });
});
