import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { setUpTestApp } from '#server/test/harness.ts';
import { issueSession } from './sessions.ts';
import { insertClient } from './testing.ts';

const ctx = setUpTestApp({}, { seed: true });
let token: string;

beforeAll(async () => {
  const client = await insertClient(ctx.database.db, { name: 'Reader', email: 'reader@example.com' });
  token = await issueSession(ctx.database.db, client.id, { remember: false });
  // From here on any look-up of a session fails: a route that looks one up answers 500.
  await ctx.database.db.execute(sql`ALTER TABLE client_sessions RENAME TO client_sessions_away`);
});
afterAll(async () => {
  await ctx.database.db.execute(sql`ALTER TABLE client_sessions_away RENAME TO client_sessions`);
});

const get = (url: string) =>
  ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: { authorization: `Bearer ${token}` } });

it('reads the catalogue and the page frame without looking up the bearer token', async () => {
  for (const url of [
    '/books?page=1',
    '/book-categories',
    '/writers',
    '/akhbars',
    '/our-terms',
    '/countries',
  ]) {
    expect((await get(url)).statusCode, url).toBe(200);
  }
});

it('looks the token up on a route that needs the client', async () => {
  expect((await get('/check-client-login')).statusCode).toBe(500);
});
