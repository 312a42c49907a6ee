import { like } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '#server/modules/mail/testing.ts';
import { onRealPostgres } from '#server/test/harness.ts';
import { createBook, createBuyer, hardCopyBody, setUpOrdersTest } from './fixtures.ts';

/*
 * A transaction holds one connection, which runs one query at a time: a query sent while another is
 * still waiting on it is what pg deprecates ("Calling client.query() when the client is already
 * executing a query", removed in pg@9). The order's mail reads the whole order inside the order's
 * transaction, and must ask one thing after another. PGlite has no such client: PostgreSQL only.
 */

const { ctx, ref, call } = setUpOrdersTest();

afterEach(() => {
  vi.restoreAllMocks();
});

describe.runIf(onRealPostgres)('one query at a time on a connection', () => {
  it('places a printed order and writes its mail without queueing a query behind another', async () => {
    const queued: string[] = [];
    const query = pg.Client.prototype.query;
    vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
      this: pg.Client & { _queryQueue: unknown[]; pipeline?: boolean },
      ...args: unknown[]
    ) {
      if (this._queryQueue.length > 0 && !this.pipeline) {
        const sent = args[0] as string | { text?: string };
        queued.push(typeof sent === 'string' ? sent : String(sent.text));
      }
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query);

    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, { stock: 5 });
    const res = await call('POST', '/orders', {
      token: buyer.token,
      body: hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 1 }] }),
    });
    expect(res.statusCode).toBe(201);
    const orderId = res.json().data.id as number;
    const mails = await ctx.app.db
      .select({ key: mailOutbox.key })
      .from(mailOutbox)
      .where(like(mailOutbox.key, `order:${orderId}:%`));
    expect(mails).toHaveLength(1);
    expect(queued).toEqual([]);
  });
});
