import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { activateClient, createClient } from '#server/modules/clients/testing.ts';
import { createTestApp } from '#server/test/harness.ts';
import { startTestSmtp } from '#server/test/smtp.ts';
import { apiConfig } from '#web/api/client.ts';
import type { Pages } from '#web/test/render.tsx';
import ActivationPage from './ActivationPage.tsx';
import ForgotPasswordPage from './ForgotPasswordPage.tsx';
import LoginPage from './LoginPage.tsx';
import NewPasswordPage from './NewPasswordPage.tsx';
import ProfilePage from './ProfilePage.tsx';
import RegisterPage from './RegisterPage.tsx';

/* Helpers of the account pages' tests: the real API on a real database, with real e-mail. */

export const PASSWORD = 'kitab-secret-1';

/** The account pages by their routes; the tests follow the reader between them. */
export const accountPages: Pages = {
  '/login': LoginPage,
  '/register': RegisterPage,
  '/activation/:email?': ActivationPage,
  '/ForgotPassword': ForgotPasswordPage,
  '/forgotpassword': ForgotPasswordPage,
  '/new-password/:email?': NewPasswordPage,
  '/my-profile': ProfilePage,
};

let counter = 0;
export const uniqueEmail = (prefix = 'reader') => {
  counter += 1;
  return `${prefix}${counter}-${Date.now().toString(36)}@example.com`;
};

/** The whole API (an in-memory database holding only the clients a test makes) and an SMTP server. */
export async function startRealApi() {
  const smtp = await startTestSmtp();
  const ctx = await createTestApp({ smtpUrl: smtp.url });
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = ctx.app.server.address() as AddressInfo;
  const previousBase = apiConfig.base;
  apiConfig.base = `http://127.0.0.1:${port}/api`;
  const db = ctx.database.db;
  return {
    ...ctx,
    smtp,
    db,
    /** A client straight in the database, active unless told otherwise. */
    async createAccount(overrides: { email?: string; active?: boolean; name?: string } = {}) {
      const row = await createClient(db, {
        name: overrides.name ?? 'ليلى حسن',
        date_of_birth: '1992-03-14',
        address: 'عمّان، جبل اللويبدة',
        email: overrides.email ?? uniqueEmail(),
        mobile: '+962791234567',
        mobile_country: 'JO',
        password: PASSWORD,
        language: 'ar',
      });
      return overrides.active === false ? row : activateClient(db, row.id);
    },
    /** The client's stored sessions. */
    sessionsOf(clientId: number) {
      return db.query.clientSessions.findMany({ where: (session, { eq }) => eq(session.clientId, clientId) });
    },
    async close() {
      apiConfig.base = previousBase;
      // The page's last requests (a session check, a list) may still be open: the test is over, so
      // they are cut rather than waited for.
      ctx.app.server.closeAllConnections();
      await ctx.close();
      await smtp.close();
    },
  };
}

export type RealApi = Awaited<ReturnType<typeof startRealApi>>;

/** Starts the real API before the file's tests and stops it after; its fields are there once the tests run. */
export function setUpRealApi(): RealApi {
  const api = {} as RealApi;
  // A worker's first API loads its in-memory database; later files of the worker reuse it.
  beforeAll(async () => void Object.assign(api, await startRealApi()));
  afterAll(() => api.close?.());
  return api;
}

export const storedClient = () => JSON.parse(localStorage.getItem('client') ?? '{}');

export const currentPath = () => window.location.hash.replace(/^#/, '').split('?')[0];

/** Signs in through the real API and keeps the session as the app would; returns the token. */
export async function signInStored(
  email: string,
  password = PASSWORD,
): Promise<{ id: number; token: string }> {
  const response = await fetch(`${apiConfig.base}/client-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const { data } = (await response.json()) as { data: { id: number; token: string; name: string } };
  localStorage.setItem('client', JSON.stringify({ id: data.id, token: data.token, name: data.name, email }));
  return data;
}
