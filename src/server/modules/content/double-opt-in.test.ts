import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscribers } from '#server/db/schema/content.ts';
import { apiCaller, createTestApp, setUpForFile } from '#server/test/harness.ts';
import { type ReceivedMail, startTestSmtp } from '#server/test/smtp.ts';

/* Issue 'Back office II', point 4: the footer's subscription is double opt-in, and every address can
   leave the list with one click. */

/** Every line the server logs: the links' tokens are secrets and must not be among them. */
const logged: string[] = [];

const t = setUpForFile(async () => {
  const smtp = await startTestSmtp();
  const ctx = await createTestApp(
    { smtpUrl: smtp.url, logLevel: 'info' },
    { logStream: { write: (line) => logged.push(line) } },
  );
  return {
    ...ctx,
    smtp,
    async close() {
      await ctx.close();
      await smtp.close();
    },
  };
});
const call = apiCaller(t);

const rowOf = async (email: string) =>
  (await t.database.db.select().from(subscribers).where(eq(subscribers.email, email)))[0];

const linkIn = (mail: ReceivedMail, action: string) => {
  const match = new RegExp(`(https?://\\S+/api/subscribes/${action}\\?token=[\\w%-]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${action} link in: ${mail.text}`);
  return new URL(match[1]);
};

async function mailedConfirmation(email: string, lang?: 'ar' | 'en') {
  const res = await call('POST', '/subscribes', { body: { email }, lang });
  expect(res.statusCode, res.body).toBe(201);
  await t.app.outbox.work();
  return t.smtp.nextMail(email);
}

const open = (url: URL) => t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });

