import { eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { orderLines } from '#server/db/schema/orders.ts';
import { orderableBooks, reserveStock } from '#server/modules/catalog/index.ts';
import { insertSale } from '#server/modules/catalog/testing.ts';
import { insertCoupon } from '#server/modules/coupons/testing.ts';
import { createBook, createBuyer, digitalBody, hardCopyBody, setUpOrdersTest } from './fixtures.ts';

/* Orders charge the price in force: a running sale's, to the second (decision 053). */

const { ctx, ref, call } = setUpOrdersTest();

const quote = (body: object) => call('POST', '/orders/quote', { body });

describe('an order during a sale', () => {
  it('quotes and charges a hard copy at the sale price, the line keeping it', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, { hardcopyPriceCents: 1200 });
    await insertSale(ctx.app.db, { scope: 'books', bookIds: [book.id], percent: 25 });
    const body = hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 2 }] });
    const quoted = await quote(body);
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.json().data).toMatchObject({ subtotal: 18 });
    const placed = await call('POST', '/orders', { token: buyer.token, body });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().data.order_details).toEqual([expect.objectContaining({ quantity: 2, price: 9 })]);
    const [line] = await ctx.app.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, placed.json().data.id));
    expect(line).toMatchObject({ unitPriceCents: 900, totalPriceCents: 1800 });
  });

  it('charges a PDF at the sale’s fixed PDF price', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, { pdf: true, pdfPriceCents: 800 });
    await insertSale(ctx.app.db, { scope: 'books', bookIds: [book.id], pdfPriceCents: 350 });
    const placed = await call('POST', '/orders', { token: buyer.token, body: digitalBody(ref, [book.id]) });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().data).toMatchObject({ net_price: 3.5 });
  });

  it('charges the sale price a second before the end and the regular price at the end', async () => {
    const book = await createBook(ctx, { hardcopyPriceCents: 1000 });
    const end = Math.ceil(Date.now() / 1000) * 1000 + 3_600_000;
    await insertSale(ctx.app.db, { scope: 'books', bookIds: [book.id], percent: 10, endsAt: new Date(end) });
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const body = hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 1 }] });
    vi.setSystemTime(end - 1000);
    expect((await quote(body)).json().data.subtotal).toBe(9);
    vi.setSystemTime(end);
    expect((await quote(body)).json().data.subtotal).toBe(10);
  });

  it('tells the orders module the prices in force, the regular ones and which formats are on sale', async () => {
    const book = await createBook(ctx, { pdfPriceCents: 500, hardcopyPriceCents: 1200 });
    await insertSale(ctx.app.db, { scope: 'books', bookIds: [book.id], hardcopyPriceCents: 1000 });
    const prices = {
      pdfPriceCents: 500,
      hardcopyPriceCents: 1000,
      regularPdfPriceCents: 500,
      regularHardcopyPriceCents: 1200,
      onSale: { pdf: false, hardcopy: true },
    };
    expect(await orderableBooks(ctx.app.db, [book.id])).toEqual([expect.objectContaining(prices)]);
    const reserved = await ctx.app.db.transaction((tx) =>
      reserveStock(tx as never, [{ bookId: book.id, quantity: 1 }]),
    );
    expect(reserved).toEqual([{ ...prices, stock: 9 }]);
  });
});

describe('a coupon code during a sale', () => {
  it('takes nothing off books on sale unless the code combines with a sale, and says so', async () => {
    const onSale = await createBook(ctx, { pdf: true, pdfPriceCents: 1000 });
    const regular = await createBook(ctx, { pdf: true, pdfPriceCents: 1000 });
    await insertSale(ctx.app.db, { scope: 'books', bookIds: [onSale.id], percent: 20 });
    await insertCoupon(ctx.app.db, { code: 'ALONE10', percentBp: 1000 });
    const refused = await call('POST', '/orders/quote', {
      body: { ...digitalBody(ref, [onSale.id]), coupon_code: 'alone10' },
      lang: 'en',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'coupon_not_with_sale',
      message: 'This coupon code does not apply to books already on sale',
    });
    // With a book not on sale beside it, only that book's price is taken off.
    const mixed = await quote({ ...digitalBody(ref, [onSale.id, regular.id]), coupon_code: 'ALONE10' });
    expect(mixed.json().data).toMatchObject({ subtotal: 18, discount: 1, net_price: 17 });
  });

  it('takes a combining code off the sale price', async () => {
    const book = await createBook(ctx, { pdf: true, pdfPriceCents: 1000 });
    await insertSale(ctx.app.db, { scope: 'books', bookIds: [book.id], percent: 20 });
    await insertCoupon(ctx.app.db, { code: 'WITHSALE10', percentBp: 1000, combinesWithSale: true });
    const res = await quote({ ...digitalBody(ref, [book.id]), coupon_code: 'WITHSALE10' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ subtotal: 8, discount: 0.8, net_price: 7.2 });
  });
});
