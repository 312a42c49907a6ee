import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { couponRedemptions, insertCoupon, usesOf } from '#server/modules/coupons/testing.ts';
import { onRealPostgres } from '#server/test/harness.ts';
import { createBook, createBuyer, digitalBody, hardCopyBody, setUpOrdersTest } from './fixtures.ts';
import { orders } from './testing.ts';

const { ctx, ref, call } = setUpOrdersTest();

// Races need connections that run side by side: PGlite has one, so these run in `npm run test:pg` only.
describe.runIf(onRealPostgres)('a coupon under concurrent checkouts', () => {
  it('gives exactly 5 of 50 simultaneous orders a code of 5 uses; the others are refused as used up', async () => {
    const coupon = await insertCoupon(ctx.app.db, { code: 'RUSH5', percentBp: 1000, maxUses: 5 });
    // PDF orders take no stock: nothing but the code's row puts them in line.
    const book = await createBook(ctx, { pdfPriceCents: 1000, pdf: true });
    const buyers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => createBuyer(ctx.app.db, `coupon${i}`)),
    );
    const answers = await Promise.all(
      buyers.map((buyer) =>
        call('POST', '/orders', {
          token: buyer.token,
          body: { ...digitalBody(ref, [book.id]), coupon_code: 'rush5' },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 422)).toHaveLength(45);
    for (const refused of answers.filter((a) => a.statusCode === 422)) {
      expect(refused.json()).toMatchObject({
        code: 'coupon_used_up',
        message: 'This coupon code has been used up',
      });
    }
    expect(await usesOf(ctx.app.db, coupon.id)).toBe(5);
    const uses = await ctx.app.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupon.id));
    expect(uses).toHaveLength(5);
    const placed = await ctx.app.db.select().from(orders).where(eq(orders.couponCode, 'RUSH5'));
    expect(placed.map((order) => order.id).sort()).toEqual(uses.map((use) => use.orderId).sort());
  });

  it('gives a cancelled order’s use back once, even when it is cancelled twice at the same time', async () => {
    const coupon = await insertCoupon(ctx.app.db, { code: 'TWICE', maxUses: 1 });
    const book = await createBook(ctx, { hardcopyPriceCents: 1000, stock: 10 });
    const buyer = await createBuyer(ctx.app.db);
    const placed = await call('POST', '/orders', {
      token: buyer.token,
      body: hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 1 }], coupon_code: 'TWICE' }),
    });
    const id = placed.json().data.id;
    const cancels = await Promise.all(
      [1, 2, 3].map(() => call('POST', `/orders/${id}/cancel`, { token: buyer.token })),
    );
    expect(cancels.map((c) => c.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await usesOf(ctx.app.db, coupon.id)).toBe(0);
  });
});
