import { expect } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { clients } from '#server/db/schema/clients.ts';
import { createTestApp, type TestContext } from '#server/test/harness.ts';
import { startTestSmtp, type TestSmtp } from '#server/test/smtp.ts';
import type { RegisterBody } from '#shared/contract/clients.ts';

export type ClientsTest = TestContext & { smtp: TestSmtp };

/** The app wired to a real in-process SMTP server. */
export async function startClientsTest(): Promise<ClientsTest> {
  const smtp = await startTestSmtp();
  const ctx = await createTestApp({ smtpUrl: smtp.url });
  return {
    ...ctx,
    smtp,
    async close() {
      await ctx.close();
      await smtp.close();
    },
  };
}

let ipCounter = 0;
/** Each caller its own address, so per-address limits only bite where a test means them to. */
export const nextIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

type CallOptions = { body?: unknown; token?: string; lang?: 'ar' | 'en'; ip?: string };

export function caller(ctx: TestContext) {
  return (method: 'GET' | 'POST' | 'PUT', url: string, options: CallOptions = {}) =>
    ctx.app.inject({
      method,
      url: `/api${url}`,
      remoteAddress: options.ip ?? nextIp(),
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.lang ? { 'accept-language': options.lang } : {}),
      },
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
}

let emailCounter = 0;
export const uniqueEmail = (prefix = 'reader') => {
  emailCounter += 1;
  return `${prefix}${emailCounter}-${Date.now().toString(36)}@example.com`;
};

export const PASSWORD = 'correct horse battery';

export const registration = (overrides: Partial<RegisterBody> = {}): RegisterBody => ({
  name: 'سارة أحمد',
  date_of_birth: '1990-05-17',
  address: 'عمّان، شارع الجامعة 12',
  email: uniqueEmail(),
  mobile: '+962791234567',
  mobile_country: 'JO',
  password: PASSWORD,
  ...overrides,
});

/** Registers a client and returns the activation code read from the mail. */
export async function registerClient(t: ClientsTest, overrides: Partial<RegisterBody> = {}) {
  const body = registration(overrides);
  const res = await caller(t)('POST', '/register', { body });
  expect(res.statusCode, res.body).toBe(201);
  const code = await t.smtp.nextCode(body.email);
  return { ...body, email: body.email.toLowerCase(), code };
}

/** A registered and activated client with a session token. */
export async function activeClient(t: ClientsTest, overrides: Partial<RegisterBody> = {}) {
  const client = await registerClient(t, overrides);
  const res = await caller(t)('POST', '/client-activation', {
    body: { email: client.email, sms_code: client.code },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { id, token } = res.json().data as { id: number; token: string };
  return { ...client, id, token };
}

/** Fails when an answer carries a secret: a password, its hash or a stored token hash. */
export function expectNoSecrets(body: string, password = PASSWORD) {
  expect(body).not.toContain(password);
  expect(body).not.toMatch(/\$argon2/);
  expect(body).not.toMatch(/password_hash|passwordHash|token_hash|tokenHash|code_hash|codeHash/);
}

export { activateClient, createClient } from './service.ts';

/** An active client straight in the database, with no password that works: for other modules' tests. */
export async function insertClient(db: Db, values: { name: string; email: string }) {
  const [row] = await db
    .insert(clients)
    .values({ ...values, passwordHash: 'not-a-real-hash', active: true })
    .returning({ id: clients.id });
  return row;
}