describe('subscribing from the footer (double opt-in)', () => {
  it('answers as the spec says and mails an Arabic link that confirms the address', async () => {
    const res = await call('POST', '/subscribes', { body: { email: 'amal@example.com' }, lang: 'en' });
    expect(res.json()).toEqual({
      data: { email: 'amal@example.com' },
      message: 'Your email subscribed successfully',
    });
    const arabic = await mailedConfirmation('huda@example.com');
    expect(arabic.subject).toBe('أكّد اشتراكك في النشرة البريدية');
    expect(arabic.language).toBe('ar');
    expect(arabic.html).toContain('dir="rtl"');
    expect(arabic.text).toContain('اضغط الرابط لتأكيد الاشتراك');

    const before = await rowOf('huda@example.com');
    expect(before.confirmedAt).toBeNull();
    const link = linkIn(arabic, 'confirm');
    expect(before.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(before.confirmTokenHash).not.toBe(link.searchParams.get('token'));

    const opened = await open(link);
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/#/newsletter?confirmed=1');
    const after = await rowOf('huda@example.com');
    expect(after.confirmedAt).toBeInstanceOf(Date);
    expect(after.confirmTokenHash).toBeNull();

    const again = await open(link);
    expect(again.headers.location).toBe('/#/newsletter?confirmed=0');
  });

  it('mails the confirmation in English to a reader of the English shop', async () => {
    const english = await mailedConfirmation('john@example.com', 'en');
    expect(english.subject).toBe('Confirm your newsletter subscription');
    expect(english.language).toBe('en');
    expect(english.html).toContain('dir="ltr"');
    expect((await open(linkIn(english, 'confirm'))).headers.location).toBe('/#/newsletter?confirmed=1');
    expect((await rowOf('john@example.com')).language).toBe('en');
  });

  it('sends a second confirmation only after ten minutes, and none to a confirmed address', async () => {
    await mailedConfirmation('twice@example.com');
    const repeated = await call('POST', '/subscribes', { body: { email: 'twice@example.com' }, lang: 'en' });
    expect(repeated.statusCode).toBe(200);
    expect(repeated.json()).toMatchObject({ already: true, message: 'This e-mail is already subscribed' });
    await t.app.outbox.work();
    expect(t.smtp.pending('twice@example.com')).toEqual([]);

    await t.database.db
      .update(subscribers)
      .set({ confirmSentAt: sql`now() - interval '11 minutes'` })
      .where(eq(subscribers.email, 'twice@example.com'));
    await call('POST', '/subscribes', { body: { email: 'twice@example.com' } });
    await t.app.outbox.work();
    const second = await t.smtp.nextMail('twice@example.com');
    expect((await open(linkIn(second, 'confirm'))).headers.location).toBe('/#/newsletter?confirmed=1');

    await call('POST', '/subscribes', { body: { email: 'twice@example.com' } });
    await t.database.db
      .update(subscribers)
      .set({ confirmSentAt: sql`now() - interval '1 day'` })
      .where(eq(subscribers.email, 'twice@example.com'));
    await call('POST', '/subscribes', { body: { email: 'twice@example.com' } });
    await t.app.outbox.work();
    expect(t.smtp.pending('twice@example.com')).toEqual([]);
  });

  it('refuses a confirmation link older than a week', async () => {
    const mail = await mailedConfirmation('late@example.com');
    await t.database.db
      .update(subscribers)
      .set({ confirmSentAt: sql`now() - interval '8 days'` })
      .where(eq(subscribers.email, 'late@example.com'));
    expect((await open(linkIn(mail, 'confirm'))).headers.location).toBe('/#/newsletter?confirmed=0');
    expect((await rowOf('late@example.com')).confirmedAt).toBeNull();
  });

  it('refuses a confirmation link without a token with 422', async () => {
    const res = await call('GET', '/subscribes/confirm', { lang: 'en' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'querystring.token': ['This field is required'] });
  });
});

describe('unsubscribing', () => {
  const unsubscribeToken = async (email: string) => (await rowOf(email)).unsubscribeToken;

  it('takes an address off with the one-click POST of a mail program (form-encoded, RFC 8058)', async () => {
    await mailedConfirmation('leaving@example.com');
    const token = await unsubscribeToken('leaving@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/subscribes/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: 'You are unsubscribed from the newsletter and will receive no more of it',
    });
    const row = await rowOf('leaving@example.com');
    expect(row.unsubscribedAt).toBeInstanceOf(Date);

    const twice = await call('POST', `/subscribes/unsubscribe?token=${token}`);
    expect(twice.statusCode).toBe(200);
    expect(twice.json().message).toBe('تم إلغاء اشتراكك في النشرة البريدية، ولن تصلك منا رسائل بعد الآن');
    expect((await rowOf('leaving@example.com')).unsubscribedAt).toEqual(row.unsubscribedAt);
  });

  it('shows the shop’s page, which asks before unsubscribing, when the link is opened in a browser', async () => {
    await mailedConfirmation('browser@example.com');
    const token = await unsubscribeToken('browser@example.com');
    const res = await call('GET', `/subscribes/unsubscribe?token=${token}`);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/#/newsletter?unsubscribe=${token}`);
    expect((await rowOf('browser@example.com')).unsubscribedAt).toBeNull();
  });

  it('answers an unknown token with 404 in both languages', async () => {
    const en = await call('POST', '/subscribes/unsubscribe?token=not-a-token', { lang: 'en' });
    expect(en.statusCode).toBe(404);
    expect(en.json()).toEqual({ message: 'This unsubscribe link is not valid', code: 'not_found' });
    const ar = await call('POST', '/subscribes/unsubscribe?token=not-a-token');
    expect(ar.json().message).toBe('رابط إلغاء الاشتراك غير صالح');
  });

  it('lets an address that left subscribe again, with a new confirmation', async () => {
    await mailedConfirmation('back@example.com');
    await call('POST', `/subscribes/unsubscribe?token=${await unsubscribeToken('back@example.com')}`);
    const mail = await mailedConfirmation('back@example.com', 'en');
    expect((await open(linkIn(mail, 'confirm'))).headers.location).toBe('/#/newsletter?confirmed=1');
    const row = await rowOf('back@example.com');
    expect(row.unsubscribedAt).toBeNull();
    expect(row.confirmedAt).toBeInstanceOf(Date);
  });
});

describe('what the server logs of the links', () => {
  it('never writes a confirmation or unsubscribe token', async () => {
    const mail = await mailedConfirmation('private@example.com');
    const confirm = linkIn(mail, 'confirm').searchParams.get('token')!;
    await open(linkIn(mail, 'confirm'));
    const unsubscribeToken = (await rowOf('private@example.com')).unsubscribeToken;
    await call('GET', `/subscribes/unsubscribe?token=${unsubscribeToken}`);
    await call('POST', `/subscribes/unsubscribe?token=${unsubscribeToken}`);
    const lines = logged.join('\n');
    expect(lines).toContain('/api/subscribes/unsubscribe?token=[Redacted]');
    expect(lines).not.toContain(confirm);
    expect(lines).not.toContain(unsubscribeToken);
  });
});
