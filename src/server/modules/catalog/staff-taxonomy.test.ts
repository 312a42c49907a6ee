import { describe, expect, it } from 'vitest';
import { insertBook } from '#server/modules/catalog/testing.ts';
import { activityRows, signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { backendsWaitingForLocks } from '#server/test/database.ts';
import { onRealPostgres, setUpTestApp } from '#server/test/harness.ts';

/* Categories, writers and cover types in the back office (issue 12 point 5). */

// The shop's catalogue answers are cached as in production: a staff write must clear them.
const t = setUpTestApp();
const call = staffCaller(t);

const activityOf = (entity: string, entityId: number) => activityRows(t.database.db, entity, entityId);

/** How many categories there are, as the console's list counts them. */
async function categoryCount(token: string) {
  const res = await call('GET', '/staff/categories?per_page=1', { token });
  return res.json().meta.total as number;
}

let serial = 0;
const unique = (text: string) => `${text} ${++serial}`;

async function newCategory(token: string, titleAr = unique('روايات'), titleEn = unique('Novels')) {
  const res = await call('POST', '/staff/categories', {
    token,
    body: { title_ar: titleAr, title_en: titleEn },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; title_ar: string; title_en: string; sort: number };
}

describe('categories', () => {
  it('adds a category, trimmed, answering it with its count of books and a message in the member’s language', async () => {
    const editor = await signedInStaff(t, 'editor');
    const res = await call('POST', '/staff/categories', {
      token: editor.token,
      lang: 'en',
      body: { title_ar: '  أدب الرحلات ', title_en: ' Travel writing ', sort: 7 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { data, message } = res.json();
    expect(message).toBe('Category added');
    expect(data).toEqual({
      id: data.id,
      title_ar: 'أدب الرحلات',
      title_en: 'Travel writing',
      sort: 7,
      books_count: 0,
    });
    const [entry] = await activityOf('category', data.id);
    expect(entry).toMatchObject({
      staffId: editor.id,
      staffEmail: editor.email,
      action: 'create',
      before: null,
      after: { title_ar: 'أدب الرحلات', title_en: 'Travel writing', sort: 7 },
    });
  });

  it('refuses missing, blank, too long and mistyped fields with 422 under each field, adding nothing', async () => {
    const editor = await signedInStaff(t, 'editor');
    const before = await categoryCount(editor.token);
    const missing = await call('POST', '/staff/categories', {
      token: editor.token,
      lang: 'ar',
      body: { title_ar: '   ' },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      message: 'البيانات المدخلة غير صحيحة',
      code: 'validation',
      errors: { title_ar: ['هذا الحقل مطلوب'], title_en: ['هذا الحقل مطلوب'] },
    });
    const wrong = await call('POST', '/staff/categories', {
      token: editor.token,
      lang: 'en',
      body: { title_ar: 'ق'.repeat(201), title_en: 'Stories', sort: -1 },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      title_ar: ['The number of characters must be at most 200'],
      sort: ['This must be at least 0'],
    });
    const notJson = await call('POST', '/staff/categories', {
      token: editor.token,
      lang: 'en',
      body: '{"title_ar": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    expect(await categoryCount(editor.token)).toBe(before);
  });

  it('lists with the shop’s Arabic-aware search, sorting and pages whose links keep the query', async () => {
    const editor = await signedInStaff(t, 'editor');
    const tag = `وسم${Date.now().toString(36)}`;
    await newCategory(editor.token, `قصص قصيرة ${tag}`, `Short stories ${tag}`);
    await newCategory(editor.token, `مَسْرَحِيّة ${tag}`, `Plays ${tag}`);
    await newCategory(editor.token, `أشعار ${tag}`, `Poems ${tag}`);

    // Tashkeel, hamza and ta marbuta are folded on both sides.
    const found = await call('GET', `/staff/categories?search=${encodeURIComponent(`مسرحيه ${tag}`)}`, {
      token: editor.token,
    });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data.map((c: { title_en: string }) => c.title_en)).toEqual([`Plays ${tag}`]);
    const hamza = await call('GET', `/staff/categories?search=${encodeURIComponent(`اشعار ${tag}`)}`, {
      token: editor.token,
    });
    expect(hamza.json().data).toHaveLength(1);

    const query = `search=${encodeURIComponent(tag)}&sort=title&dir=desc&per_page=2`;
    const first = await call('GET', `/staff/categories?${query}`, { token: editor.token, lang: 'en' });
    const { data, meta } = first.json();
    expect(data.map((c: { title_en: string }) => c.title_en)).toEqual([
      `Short stories ${tag}`,
      `Poems ${tag}`,
    ]);
    expect(meta).toMatchObject({ current_page: 1, last_page: 2, per_page: 2, total: 3 });
    expect(meta.links.at(-1).url).toBe(`/api/staff/categories?${query}&page=2`);
    const second = await call('GET', `/staff/categories?${query}&page=2`, {
      token: editor.token,
      lang: 'en',
    });
    expect(second.json().data.map((c: { title_en: string }) => c.title_en)).toEqual([`Plays ${tag}`]);
  });

  it('refuses a list query out of bounds with 422 naming the query fields', async () => {
    const editor = await signedInStaff(t, 'editor');
    const res = await call('GET', '/staff/categories?per_page=51&sort=colour&dir=up&page=0', {
      token: editor.token,
      lang: 'en',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'querystring.page': ['This must be at least 1'],
      'querystring.per_page': ['This must be at most 50'],
      'querystring.sort': ['Choose one of: sort, title, books, id'],
      'querystring.dir': ['Choose one of: asc, desc'],
    });
  });

  it('renames in one language, keeps what PUT leaves out, takes back what GET answers, and logs only the change', async () => {
    const editor = await signedInStaff(t, 'editor');
    const category = await newCategory(editor.token, 'تراجم', 'Biographies');
    const renamed = await call('PUT', `/staff/categories/${category.id}`, {
      token: editor.token,
      lang: 'en',
      body: { title_en: 'Lives' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toEqual({
      data: { id: category.id, title_ar: 'تراجم', title_en: 'Lives', sort: 0, books_count: 0 },
      message: 'Category saved',
    });

    const got = await call('GET', `/staff/categories/${category.id}`, { token: editor.token });
    const again = await call('PUT', `/staff/categories/${category.id}`, {
      token: editor.token,
      body: { ...got.json().data, sort: 3 },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toEqual({ ...got.json().data, sort: 3 });

    const entries = await activityOf('category', category.id);
    expect(entries.map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      { action: 'create', before: null, after: { title_ar: 'تراجم', title_en: 'Biographies', sort: 0 } },
      { action: 'update', before: { title_en: 'Biographies' }, after: { title_en: 'Lives' } },
      { action: 'update', before: { sort: 0 }, after: { sort: 3 } },
    ]);
  });

  it('answers 404 in the member’s language for a category that does not exist, and 422 for an id that is not one', async () => {
    const editor = await signedInStaff(t, 'editor');
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await call(method, '/staff/categories/999999', {
        token: editor.token,
        lang: 'ar',
        ...(method === 'PUT' ? { body: { title_en: 'x' } } : {}),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'التصنيف غير موجود', code: 'not_found' });
    }
    const notAnId = await call('GET', '/staff/categories/abc', { token: editor.token, lang: 'en' });
    expect(notAnId.statusCode).toBe(422);
  });

  it('refuses to delete a category books use, shown or hidden, with 409 naming them, and deletes an unused one', async () => {
    const editor = await signedInStaff(t, 'editor');
    const category = await newCategory(editor.token, 'فلسفة', 'Philosophy');
    const titles = ['الأول', 'الثاني', 'الثالث', 'الرابع', 'الخامس'];
    for (const [i, title] of titles.entries()) {
      // A hidden book uses it too; one without an English title is named in Arabic.
      await insertBook(t.database.db, {
        titleAr: title,
        titleEn: i === 1 ? '' : `Book ${i + 1}`,
        categoryId: category.id,
        active: i !== 0,
      });
    }
    const ar = await call('DELETE', `/staff/categories/${category.id}`, { token: editor.token, lang: 'ar' });
    expect(ar.statusCode).toBe(409);
    expect(ar.json()).toEqual({
      message: 'لا يمكن حذف هذا التصنيف: مستخدم في 5 كتب: «الأول»، «الثاني»، «الثالث» و2 غيرها',
      code: 'in_use',
    });
    const en = await call('DELETE', `/staff/categories/${category.id}`, { token: editor.token, lang: 'en' });
    expect(en.json().message).toBe(
      'Cannot delete this category: used by 5 books: «Book 1», «الثاني», «Book 3» and 2 more',
    );
    expect((await call('GET', `/staff/categories/${category.id}`, { token: editor.token })).statusCode).toBe(
      200,
    );
    expect((await activityOf('category', category.id)).map((e) => e.action)).toEqual(['create']);

    const single = await newCategory(editor.token, 'منطق', 'Logic');
    await insertBook(t.database.db, { titleAr: 'المنطق', titleEn: 'On logic', categoryId: single.id });
    const one = await call('DELETE', `/staff/categories/${single.id}`, { token: editor.token, lang: 'en' });
    expect(one.json().message).toBe('Cannot delete this category: used by 1 book: «On logic»');

    const unused = await newCategory(editor.token, 'فلسفة', 'Philosophy');
    const gone = await call('DELETE', `/staff/categories/${unused.id}`, {
      token: editor.token,
      lang: 'en',
    });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json()).toEqual({ message: 'Category deleted' });
    expect((await call('GET', `/staff/categories/${unused.id}`, { token: editor.token })).statusCode).toBe(
      404,
    );
    const entries = await activityOf('category', unused.id);
    expect(entries.at(-1)).toMatchObject({
      action: 'delete',
      before: { title_ar: 'فلسفة', title_en: 'Philosophy', sort: 0 },
      after: null,
    });
  });

  it('shows a renamed category on the shop’s next answers, cached or not', async () => {
    const editor = await signedInStaff(t, 'editor');
    const category = await newCategory(editor.token, 'علوم', 'Science');
    const book = await insertBook(t.database.db, { titleAr: 'كتاب علمي', categoryId: category.id });
    const shopCategory = async () =>
      (await call('GET', '/book-categories', { lang: 'en' }))
        .json()
        .data.find((c: { id: number }) => c.id === category.id)?.title;
    const shopBook = async () => (await call('GET', `/books/${book.id}`, { lang: 'en' })).json().data;
    expect(await shopCategory()).toBe('Science');
    expect((await shopBook()).book_category.title).toBe('Science');

    await call('PUT', `/staff/categories/${category.id}`, {
      token: editor.token,
      body: { title_en: 'Sciences' },
    });
    expect(await shopCategory()).toBe('Sciences');
    expect((await shopBook()).book_category.title).toBe('Sciences');
  });
});

describe('a category deleted while a book is being filed under it', () => {
  /** Resolves once some statement of this database waits for a row lock another transaction holds. */
  async function someoneWaitsForALock() {
    for (;;) {
      if ((await backendsWaitingForLocks(t.database.db)) > 0) return;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  it.runIf(onRealPostgres)('waits for that book, then refuses the deletion naming it', async () => {
    const editor = await signedInStaff(t, 'editor');
    const category = await newCategory(editor.token, 'سباق', 'Race');
    let commit!: () => void;
    let filed!: () => void;
    const committing = new Promise<void>((resolve) => {
      commit = resolve;
    });
    const inserted = new Promise<void>((resolve) => {
      filed = resolve;
    });
    // A book saved in a transaction still open: its reference holds the category's row.
    const saving = t.database.db.transaction(async (tx) => {
      await insertBook(tx, { titleAr: 'كتاب السباق', titleEn: 'Race book', categoryId: category.id });
      filed();
      await committing;
    });
    await inserted;
    const deleting = call('DELETE', `/staff/categories/${category.id}`, { token: editor.token, lang: 'en' });
    await someoneWaitsForALock();
    commit();
    await saving;
    const answer = await deleting;
    expect(answer.statusCode, answer.body).toBe(409);
    expect(answer.json().message).toBe('Cannot delete this category: used by 1 book: «Race book»');
  });
});
