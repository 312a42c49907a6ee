import { beforeAll, expect } from 'vitest';
import { signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { setUpTestApp } from '#server/test/harness.ts';
import type { StaffOrder } from '#shared/contract/staff-orders.ts';
import {
  createBook,
  createBuyer,
  createReference,
  digitalBody,
  handOver,
  hardCopyBody,
  type Reference,
} from './fixtures.ts';

/* What the back office's order tests share: the app, payment types, members and orders placed by readers. */

export function setUpStaffOrdersTest() {
  const t = setUpTestApp();
  const ref = {} as Reference;
  const staff = {} as {
    orders: { id: number; token: string };
    admin: { id: number; token: string };
    editor: { id: number; token: string };
  };
  beforeAll(async () => {
    Object.assign(ref, await createReference(t.app.db));
    staff.orders = await signedInStaff(t, 'orders');
    staff.admin = await signedInStaff(t, 'admin');
    staff.editor = await signedInStaff(t, 'editor');
  });
  const call = staffCaller(t, { lang: 'en' });

  /** A reader's hard-copy order of `quantity` copies of a new book (`book`'s columns) with `stock` copies. */
  async function paperOrder(
    options: {
      quantity?: number;
      stock?: number;
      cod?: boolean;
      name?: string;
      book?: { titleAr?: string; titleEn?: string; isbn?: string; weightGrams?: number };
    } = {},
  ) {
    const buyer = await createBuyer(t.app.db, options.name ?? 'reader');
    const book = await createBook(t, {
      stock: options.stock ?? 10,
      titleAr: 'كتاب ورقي',
      titleEn: 'Paper book',
      ...options.book,
    });
    const res = await call('POST', '/orders', {
      token: buyer.token,
      body: hardCopyBody(ref, {
        books: [{ book_id: book.id, quantity: options.quantity ?? 2 }],
        payment_type_id: options.cod === false ? ref.card : ref.cod,
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return { id: res.json().data.id as number, bookId: book.id, buyer };
  }

  /** The same order handed to the carrier: shipped, so invoiced. */
  async function shippedOrder(options: Parameters<typeof paperOrder>[0] = {}) {
    const order = await paperOrder(options);
    await handOver(t, order.id);
    return order;
  }

  /** A reader's digital order of one new PDF book, awaiting payment. */
  async function digitalOrder() {
    const buyer = await createBuyer(t.app.db, 'digital');
    const book = await createBook(t, { pdf: true });
    const res = await call('POST', '/orders', { token: buyer.token, body: digitalBody(ref, [book.id]) });
    expect(res.statusCode, res.body).toBe(201);
    return { id: res.json().data.id as number, bookId: book.id, buyer };
  }

  async function orderOf(id: number, token = staff.orders.token): Promise<StaffOrder> {
    const res = await call('GET', `/staff/orders/${id}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }

  const move = (id: number, body: Record<string, unknown>, token = staff.orders.token, lang?: 'ar' | 'en') =>
    call('POST', `/staff/orders/${id}/status`, { token, body, lang });

  return { t, ref, staff, call, paperOrder, shippedOrder, digitalOrder, orderOf, move };
}
