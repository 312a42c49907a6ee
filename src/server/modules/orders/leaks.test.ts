import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#server/db/schema/orders.ts';
import {
  type Buyer,
  createBook,
  createBuyer,
  digitalBody,
  hardCopyBody,
  payInSandbox,
  setUpOrdersTest,
} from './fixtures.ts';

const { ctx, ref, call } = setUpOrdersTest();
let alice: Buyer;
let bob: Buyer;
let paperOrderId: number;
let pdfOrderId: number;
let pdfBookId: number;

beforeAll(async () => {
  alice = await createBuyer(ctx.app.db, 'alice');
  bob = await createBuyer(ctx.app.db, 'bob');
  const paper = await createBook(ctx);
  const pdf = await createBook(ctx, { pdf: true });
  pdfBookId = pdf.id;
  paperOrderId = (
    await call('POST', '/orders', {
      token: alice.token,
      body: hardCopyBody(ref, { books: [{ book_id: paper.id, quantity: 1 }] }),
    })
  ).json().data.id;
  pdfOrderId = (
    await call('POST', '/orders', { token: alice.token, body: digitalBody(ref, [pdf.id]) })
  ).json().data.id;
  await payInSandbox(ctx, call, alice, pdfOrderId);
});

describe("one client cannot see or touch another's orders", () => {
  it("answers 404 for another client's order, as for one that does not exist", async () => {
    const theirs = await call('GET', `/orders/${paperOrderId}`, { token: bob.token });
    const none = await call('GET', '/orders/999999', { token: bob.token });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(none.json());
    expect(theirs.json()).toEqual({ message: 'Order not found', code: 'not_found' });
  });

  it("answers 404 for another client's order details", async () => {
    const res = await call('GET', `/order-details?order_id=${paperOrderId}`, { token: bob.token });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('book');
  });

  it("lists none of another client's orders", async () => {
    const res = await call('GET', '/orders', { token: bob.token });
    expect(res.json().data).toEqual([]);
  });

  it("refuses to cancel or pay another client's order with 404", async () => {
    const cancel = await call('POST', `/orders/${paperOrderId}/cancel`, { token: bob.token });
    expect(cancel.statusCode).toBe(404);
    const pay = await call('POST', `/orders/${pdfOrderId}/checkout`, { token: bob.token });
    expect(pay.statusCode).toBe(404);
    const payment = await call('GET', `/orders/${pdfOrderId}/payment`, { token: bob.token });
    expect(payment.statusCode).toBe(404);
    const [order] = await ctx.app.db.select().from(orders).where(eq(orders.id, paperOrderId));
    expect(order.status).toBe('pending');
  });

  it("refuses /client-pdf-books for another client's id with 403", async () => {
    const res = await call('GET', `/client-pdf-books?client_id=${alice.id}&book_id=${pdfBookId}`, {
      token: bob.token,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'You cannot see the books of another client', code: 'forbidden' });
    const arabic = await call('GET', `/client-pdf-books?client_id=${alice.id}`, {
      token: bob.token,
      lang: 'ar',
    });
    expect(arabic.json()).toEqual({ message: 'لا يمكنك الاطلاع على كتب عميل آخر', code: 'forbidden' });
    const own = await call('GET', `/client-pdf-books?client_id=${bob.id}&book_id=${pdfBookId}`, {
      token: bob.token,
    });
    expect(own.json()).toEqual({ data: [] });
  });

  it("refuses to download another client's book with 403", async () => {
    const res = await call('GET', `/books/${pdfBookId}/download`, { token: bob.token });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'You have not bought this book', code: 'not_owner' });
    const mine = await call('GET', `/books/${pdfBookId}/download`, { token: alice.token });
    expect(mine.statusCode).toBe(200);
  });

  it('answers 404 for the download of an unknown book', async () => {
    const res = await call('GET', '/books/999999/download', { token: alice.token });
    expect(res.statusCode).toBe(404);
  });

  it('answers 401 without a token everywhere', async () => {
    const calls = [
      call('GET', '/orders'),
      call('GET', `/orders/${paperOrderId}`),
      call('GET', `/order-details?order_id=${paperOrderId}`),
      call('GET', `/client-pdf-books?client_id=${alice.id}`),
      call('GET', `/books/${pdfBookId}/download`),
      call('POST', '/orders', { body: hardCopyBody(ref, { books: [{ book_id: pdfBookId, quantity: 1 }] }) }),
      call('POST', `/orders/${pdfOrderId}/checkout`),
      call('GET', `/orders/${pdfOrderId}/payment`),
      call('POST', `/orders/${paperOrderId}/cancel`),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('unauthenticated');
    }
  });

  it('does not place an order for the client named in the body', async () => {
    const book = await createBook(ctx);
    const res = await call('POST', '/orders', {
      token: bob.token,
      body: hardCopyBody(ref, { client_id: alice.id, books: [{ book_id: book.id, quantity: 1 }] }),
    });
    expect(res.statusCode).toBe(403);
    const aliceOrders = await ctx.app.db.select().from(orders).where(eq(orders.clientId, alice.id));
    expect(aliceOrders).toHaveLength(2);
  });
});

describe('documentation', () => {
  it('documents every order route in the OpenAPI document', async () => {
    const res = await call('GET', '/docs/json');
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/api/orders',
      '/api/orders/{id}',
      '/api/order-details',
      '/api/orders/{id}/cancel',
      '/api/orders/{id}/checkout',
      '/api/orders/{id}/payment',
      '/api/payments/webhook/{provider}',
      '/api/client-pdf-books',
      '/api/books/{id}/download',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
