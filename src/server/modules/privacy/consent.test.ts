import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
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
