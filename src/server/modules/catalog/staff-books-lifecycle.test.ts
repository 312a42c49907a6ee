import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  insertBook,
  insertCatalogFixtures,
  setBookPdfFile,
  stockOf,
} from '#server/modules/catalog/testing.ts';
import { issueSession } from '#server/modules/clients/index.ts';
import { insertClient } from '#server/modules/clients/testing.ts';
import { insertPaymentTypes } from '#server/modules/reference/testing.ts';
import { signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { setUpTestApp } from '#server/test/harness.ts';

/*
 * A book's life in the back office, with the shop's answer cache on as in production: hidden and shown
 * again, deleted only when never ordered, its stock changed with a reason, its price changed, and the
 * shop's next answer showing each change at once.
 */

const t = setUpTestApp();
const call = staffCaller(t);
let editor: Awaited<ReturnType<typeof signedInStaff>>;
let admin: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  await insertCatalogFixtures(t.database.db);
  await t.database.db.execute(sql`SELECT setval('books_id_seq', 100)`);
  editor = await signedInStaff(t, 'editor');
  admin = await signedInStaff(t, 'admin');
});

const as = (token: string) => (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  call(method, url, { token, body, lang: 'en' });
const shop = (url: string) => call('GET', url, { lang: 'en' });
const shopIds = async (url: string) =>
  (await shop(url)).json().data.map((b: { id: number }) => b.id) as number[];
const activityOf = async (id: number) =>
  (await as(admin.token)('GET', `/staff/activity?entity=book&entity_id=${id}`)).json().data as {
    action: string;
    before: unknown;
    after: unknown;
    staff_id: number;
  }[];

/** A reader who bought the PDF of `bookId`: the order line now holds the book. */
async function orderPdf(bookId: number) {
  await setBookPdfFile(t.database.db, bookId, `books/${bookId}.pdf`);
  const client = await insertClient(t.database.db, { name: 'قارئ', email: `reader-${bookId}@example.com` });
  const token = await issueSession(t.database.db, client.id, { remember: false });
  const res = await call('POST', '/orders', {
    token,
    body: {
      payment_type_id: 1,
      is_hard_copy: false,
      books: [{ book_id: bookId, quantity: 1, isHardCopy: false }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
}

describe('hiding and showing a book', () => {
  it('takes it off the shop’s lists, search and page at once, and brings it back when shown', async () => {
    const id = 1;
    // The shop's answers are cached: read them first, so that only a cleared cache shows the change.
    expect(await shopIds('/books?limit=50')).toContain(id);
    expect(await shopIds('/books?search=الثلاثية')).toEqual([id]);
    expect((await shop(`/books/${id}`)).statusCode).toBe(200);

    const hide = await as(editor.token)('POST', `/staff/books/${id}/hide`);
    expect(hide.statusCode, hide.body).toBe(200);
    expect(hide.json()).toMatchObject({
      data: { id, hidden: true },
      message: 'The book is hidden from the shop',
    });
    expect(await shopIds('/books?limit=50')).not.toContain(id);
    expect(await shopIds('/books?search=الثلاثية')).toEqual([]);
    expect((await shop(`/books/${id}`)).statusCode).toBe(404);
    // Staff still find it.
    expect((await as(editor.token)('GET', '/staff/books?search=الثلاثية')).json().data[0]).toMatchObject({
      id,
      hidden: true,
    });

    const show = await as(editor.token)('POST', `/staff/books/${id}/show`);
    expect(show.json()).toMatchObject({
      data: { hidden: false },
      message: 'The book is shown in the shop again',
    });
    expect(await shopIds('/books?limit=50')).toContain(id);
    expect((await shop(`/books/${id}`)).statusCode).toBe(200);

    const actions = (await activityOf(id)).map(({ action, before, after }) => ({ action, before, after }));
    expect(actions).toEqual([
      { action: 'show', before: { hidden: true }, after: { hidden: false } },
      { action: 'hide', before: { hidden: false }, after: { hidden: true } },
    ]);
  });

  it('logs nothing when the book already was as asked', async () => {
    const res = await as(editor.token)('POST', '/staff/books/2/show');
    expect(res.statusCode).toBe(200);
    expect(await activityOf(2)).toEqual([]);
  });
});

describe('changing a price', () => {
  it('shows the new price on the shop’s next page of the book', async () => {
    expect((await shop('/books/3')).json().data.hardcopy_price).toBe(15.03);
    const res = await as(editor.token)('PUT', '/staff/books/3', { hardcopy_price: 19.99, pdf_price: 7 });
    expect(res.statusCode, res.body).toBe(200);
    expect((await shop('/books/3')).json().data).toMatchObject({ hardcopy_price: 19.99, pdf_price: 7 });
  });
});

describe('DELETE /staff/books/:id', () => {
  it('deletes a book never ordered, with its stock history, and logs what it was', async () => {
    const book = await insertBook(t.database.db, { titleAr: 'مسودة', isbn: '9789957700058' });
    expect(
      (await as(editor.token)('POST', `/staff/books/${book.id}/stock`, { stock: 3, reason: 'جرد' }))
        .statusCode,
    ).toBe(200);
    const res = await as(editor.token)('DELETE', `/staff/books/${book.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'The book was deleted' });
    expect((await as(editor.token)('GET', `/staff/books/${book.id}`)).statusCode).toBe(404);
    const [deleted] = await activityOf(book.id);
    expect(deleted).toMatchObject({
      action: 'delete',
      after: null,
      before: { title_ar: 'مسودة', isbn: '9789957700058' },
    });
    expect((await as(editor.token)('DELETE', `/staff/books/${book.id}`)).statusCode).toBe(404);
  });

  it('refuses to delete a book that was ordered (409): it is to be hidden instead', async () => {
    await insertPaymentTypes(t.database.db, [
      { id: 1, code: 'card', titleAr: 'بطاقة ائتمان', titleEn: 'Credit card' },
    ]);
    await orderPdf(4);
    expect((await as(editor.token)('GET', '/staff/books/4')).json().data.ordered).toBe(true);
    const res = await as(editor.token)('DELETE', '/staff/books/4');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'A book that was ordered cannot be deleted: hide it from the shop instead',
      code: 'book_ordered',
    });
    const ar = await call('DELETE', '/staff/books/4', { token: editor.token, lang: 'ar' });
    expect(ar.json().message).toBe('لا يمكن حذف كتاب طُلب من قبل: أخفِه من المتجر بدلاً من ذلك');
    expect((await as(editor.token)('GET', '/staff/books/4')).statusCode).toBe(200);
    expect(await activityOf(4)).toEqual([]);
  });
});

describe('POST /staff/books/:id/stock', () => {
  it('sets the stock, records who, how much and why, and lists the changes newest first', async () => {
    const before = await stockOf(t.database.db, 5);
    const res = await as(editor.token)('POST', '/staff/books/5/stock', {
      stock: before + 40,
      reason: ' شحنة من المطبعة ',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data, message } = res.json();
    expect(message).toBe(`The stock is now ${before + 40}`);
    expect(data.book).toMatchObject({ id: 5, stock: before + 40 });
    expect(data.change).toEqual({
      id: expect.any(Number),
      book_id: 5,
      staff: { id: editor.id, name: 'Staff editor' },
      delta: 40,
      stock_after: before + 40,
      reason: 'شحنة من المطبعة',
      created_at: expect.any(String),
    });
    await as(editor.token)('POST', '/staff/books/5/stock', { stock: 2, reason: 'Damaged in the store' });

    const history = await as(editor.token)('GET', '/staff/books/5/stock-changes');
    expect(history.statusCode).toBe(200);
    expect(history.json().data.map((c: { delta: number; reason: string }) => [c.delta, c.reason])).toEqual([
      [2 - (before + 40), 'Damaged in the store'],
      [40, 'شحنة من المطبعة'],
    ]);
    expect(history.json().meta.total).toBe(2);
    expect((await activityOf(5)).map(({ action, before: was, after }) => ({ action, was, after }))).toEqual([
      { action: 'stock', was: { stock: before + 40 }, after: { stock: 2, reason: 'Damaged in the store' } },
      { action: 'stock', was: { stock: before }, after: { stock: before + 40, reason: 'شحنة من المطبعة' } },
    ]);
    expect((await shop('/books/5')).json().data.stock).toBe(2);
  });

  it('refuses a change without a reason, a negative or fractional stock, or no change at all; writes nothing', async () => {
    const stock = await stockOf(t.database.db, 6);
    const post = (body: unknown, lang: 'ar' | 'en' = 'en') =>
      call('POST', '/staff/books/6/stock', { token: editor.token, body, lang });
    expect((await post({ stock: 9 })).json().errors).toEqual({ reason: ['This field is required'] });
    expect((await post({ stock: 9, reason: '   ' }, 'ar')).json().errors).toEqual({
      reason: ['هذا الحقل مطلوب'],
    });
    expect((await post({ stock: 9, reason: 'x'.repeat(501) })).statusCode).toBe(422);
    expect((await post({ stock: -1, reason: 'oops' })).json().errors).toEqual({
      stock: ['This must be at least 0'],
    });
    expect((await post({ stock: 1.5, reason: 'oops' })).json().errors).toEqual({
      stock: ['This must be a whole number'],
    });
    const same = await post({ stock, reason: 'count' });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors).toEqual({ stock: [`The stock is already ${stock}`] });
    expect(await post({ stock: 3, reason: 'ok' }, 'en').then(() => stockOf(t.database.db, 6))).toBe(3);
    const history = await as(editor.token)('GET', '/staff/books/6/stock-changes');
    expect(history.json().data).toHaveLength(1);
    expect(
      (await as(editor.token)('POST', '/staff/books/999999/stock', { stock: 1, reason: 'x' })).statusCode,
    ).toBe(404);
    expect((await as(editor.token)('GET', '/staff/books/999999/stock-changes')).statusCode).toBe(404);
  });
});

describe('who may do what', () => {
  it('lets the orders role read books and their stock history, and nothing else', async () => {
    const orders = as((await signedInStaff(t, 'orders')).token);
    expect((await orders('GET', '/staff/books')).statusCode).toBe(200);
    expect((await orders('GET', '/staff/books/7')).statusCode).toBe(200);
    expect((await orders('GET', '/staff/books/7/stock-changes')).statusCode).toBe(200);
    const refused = [
      await orders('POST', '/staff/books', { title_ar: 'ممنوع' }),
      await orders('PUT', '/staff/books/7', { title_ar: 'ممنوع' }),
      await orders('POST', '/staff/books/7/hide'),
      await orders('POST', '/staff/books/7/show'),
      await orders('DELETE', '/staff/books/7'),
      await orders('POST', '/staff/books/7/stock', { stock: 50, reason: 'ممنوع' }),
    ];
    expect(refused.map((res) => res.statusCode)).toEqual([403, 403, 403, 403, 403, 403]);
    expect((await as(editor.token)('GET', '/staff/books/7')).json().data).toMatchObject({
      title_ar: 'كتاب 7',
      hidden: false,
    });
    expect((await call('POST', '/staff/books', { body: { title_ar: 'x' } })).statusCode).toBe(401);
  });
});
