import { describe, expect, it } from 'vitest';
import { insertBook } from '#server/modules/catalog/testing.ts';
import { signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { setUpTestApp } from '#server/test/harness.ts';

/* The shop's settings: every member reads them, administrators change them, the dashboard uses them. */

const t = setUpTestApp();
const call = staffCaller(t);

const refusal = {
  ar: {
    message: 'البيانات المدخلة غير صحيحة',
    code: 'validation',
    errors: { low_stock_threshold: ['حد المخزون القليل عدد صحيح من 0 إلى 1000'] },
  },
  en: {
    message: 'The given data was invalid',
    code: 'validation',
    errors: { low_stock_threshold: ['The low-stock threshold is a whole number from 0 to 1000'] },
  },
};

describe('the shop settings', () => {
  it('reads as the defaults before anyone set them, for every role', async () => {
    for (const role of ['editor', 'orders', 'admin'] as const) {
      const { token } = await signedInStaff(t, role);
      const res = await call('GET', '/staff/settings', { token });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        data: { low_stock_threshold: 5, admins_two_factor: false, download_limit: 0, download_link_hours: 0 },
      });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('refuses a threshold that is not a whole number from 0 to 1000, in both languages, and keeps the old one', async () => {
    const admin = await signedInStaff(t, 'admin');
    for (const value of [-1, 1001, 2.5, '7', null]) {
      for (const lang of ['ar', 'en'] as const) {
        const res = await call('PUT', '/staff/settings', {
          token: admin.token,
          lang,
          body: { low_stock_threshold: value },
        });
        expect(res.statusCode, `${value}: ${res.body}`).toBe(422);
        expect(res.json()).toEqual(refusal[lang]);
      }
    }
    const unknown = await call('PUT', '/staff/settings', {
      token: admin.token,
      lang: 'en',
      body: { shop_name: 'x' },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ code: 'validation' });
    const read = await call('GET', '/staff/settings', { token: admin.token });
    expect(read.json().data).toEqual({
      low_stock_threshold: 5,
      admins_two_factor: false,
      download_limit: 0,
      download_link_hours: 0,
    });
  });

  it('does not let an editor or an orders member change them', async () => {
    for (const role of ['editor', 'orders'] as const) {
      const { token } = await signedInStaff(t, role);
      const res = await call('PUT', '/staff/settings', {
        token,
        lang: 'en',
        body: { low_stock_threshold: 9 },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Your staff role does not allow this', code: 'forbidden' });
    }
  });

  it('lets an admin change the threshold, logs it before and after, and the dashboard counts with it', async () => {
    const admin = await signedInStaff(t, 'admin');
    const res = await call('PUT', '/staff/settings', {
      token: admin.token,
      lang: 'en',
      body: { low_stock_threshold: 12 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      data: { low_stock_threshold: 12, admins_two_factor: false, download_limit: 0, download_link_hours: 0 },
      message: 'Shop settings saved',
    });
    const ar = await call('PUT', '/staff/settings', {
      token: admin.token,
      lang: 'ar',
      body: { low_stock_threshold: 0 },
    });
    expect(ar.json()).toEqual({
      data: { low_stock_threshold: 0, admins_two_factor: false, download_limit: 0, download_link_hours: 0 },
      message: 'تم حفظ إعدادات المتجر',
    });
    // Saving the same value again changes nothing and logs nothing.
    await call('PUT', '/staff/settings', { token: admin.token, body: { low_stock_threshold: 0 } });
    await call('PUT', '/staff/settings', { token: admin.token, body: { low_stock_threshold: 12 } });

    const log = await call('GET', '/staff/activity?entity=shop_settings', { token: admin.token });
    expect(
      log
        .json()
        .data.map((row: Record<string, unknown>) => [row.action, row.before, row.after, row.staff_id]),
    ).toEqual([
      ['update', { low_stock_threshold: 0 }, { low_stock_threshold: 12 }, admin.id],
      ['update', { low_stock_threshold: 12 }, { low_stock_threshold: 0 }, admin.id],
      ['update', { low_stock_threshold: 5 }, { low_stock_threshold: 12 }, admin.id],
    ]);

    const dashboard = await call('GET', '/staff/dashboard', { token: admin.token });
    expect(dashboard.json().data.low_stock_threshold).toBe(12);
    const editor = await signedInStaff(t, 'editor');
    const read = await call('GET', '/staff/settings', { token: editor.token });
    expect(read.json()).toEqual({
      data: { low_stock_threshold: 12, admins_two_factor: false, download_limit: 0, download_link_hours: 0 },
    });
  });

  it('lists as low stock the books the dashboard counts as low, under the threshold set', async () => {
    const admin = await signedInStaff(t, 'admin');
    const ids = new Map<number, number>();
    for (const stock of [0, 1, 2, 3, 4, 5, 6]) ids.set((await insertBook(t.app.db, { stock })).id, stock);
    const lowOnes = async () => {
      const res = await call('GET', '/staff/books?stock=low&per_page=50', { token: admin.token });
      return (res.json().data as { id: number; stock: number }[])
        .filter((book) => ids.has(book.id))
        .map((book) => book.stock)
        .sort();
    };
    for (const threshold of [3, 6]) {
      await call('PUT', '/staff/settings', { token: admin.token, body: { low_stock_threshold: threshold } });
      const dashboard = (await call('GET', '/staff/dashboard', { token: admin.token })).json().data;
      expect(await lowOnes()).toEqual(threshold === 3 ? [1, 2] : [1, 2, 3, 4, 5]);
      expect(dashboard.books.low_stock).toBe(threshold === 3 ? 2 : 5);
    }
  });

  it('lists under the low-stock figure the books it counts, and none sold out', async () => {
    const admin = await signedInStaff(t, 'admin');
    await call('PUT', '/staff/settings', { token: admin.token, body: { low_stock_threshold: 5 } });
    for (const stock of [0, 0, 0, 2, 4, 9]) await insertBook(t.app.db, { stock });
    const { books, low_stock_books } = (await call('GET', '/staff/dashboard', { token: admin.token })).json()
      .data as { books: { low_stock: number }; low_stock_books: { stock: number }[] };
    const listed = low_stock_books.map((book) => book.stock);
    expect(listed.length).toBe(Math.min(books.low_stock, 8));
    expect(listed.every((stock) => stock > 0 && stock < 5)).toBe(true);
    expect(listed).toEqual(expect.arrayContaining([2, 4]));
  });
});
