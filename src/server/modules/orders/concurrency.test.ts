import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderAddresses, orderLines, orders } from '#server/db/schema/orders.ts';
import { onRealPostgres } from '#server/test/harness.ts';
import { createBook, createBuyer, hardCopyBody, setUpOrdersTest, stockOf } from './fixtures.ts';

const { ctx, ref, call } = setUpOrdersTest();

function statusCounts(codes: number[]) {
  const counts: Record<number, number> = {};
  for (const code of codes) counts[code] = (counts[code] ?? 0) + 1;
  return counts;
}

// Races need connections that run side by side: PGlite has one, so these run in `npm run test:pg` only.
describe.runIf(onRealPostgres)('no overselling', () => {
  it('sells exactly the stock of 5 to 50 simultaneous checkouts', async () => {
    const book = await createBook(ctx, { titleEn: 'Last copies', stock: 5 });
    const buyers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => createBuyer(ctx.app.db, `rush${i}`)),
    );
    const answers = await Promise.all(
      buyers.map((buyer) =>
        call('POST', '/orders', {
          token: buyer.token,
          body: hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 1, isHardCopy: true }] }),
        }),
      ),
    );
    expect(statusCounts(answers.map((a) => a.statusCode))).toEqual({ 201: 5, 409: 45 });
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json().message).toBe('Sorry, «Last copies» is out of stock for the requested quantity');
    }
    expect(await stockOf(ctx.app.db, book.id)).toBe(0);
    const lines = await ctx.app.db.select().from(orderLines).where(eq(orderLines.bookId, book.id));
    expect(lines).toHaveLength(5);
    const orderIds = lines.map((l) => l.orderId);
    const placed = await ctx.app.db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.clientId,
          buyers.map((b) => b.id),
        ),
      );
    expect(placed.map((o) => o.id).sort()).toEqual(orderIds.sort());
    const snapshots = await ctx.app.db
      .select()
      .from(orderAddresses)
      .where(inArray(orderAddresses.orderId, orderIds));
    expect(snapshots).toHaveLength(5);
  });

  it('never deadlocks when carts list the same books in different orders', async () => {
    const a = await createBook(ctx, { stock: 10 });
    const b = await createBook(ctx, { stock: 10 });
    const buyers = await Promise.all(
      Array.from({ length: 24 }, (_, i) => createBuyer(ctx.app.db, `mix${i}`)),
    );
    const answers = await Promise.all(
      buyers.map((buyer, i) => {
        const lines = [
          { book_id: a.id, quantity: 1 },
          { book_id: b.id, quantity: 1 },
        ];
        return call('POST', '/orders', {
          token: buyer.token,
          body: hardCopyBody(ref, { books: i % 2 ? lines : lines.reverse() }),
        });
      }),
    );
    expect(statusCounts(answers.map((r) => r.statusCode))).toEqual({ 201: 10, 409: 14 });
    expect(await stockOf(ctx.app.db, a.id)).toBe(0);
    expect(await stockOf(ctx.app.db, b.id)).toBe(0);
  });
});
