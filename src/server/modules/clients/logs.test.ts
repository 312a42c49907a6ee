import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '#server/services/sessions.ts';
import { createTestApp } from '#server/test/harness.ts';
import { startTestSmtp, type TestSmtp } from '#server/test/smtp.ts';
import { activeClient, type ClientsTest, caller, PASSWORD } from './testing.ts';

/* Issue: no password or token hash in any answer or log line. Every line the server logs is read here. */

const lines: string[] = [];
let smtp: TestSmtp;
let t: ClientsTest;

beforeAll(async () => {
  smtp = await startTestSmtp();
  const ctx = await createTestApp(
    { smtpUrl: smtp.url, logLevel: 'trace' },
    { logStream: { write: (line) => lines.push(line) } },
  );
  t = { ...ctx, smtp };
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('what the server logs', () => {
  it('never writes a password, a token or a token hash, at any level', async () => {
    const call = caller(t);
    const client = await activeClient(t);
    const login = await call('POST', '/client-login', { body: { email: client.email, password: PASSWORD } });
    const { token } = login.json().data as { token: string };
    const newPassword = 'a brand new passphrase';
    expect((await call('GET', '/check-client-login', { token })).statusCode).toBe(200);
    const update = await call('PUT', `/clients/${client.id}`, {
      token,
      body: {
        name: client.name,
        date_of_birth: client.date_of_birth,
        address: client.address,
        email: client.email,
        mobile: client.mobile,
        mobile_country: client.mobile_country,
        password: PASSWORD,
        new_password: newPassword,
      },
    });
    expect(update.statusCode, update.body).toBe(200);
    await call('POST', '/client-login', { body: { email: client.email, password: 'a wrong guess 1' } });
    expect((await call('POST', '/client-logout', { token })).statusCode).toBe(200);

    const log = lines.join('');
    // The requests above were logged: the check reads real lines, not an empty stream.
    expect(log).toContain('/api/client-login');
    for (const secret of [PASSWORD, newPassword, 'a wrong guess 1', token, client.token]) {
      expect(log).not.toContain(secret);
    }
    for (const secret of [token, client.token]) expect(log).not.toContain(hashToken(secret));
    expect(log).not.toMatch(/\$argon2/);
  });
});
