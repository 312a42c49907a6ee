import { describe, expect, it } from 'vitest';
import { clientRow } from '#server/modules/clients/testing.ts';
import { mailsTo } from '#server/modules/mail/index.ts';
import { apiCaller, setUpTestApp } from '#server/test/harness.ts';
import { requestErasure } from './requests.ts';
import { READER_PASSWORD, readerWithPassword, requestsOf } from './test-requests.ts';

/*
 * A reader deletes their account from My profile (decision 085): their password confirms it, the
 * account closes at once, the request is kept due in 30 days, and one mail confirms it.
 */

const ctx = setUpTestApp();
const call = apiCaller(ctx);
const DAY_MS = 86_400_000;

const erase = (token: string | undefined, password: string, lang: 'ar' | 'en' = 'en') =>
  call('POST', '/profile/erasure', { token, body: { password }, lang });

describe('deleting one’s account', () => {
  it('refuses a wrong password in the reader’s language and changes nothing', async () => {
    const reader = await readerWithPassword(ctx);
    for (const [lang, message] of [
      ['en', 'The password is incorrect'],
      ['ar', 'كلمة المرور غير صحيحة'],
    ] as const) {
      const res = await erase(reader.token, 'not my password', lang);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ message, code: 'wrong_password' });
    }
    expect(await requestsOf(ctx, reader.id)).toEqual([]);
    expect((await call('GET', '/check-client-login', { token: reader.token })).statusCode).toBe(200);
    expect(await mailsTo(ctx.app.db, reader.email)).toEqual([]);
  });

  it('needs a signed-in reader', async () => {
    const res = await erase(undefined, READER_PASSWORD);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please log in', code: 'unauthenticated' });
  });

  it('closes the account at once, keeps the request due in 30 days and confirms it by one mail', async () => {
    const reader = await readerWithPassword(ctx, { name: 'هدى سالم', language: 'ar' });
    const other = await readerWithPassword(ctx);
    const res = await erase(reader.token, READER_PASSWORD, 'ar');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('حُذف حسابك وأُغلق، وأرسلنا إليك رسالة تؤكد ذلك');

    const [request, ...more] = await requestsOf(ctx, reader.id);
    expect(more).toEqual([]);
    expect(request).toMatchObject({ kind: 'erasure', state: 'open', doneAt: null, handledBy: null });
    expect(request!.dueAt.getTime() - request!.requestedAt.getTime()).toBe(30 * DAY_MS);
    expect(res.json().data).toEqual({
      requested_at: request!.requestedAt.toISOString(),
      due_at: request!.dueAt.toISOString(),
    });

    // Every session ended: the token that asked is refused, and so is asking again with it.
    expect((await call('GET', '/check-client-login', { token: reader.token })).statusCode).toBe(401);
    expect((await erase(reader.token, READER_PASSWORD)).statusCode).toBe(401);
    // Another reader is untouched.
    expect((await call('GET', '/check-client-login', { token: other.token })).statusCode).toBe(200);

    const mails = await mailsTo(ctx.app.db, reader.email);
    expect(mails.map((mail) => [mail.kind, mail.subject])).toEqual([
      ['erasure_requested', 'استلمنا طلب حذف حسابك'],
    ]);
    // The account's row is still whole until the erasure job runs.
    expect((await clientRow(ctx.app.db, reader.id))?.email).toBe(reader.email);
  });

  it('refuses the sign-in of a deleted account with a clear message in both languages', async () => {
    const reader = await readerWithPassword(ctx);
    expect((await erase(reader.token, READER_PASSWORD)).statusCode).toBe(200);
    for (const [lang, message] of [
      ['en', 'You asked to delete this account; it is closed and can no longer be signed in to'],
      ['ar', 'طلبتَ حذف هذا الحساب، فأُغلق ولم يعد الدخول إليه ممكنًا'],
    ] as const) {
      const res = await call('POST', '/client-login', {
        body: { email: reader.email, password: READER_PASSWORD },
        lang,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message, code: 'account_erasure_requested' });
    }
  });

  it('writes one request and one mail when the same deletion arrives twice', async () => {
    const reader = await readerWithPassword(ctx);
    const [first, second] = await Promise.all([
      requestErasure(ctx.app.db, reader.id, READER_PASSWORD),
      requestErasure(ctx.app.db, reader.id, READER_PASSWORD),
    ]);
    expect(second).toEqual(first);
    expect(await requestsOf(ctx, reader.id)).toHaveLength(1);
    expect(await mailsTo(ctx.app.db, reader.email)).toHaveLength(1);
  });
});
