import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createBook,
  createBuyer,
  createReference,
  digitalBody,
  ordersApi,
  payInSandbox,
  type Reference,
} from '#server/modules/orders/testing.ts';
import { signedInStaff, staffActivity, staffCaller } from '#server/modules/staff/testing.ts';
import { setUpTestApp } from '#server/test/harness.ts';
import type { StaffClient } from '#shared/contract/staff-clients.ts';

/* Each copy of a client's books on their page, and staff giving a client their downloads back. */

const t = setUpTestApp();
const call = staffCaller(t, { lang: 'en' });
const shop = ordersApi(t);
const ref = {} as Reference;
const staff = {} as Record<'orders' | 'admin' | 'editor', { id: number; token: string }>;

beforeAll(async () => {
  Object.assign(ref, await createReference(t.app.db));
  staff.orders = await signedInStaff(t, 'orders');
  staff.admin = await signedInStaff(t, 'admin');
  staff.editor = await signedInStaff(t, 'editor');
  const set = await call('PUT', '/staff/settings', { token: staff.admin.token, body: { download_limit: 2 } });
  expect(set.statusCode).toBe(200);
});

async function owner() {
  const buyer = await createBuyer(t.app.db, 'reader');
  const book = await createBook(t, { pdf: true, titleEn: 'Kalila and Dimna' });
  const placed = await shop('POST', '/orders', { token: buyer.token, body: digitalBody(ref, [book.id]) });
  const orderId: number = placed.json().data.id;
  await payInSandbox(t, shop, buyer, orderId);
  return { buyer, book, orderId };
}

const download = (bookId: number, token: string) => shop('GET', `/books/${bookId}/download`, { token });
const pageOf = async (id: number): Promise<StaffClient> =>
  (await call('GET', `/staff/clients/${id}`, { token: staff.orders.token })).json().data;
const reset = (id: number, bookId: number, token: string, lang: 'en' | 'ar' = 'en') =>
  call('POST', `/staff/clients/${id}/books/${bookId}/downloads/reset`, { token, lang });

describe('a client’s copies in the console', () => {
  it('lists each copy with its code, kind and order, and each book’s downloads used of the limit', async () => {
    const { buyer, book, orderId } = await owner();
    await download(book.id, buyer.token);
    await shop('GET', `/books/${book.id}/read`, { token: buyer.token });
    const page = await pageOf(buyer.id);
    expect(page.downloads).toEqual([
      expect.objectContaining({
        book_id: book.id,
        kind: 'reader',
        order_id: orderId,
        code: expect.stringMatching(/^BKC/),
      }),
      expect.objectContaining({
        book_id: book.id,
        kind: 'download',
        order_id: orderId,
        code: expect.stringMatching(/^BKC/),
      }),
    ]);
    expect(page.books).toEqual([
      expect.objectContaining({
        book_id: book.id,
        downloads_used: 1,
        download_limit: 2,
        downloads_reset_at: null,
      }),
    ]);
  });
});

describe('resetting a client’s downloads', () => {
  it('gives the downloads back, says so in both languages and logs it', async () => {
    const { buyer, book } = await owner();
    await download(book.id, buyer.token);
    await download(book.id, buyer.token);
    expect((await download(book.id, buyer.token)).statusCode).toBe(403);

    const res = await reset(buyer.id, book.id, staff.orders.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('The client’s downloads of this book are counted afresh');
    expect(res.json().data.books[0]).toMatchObject({
      downloads_used: 0,
      downloads_reset_at: expect.any(String),
    });
    const arabic = await reset(buyer.id, book.id, staff.admin.token, 'ar');
    expect(arabic.json().message).toBe('أُعيد عدّ تنزيلات العميل لهذا الكتاب من جديد');

    const left = await shop('GET', `/client-pdf-books?book_id=${book.id}`, { token: buyer.token });
    expect(left.json().data[0].downloads_left).toBe(2);
    expect((await download(book.id, buyer.token)).statusCode).toBe(200);

    const logged = await t.app.db
      .select()
      .from(staffActivity)
      .where(and(eq(staffActivity.action, 'downloads_reset'), eq(staffActivity.entityId, buyer.id)))
      .orderBy(staffActivity.id);
    expect(logged).toEqual([
      expect.objectContaining({
        staffId: staff.orders.id,
        entity: 'client',
        before: { book_id: book.id, downloads_reset_at: null },
        after: { book_id: book.id, downloads_reset_at: expect.any(String) },
      }),
      expect.objectContaining({ staffId: staff.admin.id, entity: 'client' }),
    ]);
  });

  it('is refused to a member who does not manage clients, and for a book the client does not own', async () => {
    const { buyer, book } = await owner();
    const editor = await reset(buyer.id, book.id, staff.editor.token);
    expect(editor.statusCode).toBe(403);
    expect(
      (await call('POST', `/staff/clients/${buyer.id}/books/${book.id}/downloads/reset`)).statusCode,
    ).toBe(401);
    const other = await createBuyer(t.app.db, 'other');
    const notOwned = await reset(other.id, book.id, staff.orders.token);
    expect(notOwned.statusCode).toBe(404);
    expect(notOwned.json()).toEqual({ message: 'The client does not own this book', code: 'not_found' });
  });
});
