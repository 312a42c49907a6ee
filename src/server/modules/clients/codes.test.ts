import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients, oneTimeCodes } from '#server/db/schema/clients.ts';
import {
  activeClient,
  caller,
  expectNoSecrets,
  expectRateLimited,
  nextIp,
  PASSWORD,
  registerClient,
  registration,
  setUpClientsTest,
} from './testing.ts';

const t = setUpClientsTest();
const call = caller(t);

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('activation codes', () => {
  it('stores only a hash of the code', async () => {
    const client = await registerClient(t);
    const rows = await t.database.db.select().from(oneTimeCodes);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.codeHash).not.toContain(client.code);
  });

  it('refuses a wrong code with Incorrect code, and voids the code after five wrong tries', async () => {
    const client = await registerClient(t);
    const wrong = otherCode(client.code);
    for (let i = 0; i < 5; i++) {
      const res = await call('POST', '/client-activation', {
        body: { email: client.email, sms_code: wrong },
        lang: i === 0 ? 'ar' : 'en',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(i === 0 ? 'الرمز غير صحيح' : 'Incorrect code');
    }
    const right = await call('POST', '/client-activation', {
      body: { email: client.email, sms_code: client.code },
      lang: 'en',
    });
    expect(right.statusCode).toBe(422);
    expect(right.json()).toEqual({
      message: 'Too many wrong tries, request a new code',
      code: 'code_voided',
    });

    const resend = await call('POST', '/client-resend-code', { body: { email: client.email }, lang: 'en' });
    expect(resend.statusCode).toBe(200);
    const fresh = await t.smtp.nextCode(client.email);
    const ok = await call('POST', '/client-activation', { body: { email: client.email, sms_code: fresh } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.active).toBe(true);
  });

  it('refuses an expired code', async () => {
    const client = await registerClient(t);
    const [row] = await t.database.db.select().from(clients).where(eq(clients.email, client.email));
    await t.database.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.clientId, row.id));
    const res = await call('POST', '/client-activation', {
      body: { email: client.email, sms_code: client.code },
      lang: 'en',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: 'The code has expired, request a new one', code: 'code_expired' });
    const arabic = await call('POST', '/client-activation', {
      body: { email: client.email, sms_code: client.code },
    });
    expect(arabic.json().message).toBe('انتهت صلاحية الرمز، اطلب رمزاً جديداً');
  });

  it('accepts the code as a number and uses it only once', async () => {
    const client = await registerClient(t);
    const first = await call('POST', '/client-activation', {
      body: { email: client.email, sms_code: Number(client.code) },
    });
    expect(first.statusCode).toBe(200);
    const again = await call('POST', '/client-activation', {
      body: { email: client.email, sms_code: client.code },
    });
    expect(again.statusCode).toBe(422);
  });

  it('answers a resend the same for an unknown e-mail and sends nothing there', async () => {
    const known = await registerClient(t);
    const b = await call('POST', '/client-resend-code', { body: { email: 'ghost@example.com' }, lang: 'en' });
    const a = await call('POST', '/client-resend-code', { body: { email: known.email }, lang: 'en' });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json()).toEqual(b.json());
    // The known address's mail, asked for after the unknown one, has arrived: one for the unknown would be sent by now.
    await t.smtp.nextCode(known.email);
    expect(t.smtp.messages.some((m) => m.to.includes('ghost@example.com'))).toBe(false);
  });

  it('stops code guesses at one e-mail spread over many addresses with 429', async () => {
    const client = await registerClient(t);
    const wrong = otherCode(client.code);
    const statuses: number[] = [];
    // Ten a quarter hour, thirty a day: within 31 tries one of them is crossed, boundaries or not.
    for (let i = 0; i < 31; i++) {
      const res = await call('POST', '/client-activation', {
        body: { email: client.email, sms_code: wrong },
        ip: nextIp(),
        lang: 'en',
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expectRateLimited(res);
        break;
      }
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(422));
    expect(statuses.at(-1)).toBe(429);
    // The reset route shares the limit: the checks are on the same e-mail.
    const reset = await call('POST', '/client-change-password', {
      body: { email: client.email, sms_code: wrong, password: 'a brand new secret' },
      ip: nextIp(),
    });
    expect(reset.statusCode).toBe(429);
    expect(reset.json().message).toBe('طلبات كثيرة، يرجى المحاولة بعد قليل');
  });

  it('limits how many codes one e-mail can be sent', async () => {
    const client = await registerClient(t);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await call('POST', '/client-resend-code', { body: { email: client.email }, lang: 'en' });
      statuses.push(res.statusCode);
      if (res.statusCode === 429)
        expect(res.json().message).toBe('Too many requests, please try again shortly');
    }
    expect(statuses).toContain(429);
  });
});

