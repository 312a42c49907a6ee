import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, oneTimeCodes } from '#server/db/schema/clients.ts';
import { signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { createTestApp, type TestContext } from '#server/test/harness.ts';
import { closedPort, mailServerUp, startTestSmtp, type TestSmtp } from '#server/test/smtp.ts';
import { caller, PASSWORD, registration } from './testing.ts';

/* Issue: a sign-up whose activation mail cannot be sent must leave nothing behind, so a retry succeeds. */

let smtp: TestSmtp;
let port: number;
let t: TestContext;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  smtp = await startTestSmtp();
  port = await closedPort();
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
  call = caller(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const clientsWithEmail = (email: string) =>
  t.database.db.select().from(clients).where(eq(clients.email, email));

describe('when the mail server is down', () => {
  it('creates no account when the activation code cannot be sent, and a retry succeeds later', async () => {
    const body = registration();
    const res = await call('POST', '/register', { body, lang: 'en' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      message:
        'The activation code could not be e-mailed, so the account was not created; please try again shortly',
      code: 'mail_failed',
    });
    expect(await clientsWithEmail(body.email)).toEqual([]);
    expect(await t.database.db.select().from(oneTimeCodes)).toEqual([]);

    // Trying again at once meets the same failure, not 409.
    const again = await call('POST', '/register', { body });
    expect(again.statusCode).toBe(503);
    expect(again.json().message).toBe('تعذّر إرسال رمز التفعيل فلم يُنشأ الحساب، يرجى المحاولة بعد قليل');

    const mail = await mailServerUp(port, smtp);
    try {
      const retry = await call('POST', '/register', { body, lang: 'en' });
      expect(retry.statusCode, retry.body).toBe(201);
      expect(retry.json().message).toBe('Account has been created');
      const code = await smtp.nextCode(body.email);
      const activated = await call('POST', '/client-activation', {
        body: { email: body.email, sms_code: code },
      });
      expect(activated.statusCode).toBe(200);
      expect(await clientsWithEmail(body.email)).toHaveLength(1);
    } finally {
      await mail.down();
    }
  });

  it('answers 503 when a reset or a fresh activation code cannot be sent, and keeps the account', async () => {
    const active = registration();
    const inactive = registration();
    const mail = await mailServerUp(port, smtp);
    try {
      for (const body of [active, inactive]) {
        expect((await call('POST', '/register', { body })).statusCode).toBe(201);
      }
      const code = await smtp.nextCode(active.email);
      await smtp.nextMail(inactive.email);
      const activated = await call('POST', '/client-activation', {
        body: { email: active.email, sms_code: code },
      });
      expect(activated.statusCode).toBe(200);
    } finally {
      await mail.down();
    }

    const reset = await call('POST', '/client-email-check', { body: { email: active.email }, lang: 'en' });
    expect(reset.statusCode).toBe(503);
    expect(reset.json()).toEqual({
      message: 'The e-mail could not be sent, please try again shortly',
      code: 'mail_failed',
    });
    const login = await call('POST', '/client-login', {
      body: { email: inactive.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(503);
    expect(login.json().message).toBe('تعذّر إرسال البريد الإلكتروني، يرجى المحاولة بعد قليل');
    expect(await clientsWithEmail(active.email)).toHaveLength(1);
    expect(await clientsWithEmail(inactive.email)).toHaveLength(1);
  });

  it('answers a member’s fresh activation code with 503, logging nothing, when the mail cannot go', async () => {
    const body = registration();
    const mail = await mailServerUp(port, smtp);
    try {
      expect((await call('POST', '/register', { body })).statusCode).toBe(201);
      await smtp.nextMail(body.email);
    } finally {
      await mail.down();
    }
    const [client] = await clientsWithEmail(body.email);
    const admin = await signedInStaff(t, 'admin');
    const staff = staffCaller(t, { lang: 'en' });
    const res = await staff('POST', `/staff/clients/${client.id}/activation-code`, { token: admin.token });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      message: 'The e-mail could not be sent, please try again shortly',
      code: 'mail_failed',
    });
    const log = await staff('GET', `/staff/activity?entity=client&entity_id=${client.id}`, {
      token: admin.token,
    });
    expect(log.json().data).toEqual([]);
    expect((await clientsWithEmail(body.email))[0].active).toBe(false);
  });
});
