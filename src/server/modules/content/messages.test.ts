import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages } from '#server/db/schema/content.ts';
import { setUpTestApp } from '#server/test/harness.ts';

const ctx = setUpTestApp();

let address = 0;
/** Each test posts from its own address so the per-address limit of one never trips another. */
const nextAddress = () => `10.2.0.${++address}`;

type Send = { payload?: unknown; lang?: 'ar' | 'en'; ip?: string; headers?: Record<string, string> };
const send = ({ payload, lang, ip, headers = {} }: Send) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/messages',
    payload: payload as string,
    remoteAddress: ip ?? nextAddress(),
    headers: { ...(lang ? { 'accept-language': lang } : {}), ...headers },
  });

const valid = { name: 'سارة', email: 'sara@example.com', message: 'متى يصدر الجزء الثاني؟' };

describe('POST /api/messages', () => {
  it('stores the message with the sender address and answers 201 in Arabic', async () => {
    const res = await send({
      payload: { name: '  سارة  ', email: ' Sara@Example.com ', message: ' متى يصدر الجزء الثاني؟ ' },
      ip: '203.0.113.7',
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toEqual({ data: { id: expect.any(Number) }, message: 'لقد استلمنا رسالتك' });
    const [row] = await ctx.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, body.data.id));
    expect(row).toMatchObject({ ...valid, ip: '203.0.113.7' });
  });

  it('answers in English when asked', async () => {
    const res = await send({ payload: valid, lang: 'en' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('We have received your message');
  });

  it('refuses a bad e-mail with 422 and a localized field error', async () => {
    const en = await send({ payload: { ...valid, email: 'sara@' }, lang: 'en' });
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual({
      message: 'The given data was invalid',
      code: 'validation',
      errors: { email: ['The e-mail address is not valid'] },
    });
    const ar = await send({ payload: { ...valid, email: 'sara@' } });
    expect(ar.json()).toEqual({
      message: 'البيانات المدخلة غير صحيحة',
      code: 'validation',
      errors: { email: ['البريد الإلكتروني غير صالح'] },
    });
  });

  it('refuses a missing or blank field with 422 required', async () => {
    const en = await send({ payload: { email: valid.email, message: '   ' }, lang: 'en' });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({
      name: ['This field is required'],
      message: ['This field is required'],
    });
    const ar = await send({ payload: { name: valid.name, email: valid.email } });
    expect(ar.json().errors).toEqual({ message: ['هذا الحقل مطلوب'] });
  });

  it('refuses a message over 5000 characters and a name over 120', async () => {
    const en = await send({ payload: { ...valid, message: 'x'.repeat(5001) }, lang: 'en' });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({ message: ['The number of characters must be at most 5,000'] });
    const ar = await send({ payload: { ...valid, name: 'س'.repeat(121) } });
    expect(ar.statusCode).toBe(422);
    expect(Object.keys(ar.json().errors)).toEqual(['name']);
    expect(await send({ payload: { ...valid, message: 'x'.repeat(5000) } })).toHaveProperty(
      'statusCode',
      201,
    );
  });

  it('answers malformed JSON with 400', async () => {
    const res = await send({ payload: '{"name": "x",', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'نص الطلب ليس JSON صالحاً', code: 'bad_json' });
    const en = await send({
      payload: '{oops',
      lang: 'en',
      headers: { 'content-type': 'application/json' },
    });
    expect(en.json().message).toBe('The request body is not valid JSON');
  });

  it('answers a body over 1 MB with 413', async () => {
    const res = await send({ payload: { ...valid, message: 'x'.repeat(1024 * 1024 + 1) }, lang: 'en' });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request body is too large', code: 'too_large' });
  });

  it('changes nothing when the input is refused', async () => {
    const before = await ctx.database.db.select().from(contactMessages);
    await send({ payload: { ...valid, email: 'bad' } });
    await send({ payload: '{', headers: { 'content-type': 'application/json' } });
    expect(await ctx.database.db.select().from(contactMessages)).toHaveLength(before.length);
  });

  it('limits one address to 5 messages a minute and answers 429 in its language', async () => {
    const ip = '198.51.100.9';
    for (let i = 0; i < 5; i++) expect((await send({ payload: valid, ip })).statusCode).toBe(201);
    const ar = await send({ payload: valid, ip });
    expect(ar.statusCode).toBe(429);
    expect(ar.json()).toEqual({ message: 'طلبات كثيرة، يرجى المحاولة بعد قليل', code: 'rate_limited' });
    const en = await send({ payload: valid, ip, lang: 'en' });
    expect(en.json()).toEqual({
      message: 'Too many requests, please try again shortly',
      code: 'rate_limited',
    });
    const stored = await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.ip, ip));
    expect(stored).toHaveLength(5);
    expect((await send({ payload: valid })).statusCode).toBe(201);
  });
});
