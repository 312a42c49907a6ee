import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { enqueueMail, MAX_ATTEMPTS } from '#server/modules/mail/index.ts';
import { makeMailsDue } from '#server/modules/mail/testing.ts';
import { signedInStaff, staffActivity, staffCaller } from '#server/modules/staff/testing.ts';
import { setUpTestApp } from '#server/test/harness.ts';
import { closedPort } from '#server/test/smtp.ts';

/* The console's view of the mail outbox: what went, what waits, what failed and why; a failed mail tried again. */

const t = setUpTestApp({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}` });
const call = staffCaller(t, { lang: 'en' });
const staff = {} as { token: string; id: number };

const mail = (to: string, kind: string, subject: string) => ({
  kind,
  to,
  language: 'en' as const,
  subject,
  text: 'Your secret reading list',
  html: '<p>Your secret reading list</p>',
});

/** Works the outbox until the attempts of the mails in it run out: the mail server stays down throughout. */
async function failToTheEnd() {
  for (let i = 0; i < MAX_ATTEMPTS; i += 1) {
    await makeMailsDue(t.app.db);
    await t.app.outbox.work();
  }
}

const ids = { received: 0, shipped: 0, failed: 0 };
beforeAll(async () => {
  Object.assign(staff, await signedInStaff(t, 'orders'));
  // The member hears of failed mails in the console only: the outbox holds the readers' mails alone.
  const quiet = await call('PUT', '/staff/me/notifications', {
    token: staff.token,
    body: { events: { mail_failed: false } },
  });
  expect(quiet.statusCode, quiet.body).toBe(200);
  ids.failed = (await enqueueMail(t.app.db, mail('lost@example.com', 'order_shipped', 'Lost in the post')))!;
  await failToTheEnd();
  ids.received = (await enqueueMail(t.app.db, mail('Huda@Example.com', 'order_received', 'We got it')))!;
  ids.shipped = (await enqueueMail(t.app.db, mail('omar@example.com', 'order_shipped', 'On its way')))!;
});

const list = async (query = '') => {
  const res = await call('GET', `/staff/mail${query}`, { token: staff.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('the mail outbox in the console', () => {
  it('lists the mails newest first, without their bodies', async () => {
    const answer = await list();
    expect(answer.data.map((m: { id: number }) => m.id)).toEqual([ids.shipped, ids.received, ids.failed]);
    expect(answer.data[1]).toEqual({
      id: ids.received,
      kind: 'order_received',
      to: 'huda@example.com',
      language: 'en',
      subject: 'We got it',
      status: 'pending',
      attempts: 0,
      last_error: null,
      created_at: expect.any(String),
      sent_at: null,
    });
    expect(JSON.stringify(answer)).not.toContain('secret');
    expect(answer.meta).toMatchObject({ total: 3, current_page: 1 });
  });

  it('shows why a mail failed', async () => {
    const [failed] = (await list('?status=failed')).data;
    expect(failed).toMatchObject({ id: ids.failed, status: 'failed', attempts: MAX_ATTEMPTS });
    expect(failed.last_error).toMatch(/ECONNREFUSED/);
  });

  it('filters by status and kind and searches the address and the subject', async () => {
    const idsOf = async (query: string) => (await list(query)).data.map((m: { id: number }) => m.id);
    expect(await idsOf('?status=pending')).toEqual([ids.shipped, ids.received]);
    expect(await idsOf('?kind=order_shipped')).toEqual([ids.shipped, ids.failed]);
    expect(await idsOf('?kind=order_shipped&status=pending')).toEqual([ids.shipped]);
    expect(await idsOf('?search=HUDA')).toEqual([ids.received]);
    expect(await idsOf('?search=post')).toEqual([ids.failed]);
    expect(await idsOf(`?search=${encodeURIComponent('%')}`)).toEqual([]);
    const paged = await list('?per_page=2&page=2');
    expect(paged.data.map((m: { id: number }) => m.id)).toEqual([ids.failed]);
    expect(paged.meta.links[0].url).toContain('/api/staff/mail?per_page=2&page=1');
  });

  it('refuses a bad filter with 422', async () => {
    for (const query of ['status=lost', 'kind=DROP TABLE', 'per_page=51']) {
      const res = await call('GET', `/staff/mail?${query}`, { token: staff.token });
      expect(res.statusCode, query).toBe(422);
      expect(res.json()).toMatchObject({ message: 'The given data was invalid', code: 'validation' });
    }
  });

  it('tries a failed mail again, once, and logs who did', async () => {
    const res = await call('POST', `/staff/mail/${ids.failed}/retry`, { token: staff.token, lang: 'ar' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      data: expect.objectContaining({ id: ids.failed, status: 'pending', attempts: 0, last_error: null }),
      message: 'ستُرسل الرسالة من جديد خلال لحظات',
    });
    const log = await t.app.db
      .select()
      .from(staffActivity)
      .where(and(eq(staffActivity.entity, 'mail'), eq(staffActivity.entityId, ids.failed)));
    expect(log).toEqual([
      expect.objectContaining({
        staffId: staff.id,
        action: 'retry',
        before: { status: 'failed', attempts: MAX_ATTEMPTS },
        after: { status: 'pending', attempts: 0 },
      }),
    ]);

    const again = await call('POST', `/staff/mail/${ids.failed}/retry`, { token: staff.token });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'Only a mail that could not be sent can be tried again',
      code: 'not_failed',
    });
  });

  it('refuses to retry a mail that has not failed, in both languages', async () => {
    const ar = await call('POST', `/staff/mail/${ids.received}/retry`, { token: staff.token, lang: 'ar' });
    expect(ar.statusCode).toBe(409);
    expect(ar.json()).toEqual({ message: 'لا تُعاد المحاولة إلا لرسالة تعذّر إرسالها', code: 'not_failed' });
  });

  it('answers 404 for an unknown mail', async () => {
    const res = await call('POST', '/staff/mail/999999/retry', { token: staff.token });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'This mail was not found', code: 'not_found' });
  });
});
