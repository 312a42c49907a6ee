import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { orderLines } from '#server/db/schema/orders.ts';
import { boxSets, insertBoxSet } from '#server/modules/box-sets/testing.ts';
import { backendsWaitingForLocks, secondConnection } from '#server/test/database.ts';
import { onRealPostgres } from '#server/test/harness.ts';
import { createBook, createBuyer, hardCopyBody, setUpOrdersTest, stockOf } from './fixtures.ts';

/*
 * Box sets bought at once, on real PostgreSQL only (PGlite has one connection, so nothing races or
 * waits there): a book's last copies never oversold whether they go in box sets or on their own, and
 * a box set whose price staff change as it is ordered charged at the price committed.
 */

const { ctx, ref, call } = setUpOrdersTest();
let other: Database;

beforeAll(async () => {
  if (onRealPostgres) other = await secondConnection(ctx.database);
});
afterAll(async () => {
  if (onRealPostgres) await other.close();
});

function counts(codes: number[]) {
  const all: Record<number, number> = {};
  for (const code of codes) all[code] = (all[code] ?? 0) + 1;
  return all;
}

describe.runIf(onRealPostgres)('box sets bought at once', () => {
  it('never oversell a book whose last copies box-set buyers and its own buyers race for', async () => {
    const scarce = await createBook(ctx, { titleEn: 'Last copies', stock: 4 });
    const plenty = await createBook(ctx, { titleEn: 'Plenty', stock: 50 });
    const other = await createBook(ctx, { titleEn: 'Other', stock: 50 });
    // Two box sets share the scarce book; their books are listed in different orders.
    const first = await insertBoxSet(ctx.app.db, {
      titleEn: 'First',
      format: 'hardcopy',
      priceCents: 1500,
      bookIds: [plenty.id, scarce.id],
    });
    const second = await insertBoxSet(ctx.app.db, {
      titleEn: 'Second',
      format: 'hardcopy',
      priceCents: 1500,
      bookIds: [scarce.id, other.id],
    });
    const buyers = await Promise.all(
      Array.from({ length: 24 }, (_, i) => createBuyer(ctx.app.db, `box${i}`)),
    );
    const answers = await Promise.all(
      buyers.map((buyer, i) => {
        const body =
          i % 3 === 2
            ? hardCopyBody(ref, { books: [{ book_id: scarce.id, quantity: 1 }] })
            : hardCopyBody(ref, {
                books: [],
                box_sets: [{ box_set_id: i % 3 === 0 ? first.id : second.id, quantity: 1 }],
              });
        return call('POST', '/orders', { token: buyer.token, body });
      }),
    );
    expect(counts(answers.map((answer) => answer.statusCode))).toEqual({ 201: 4, 409: 20 });
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect([
        'Sorry, «Last copies» is out of stock for the requested quantity',
        'Sorry, «Last copies» of the box set «First» is out of stock for the requested quantity',
        'Sorry, «Last copies» of the box set «Second» is out of stock for the requested quantity',
      ]).toContain(refused.json().message);
    }
    expect(await stockOf(ctx.app.db, scarce.id)).toBe(0);
    const sold = await ctx.app.db.select().from(orderLines).where(eq(orderLines.bookId, scarce.id));
    expect(sold).toHaveLength(4);
    // Each box set sold took one copy of each of its books, and nothing else was taken.
    const boxOrders = sold.filter((line) => line.boxSetLineId !== null).map((line) => line.orderId);
    const taken = boxOrders.length
      ? await ctx.app.db.select().from(orderLines).where(inArray(orderLines.orderId, boxOrders))
      : [];
    const takenOf = (bookId: number) => taken.filter((line) => line.bookId === bookId).length;
    expect(await stockOf(ctx.app.db, plenty.id)).toBe(50 - takenOf(plenty.id));
    expect(await stockOf(ctx.app.db, other.id)).toBe(50 - takenOf(other.id));
    expect(takenOf(plenty.id) + takenOf(other.id)).toBe(boxOrders.length);
  });

  it('charges the price staff commit while the order waits for the box set’s row', async () => {
    const a = await createBook(ctx, { hardcopyPriceCents: 1200, stock: 5 });
    const b = await createBook(ctx, { hardcopyPriceCents: 1500, stock: 5 });
    const box = await insertBoxSet(ctx.app.db, {
      format: 'hardcopy',
      priceCents: 2400,
      bookIds: [a.id, b.id],
    });
    const buyer = await createBuyer(ctx.app.db, 'box-price-under-lock');
    const body = hardCopyBody(ref, { books: [], box_sets: [{ box_set_id: box.id, quantity: 1 }] });
    let placing: ReturnType<typeof call> | undefined;
    await other.db.transaction(async (tx) => {
      // Staff lower the price; until they commit, the order reads the old one…
      await tx.update(boxSets).set({ priceCents: 2000 }).where(eq(boxSets.id, box.id));
      placing = call('POST', '/orders', { token: buyer.token, body });
      // …and waits for the box set's row before it writes itself.
      await expect.poll(() => backendsWaitingForLocks(ctx.app.db)).toBeGreaterThan(0);
    });
    const placed = await placing!;
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().data).toMatchObject({ subtotal: 20, box_sets: [{ price: 20, total_price: 20 }] });
    expect([await stockOf(ctx.app.db, a.id), await stockOf(ctx.app.db, b.id)]).toEqual([4, 4]);
  });
});
