import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscribers } from '#server/db/schema/content.ts';
import { setUpTestApp } from '#server/test/harness.ts';

const ctx = setUpTestApp();

let address = 0;
/** Each test posts from its own address so the per-address limit of one never trips another. */
const nextAddress = () => `10.1.0.${++address}`;

const subscribe = (email: unknown, options: { lang?: 'ar' | 'en'; ip?: string } = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/subscribes',
    payload: { email },
    remoteAddress: options.ip ?? nextAddress(),
    headers: options.lang ? { 'accept-language': options.lang } : {},
  });

const rowsFor = (email: string) =>
  ctx.database.db.select().from(subscribers).where(eq(subscribers.email, email));

describe('POST /api/subscribes', () => {
  it('subscribes a new address with 201 and the Arabic confirmation, storing it lower-cased', async () => {
    const res = await subscribe('  Reader@Example.COM ');
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      data: { email: 'reader@example.com' },
      message: 'تم الاشتراك ببريدك الإلكتروني بنجاح',
    });
    const rows = await rowsFor('reader@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'reader@example.com', language: 'ar' });
  });

  it('answers in English and stores the request language', async () => {
    const res = await subscribe('english@example.com', { lang: 'en' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Your email subscribed successfully');
    expect((await rowsFor('english@example.com'))[0].language).toBe('en');
  });

  it('answers a repeated address with 200 and already:true, keeping one row', async () => {
    await subscribe('twice@example.com');
    const ar = await subscribe('TWICE@example.com');
    expect(ar.statusCode).toBe(200);
    expect(ar.json()).toEqual({
      data: { email: 'twice@example.com' },
      message: 'هذا البريد الإلكتروني مشترك مسبقاً',
      already: true,
    });
    const en = await subscribe('twice@example.com', { lang: 'en' });
    expect(en.statusCode).toBe(200);
    expect(en.json().message).toBe('This e-mail is already subscribed');
    expect(await rowsFor('twice@example.com')).toHaveLength(1);
  });

  it('stores one row when two identical requests arrive together', async () => {
    const answers = await Promise.all([subscribe('race@example.com'), subscribe('race@example.com')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(await rowsFor('race@example.com')).toHaveLength(1);
  });

  it('refuses an invalid e-mail with 422 and a field error', async () => {
    const en = await subscribe('not-an-email', { lang: 'en' });
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual({
      message: 'The given data was invalid',
      code: 'validation',
      errors: { email: ['The e-mail address is not valid'] },
    });
    const ar = await subscribe('not-an-email');
    expect(ar.json().errors).toEqual({ email: ['البريد الإلكتروني غير صالح'] });
  });

  it('refuses a missing or blank e-mail with 422 required', async () => {
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/subscribes',
      payload: {},
      remoteAddress: nextAddress(),
      headers: { 'accept-language': 'en' },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ email: ['This field is required'] });
    expect((await subscribe('   ')).json().errors).toEqual({ email: ['هذا الحقل مطلوب'] });
  });

  it('refuses an e-mail longer than 254 characters', async () => {
    const res = await subscribe(`${'a'.repeat(250)}@example.com`, { lang: 'en' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['email']);
  });

  it('limits one address to 10 subscriptions a minute (429)', async () => {
    const ip = nextAddress();
    for (let i = 0; i < 10; i++) {
      expect((await subscribe(`burst${i}@example.com`, { ip })).statusCode).toBe(201);
    }
    const limited = await subscribe('burst-over@example.com', { ip, lang: 'en' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: 'Too many requests, please try again shortly',
      code: 'rate_limited',
    });
    expect(await rowsFor('burst-over@example.com')).toHaveLength(0);
    expect((await subscribe('other-address@example.com')).statusCode).toBe(201);
  });
});
