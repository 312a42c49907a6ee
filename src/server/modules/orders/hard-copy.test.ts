import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderAddresses, orderLines, orders } from '#server/db/schema/orders.ts';
import { createBook, createBuyer, hardCopyBody, setUpOrdersTest, stockOf } from './fixtures.ts';

const { ctx, ref, call } = setUpOrdersTest();

const ordersOf = (clientId: number) => ctx.app.db.select().from(orders).where(eq(orders.clientId, clientId));

describe('hard-copy orders', () => {
  it('places a pending order, takes the stock and keeps exact cents', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const cheap = await createBook(ctx, { titleEn: 'Ten cents', hardcopyPriceCents: 10, stock: 5 });
    const dear = await createBook(ctx, {
      titleEn: 'Nineteen ninety-nine',
      hardcopyPriceCents: 1999,
      stock: 4,
    });
    const res = await call('POST', '/orders', {
      token: buyer.token,
      body: {
        ...hardCopyBody(ref, {
          books: [
            { book_id: dear.id, quantity: 3, isHardCopy: true },
            { book_id: cheap.id, quantity: 3, isHardCopy: true },
          ],
        }),
        // Prices and totals sent by the browser are not trusted.
        net_price: 0.01,
        price: 0.01,
      },
    });
    expect(res.statusCode).toBe(201);
    const order = res.json().data;
    expect(order).toMatchObject({
      net_price: 60.27,
      books_quantity: 6,
      status: 'pending',
      order_status_name: 'Pending',
      is_hard_copy: true,
      type: 'paper',
      payment_type_id: ref.cod,
      payment_type_name: 'Cash on delivery',
      note: 'Ring twice',
    });
    const byBook = Object.fromEntries(order.order_details.map((l: { book_id: number }) => [l.book_id, l]));
    expect(byBook[cheap.id]).toMatchObject({ price: 0.1, quantity: 3, total_price: 0.3, type: 'paper' });
    expect(byBook[dear.id]).toMatchObject({ price: 19.99, quantity: 3, total_price: 59.97 });

    const [row] = await ordersOf(buyer.id);
    expect(row.netPriceCents).toBe(6027);
    const lines = await ctx.app.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(lines.map((l) => l.totalPriceCents).sort((a, b) => a - b)).toEqual([30, 5997]);
    expect(await stockOf(ctx.app.db, cheap.id)).toBe(2);
    expect(await stockOf(ctx.app.db, dear.id)).toBe(1);
  });

  it('stores a snapshot of both addresses', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx);
    const res = await call('POST', '/orders', {
      token: buyer.token,
      lang: 'ar',
      body: hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 1 }] }),
    });
    expect(res.statusCode).toBe(201);
    const order = res.json().data;
    expect(order.order_status_name).toBe('قيد الانتظار');
    expect(order.order_billing_shipping).toMatchObject({
      shipping_name: 'سارة أحمد',
      shipping_country: { id: ref.countryId, name: 'الأردن' },
      shipping_city: 'عمّان',
      shipping_mobile: '+962791234567',
      shipping_email: 'sara@example.com',
      billing_name: 'Sara Ahmad',
      billing_country: { id: ref.otherCountryId, name: 'السعودية' },
      billing_city: 'Riyadh',
    });
    const [snapshot] = await ctx.app.db
      .select()
      .from(orderAddresses)
      .where(eq(orderAddresses.orderId, order.id));
    expect(snapshot.shippingPostalCode).toBe('11942');
  });

  it('takes the billing country from shipping when none is sent', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx);
    const body = hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 1 }] });
    delete body.billing_country_id;
    delete body.billing_short_address;
    const res = await call('POST', '/orders', { token: buyer.token, body });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.order_billing_shipping.billing_country.id).toBe(ref.countryId);
  });

  it('refuses an order beyond the stock with 409 naming the book, writing nothing', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, { titleAr: 'ديوان المتنبي', titleEn: 'Diwan', stock: 2 });
    for (const [lang, message] of [
      ['en', 'Sorry, «Diwan» is out of stock for the requested quantity'],
      ['ar', 'عذراً، الكتاب «ديوان المتنبي» غير متوفر بالكمية المطلوبة'],
    ] as const) {
      const res = await call('POST', '/orders', {
        token: buyer.token,
        lang,
        body: hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 3 }] }),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message, code: 'out_of_stock' });
    }
    expect(await ordersOf(buyer.id)).toEqual([]);
    expect(await stockOf(ctx.app.db, book.id)).toBe(2);
  });

  it('leaves the first book’s stock alone when the second lacks stock', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const first = await createBook(ctx, { stock: 5 });
    const second = await createBook(ctx, { titleEn: 'Scarce', stock: 1 });
    const res = await call('POST', '/orders', {
      token: buyer.token,
      body: hardCopyBody(ref, {
        books: [
          { book_id: first.id, quantity: 2 },
          { book_id: second.id, quantity: 2 },
        ],
      }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Sorry, «Scarce» is out of stock for the requested quantity');
    expect(await stockOf(ctx.app.db, first.id)).toBe(5);
    expect(await stockOf(ctx.app.db, second.id)).toBe(1);
    expect(await ordersOf(buyer.id)).toEqual([]);
    const allLines = await ctx.app.db.select().from(orderLines).where(eq(orderLines.bookId, first.id));
    expect(allLines).toEqual([]);
  });

  it('ignores client_id naming the caller and refuses one naming another client with 403', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const other = await createBuyer(ctx.app.db);
    const book = await createBook(ctx);
    const mine = await call('POST', '/orders', {
      token: buyer.token,
      body: hardCopyBody(ref, { client_id: buyer.id, books: [{ book_id: book.id, quantity: 1 }] }),
    });
    expect(mine.statusCode).toBe(201);
    const theirs = await call('POST', '/orders', {
      token: buyer.token,
      body: hardCopyBody(ref, { client_id: other.id, books: [{ book_id: book.id, quantity: 1 }] }),
    });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toBe('You cannot order for another client');
    expect(await ordersOf(other.id)).toEqual([]);
  });

  it('cancels a pending order and returns its stock', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, { stock: 4 });
    const placed = await call('POST', '/orders', {
      token: buyer.token,
      body: hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 3 }] }),
    });
    expect(await stockOf(ctx.app.db, book.id)).toBe(1);
    const id = placed.json().data.id;
    const cancelled = await call('POST', `/orders/${id}/cancel`, { token: buyer.token });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', order_status_name: 'Cancelled' });
    expect(await stockOf(ctx.app.db, book.id)).toBe(4);
    const again = await call('POST', `/orders/${id}/cancel`, { token: buyer.token });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order can no longer be cancelled');
    expect(await stockOf(ctx.app.db, book.id)).toBe(4);
  });

  it('lists the client’s orders newest first, paginated, filtered by kind', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, { stock: 50 });
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await call('POST', '/orders', {
        token: buyer.token,
        body: hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 1 }] }),
      });
      ids.push(res.json().data.id);
      // Delivered and paid, so twelve orders stay below the cap on open unpaid ones.
      await ctx.app.db
        .update(orders)
        .set({ status: 'delivered', paidAt: new Date() })
        .where(eq(orders.id, res.json().data.id));
    }
    const first = await call('GET', '/orders', { token: buyer.token });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    const page1 = first.json();
    expect(page1.data.map((o: { id: number }) => o.id)).toEqual(ids.slice(2).reverse());
    expect(page1.meta).toMatchObject({ current_page: 1, last_page: 2, per_page: 10, total: 12 });
    const page2 = (await call('GET', '/orders?page=2', { token: buyer.token })).json();
    expect(page2.data.map((o: { id: number }) => o.id)).toEqual([ids[1], ids[0]]);
    const digital = (await call('GET', '/orders?is_hard_copy=0', { token: buyer.token })).json();
    expect(digital.data).toEqual([]);
    const paper = (await call('GET', '/orders?is_hard_copy=1', { token: buyer.token })).json();
    expect(paper.meta.total).toBe(12);
  });

  it('answers /order-details with the lines and their books', async () => {
    const buyer = await createBuyer(ctx.app.db);
    const book = await createBook(ctx, {
      titleAr: 'الأيام',
      titleEn: 'The Days',
      publishYear: 1929,
      pages: 220,
    });
    const placed = await call('POST', '/orders', {
      token: buyer.token,
      body: hardCopyBody(ref, { books: [{ book_id: book.id, quantity: 2 }] }),
    });
    const res = await call('GET', `/order-details?order_id=${placed.json().data.id}`, { token: buyer.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({
        book: expect.objectContaining({
          id: book.id,
          title_ar: 'الأيام',
          title_en: 'The Days',
          publish_date: 1929,
          pages: 220,
        }),
        price: 12,
        quantity: 2,
        total_price: 24,
        type: 'paper',
        type_name: 'Paper',
      }),
    ]);
  });
});
