import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientSessions, clients } from '#server/db/schema/clients.ts';
import {
  activeClient,
  caller,
  expectNoSecrets,
  PASSWORD,
  registerClient,
  registration,
  setUpClientsTest,
} from './testing.ts';

const t = setUpClientsTest();
const call = caller(t);

const DAY_MS = 24 * 3600 * 1000;

describe('sign-up and activation', () => {
  it('registers, mails an Arabic code, activates, checks the session and logs out for good', async () => {
    const body = registration({ email: 'Mixed.Case@Example.com' });
    const res = await call('POST', '/register', { body });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ data: { email: 'mixed.case@example.com' }, message: 'تم إنشاء الحساب' });
    expectNoSecrets(res.body);

    const mail = await t.smtp.nextMail('mixed.case@example.com');
    expect(mail.subject).toBe('رمز تفعيل حسابك');
    expect(mail.language).toBe('ar');
    expect(mail.html).toContain('dir="rtl"');
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.html).toContain(code);

    const [stored] = await t.database.db
      .select()
      .from(clients)
      .where(eq(clients.email, 'mixed.case@example.com'));
    expect(stored.active).toBe(false);
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);

    const activated = await call('POST', '/client-activation', {
      body: { email: 'mixed.case@example.com', sms_code: code },
    });
    expect(activated.statusCode).toBe(200);
    const answer = activated.json();
    expect(answer.message).toBe('تم تفعيل الحساب');
    expect(answer.data).toMatchObject({
      id: stored.id,
      name: body.name,
      email: 'mixed.case@example.com',
      active: true,
      date_of_birth: '1990-05-17',
      mobile: '+962791234567',
      mobile_country: 'JO',
    });
    expect(answer.data.token).toMatch(/^[\w-]{40,}$/);
    expectNoSecrets(activated.body);
    const token = answer.data.token as string;

    const check = await call('GET', '/check-client-login', { token });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({
      data: { id: stored.id, name: body.name, email: 'mixed.case@example.com', active: true },
    });

    const logout = await call('POST', '/client-logout', { token });
    expect(logout.statusCode).toBe(200);
    expect((await call('GET', '/check-client-login', { token })).statusCode).toBe(401);
    expect((await call('GET', `/clients/${stored.id}`, { token })).statusCode).toBe(401);
  });

  it('mails the code in English when the request prefers English', async () => {
    const body = registration();
    const res = await call('POST', '/register', { body, lang: 'en' });
    expect(res.json().message).toBe('Account has been created');
    const mail = await t.smtp.nextMail(body.email);
    expect(mail.subject).toBe('Your activation code');
    expect(mail.language).toBe('en');
    expect(mail.text).toContain('Your account activation code is:');
    expect(mail.html).toContain('dir="ltr"');
  });

  it('refuses a taken e-mail with 409', async () => {
    const first = await registerClient(t);
    const res = await call('POST', '/register', {
      body: registration({ email: first.email.toUpperCase() }),
      lang: 'en',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'This e-mail is already registered', code: 'email_taken' });
  });

  it('asks to fill in all fields when one is missing or blank', async () => {
    const { address: _omitted, ...body } = registration();
    const res = await call('POST', '/register', { body: { ...body, name: '  ' }, lang: 'en' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Please fill in all fields');
    expect(Object.keys(res.json().errors).sort()).toEqual(['address', 'name']);
    const arabic = await call('POST', '/register', { body: {} });
    expect(arabic.statusCode).toBe(422);
    expect(arabic.json().message).toBe('يرجى تعبئة جميع الحقول');
  });

  it('refuses Israeli, invalid and foreign-country phone numbers', async () => {
    for (const phone of [
      { mobile: '+972501234567', mobile_country: 'IL' },
      { mobile: '+972501234567', mobile_country: undefined },
      { mobile: '+96279', mobile_country: 'JO' },
      { mobile: '+962791234567', mobile_country: 'EG' },
      { mobile: '+962791234567 ext. 123456789012345678901', mobile_country: 'JO' },
    ]) {
      const res = await call('POST', '/register', { body: registration(phone), lang: 'en' });
      expect(res.statusCode, phone.mobile).toBe(422);
      expect(res.json().errors.mobile).toEqual(['The phone number is not valid']);
    }
    const canadian = await call('POST', '/register', {
      body: registration({ mobile: '+14165550123', mobile_country: 'CA' }),
    });
    expect(canadian.statusCode).toBe(201);
  });

  it('refuses a birth date in the future or before 1900, and a short password', async () => {
    const future = new Date(Date.now() + 2 * DAY_MS).toISOString().slice(0, 10);
    for (const bad of [
      { date_of_birth: future },
      { date_of_birth: '1850-01-01' },
      { date_of_birth: '1990-02-30' },
    ]) {
      const res = await call('POST', '/register', { body: registration(bad) });
      expect(res.statusCode, bad.date_of_birth).toBe(422);
      expect(res.json().errors.date_of_birth).toHaveLength(1);
    }
    const short = await call('POST', '/register', { body: registration({ password: 'short' }) });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password).toHaveLength(1);
  });
});