describe('password reset', () => {
  it('answers Mail not found for an unknown e-mail', async () => {
    const en = await call('POST', '/client-email-check', {
      body: { email: 'nobody@example.com' },
      lang: 'en',
    });
    expect(en.statusCode).toBe(404);
    expect(en.json().message).toBe('Mail not found');
    const ar = await call('POST', '/client-email-check', { body: { email: 'nobody@example.com' } });
    expect(ar.json().message).toBe('البريد الإلكتروني غير موجود');
  });

  it('changes the password with the mailed code and revokes every session', async () => {
    const client = await activeClient(t);
    const second = await call('POST', '/client-login', { body: { email: client.email, password: PASSWORD } });
    const secondToken = second.json().data.token as string;

    const check = await call('POST', '/client-email-check', { body: { email: client.email.toUpperCase() } });
    expect(check.statusCode).toBe(200);
    expect(check.json().data).toEqual({ email: client.email });
    const mail = await t.smtp.nextMail(client.email);
    expect(mail.subject).toBe('رمز إعادة تعيين كلمة المرور');
    const code = /\b(\d{6})\b/.exec(mail.text)![1];

    const wrong = await call('POST', '/client-change-password', {
      body: { email: client.email, sms_code: otherCode(code), password: 'a brand new secret' },
      lang: 'en',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe('Incorrect code');

    const res = await call('POST', '/client-change-password', {
      body: { email: client.email, sms_code: code, password: 'a brand new secret' },
      lang: 'en',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password has been changed' });
    expectNoSecrets(res.body, 'a brand new secret');

    for (const token of [client.token, secondToken]) {
      expect((await call('GET', '/check-client-login', { token })).statusCode).toBe(401);
    }
    const oldLogin = await call('POST', '/client-login', {
      body: { email: client.email, password: PASSWORD },
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await call('POST', '/client-login', {
      body: { email: client.email, password: 'a brand new secret' },
    });
    expect(newLogin.statusCode).toBe(200);
    const reused = await call('POST', '/client-change-password', {
      body: { email: client.email, sms_code: code, password: 'yet another secret' },
    });
    expect(reused.statusCode).toBe(422);
  });

  it('mails codes in the language the client signed up in when the request names none', async () => {
    const body = registration();
    expect((await call('POST', '/register', { body, lang: 'en' })).statusCode).toBe(201);
    await t.smtp.nextMail(body.email);

    // An inactive client signing in gets a fresh activation code.
    const login = await call('POST', '/client-login', { body: { email: body.email, password: PASSWORD } });
    expect(login.json().message).toBe('الحساب غير مفعل، أرسلنا رمز التفعيل إلى بريدك الإلكتروني');
    const activation = await t.smtp.nextMail(body.email);
    expect(activation.subject).toBe('Your activation code');
    expect(activation.language).toBe('en');

    const resend = await call('POST', '/client-resend-code', { body: { email: body.email } });
    expect(resend.statusCode).toBe(200);
    expect((await t.smtp.nextMail(body.email)).subject).toBe('Your activation code');

    // The answer follows the request (Arabic by default); the mail follows the account.
    const check = await call('POST', '/client-email-check', { body: { email: body.email } });
    expect(check.statusCode).toBe(200);
    expect(check.json().message).toBe('أرسلنا رمز إعادة تعيين كلمة المرور إلى بريدك الإلكتروني');
    const reset = await t.smtp.nextMail(body.email);
    expect(reset.subject).toBe('Your password reset code');
    expect(reset.language).toBe('en');
    expect(reset.text).toContain('Your password reset code is:');
    expect(reset.html).toContain('dir="ltr"');
  });

  it('answers Incorrect code for an unknown e-mail, in Arabic by default', async () => {
    const res = await call('POST', '/client-change-password', {
      body: { email: 'nobody@example.com', sms_code: '123456', password: 'a brand new secret' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('الرمز غير صحيح');
  });

  it('does not let an activation code reset the password', async () => {
    const client = await registerClient(t);
    const res = await call('POST', '/client-change-password', {
      body: { email: client.email, sms_code: client.code, password: 'a brand new secret' },
      lang: 'en',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('code_expired');
  });
});
