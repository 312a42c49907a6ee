import { describe, expect, it } from 'vitest';
import { insertBook } from '#server/modules/catalog/testing.ts';
import { activityRows, signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { setUpTestApp } from '#server/test/harness.ts';

/*
 * The rights list in the console (issue 39, point 4; decision 094): admins and editors put a book on
 * the list of books offered for translation with a pitch in each language and the rights already
 * sold, change it and take it off; every change is in the activity log.
 */

const t = setUpTestApp();
const call = staffCaller(t);

describe('the rights list', () => {
  it('takes a book with its pitch, changes it field by field, and lets it go', async () => {
    const { token } = await signedInStaff(t, 'editor');
    const book = await insertBook(t.database.db, {
      titleAr: 'موسم الهجرة إلى الشمال',
      titleEn: 'Season of Migration',
    });
    const put = (body: object, lang: 'ar' | 'en' = 'en') =>
      call('PUT', `/staff/rights/titles/${book.id}`, { token, lang, body });

    const added = await put({ note_ar: '  رواية عن الهجرة والهوية  ', sold: 'French (Actes Sud), Turkish' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      message: 'The book is on the rights list',
      data: {
        book_id: book.id,
        title: 'Season of Migration',
        title_ar: 'موسم الهجرة إلى الشمال',
        title_en: 'Season of Migration',
        shown: true,
        note_ar: 'رواية عن الهجرة والهوية',
        note_en: '',
        sold: 'French (Actes Sud), Turkish',
      },
    });

    const changed = await put({ note_en: 'A novel of exile and return' }, 'ar');
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().message).toBe('حُفظت تفاصيل الحقوق');
    expect(changed.json().data).toMatchObject({
      note_ar: 'رواية عن الهجرة والهوية',
      note_en: 'A novel of exile and return',
      sold: 'French (Actes Sud), Turkish',
    });
    const cleared = await put({ sold: ' ' });
    expect(cleared.json().data.sold).toBe('');

    const one = await call('GET', `/staff/rights/titles/${book.id}`, { token });
    expect(one.json().data).toMatchObject({ book_id: book.id, note_en: 'A novel of exile and return' });
    const list = await call('GET', '/staff/rights/titles', { token });
    expect(list.json().data.map((row: { book_id: number }) => row.book_id)).toEqual([book.id]);

    const removed = await call('DELETE', `/staff/rights/titles/${book.id}`, { token, lang: 'en' });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ message: 'The book is off the rights list' });
    expect((await call('GET', `/staff/rights/titles/${book.id}`, { token })).json()).toEqual({ data: null });
    const again = await call('DELETE', `/staff/rights/titles/${book.id}`, { token, lang: 'ar' });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'هذا الكتاب ليس في قائمة الحقوق', code: 'not_on_rights_list' });

    const logged = await activityRows(t.database.db, 'rights_title', book.id);
    expect(logged.map((row) => row.action).sort()).toEqual(['create', 'delete', 'update', 'update']);
  });

  it('lists the books added last first, and says which ones the shop hides', async () => {
    const { token } = await signedInStaff(t, 'admin');
    const shown = await insertBook(t.database.db, { titleAr: 'الأيام', titleEn: '' });
    const hidden = await insertBook(t.database.db, {
      titleAr: 'كتاب مخفي',
      titleEn: 'Hidden',
      active: false,
    });
    for (const book of [shown, hidden]) {
      const res = await call('PUT', `/staff/rights/titles/${book.id}`, { token, body: {} });
      expect(res.statusCode, res.body).toBe(201);
    }
    const res = await call('GET', '/staff/rights/titles', { token, lang: 'en' });
    const rows = res.json().data as { book_id: number; title: string; shown: boolean }[];
    const ours = rows.filter((row) => [shown.id, hidden.id].includes(row.book_id));
    expect(ours.map(({ book_id, title, shown: isShown }) => ({ book_id, title, shown: isShown }))).toEqual([
      { book_id: hidden.id, title: 'Hidden', shown: false },
      { book_id: shown.id, title: 'الأيام', shown: true },
    ]);
  });

  it('answers a book the catalogue does not hold with 404, in the member’s language', async () => {
    const { token } = await signedInStaff(t, 'editor');
    for (const [method, lang, message] of [
      ['PUT', 'en', 'Book not found'],
      ['GET', 'ar', 'الكتاب غير موجود'],
      ['DELETE', 'en', 'Book not found'],
    ] as const) {
      const res = await call(method, '/staff/rights/titles/999999', {
        token,
        lang,
        ...(method === 'PUT' ? { body: {} } : {}),
      });
      expect(res.statusCode, `${method} ${res.body}`).toBe(404);
      expect(res.json()).toEqual({ message, code: 'not_found' });
    }
  });

  it('refuses a pitch too long and a value that is not text, field by field', async () => {
    const { token } = await signedInStaff(t, 'editor');
    const book = await insertBook(t.database.db);
    const res = await call('PUT', `/staff/rights/titles/${book.id}`, {
      token,
      lang: 'en',
      body: { note_ar: 'ن'.repeat(601), note_en: 'fine', sold: 12 },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'validation',
      errors: {
        note_ar: ['The number of characters must be at most 600'],
        sold: ['This must be text'],
      },
    });
    const arabic = await call('PUT', `/staff/rights/titles/${book.id}`, {
      token,
      lang: 'ar',
      body: { sold: 's'.repeat(301) },
    });
    expect(arabic.json().errors).toEqual({ sold: ['يجب ألا يزيد عدد الأحرف على 300'] });
    expect((await call('GET', `/staff/rights/titles/${book.id}`, { token })).json()).toEqual({ data: null });
  });

  it('is kept by admins and editors only', async () => {
    const { token } = await signedInStaff(t, 'orders');
    const book = await insertBook(t.database.db);
    const put = await call('PUT', `/staff/rights/titles/${book.id}`, { token, lang: 'en', body: {} });
    expect(put.statusCode).toBe(403);
    expect(put.json()).toEqual({ message: 'Your staff role does not allow this', code: 'forbidden' });
    expect((await call('GET', '/staff/rights/titles', { token })).statusCode).toBe(403);
    expect((await call('GET', '/staff/rights/titles')).statusCode).toBe(401);
  });

  it('lets a book go when the book leaves the catalogue', async () => {
    const { token } = await signedInStaff(t, 'editor');
    const book = await insertBook(t.database.db, { titleAr: 'كتاب يُحذف' });
    expect((await call('PUT', `/staff/rights/titles/${book.id}`, { token, body: {} })).statusCode).toBe(201);
    const deleted = await call('DELETE', `/staff/books/${book.id}`, { token });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const list = await call('GET', '/staff/rights/titles', { token });
    expect(list.json().data.some((row: { book_id: number }) => row.book_id === book.id)).toBe(false);
  });
});
