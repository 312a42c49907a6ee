import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, oneTimeCodes } from '#server/db/schema/clients.ts';
import { createTestApp, type TestContext } from '#server/test/harness.ts';
import { startTestSmtp, type TestSmtp } from '#server/test/smtp.ts';
import { caller, PASSWORD, registration } from './testing.ts';

/* Issue: a sign-up whose activation mail cannot be sent must leave nothing behind, so a retry succeeds. */

/** A local port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Opens `port` as a relay to the test SMTP server: the mail server is back. */
async function mailServerUp(port: number, smtp: TestSmtp) {
  const target = Number(new URL(smtp.url).port);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    const upstream = net.connect(target, '127.0.0.1');
    for (const s of [socket, upstream]) {
      sockets.add(s);
      s.on('error', () => {});
      s.on('close', () => sockets.delete(s));
    }
    socket.pipe(upstream).pipe(socket);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    /** Closes the port again: the mail server is down. */
    down: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

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
});
