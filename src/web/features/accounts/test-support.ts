import type { AddressInfo } from 'node:net';
import { configure, screen, within } from '@testing-library/react';
import { activateClient, createClient } from '#server/modules/clients/service.ts';
import { createTestApp } from '#server/test/harness.ts';
import { startTestSmtp } from '#server/test/smtp.ts';
import { apiConfig } from '#web/api/client.ts';

/* Helpers of the account pages' tests: the real API on a real database, with real e-mail. */

// Pages load lazily and the real API hashes passwords: give both time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

export const PASSWORD = 'kitab-secret-1';

let counter = 0;
export const uniqueEmail = (prefix = 'reader') => {
  counter += 1;
  return `${prefix}${counter}-${Date.now().toString(36)}@example.com`;
};

/** The whole API (seeded rows, in-memory database) and an SMTP server; the web app talks to it. */
export async function startRealApi() {
  const smtp = await startTestSmtp();
  const ctx = await createTestApp({ smtpUrl: smtp.url }, { seed: true });
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
    async close() {
      apiConfig.base = previousBase;
      await ctx.close();
      await smtp.close();
    },
  };
}

export type RealApi = Awaited<ReturnType<typeof startRealApi>>;

/** The toast area of react-toastify; messages are looked up there, not in the form. */
export async function findToast(text: string, timeout = 5000) {
  return within(document.body).findByText(
    text,
    { selector: '.Toastify__toast, .Toastify__toast *' },
    { timeout },
  );
}

export const storedClient = () => JSON.parse(localStorage.getItem('client') ?? '{}');

export const currentPath = () => window.location.hash.replace(/^#/, '').split('?')[0];

export { screen };

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
