import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '#server/db/client.ts';
import { enqueueMail } from '#server/modules/mail/index.ts';
import { backendsWaitingForLocks, secondConnection } from '#server/test/database.ts';
import { onRealPostgres } from '#server/test/harness.ts';
import {
  createBook,
  createBuyer,
  digitalBody,
  hardCopyBody,
  payInSandbox,
  setUpOrdersTest,
} from './fixtures.ts';
import { setOrderStatus } from './lifecycle.ts';

/*
 * An invoice's number comes from one gapless sequence: whoever takes a number holds the sequence until
 * they commit, and every other handover to the carrier and payment waits. So a handover (and a payment)
 * takes its number as it commits (decision 082), after its mails are written: the sequence is held for
 * the commit only. Seen here by holding up the order's mail and looking for a lock on the sequence.
 * Only on real PostgreSQL: PGlite has one connection, so nothing waits there.
 */

const { ctx, ref, call } = setUpOrdersTest();
let other: Database;

beforeAll(async () => {
  if (onRealPostgres) other = await secondConnection(ctx.database);
});
afterAll(async () => {
  if (onRealPostgres) await other.close();
});

const count = async (db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n;

/** Locks granted on the invoice sequences' table: someone has taken a number and not committed yet. */
const sequenceHeld = (db: Db) =>
  count(
    db,
    sql`SELECT count(*)::int AS n FROM pg_locks l JOIN pg_class c ON c.oid = l.relation
         WHERE c.relname = 'invoice_sequences' AND l.granted AND l.database =
               (SELECT oid FROM pg_database WHERE datname = current_database())`,
  );

class Release extends Error {}

/**
 * Writes the mail keyed `key` in a transaction left open while `start` runs, so that whoever writes
 * that mail waits; answers whether the invoice sequence was held while they waited, and what `start` gave.
 */
async function holdingUpTheMail<T>(key: string, start: () => Promise<T>) {
  let result: Promise<T> | undefined;
  let held = -1;
  await other.db
    .transaction(async (tx) => {
      const mail = {
        kind: 'order_received',
        to: 'held@example.com',
        language: 'en' as const,
        subject: 'held',
      };
      await enqueueMail(tx, { ...mail, key, text: 'held', html: '<p>held</p>' });
      result = start();
      await expect.poll(() => backendsWaitingForLocks(ctx.app.db)).toBeGreaterThan(0);
      held = await sequenceHeld(ctx.app.db);
      throw new Release();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Release)) throw error;
    });
  return { held, result: await result! };
}

describe.runIf(onRealPostgres)('the invoice number, taken last', () => {
  it('is not held by a printed order handed to the carrier while it writes its mail', async () => {
    const book = await createBook(ctx, { stock: 10, hardcopyPriceCents: 2000 });
    const body = hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 1, isHardCopy: true }] });
    const buyer = await createBuyer(ctx.app.db);
    const placed = await call('POST', '/orders', { token: buyer.token, body });
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().data.id as number;
    const publicUrl = ctx.config.publicUrl;
    await setOrderStatus(ctx.app.db, id, 'processing', { publicUrl });
    const { held, result } = await holdingUpTheMail(`order:${id}:shipped`, () =>
      setOrderStatus(ctx.app.db, id, 'shipped', { publicUrl, carrier: 'Aramex', trackingNumber: 'AX1' }),
    );
    expect(held).toBe(0);
    expect(result.to).toBe('shipped');
    const shipped = await call('GET', `/orders/${id}`, { token: buyer.token });
    expect(shipped.json().data.invoice_number).toMatch(/^INV-\d{4}-\d{6}$/);
  });

  it('is not held by a payment while it writes its mail', async () => {
    const book = await createBook(ctx, { pdf: true, pdfPriceCents: 900 });
    const buyer = await createBuyer(ctx.app.db);
    const placed = await call('POST', '/orders', { token: buyer.token, body: digitalBody(ref, [book.id]) });
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().data.id as number;
    const { held, result } = await holdingUpTheMail(`order:${id}:paid`, () =>
      payInSandbox(ctx, call, buyer, id),
    );
    expect(held).toBe(0);
    expect(result.json().paid).toBe(true);
    expect(result.json().data.invoice_number).toMatch(/^INV-\d{4}-\d{6}$/);
  });
});
