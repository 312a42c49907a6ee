import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, contactReplies } from '#server/db/schema/content.ts';
import { signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { createTestApp, setUpForFile } from '#server/test/harness.ts';
import { startTestSmtp } from '#server/test/smtp.ts';

/* Issue 'Back office II', point 4: the contact messages' inbox, read and unread, answered by e-mail
   from the console with the reply kept beside the message. */

const t = setUpForFile(async () => {
  const smtp = await startTestSmtp();
  const ctx = await createTestApp({ smtpUrl: smtp.url });
  return {
    ...ctx,
    smtp,
    async close() {
      await ctx.close();
      await smtp.close();
    },
  };
});
const call = staffCaller(t, { lang: 'en' });
let orders: { token: string; email: string };
const ids: Record<string, number> = {};

beforeAll(async () => {
  orders = await signedInStaff(t, 'orders');
  const send = async (name: string, email: string, message: string, lang: 'ar' | 'en') => {
    const res = await call('POST', '/messages', { body: { name, email, message }, lang });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as number;
  };
  ids.arabic = await send('سلمى', 'salma@example.com', 'متى يصل كتاب الشعر؟\nشكراً', 'ar');
  ids.english = await send('John', 'john@example.com', 'Do you ship to Canada?', 'en');
  ids.other = await send('Rami', 'rami@example.com', 'A question about invoices', 'en');
});

describe('the contact inbox', () => {
  it('stores the language the message was written in', async () => {
    const [row] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, ids.english));
    expect(row).toMatchObject({ language: 'en', readAt: null });
  });

  it('lists messages newest first, unread ones filtered, and searches name, e-mail and text', async () => {
    const all = await call('GET', '/staff/messages', { token: orders.token });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data.map((m: { id: number }) => m.id)).toEqual([ids.other, ids.english, ids.arabic]);
    expect(all.json().data[2]).toMatchObject({
      name: 'سلمى',
      excerpt: 'متى يصل كتاب الشعر؟\nشكراً',
      language: 'ar',
      read_at: null,
      replies_count: 0,
    });
    for (const [search, expected] of [
      ['canada', ids.english],
      ['RAMI@', ids.other],
      ['سلمى', ids.arabic],
    ] as const) {
      const found = await call('GET', `/staff/messages?search=${encodeURIComponent(search)}`, {
        token: orders.token,
      });
      expect(found.json().data.map((m: { id: number }) => m.id)).toEqual([expected]);
    }
    expect((await call('GET', '/staff/messages?state=read', { token: orders.token })).json().data).toEqual(
      [],
    );
    expect((await call('GET', '/staff/messages?state=later', { token: orders.token })).statusCode).toBe(422);
  });

  it('marks a message read when it is opened, and unread again on request', async () => {
    const opened = await call('GET', `/staff/messages/${ids.other}`, { token: orders.token });
    expect(opened.json().data).toMatchObject({ message: 'A question about invoices', replies: [] });
    expect(opened.json().data.read_at).toBeTruthy();
    const read = await call('GET', '/staff/messages?state=read', { token: orders.token });
    expect(read.json().data.map((m: { id: number }) => m.id)).toEqual([ids.other]);

    const unread = await call('POST', `/staff/messages/${ids.other}/unread`, { token: orders.token });
    expect(unread.json()).toMatchObject({ data: { read_at: null }, message: 'The message is marked unread' });
    const again = await call('POST', `/staff/messages/${ids.other}/read`, {
      token: orders.token,
      lang: 'ar',
    });
    expect(again.json().message).toBe('تم تعليم الرسالة كمقروءة');
  });

  it('mails a reply in the language of the message and keeps it with the message', async () => {
    const res = await call('POST', `/staff/messages/${ids.english}/reply`, {
      token: orders.token,
      body: { subject: ' Shipping to Canada ', body: 'Yes, we do.\n\nAllow two weeks.' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('The reply is saved and will be e-mailed');
    expect(res.json().data.replies).toEqual([
      expect.objectContaining({
        subject: 'Shipping to Canada',
        body: 'Yes, we do.\n\nAllow two weeks.',
        staff_email: orders.email,
      }),
    ]);
    expect(res.json().data.read_at).toBeTruthy();

    await t.app.outbox.work();
    const mail = await t.smtp.nextMail('john@example.com');
    expect(mail.subject).toBe('Shipping to Canada');
    expect(mail.language).toBe('en');
    expect(mail.text).toContain('Allow two weeks.');
    expect(mail.text).toContain('> Do you ship to Canada?');

    const arabic = await call('POST', `/staff/messages/${ids.arabic}/reply`, {
      token: orders.token,
      body: { subject: 'كتاب الشعر', body: 'يصل الأسبوع القادم <إن شاء الله>' },
    });
    expect(arabic.statusCode).toBe(201);
    await t.app.outbox.work();
    const reply = await t.smtp.nextMail('salma@example.com');
    expect(reply.language).toBe('ar');
    expect(reply.html).toContain('dir="rtl"');
    expect(reply.html).toContain('&#60;إن شاء الله&#62;');
    const stored = await t.database.db
      .select()
      .from(contactReplies)
      .where(eq(contactReplies.messageId, ids.arabic));
    expect(stored).toHaveLength(1);
    const listed = await call('GET', `/staff/messages?search=${encodeURIComponent('سلمى')}`, {
      token: orders.token,
    });
    expect(listed.json().data[0].replies_count).toBe(1);
  });

  it('refuses a reply without subject or text, and to a message that does not exist', async () => {
    const empty = await call('POST', `/staff/messages/${ids.english}/reply`, {
      token: orders.token,
      body: { subject: '', body: '   ' },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({
      message: 'The given data was invalid',
      code: 'validation',
      errors: { subject: ['This field is required'], body: ['This field is required'] },
    });
    const missing = await call('POST', '/staff/messages/999999/reply', {
      token: orders.token,
      lang: 'ar',
      body: { subject: 'x', body: 'y' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'الرسالة المطلوبة غير موجودة', code: 'not_found' });
    const stored = await t.database.db
      .select()
      .from(contactReplies)
      .where(eq(contactReplies.messageId, ids.english));
    expect(stored).toHaveLength(1);
  });
});
