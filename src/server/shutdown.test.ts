import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { closeShop } from './shutdown.ts';
import { createTestDatabase } from './test/harness.ts';

it('answers the requests in flight, refuses new ones, then closes the database', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bookshop-shutdown-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const database = await createTestDatabase();
  const app = await buildApp({ config, database });
  // A request that is still being answered when the stop comes: held until the server stopped listening.
  let arrived: () => void = () => {};
  const inFlight = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  app.addHook('onRequest', async (request) => {
    if (request.url === '/api/health') {
      arrived();
      await held;
    }
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });

  const slow = fetch(`${address}/api/health`);
  await inFlight;
  const closing = closeShop(app, database);
  await vi.waitFor(() => expect(app.server.listening).toBe(false), { timeout: 60_000 });
  release();

  expect((await slow).status).toBe(200);
  await closing;
  await expect(fetch(`${address}/api/health`)).rejects.toThrow();
  await expect(database.db.execute(sql`select 1`)).rejects.toThrow();
});
