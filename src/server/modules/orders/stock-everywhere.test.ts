import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '#server/app.ts';
import { changeBookInSql } from '#server/modules/catalog/testing.ts';
import { apiCaller, createTestApp, startSecondProcess, type TestContext } from '#server/test/harness.ts';
import {
  api,
  type Buyer,
  createBook,
  createBuyer,
  createReference,
  hardCopyBody,
  type Reference,
} from './fixtures.ts';

/*
 * Stock moved by an order shows on the next request of the process that took the order, and within
 * moments on every other API process, each keeping its own answer cache (as in production): the
 * order's process drops its answers before it answers, and the database tells the others as the order
 * commits (decisions 029 and 083).
 */

/** The database's notice of a write reaches the other process within milliseconds. */
const soon = { timeout: 60_000, interval: 5 };

describe('stock moved by orders, seen by every API process', () => {
  let first: TestContext;
  let second: { app: App; close(): Promise<void> };
  let ref: Reference;
  let buyer: Buyer;
  let bookId: number;

  beforeAll(async () => {
    first = await createTestApp();
    second = await startSecondProcess(first);
    ref = await createReference(first.app.db);
    buyer = await createBuyer(first.app.db);
    bookId = (await createBook(first, { stock: 5 })).id;
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const read = async (app: App, url: string) => {
    const res = await app.inject({ method: 'GET', url: `/api${url}`, headers: { 'accept-language': 'en' } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  /**
   * The stock of the book as its details page, the cart's list and the library (where it is the newest
   * book, answered from the answer cache once asked) show it, on `app`.
   */
  const stockSeenBy = async (app: App) => ({
    details: (await read(app, `/books/${bookId}`)).data.stock,
    list: (await read(app, `/books?ids[]=${bookId}`)).data[0].stock,
    library: (await read(app, '/books?page=1&per_page=1')).data[0].stock,
  });
  const order = (quantity: number) =>
    api(first)('POST', '/orders', {
      token: buyer.token,
      body: hardCopyBody(ref, { books: [{ book_id: bookId, quantity, isHardCopy: true }] }),
    });

  it('shows the stock an order took on the next request of its process, and soon on the other', async () => {
    expect(await stockSeenBy(first.app)).toEqual({ details: 5, list: 5, library: 5 });
    expect(await stockSeenBy(second.app)).toEqual({ details: 5, list: 5, library: 5 });
    const placed = await order(2);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await stockSeenBy(first.app)).toEqual({ details: 3, list: 3, library: 3 });
    await vi.waitFor(
      async () => expect(await stockSeenBy(second.app)).toEqual({ details: 3, list: 3, library: 3 }),
      soon,
    );
  });

  it('refuses, and shows, a quantity above the stock left', async () => {
    const refused = await order(4);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Sorry, «A book» is out of stock for the requested quantity');
    expect(await stockSeenBy(second.app)).toEqual({ details: 3, list: 3, library: 3 });
  });

  it('shows the stock a cancelled order gave back on its process at once, and soon on the other', async () => {
    const placed = await order(1);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await stockSeenBy(first.app)).toEqual({ details: 2, list: 2, library: 2 });
    const cancelled = await apiCaller(second, { lang: 'en' })(
      'POST',
      `/orders/${placed.json().data.id}/cancel`,
      {
        token: buyer.token,
      },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await stockSeenBy(second.app)).toEqual({ details: 3, list: 3, library: 3 });
    await vi.waitFor(
      async () => expect(await stockSeenBy(first.app)).toEqual({ details: 3, list: 3, library: 3 }),
      soon,
    );
  });

  it('shows any write to a book, by whatever path, in both processes within moments', async () => {
    await changeBookInSql(first.app.db, bookId, { stockBy: 7, hardcopyPriceCents: 1999 });
    for (const app of [first.app, second.app]) {
      await vi.waitFor(async () => {
        expect(await stockSeenBy(app)).toEqual({ details: 10, list: 10, library: 10 });
        expect((await read(app, `/books/${bookId}`)).data.hardcopy_price).toBe(19.99);
      }, soon);
    }
  });
});
