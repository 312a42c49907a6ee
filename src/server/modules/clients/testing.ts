import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { clients } from '#server/db/schema/clients.ts';
import { apiCaller, createTestApp, setUpForFile, type TestContext } from '#server/test/harness.ts';
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

/** `startClientsTest()` for this file's tests: started before them, closed after them. */
export const setUpClientsTest = () => setUpForFile(startClientsTest);

/** API calls, each from a new address unless told otherwise. */
export { apiCaller as caller, nextIp } from '#server/test/harness.ts';

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
  const res = await apiCaller(t)('POST', '/register', { body });
  expect(res.statusCode, res.body).toBe(201);
  const code = await t.smtp.nextCode(body.email);
  return { ...body, email: body.email.toLowerCase(), code };
}

/** A registered and activated client with a session token. */
export async function activeClient(t: ClientsTest, overrides: Partial<RegisterBody> = {}) {
  const client = await registerClient(t, overrides);
  const res = await apiCaller(t)('POST', '/client-activation', {
    body: { email: client.email, sms_code: client.code },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { id, token, device_token } = res.json().data as { id: number; token: string; device_token: string };
  return { ...client, id, token, deviceToken: device_token };
}

/** Checks a 429 of a rate limit, answered in English: its message and code, and a Retry-After. */
export function expectRateLimited(res: { json(): unknown; headers: Record<string, unknown> }) {
  expect(res.json()).toEqual({
    message: 'Too many requests, please try again shortly',
    code: 'rate_limited',
  });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

/** Fails when an answer carries a secret: a password, its hash or a stored token hash. */
export function expectNoSecrets(body: string, password = PASSWORD) {
  expect(body).not.toContain(password);
  expect(body).not.toMatch(/\$argon2/);
  expect(body).not.toMatch(/password_hash|passwordHash|token_hash|tokenHash|code_hash|codeHash/);
}

export { activateClient, createClient } from './service.ts';
export { issueSession } from './sessions.ts';

/** An active client straight in the database, with no password that works: for other modules' tests. */
export async function insertClient(db: Db, values: { name: string; email: string; language?: 'ar' | 'en' }) {
  const [row] = await db
    .insert(clients)
    .values({ ...values, passwordHash: 'not-a-real-hash', active: true })
    .returning({ id: clients.id });
  return row;
}

/** The client's stored row, as other modules' tests check it is unchanged. */
export async function clientRow(db: Db, id: number) {
  const [row] = await db.select().from(clients).where(eq(clients.id, id));
  return row;
}

/** The id of the client with this e-mail (a sign-up not yet activated has no token to read it from). */
export async function clientIdOf(db: Db, email: string): Promise<number> {
  const [row] = await db.select({ id: clients.id }).from(clients).where(eq(clients.email, email));
  return row.id;
}

/** Deactivates the account straight in the database, as if staff had, but leaving its sessions. */
export async function markDeactivated(db: Db, id: number) {
  await db.update(clients).set({ deactivatedAt: new Date() }).where(eq(clients.id, id));
}

/** Renames one of the module's tables away, so that every query on it fails in the database. */
export async function hideClientsTable(db: Db, table: 'clients' | 'client_sessions') {
  await db.execute(sql`ALTER TABLE ${sql.identifier(table)} RENAME TO ${sql.identifier(`${table}_away`)}`);
}

/** Gives back a table that hideClientsTable renamed away. */
export async function restoreClientsTable(db: Db, table: 'clients' | 'client_sessions') {
  await db.execute(sql`ALTER TABLE ${sql.identifier(`${table}_away`)} RENAME TO ${sql.identifier(table)}`);
}

/** The module's tables, for tests that arrange or read rows directly. */
export { clients } from '#server/db/schema/clients.ts';
