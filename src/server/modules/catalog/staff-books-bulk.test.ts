import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertBook, insertCatalogFixtures } from '#server/modules/catalog/testing.ts';
import { signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { setUpTestApp } from '#server/test/harness.ts';
import { newPriceCents } from './staff-books-bulk-routes.ts';

/*
 * Many books at once, with the shop's answer cache on: a preview of every change, then the change, all
 * or nothing, one activity row per changed book, and the shop's next answer showing it.
 */

const t = setUpTestApp();
const call = staffCaller(t);
let editor: Awaited<ReturnType<typeof signedInStaff>>;
let admin: Awaited<ReturnType<typeof signedInStaff>>;
let orders: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  await insertCatalogFixtures(t.database.db);
  await t.database.db.execute(sql`SELECT setval('books_id_seq', 100)`);
  editor = await signedInStaff(t, 'editor');
  admin = await signedInStaff(t, 'admin');
  orders = await signedInStaff(t, 'orders');
});

const preview = (body: Record<string, unknown>, token = editor.token, lang: 'ar' | 'en' = 'en') =>
  call('POST', '/staff/books/bulk/preview', { token, body, lang });
const apply = (body: Record<string, unknown>, token = editor.token, lang: 'ar' | 'en' = 'en') =>
  call('POST', '/staff/books/bulk', { token, body, lang });
const book = async (id: number) =>
  (await call('GET', `/staff/books/${id}`, { token: editor.token })).json().data;
const activityOf = async (id: number) =>
  (
    await call('GET', `/staff/activity?entity=book&entity_id=${id}`, { token: admin.token, lang: 'en' })
  ).json().data as { action: string; before: unknown; after: unknown }[];

const priced = async (pdf: number, hardcopy: number) =>
  (
    await insertBook(t.database.db, {
      titleAr: 'كتاب السعر',
      titleEn: 'Priced',
      pdfPriceCents: pdf,
      hardcopyPriceCents: hardcopy,
    })
  ).id;

describe('the new price', () => {
  it('is rounded to the nearest cent, halves away from zero', () => {
    expect(newPriceCents(1999, 'percent', 10)).toBe(2199);
    expect(newPriceCents(1005, 'percent', -50)).toBe(503);
    expect(newPriceCents(1, 'percent', 50)).toBe(2);
    expect(newPriceCents(1000, 'percent', 12.5)).toBe(1125);
    expect(newPriceCents(1000, 'amount', -2.5)).toBe(750);
    expect(newPriceCents(1000, 'percent', -100)).toBe(0);
  });
});

describe('repricing many books', () => {
  it('previews each book’s old and new price, changing nothing, then applies them with one activity row each', async () => {
    const a = await priced(1000, 2000);
    const b = await priced(1999, 0);
    const body = { ids: [a, b], action: 'price', format: 'pdf', mode: 'percent', value: 10 };
    const seen = await preview(body);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toEqual({
      data: {
        refused: 0,
        rows: [
          {
            id: a,
            title: 'Priced',
            field: 'pdf_price',
            before: 10,
            after: 11,
            ok: true,
            message: expect.any(String),
          },
          {
            id: b,
            title: 'Priced',
            field: 'pdf_price',
            before: 19.99,
            after: 21.99,
            ok: true,
            message: expect.any(String),
          },
        ],
      },
      message: 'Nothing is changed yet: check each book, then apply',
    });
    expect((await book(a)).pdf_price).toBe(10);

    const res = await apply(body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Done for every chosen book (2)');
    expect((await book(a)).pdf_price).toBe(11);
    expect((await book(b)).pdf_price).toBe(21.99);
    expect((await book(a)).hardcopy_price).toBe(20);
    expect(await activityOf(a)).toEqual([
      expect.objectContaining({ action: 'bulk_price', before: { pdf_price: 10 }, after: { pdf_price: 11 } }),
    ]);
  });

  it('refuses them all when one price would go below zero, and the preview names it', async () => {
    const a = await priced(1000, 500);
    const b = await priced(1000, 300);
    const body = { ids: [a, b], action: 'price', format: 'hardcopy', mode: 'amount', value: -4 };
    const seen = await preview(body, editor.token, 'ar');
    expect(seen.json().data.refused).toBe(1);
    expect(seen.json().data.rows[1]).toMatchObject({
      id: b,
      ok: false,
      before: 3,
      after: -1,
      message: 'سيصبح السعر الجديد أقل من صفر',
    });
    expect(seen.json().message).toBe('لم يتغيّر شيء: لا يمكن تغيير 1 من 2 كتب بهذه الطريقة');

    const res = await apply(body);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'bulk_refused',
      errors: { [b]: ['The new price would be below zero'] },
    });
    expect(res.json().rows[0]).toMatchObject({
      id: a,
      ok: true,
      message: 'Would change; left as it was because another book was refused',
    });
    expect((await book(a)).hardcopy_price).toBe(5);
    expect(await activityOf(a)).toEqual([]);
  });

  it('refuses a price change that names no price, way or amount', async () => {
    const a = await priced(1000, 500);
    const res = await apply({ ids: [a], action: 'price', mode: 'percent', value: 5 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ format: ['Choose the price to change: PDF or printed copy'] });
    const far = await preview({ ids: [a], action: 'price', format: 'pdf', mode: 'percent', value: -150 });
    expect(far.json().errors).toEqual({ value: ['The percentage must be between -100 and 1000'] });
  });
});

describe('hiding, showing and moving many books', () => {
  it('hides them from the shop at once and shows them again', async () => {
    const ids = [1, 2];
    const shopIds = async () =>
      ((await call('GET', '/books?limit=50')).json().data as { id: number }[]).map((b) => b.id);
    expect(await shopIds()).toEqual(expect.arrayContaining(ids));
    let res = await apply({ ids, action: 'hide' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await shopIds()).not.toContain(1);
    expect(await shopIds()).not.toContain(2);
    res = await apply({ ids, action: 'show' });
    expect(res.statusCode).toBe(200);
    expect(await shopIds()).toEqual(expect.arrayContaining(ids));
    expect((await activityOf(1)).map((row) => row.action)).toEqual(['bulk_show', 'bulk_hide']);
  });

  it('moves them to a category, refusing one that does not exist', async () => {
    let res = await apply({ ids: [3, 4], action: 'category', category_id: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect((await book(3)).category_id).toBe(2);
    res = await apply({ ids: [5], action: 'category', category_id: 999 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ category_id: ['There is no category with this id'] });
    res = await apply({ ids: [5, 999999], action: 'hide' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 999999: ['Book not found'] });
    expect((await book(5)).hidden).toBe(false);
  });

  it('is refused to the orders role, which does not edit the catalogue', async () => {
    for (const res of [
      await preview({ ids: [1], action: 'hide' }, orders.token),
      await apply({ ids: [1], action: 'hide' }, orders.token),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
    expect((await book(1)).hidden).toBe(false);
  });
});
