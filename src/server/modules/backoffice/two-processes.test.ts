import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '#server/app.ts';
import { insertCatalogFixtures, setHardcopyPriceCents } from '#server/modules/catalog/testing.ts';
import { signedInStaff } from '#server/modules/staff/testing.ts';
import { createTestApp, startSecondProcess, type TestContext } from '#server/test/harness.ts';

/*
 * Two API processes on one database, each with its own answer and count caches, as behind a load
 * balancer: a staff write through one shows on the other's next request, and so does a change made
 * straight in the database. On PostgreSQL the second has its own connections; on PGlite (one
 * connection per database) the two apps share it.
 */

/** The other process hears within milliseconds; a second is far less than its answer cache keeps (5 s). */
const soon = { timeout: 60_000, interval: 5 };

describe('a staff write seen by every API process', () => {
  let first: TestContext;
  let second: App;
  let secondProcess: { app: App; close(): Promise<void> };
  let token: string;

  beforeAll(async () => {
    first = await createTestApp();
    secondProcess = await startSecondProcess(first);
    second = secondProcess.app;
    await insertCatalogFixtures(first.database.db);
    token = (await signedInStaff(first, 'editor')).token;
  });
  afterAll(async () => {
    await secondProcess?.close();
    await first?.close();
  });

  const read = async (app: App, url: string) => {
    const res = await app.inject({ method: 'GET', url: `/api${url}`, headers: { 'accept-language': 'en' } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const staffWrite = async (method: 'PUT' | 'POST', url: string, body?: object) => {
    const res = await first.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
      ...(body ? { payload: body } : {}),
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('shows a price changed straight in the database, by no staff write, within moments', async () => {
    expect((await read(second, '/books/1')).data.hardcopy_price).toBe(15.01);
    await setHardcopyPriceCents(first.database.db, 1, 999);
    await vi.waitFor(
      async () => expect((await read(second, '/books/1')).data.hardcopy_price).toBe(9.99),
      soon,
    );
    await setHardcopyPriceCents(first.database.db, 1, 1501);
    await vi.waitFor(
      async () => expect((await read(second, '/books/1')).data.hardcopy_price).toBe(15.01),
      soon,
    );
  });

  it("shows a price changed by staff on the other process's next request", async () => {
    expect((await read(second, '/books/1')).data.hardcopy_price).toBe(15.01);
    await staffWrite('PUT', '/staff/books/1', { hardcopy_price: 17.5 });
    await vi.waitFor(
      async () => expect((await read(second, '/books/1')).data.hardcopy_price).toBe(17.5),
      soon,
    );
    // And on the writing process at once.
    expect((await read(first.app, '/books/1')).data.hardcopy_price).toBe(17.5);
  });

  it('drops a hidden book from the other process’s listing and its total at once', async () => {
    const before = await read(second, '/books?page=1');
    expect(before.data.map((book: { id: number }) => book.id)).toContain(19);
    await staffWrite('POST', '/staff/books/19/hide');
    await vi.waitFor(async () => {
      const after = await read(second, '/books?page=1');
      expect(after.data.map((book: { id: number }) => book.id)).not.toContain(19);
      expect(after.meta.total).toBe(before.meta.total - 1);
    }, soon);
  });
});
