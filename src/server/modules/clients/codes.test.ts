import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients, oneTimeCodes } from '#server/db/schema/clients.ts';
import { clockAtFreshWindow } from '#server/test/harness.ts';
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

const MINUTE = 60_000;

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

  it("lets the owner activate with a fresh code after a stranger's wrong guesses from four addresses", async () => {
    clockAtFreshWindow(15 * MINUTE);
    const client = await registerClient(t);
    const wrong = otherCode(client.code);
    const answers: string[] = [];
    for (const ip of [nextIp(), nextIp(), nextIp(), nextIp()]) {
      for (let i = 0; i < 3; i++) {
        const res = await call('POST', '/client-activation', {
          body: { email: client.email, sms_code: wrong },
          ip,
        });
        expect(res.statusCode).toBe(422);
        answers.push(res.json().code);
      }
    }
    // Five wrong tries void the code; the guesses after it are refused unread.
    expect(answers).toEqual([...Array(5).fill('incorrect_code'), ...Array(7).fill('code_voided')]);

    const resend = await call('POST', '/client-resend-code', { body: { email: client.email }, ip: nextIp() });
    expect(resend.statusCode).toBe(200);
    const fresh = await t.smtp.nextCode(client.email);
    // A fresh code starts clean: the stranger's four guesses at it leave it working.
    for (let i = 0; i < 4; i++) {
      const res = await call('POST', '/client-activation', {
        body: { email: client.email, sms_code: otherCode(fresh) },
      });
      expect(res.json().code).toBe('incorrect_code');
    }
    const owner = await call('POST', '/client-activation', {
      body: { email: client.email, sms_code: fresh },
      ip: nextIp(),
      lang: 'en',
    });
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json().data.active).toBe(true);
  });

  it('stops one address checking codes after ten a quarter hour, whatever the e-mails', async () => {
    clockAtFreshWindow(15 * MINUTE);
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await call('POST', '/client-activation', {
        body: { email: `guess${i}-${ip}@example.com`, sms_code: '123456' },
        ip,
        lang: 'en',
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expectRateLimited(res);
    }
    expect(statuses).toEqual([...Array(10).fill(422), 429]);
    // Another address is not held back by it.
    const other = await call('POST', '/client-activation', {
      body: { email: `guess-${ip}@example.com`, sms_code: '123456' },
    });
    expect(other.statusCode).toBe(422);
  });

  it('mails one e-mail at most twenty codes of a kind a day', async () => {
    const at = clockAtFreshWindow(24 * 60 * MINUTE);
    const client = await registerClient(t);
    const statuses: number[] = [];
    // Three every five minutes and ten an hour: twenty fit in the first two hours of the day.
    for (let k = 0; k < 21; k++) {
      at(Math.floor(k / 10) * 60 * MINUTE + Math.floor((k % 10) / 3) * 5 * MINUTE + 1000);
      const res = await call('POST', '/client-resend-code', { body: { email: client.email }, lang: 'en' });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array(20).fill(200), 429]);
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

  it("lets the owner reset the password with a fresh code after a stranger's wrong guesses from four addresses", async () => {
    clockAtFreshWindow(15 * MINUTE);
    const client = await activeClient(t);
    expect((await call('POST', '/client-email-check', { body: { email: client.email } })).statusCode).toBe(
      200,
    );
    const first = await t.smtp.nextCode(client.email);
    for (const ip of [nextIp(), nextIp(), nextIp(), nextIp()]) {
      for (let i = 0; i < 3; i++) {
        const res = await call('POST', '/client-change-password', {
          body: { email: client.email, sms_code: otherCode(first), password: 'the stranger wins' },
          ip,
        });
        expect(res.statusCode).toBe(422);
      }
    }
    const check = await call('POST', '/client-email-check', { body: { email: client.email }, ip: nextIp() });
    expect(check.statusCode).toBe(200);
    const fresh = await t.smtp.nextCode(client.email);
    const owner = await call('POST', '/client-change-password', {
      body: { email: client.email, sms_code: fresh, password: 'a brand new secret' },
      ip: nextIp(),
      lang: 'en',
    });
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json()).toEqual({ message: 'Password has been changed' });
    const signIn = await call('POST', '/client-login', {
      body: { email: client.email, password: 'a brand new secret' },
    });
    expect(signIn.statusCode).toBe(200);
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
