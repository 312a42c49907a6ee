import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { dataRequests } from '#server/db/schema/privacy.ts';
import { clients, insertClient, issueSession } from '#server/modules/clients/testing.ts';
import { hashPassword } from '#server/services/passwords.ts';
import type { TestContext } from '#server/test/harness.ts';

/* Readers with a password that works, and their data requests, for the privacy module's tests. */

export const READER_PASSWORD = 'reading is my right 85';

export type Reader = { id: number; email: string; name: string; token: string };

/** An active reader signed in, whose password is `READER_PASSWORD`. */
export async function readerWithPassword(
  ctx: TestContext,
  values: { name?: string; language?: 'ar' | 'en' } = {},
): Promise<Reader> {
  const name = values.name ?? 'Huda Salem';
  const email = `reader-${randomBytes(4).toString('hex')}@example.com`;
  const row = await insertClient(ctx.app.db, { name, email, language: values.language ?? 'en' });
  await ctx.app.db
    .update(clients)
    .set({
      passwordHash: await hashPassword(READER_PASSWORD),
      mobile: '+966501234567',
      address: 'Olaya St 4',
    })
    .where(eq(clients.id, row.id));
  return { id: row.id, email, name, token: await issueSession(ctx.app.db, row.id, { remember: false }) };
}

/** The reader's data requests, oldest first. */
export const requestsOf = (ctx: TestContext, clientId: number) =>
  ctx.app.db.select().from(dataRequests).where(eq(dataRequests.clientId, clientId)).orderBy(dataRequests.id);

export { dataRequests };
