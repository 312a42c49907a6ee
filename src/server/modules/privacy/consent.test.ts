import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { marketingConsents } from '#server/db/schema/privacy.ts';
import { insertSubscriber, subscribers } from '#server/modules/content/testing.ts';
import { createBuyer } from '#server/modules/orders/testing.ts';
import { apiCaller, setUpTestApp } from '#server/test/harness.ts';
import { withdrawLink, withdrawToken } from './consent.ts';

const ctx = setUpTestApp({ publicUrl: 'https://books.example' });
const call = apiCaller(ctx, { lang: 'en', ip: '127.0.0.1' });

const setConsent = (token: string, granted: boolean, lang: 'ar' | 'en' = 'en') =>
  call('PUT', '/profile/consents/marketing', { token, body: { granted }, lang });
const consentsOf = async (token: string) => (await call('GET', '/profile/consents', { token })).json().data;
const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('marketing consent, kept apart from the account', () => {
  it('is not given until the reader says yes', async () => {
    const reader = await createBuyer(ctx.app.db);
    expect(await consentsOf(reader.token)).toEqual({
      marketing: { granted: false, source: null, recorded_at: null },
      history: [],
    });
  });

  it('keeps every change with its time and source, newest first', async () => {
    const reader = await createBuyer(ctx.app.db);
    const given = await setConsent(reader.token, true);
    expect(given.statusCode).toBe(200);
    expect(given.json().message).toBe('You will receive our news and offers. You can withdraw at any time.');
    const taken = await setConsent(reader.token, false, 'ar');
    expect(taken.json().message).toBe('تم: لن تصلك رسائل تسويقية بعد الآن.');
    const { marketing, history } = await consentsOf(reader.token);
    expect(marketing).toEqual({ granted: false, source: 'profile', recorded_at: expect.stringMatching(iso) });
    expect(history).toEqual([
      { granted: false, source: 'profile', recorded_at: expect.stringMatching(iso) },
      { granted: true, source: 'profile', recorded_at: expect.stringMatching(iso) },
    ]);
    expect(Date.parse(history[0].recorded_at)).toBeGreaterThanOrEqual(Date.parse(history[1].recorded_at));
  });

  it('adds no change when the reader says again what holds', async () => {
    const reader = await createBuyer(ctx.app.db);
    await setConsent(reader.token, true);
    await setConsent(reader.token, true);
    expect((await consentsOf(reader.token)).history).toHaveLength(1);
  });

  it('refuses a body that is not a yes or no', async () => {
    const reader = await createBuyer(ctx.app.db);
    const res = await call('PUT', '/profile/consents/marketing', {
      token: reader.token,
      body: { granted: 'yes' } as never,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'validation', message: 'The given data was invalid' });
  });

  it('takes the reader off the newsletter when withdrawn', async () => {
    const reader = await createBuyer(ctx.app.db);
    await insertSubscriber(ctx.app.db, { email: reader.email });
    await setConsent(reader.token, true);
    await setConsent(reader.token, false);
    const [row] = await ctx.app.db.select().from(subscribers).where(eq(subscribers.email, reader.email));
    expect(row.unsubscribedAt).not.toBeNull();
  });
});

describe('the one-tap withdrawal of a marketing mail', () => {
  it('withdraws consent without signing in, recorded as from the mail’s link', async () => {
    const reader = await createBuyer(ctx.app.db);
    await setConsent(reader.token, true);
    const link = new URL(withdrawLink(ctx.config, reader.id));
    expect(link.origin).toBe('https://books.example');
    const res = await ctx.app.inject({ method: 'POST', url: `${link.pathname}${link.search}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'تم: لن تصلك رسائل تسويقية بعد الآن.' });
    const { marketing, history } = await consentsOf(reader.token);
    expect(marketing).toEqual({
      granted: false,
      source: 'mail_link',
      recorded_at: expect.stringMatching(iso),
    });
    expect(history.map((row: { source: string }) => row.source)).toEqual(['mail_link', 'profile']);
  });

  it('refuses a forged or damaged link with 400, in the reader’s language', async () => {
    const reader = await createBuyer(ctx.app.db);
    const other = await createBuyer(ctx.app.db);
    const [, signature] = withdrawToken(ctx.config, other.id).split('.');
    for (const token of [`${reader.id}.${signature}`, `${reader.id}.${'A'.repeat(43)}`, 'not-a-token']) {
      const res = await call('POST', `/consents/marketing/withdraw?token=${encodeURIComponent(token)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'This link is not valid. Open My profile to change what you receive.',
        code: 'invalid_link',
      });
    }
    const inArabic = await call('POST', '/consents/marketing/withdraw?token=x.y', { lang: 'ar' });
    expect(inArabic.json()).toEqual({
      message: 'هذا الرابط غير صالح. افتح ملفي الشخصي لتغيير ما يصلك.',
      code: 'invalid_link',
    });
    expect((await consentsOf(reader.token)).history).toEqual([]);
  });
});

describe('leaving the newsletter by its unsubscribe link', () => {
  const subscriberOf = async (email: string) =>
    (await ctx.app.db.select().from(subscribers).where(eq(subscribers.email, email)))[0]!;
  /** The link a newsletter's mail carries for `email`, as a mail program follows it. */
  const unsubscribePath = async (email: string) =>
    `/api/subscribes/unsubscribe?token=${(await subscriberOf(email)).unsubscribeToken}`;

  it('withdraws the consent of the account with that address, recorded as from a mail’s link', async () => {
    const reader = await createBuyer(ctx.app.db);
    await insertSubscriber(ctx.app.db, { email: reader.email });
    await setConsent(reader.token, true);
    // The one-click POST of a mail program (RFC 8058).
    const res = await ctx.app.inject({
      method: 'POST',
      url: await unsubscribePath(reader.email),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: 'You are unsubscribed from the newsletter and will receive no more of it',
    });
    expect((await subscriberOf(reader.email)).unsubscribedAt).toBeInstanceOf(Date);
    const { marketing, history } = await consentsOf(reader.token);
    expect(marketing).toEqual({
      granted: false,
      source: 'mail_link',
      recorded_at: expect.stringMatching(iso),
    });
    expect(history.map((row: { granted: boolean; source: string }) => [row.granted, row.source])).toEqual([
      [false, 'mail_link'],
      [true, 'profile'],
    ]);
  });

  it('records the withdrawal from the shop’s unsubscribe page too, once however often it is sent', async () => {
    const reader = await createBuyer(ctx.app.db);
    await insertSubscriber(ctx.app.db, { email: reader.email });
    const url = await unsubscribePath(reader.email);
    // The page's button posts the same link without a body; a second tap changes nothing.
    for (let tap = 0; tap < 2; tap++) {
      expect((await ctx.app.inject({ method: 'POST', url })).statusCode).toBe(200);
    }
    expect((await consentsOf(reader.token)).history).toEqual([
      { granted: false, source: 'mail_link', recorded_at: expect.stringMatching(iso) },
    ]);
  });

  it('records nothing for an address no account has', async () => {
    const consents = async () => (await ctx.app.db.select({ n: count() }).from(marketingConsents))[0]!.n;
    const before = await consents();
    await insertSubscriber(ctx.app.db, { email: 'no-account@readers.example' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: await unsubscribePath('no-account@readers.example'),
    });
    expect(res.statusCode).toBe(200);
    expect((await subscriberOf('no-account@readers.example')).unsubscribedAt).toBeInstanceOf(Date);
    expect(await consents()).toBe(before);
  });
});
