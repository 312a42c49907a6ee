import { describe, expect, it } from 'vitest';
import { insertBook } from '#server/modules/catalog/testing.ts';
import { activityRows, signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { setUpTestApp } from '#server/test/harness.ts';

/* Writers and cover types in the back office, and who may change the catalogue's lists. */

const t = setUpTestApp();
const call = staffCaller(t);

const activityOf = (entity: string, entityId: number) => activityRows(t.database.db, entity, entityId);

const kinds = [
  {
    path: '/staff/writers',
    entity: 'writer',
    what: 'Writer',
    subject: 'this writer',
    // A writer added by name alone: no life, biography or photo yet.
    extra: { bio_ar: '', bio_en: '', born_year: null, died_year: null, photo: null },
    // What its create row logs beside the names (the photo has its own upload rows).
    logged: { bio_ar: '', bio_en: '', born_year: null, died_year: null },
  },
  {
    path: '/staff/cover-types',
    entity: 'cover_type',
    what: 'Cover type',
    subject: 'this cover type',
    extra: {},
    logged: {},
  },
] as const;

for (const kind of kinds) {
  describe(`${kind.entity}s`, () => {
    const total = async (token: string) =>
      (await call('GET', `${kind.path}?per_page=1`, { token })).json().meta.total as number;

    async function create(token: string, nameAr: string, nameEn: string) {
      const res = await call('POST', kind.path, {
        token,
        lang: 'en',
        body: { name_ar: nameAr, name_en: nameEn },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().message).toBe(`${kind.what} added`);
      return res.json().data as { id: number; name_ar: string; name_en: string; books_count: number };
    }

    it('adds, finds by either name whatever the tashkeel, renames and logs each change', async () => {
      const editor = await signedInStaff(t, 'editor');
      const tag = `${kind.entity}${Date.now().toString(36)}`;
      const made = await create(editor.token, `طَهَ حُسَيْن ${tag}`, `Taha Hussein ${tag}`);
      expect(made).toEqual({
        id: made.id,
        name_ar: `طَهَ حُسَيْن ${tag}`,
        name_en: `Taha Hussein ${tag}`,
        books_count: 0,
        ...kind.extra,
      });

      for (const search of [`طه حسين ${tag}`, `hussein ${tag}`]) {
        const res = await call('GET', `${kind.path}?search=${encodeURIComponent(search)}`, {
          token: editor.token,
        });
        expect(res.json().data.map((w: { id: number }) => w.id)).toEqual([made.id]);
      }

      const renamed = await call('PUT', `${kind.path}/${made.id}`, {
        token: editor.token,
        lang: 'ar',
        body: { ...made, name_ar: `طه حسين ${tag}` },
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json().data).toEqual({ ...made, name_ar: `طه حسين ${tag}` });
      const entries = await activityOf(kind.entity, made.id);
      expect(entries.map(({ action, before, after }) => ({ action, before, after }))).toEqual([
        {
          action: 'create',
          before: null,
          after: { name_ar: `طَهَ حُسَيْن ${tag}`, name_en: `Taha Hussein ${tag}`, ...kind.logged },
        },
        { action: 'update', before: { name_ar: `طَهَ حُسَيْن ${tag}` }, after: { name_ar: `طه حسين ${tag}` } },
      ]);
    });

    it('refuses a blank name and a name that is not text with 422, changing nothing', async () => {
      const editor = await signedInStaff(t, 'editor');
      const made = await create(editor.token, 'اسم', 'Name');
      const before = await total(editor.token);
      const blank = await call('POST', kind.path, {
        token: editor.token,
        lang: 'en',
        body: { name_ar: ' ', name_en: 7 },
      });
      expect(blank.statusCode).toBe(422);
      // (What zod says it received is not known to the error handler: only the expectation is checked.)
      expect(blank.json().errors).toEqual({
        name_ar: ['This field is required'],
        name_en: ['This must be text'],
      });
      const put = await call('PUT', `${kind.path}/${made.id}`, {
        token: editor.token,
        lang: 'ar',
        body: { name_en: '' },
      });
      expect(put.statusCode).toBe(422);
      expect(put.json().errors).toEqual({ name_en: ['هذا الحقل مطلوب'] });
      const after = await total(editor.token);
      expect(after).toBe(before);
      const got = await call('GET', `${kind.path}/${made.id}`, { token: editor.token });
      expect(got.json().data).toEqual(made);
    });

    it('refuses to delete one books use with 409 naming them, and deletes an unused one', async () => {
      const editor = await signedInStaff(t, 'editor');
      const made = await create(editor.token, 'مستخدم', 'Used');
      const column = kind.entity === 'writer' ? { writerId: made.id } : { coverTypeId: made.id };
      await insertBook(t.database.db, { titleAr: 'الأيام', titleEn: 'The Days', ...column });
      const refused = await call('DELETE', `${kind.path}/${made.id}`, { token: editor.token, lang: 'en' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        message: `Cannot delete ${kind.subject}: used by 1 book: «The Days»`,
        code: 'in_use',
      });
      const listed = await call('GET', `${kind.path}?sort=books&per_page=50`, { token: editor.token });
      expect(listed.json().data.find((w: { id: number }) => w.id === made.id).books_count).toBe(1);

      await insertBook(t.database.db, { titleAr: 'دعاء الكروان', titleEn: '', ...column });
      const two = await call('DELETE', `${kind.path}/${made.id}`, { token: editor.token, lang: 'ar' });
      expect(two.json().message).toMatch(/: مستخدم في كتابين: «الأيام» و«دعاء الكروان»$/);

      const unused = await create(editor.token, 'غير مستخدم', 'Unused');
      const gone = await call('DELETE', `${kind.path}/${unused.id}`, { token: editor.token, lang: 'en' });
      expect(gone.statusCode, gone.body).toBe(200);
      expect(gone.json()).toEqual({ message: `${kind.what} deleted` });
      expect(
        (await call('GET', `${kind.path}/${unused.id}`, { token: editor.token, lang: 'en' })).json(),
      ).toEqual({
        message: `${kind.what} not found`,
        code: 'not_found',
      });
      expect((await activityOf(kind.entity, made.id)).map((entry) => entry.action)).toEqual(['create']);
      expect((await activityOf(kind.entity, unused.id)).at(-1)).toMatchObject({
        action: 'delete',
        before: { name_ar: 'غير مستخدم', name_en: 'Unused' },
      });
    });
  });
}

describe('who may change the catalogue’s lists', () => {
  const writes = (id: number) =>
    [
      ['POST', '/staff/categories', { title_ar: 'أ', title_en: 'A' }],
      ['PUT', `/staff/categories/${id}`, { title_en: 'B' }],
      ['DELETE', `/staff/categories/${id}`, undefined],
      ['POST', '/staff/writers', { name_ar: 'أ', name_en: 'A' }],
      ['PUT', `/staff/writers/${id}`, { name_en: 'B' }],
      ['DELETE', `/staff/writers/${id}`, undefined],
      ['POST', '/staff/cover-types', { name_ar: 'أ', name_en: 'A' }],
      ['PUT', `/staff/cover-types/${id}`, { name_en: 'B' }],
      ['DELETE', `/staff/cover-types/${id}`, undefined],
    ] as const;

  it('lets every member read, refuses writes to the orders role with 403 and anyone unsigned with 401', async () => {
    const orders = await signedInStaff(t, 'orders');
    const admin = await signedInStaff(t, 'admin');
    const created = await call('POST', '/staff/categories', {
      token: admin.token,
      body: { title_ar: 'ت', title_en: 'T' },
    });
    const category = created.json().data as { id: number };
    for (const path of [
      '/staff/categories',
      '/staff/writers',
      '/staff/cover-types',
      `/staff/categories/${category.id}`,
    ]) {
      expect((await call('GET', path, { token: orders.token })).statusCode).toBe(200);
      expect((await call('GET', path)).statusCode).toBe(401);
    }
    for (const [method, path, body] of writes(category.id)) {
      const refused = await call(method, path, { token: orders.token, lang: 'en', body });
      expect(refused.statusCode, `${method} ${path}`).toBe(403);
      expect(refused.json()).toEqual({ message: 'Your staff role does not allow this', code: 'forbidden' });
      expect((await call(method, path, { body })).statusCode).toBe(401);
    }
    const got = await call('GET', `/staff/categories/${category.id}`, { token: admin.token });
    expect(got.json().data).toMatchObject({ title_ar: 'ت', title_en: 'T' });
    const adminWrite = await call('PUT', `/staff/categories/${category.id}`, {
      token: admin.token,
      body: { sort: 2 },
    });
    expect(adminWrite.statusCode).toBe(200);
  });
});