describe('login', () => {
  it('signs in an active client and never returns a secret', async () => {
    const client = await activeClient(t);
    const res = await call('POST', '/client-login', {
      body: { email: client.email, password: PASSWORD },
      lang: 'en',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: { id: client.id, name: client.name, email: client.email, active: true },
      message: 'Signed in',
    });
    expect(res.json().data.token).not.toBe(client.token);
    expectNoSecrets(res.body);
    expect(
      (await call('POST', '/client-login', { body: { email: client.email, password: PASSWORD } })).json()
        .message,
    ).toBe('تم تسجيل الدخول');
  });

  it('answers a wrong password or an unknown e-mail with the same 401 message', async () => {
    const client = await activeClient(t);
    const wrong = await call('POST', '/client-login', {
      body: { email: client.email, password: 'not the password' },
      lang: 'en',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Email/password is incorrect', code: 'wrong_credentials' });
    const unknown = await call('POST', '/client-login', {
      body: { email: 'nobody@example.com', password: 'not the password' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة');
  });

  it('sends a fresh activation code when an inactive client logs in, and no session', async () => {
    const client = await registerClient(t);
    const res = await call('POST', '/client-login', { body: { email: client.email, password: PASSWORD } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ email: client.email, active: false });
    const fresh = await t.smtp.nextCode(client.email);
    // The code of the sign-up mail no longer works; the new one does.
    const old = await call('POST', '/client-activation', {
      body: { email: client.email, sms_code: client.code },
    });
    expect(old.statusCode).toBe(fresh === client.code ? 200 : 422);
    if (fresh !== client.code) {
      const ok = await call('POST', '/client-activation', { body: { email: client.email, sms_code: fresh } });
      expect(ok.statusCode).toBe(200);
    }
  });

  it('gives a 30-day token with remember-me and a 1-day token without', async () => {
    const client = await activeClient(t);
    const expiryOf = async (remember?: boolean) => {
      const res = await call('POST', '/client-login', {
        body: { email: client.email, password: PASSWORD, remember },
      });
      expect(res.statusCode).toBe(200);
      const sessions = await t.database.db
        .select()
        .from(clientSessions)
        .where(eq(clientSessions.clientId, client.id))
        .orderBy(clientSessions.id);
      return sessions.at(-1)!.expiresAt.getTime() - Date.now();
    };
    const remembered = await expiryOf(true);
    expect(Math.abs(remembered - 30 * DAY_MS)).toBeLessThan(60_000);
    const plain = await expiryOf(false);
    expect(Math.abs(plain - DAY_MS)).toBeLessThan(60_000);
  });

  it('answers 401 to check-client-login without a token, with an unknown one or an expired one', async () => {
    expect((await call('GET', '/check-client-login')).statusCode).toBe(401);
    expect((await call('GET', '/check-client-login', { token: 'x'.repeat(43) })).statusCode).toBe(401);
    const client = await activeClient(t);
    await t.database.db
      .update(clientSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(clientSessions.clientId, client.id));
    const expired = await call('GET', '/check-client-login', { token: client.token, lang: 'en' });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe('Please log in');
  });
});
