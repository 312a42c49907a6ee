import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '#server/db/client.ts';
import { reserveStock } from '#server/modules/catalog/index.ts';
import { backendsWaitingForLocks, secondConnection } from '#server/test/database.ts';
import { onRealPostgres } from '#server/test/harness.ts';
import { createOrder } from './create-order.ts';
import {
  createBook,
  createBuyer,
  digitalBody,
  hardCopyBody,
  payInSandbox,
  setUpOrdersTest,
  stockOf,
} from './fixtures.ts';

/*
 * A sale day mixes printed orders and PDF payments of the same books. A printed order takes its books'
 * rows (the stock) and then its invoice's number; a payment must not take the invoice number and then
 * wait for a book: the two would wait for each other (PostgreSQL's deadlock, a 500 to one of them).
 * Only on real PostgreSQL: PGlite has one connection, so nothing waits there.
 */

const logLines: string[] = [];
const { ctx, ref, call } = setUpOrdersTest(
  { logLevel: 'info' },
  { logStream: { write: (line) => logLines.push(line) } },
);
let other: Database;

beforeAll(async () => {
  if (onRealPostgres) other = await secondConnection(ctx.database);
});
afterAll(async () => {
  if (onRealPostgres) await other.close();
});

/** Resolves once a backend of this database waits for a lock another one holds. */
const someoneWaitsForALock = (db: Db) => expect.poll(() => backendsWaitingForLocks(db)).toBeGreaterThan(0);

describe.runIf(onRealPostgres)('a payment beside a printed order of the same book', () => {
  it('pays while the printed order takes its copy and its invoice number, neither waiting on the other', async () => {
    const book = await createBook(ctx, { pdf: true, stock: 5, hardcopyPriceCents: 2000, pdfPriceCents: 900 });
    const reader = await createBuyer(ctx.app.db, 'reader');
    const placed = await call('POST', '/orders', { token: reader.token, body: digitalBody(ref, [book.id]) });
    expect(placed.statusCode, placed.body).toBe(201);
    const printedBuyer = await createBuyer(ctx.app.db, 'printed');
    const printed = hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 1, isHardCopy: true }] });

    let paying: ReturnType<typeof payInSandbox> | undefined;
    await other.db.transaction(async (tx) => {
      // A printed order of the book has taken a copy (its row) and goes on…
      await reserveStock(tx, [{ bookId: book.id, quantity: 1 }]);
      // …while the reader pays for the PDF: the payment waits for the book's row…
      paying = payInSandbox(ctx, call, reader, placed.json().data.id);
      await someoneWaitsForALock(ctx.app.db);
      // …and the printed order takes its invoice number, then commits.
      const settings = { lineMax: 10, openUnpaidMax: 3, cardPayments: true, publicUrl: ctx.config.publicUrl };
      await createOrder(
        tx as unknown as Db,
        printedBuyer.id,
        { ...printed, is_hard_copy: true } as never,
        settings,
      );
    });
    const paid = await paying!;
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().paid).toBe(true);
    // Paid by the provider's notice itself, not by the return page asking again after a failed notice.
    const failures = logLines.filter((line) => JSON.parse(line).level >= 40);
    expect(failures).toEqual([]);
    expect(await stockOf(ctx.app.db, book.id)).toBe(3);
  });
});
