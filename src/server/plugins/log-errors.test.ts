import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  activeClient,
  type ClientsTest,
  caller,
  hideClientsTable,
  PASSWORD,
  registration,
  restoreClientsTable,
} from '#server/modules/clients/testing.ts';
import { hashToken } from '#server/services/sessions.ts';
import { createTestApp } from '#server/test/harness.ts';
import { startTestSmtp } from '#server/test/smtp.ts';

/* A query that fails is logged without its parameters: they can be a password hash or a token hash. */

const lines: string[] = [];
let t: ClientsTest;
beforeAll(async () => {
  const smtp = await startTestSmtp();
  const app = await createTestApp(
    { smtpUrl: smtp.url, logLevel: 'trace' },
    { logStream: { write: (line) => lines.push(line) } },
  );
  t = { ...app, smtp };
});
afterAll(async () => {
  await restoreClientsTable(t.database.db, 'client_sessions');
  await t.close();
  await t.smtp.close();
});

it('logs the failed query and its reason, never the values it was given', async () => {
  const client = await activeClient(t);
  const login = await caller(t)('POST', '/client-login', {
    body: { email: client.email, password: PASSWORD },
  });
  const { token } = login.json().data as { token: string };
  await hideClientsTable(t.database.db, 'client_sessions');

  const res = await caller(t)('GET', '/check-client-login', { token });
  expect(res.statusCode).toBe(500);
  expect(res.json()).toEqual({ message: 'حدث خطأ غير متوقع', code: 'internal' });

  const log = lines.join('');
  expect(log).toContain('Failed query: select');
  expect(log).toContain('client_sessions');
  expect(log).toContain('params: [not logged]');
  expect(log).not.toContain(hashToken(token));
  expect(log).not.toContain(token);
});

it('logs a sign-up that fails in the database without the password or its hash', async () => {
  await hideClientsTable(t.database.db, 'clients');
  try {
    lines.length = 0;
    const body = registration();
    const res = await caller(t)('POST', '/register', { body });
    expect(res.statusCode).toBe(500);
    const log = lines.join('');
    expect(log).toContain('Failed query: select');
    expect(log).toContain('params: [not logged]');
    expect(log).not.toMatch(/\$argon2/);
    expect(log).not.toContain(body.password);
    expect(log).not.toContain(body.email);
  } finally {
    await restoreClientsTable(t.database.db, 'clients');
  }
});

it('writes the failed request’s id on each of its lines, the error’s too', async () => {
  await hideClientsTable(t.database.db, 'clients');
  try {
    lines.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: registration(),
      headers: { 'x-request-id': 'trace-failed-1' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.headers['x-request-id']).toBe('trace-failed-1');
    const logged = lines
      .join('')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { reqId?: string; level: number });
    expect(logged.some((line) => line.level >= 50)).toBe(true);
    expect(logged.filter((line) => line.reqId !== 'trace-failed-1')).toEqual([]);
  } finally {
    await restoreClientsTable(t.database.db, 'clients');
  }
});
