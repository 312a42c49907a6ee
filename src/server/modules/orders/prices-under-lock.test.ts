import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '#server/db/client.ts';
import { orders } from '#server/db/schema/orders.ts';
import { changeBookInSql } from '#server/modules/catalog/testing.ts';
import { invoices } from '#server/modules/invoicing/testing.ts';
import { mailOutbox } from '#server/modules/mail/testing.ts';
import { backendsWaitingForLocks, secondConnection } from '#server/test/database.ts';
import { onRealPostgres } from '#server/test/harness.ts';
import { createBook, createBuyer, handOver, hardCopyBody, setUpOrdersTest, stockOf } from './fixtures.ts';

/*
 * A printed order takes its books' rows last, just before it commits, so that the buyers of the same
 * book wait for one another only for a commit. The price charged is still the locked row's: should it
 * change while the order was being written, the order is written again at it, once, with one mail, and
 * invoiced once when it ships. Only on real PostgreSQL: PGlite has one connection, so nothing waits there.
 */

const { ctx, ref, call } = setUpOrdersTest();
let other: Database;

beforeAll(async () => {
  if (onRealPostgres) other = await secondConnection(ctx.database);
});
afterAll(async () => {
  if (onRealPostgres) await other.close();
});

describe.runIf(onRealPostgres)('a printed order whose book changes price as it takes the copy', () => {
  it('charges the price of the row it locked, written once with one mail, and invoiced once at it', async () => {
    const book = await createBook(ctx, { stock: 5, hardcopyPriceCents: 2000 });
    const buyer = await createBuyer(ctx.app.db, 'price-under-lock');
    const body = hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 1, isHardCopy: true }] });

    let placing: ReturnType<typeof call> | undefined;
    await other.db.transaction(async (tx) => {
      // Staff lower the price; until they commit, the order reads the old one…
      await changeBookInSql(tx as unknown as Db, book.id, { stockBy: 0, hardcopyPriceCents: 1500 });
      placing = call('POST', '/orders', { token: buyer.token, body });
      // …and writes itself at it, then waits for the book's row to take the copy.
      await expect.poll(() => backendsWaitingForLocks(ctx.app.db)).toBeGreaterThan(0);
    });
    const placed = await placing!;
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().data;
    expect(order.order_details.map((line: { price: number }) => line.price)).toEqual([15]);
    expect(await stockOf(ctx.app.db, book.id)).toBe(4);
    const db = ctx.app.db;
    const [placedOrders] = await db.select({ n: count() }).from(orders).where(eq(orders.clientId, buyer.id));
    const [issued] = await db.select({ n: count() }).from(invoices).where(eq(invoices.orderId, order.id));
    const [mails] = await db
      .select({ n: count() })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, buyer.email));
    // No invoice yet: it comes, once, when the parcel is handed to the carrier, at the price charged.
    expect([placedOrders!.n, issued!.n, mails!.n]).toEqual([1, 0, 1]);
    await handOver(ctx, order.id);
    const invoiced = await db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(invoiced.map((row) => row.totalCents)).toEqual([Math.round(order.net_price * 100)]);
  });
});
