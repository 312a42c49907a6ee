import { describe, expect, it } from 'vitest';
import { setContentItemFile } from '#server/modules/content/index.ts';
import { activityRows, signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { createStorages } from '#server/services/storages.ts';
import { setUpTestApp } from '#server/test/harness.ts';

/* News (akhbar) and Kashkoul articles in the back office (issue 12 point 7). */

const t = setUpTestApp();
const call = staffCaller(t);

const activityOf = (entity: string, entityId: number) => activityRows(t.database.db, entity, entityId);

const kinds = [
  { path: '/staff/news', entity: 'news', shop: '/akhbars', what: 'News item' },
  {
    path: '/staff/kashkoul',
    entity: 'kashkoul',
    shop: '/new-articles',
    what: 'Kashkoul article',
  },
] as const;

const HOSTILE =
  '<p dir="rtl" style="color:red" onclick="steal()">نص <strong>مهم</strong></p>' +
  '<script>alert(1)</script><img src=x onerror=alert(1)>' +
  '<a href="javascript:alert(1)">اضغط</a> <a href=" jav&#x09;ascript:alert(2)">هنا</a>' +
  '<a href="https://example.org/a" style="x" target="_self">رابط</a>';

for (const kind of kinds) {
  describe(kind.entity, () => {
    const total = async (token: string) =>
      (await call('GET', `${kind.path}?per_page=1`, { token })).json().meta.total as number;

    async function create(token: string, body: Record<string, unknown>) {
      const res = await call('POST', kind.path, { token, lang: 'en', body });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().message).toBe(`${kind.what} added`);
      return res.json().data;
    }

    it('stores descriptions cleaned by the allow-list: no script, handler, style or javascript: link survives', async () => {
      const editor = await signedInStaff(t, 'editor');
      const item = await create(editor.token, {
        title_ar: ' معرض الكتاب ',
        description_ar: HOSTILE,
        description_en: '<p></p>',
        article_date: '2026-11-20',
        issue_number: 12,
      });
      expect(item).toMatchObject({
        title_ar: 'معرض الكتاب',
        title_en: '',
        description_en: '',
        article_date: '2026-11-20',
        issue_number: 12,
        image: null,
        pdf: null,
      });
      // GET answers the stored text as it is.
      const got = await call('GET', `${kind.path}/${item.id}`, { token: editor.token });
      const row = { descriptionAr: got.json().data.description_ar as string };
      expect(row.descriptionAr).toBe(item.description_ar);
      for (const banned of [
        '<script',
        'alert',
        'onerror',
        'onclick',
        'style',
        'javascript',
        '<img',
        '_self',
      ]) {
        expect(row.descriptionAr).not.toContain(banned);
      }
      expect(row.descriptionAr).toContain('<p dir="rtl">نص <strong>مهم</strong></p>');
      expect(row.descriptionAr).toContain(
        '<a href="https://example.org/a" target="_blank" rel="noopener noreferrer">رابط</a>',
      );
      const [entry] = await activityOf(kind.entity, item.id);
      expect(entry).toMatchObject({ action: 'create', staffId: editor.id });
      expect(entry.after).toMatchObject({ title_ar: 'معرض الكتاب', description_ar: row.descriptionAr });
    });

    it('refuses missing, impossible and mistyped fields with 422 under each field, storing nothing', async () => {
      const editor = await signedInStaff(t, 'editor');
      const before = await total(editor.token);
      const missing = await call('POST', kind.path, {
        token: editor.token,
        lang: 'ar',
        body: { title_en: 'x' },
      });
      expect(missing.statusCode).toBe(422);
      expect(missing.json()).toEqual({
        message: 'البيانات المدخلة غير صحيحة',
        code: 'validation',
        errors: { title_ar: ['هذا الحقل مطلوب'], article_date: ['هذا الحقل مطلوب'] },
      });
      const wrong = await call('POST', kind.path, {
        token: editor.token,
        lang: 'en',
        body: { title_ar: 'خبر', article_date: '2026-02-30', issue_number: 0, description_ar: 5 },
      });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors).toEqual({
        article_date: ['Write a valid date'],
        issue_number: ['This must be at least 1'],
        description_ar: ['This must be text'],
      });
      const after = await total(editor.token);
      expect(after).toBe(before);
    });

    it('changes what PUT gives, takes back what GET answers, never its files, and logs the changed fields', async () => {
      const editor = await signedInStaff(t, 'editor');
      const item = await create(editor.token, { title_ar: 'عدد جديد', article_date: '2026-10-01' });
      await setContentItemFile(t.database.db, kind.entity, item.id, 'image', 'kept/picture.jpg');
      const got = (await call('GET', `${kind.path}/${item.id}`, { token: editor.token })).json().data;
      expect(got.image).toBe('kept/picture.jpg');
      const saved = await call('PUT', `${kind.path}/${item.id}`, {
        token: editor.token,
        lang: 'ar',
        body: { ...got, title_en: 'New issue', issue_number: 3, image: 'other.jpg', pdf: 'other.pdf' },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({
        data: { ...got, title_en: 'New issue', issue_number: 3 },
        message: kind.entity === 'news' ? 'تم حفظ الخبر' : 'تم حفظ مقال الكشكول',
      });
      const cleared = await call('PUT', `${kind.path}/${item.id}`, {
        token: editor.token,
        body: { issue_number: null },
      });
      expect(cleared.json().data).toMatchObject({
        issue_number: null,
        title_en: 'New issue',
        image: 'kept/picture.jpg',
      });
      const entries = await activityOf(kind.entity, item.id);
      expect(entries.slice(1).map(({ action, before, after }) => ({ action, before, after }))).toEqual([
        {
          action: 'update',
          before: { title_en: '', issue_number: null },
          after: { title_en: 'New issue', issue_number: 3 },
        },
        { action: 'update', before: { issue_number: 3 }, after: { issue_number: null } },
      ]);
    });

    it('lists newest first, finds by title whatever the tashkeel, filters by issue and sorts on request', async () => {
      const editor = await signedInStaff(t, 'editor');
      const tag = `وسم${Date.now().toString(36)}`;
      const a = await create(editor.token, {
        title_ar: `الْمَعْرِض ${tag}`,
        article_date: '2026-01-05',
        issue_number: 40,
      });
      const b = await create(editor.token, {
        title_ar: `ندوة ${tag}`,
        article_date: '2026-03-05',
        issue_number: 41,
      });
      const c = await create(editor.token, {
        title_ar: `امسية ${tag}`,
        article_date: '2026-02-05',
        issue_number: 41,
      });
      const list = async (query: string) => {
        const res = await call('GET', `${kind.path}?search=${encodeURIComponent(tag)}&${query}`, {
          token: editor.token,
        });
        expect(res.statusCode, res.body).toBe(200);
        return res.json();
      };
      const ids = (answer: { data: { id: number }[] }) => answer.data.map((item) => item.id);
      expect(ids(await list(''))).toEqual([b.id, c.id, a.id]);
      expect(ids(await list('sort=date&dir=asc'))).toEqual([a.id, c.id, b.id]);
      expect(ids(await list('issue_number=41'))).toEqual([b.id, c.id]);
      const paged = await list('per_page=2&page=2');
      expect(ids(paged)).toEqual([a.id]);
      expect(paged.meta).toMatchObject({ total: 3, last_page: 2, current_page: 2 });
      const search = await call('GET', `${kind.path}?search=${encodeURIComponent(`المعرض ${tag}`)}`, {
        token: editor.token,
      });
      expect(ids(search.json())).toEqual([a.id]);
    });

    it('shows on the shop at once, and deleting it removes its picture and PDF from the media', async () => {
      const editor = await signedInStaff(t, 'editor');
      const item = await create(editor.token, {
        title_ar: 'خبر اليوم',
        title_en: 'Today',
        article_date: '2099-01-01',
      });
      const shopFirst = async () => (await call('GET', kind.shop, { lang: 'en' })).json().data[0];
      expect(await shopFirst()).toMatchObject({ id: item.id, title: 'Today' });
      await call('PUT', `${kind.path}/${item.id}`, {
        token: editor.token,
        body: { title_en: 'Today, again' },
      });
      expect(await shopFirst()).toMatchObject({ id: item.id, title: 'Today, again' });

      const media = createStorages(t.config).media;
      await media.put(`test/${item.id}.jpg`, new Uint8Array([1, 2, 3]));
      await media.put(`test/${item.id}.pdf`, new Uint8Array([4, 5, 6]));
      await setContentItemFile(t.database.db, kind.entity, item.id, 'image', `test/${item.id}.jpg`);
      await setContentItemFile(t.database.db, kind.entity, item.id, 'pdf', `test/${item.id}.pdf`);
      const deleted = await call('DELETE', `${kind.path}/${item.id}`, { token: editor.token, lang: 'en' });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(deleted.json()).toEqual({ message: `${kind.what} deleted` });
      expect(await media.exists(`test/${item.id}.jpg`)).toBe(false);
      expect(await media.exists(`test/${item.id}.pdf`)).toBe(false);
      expect((await shopFirst())?.id).not.toBe(item.id);
      expect((await activityOf(kind.entity, item.id)).at(-1)).toMatchObject({
        action: 'delete',
        before: { title_en: 'Today, again', image: `test/${item.id}.jpg`, pdf: `test/${item.id}.pdf` },
      });
      const again = await call('DELETE', `${kind.path}/${item.id}`, { token: editor.token, lang: 'en' });
      expect(again.json()).toEqual({ message: `${kind.what} not found`, code: 'not_found' });
    });

    it('lets every member read and only admins and editors write', async () => {
      const orders = await signedInStaff(t, 'orders');
      const admin = await signedInStaff(t, 'admin');
      const item = await create(admin.token, { title_ar: 'للقراءة', article_date: '2026-05-05' });
      expect((await call('GET', kind.path, { token: orders.token })).statusCode).toBe(200);
      expect((await call('GET', `${kind.path}/${item.id}`, { token: orders.token })).statusCode).toBe(200);
      const writes = [
        ['POST', kind.path, { title_ar: 'x', article_date: '2026-05-05' }],
        ['PUT', `${kind.path}/${item.id}`, { title_ar: 'y' }],
        ['DELETE', `${kind.path}/${item.id}`, undefined],
      ] as const;
      for (const [method, path, body] of writes) {
        expect((await call(method, path, { token: orders.token, body })).statusCode).toBe(403);
        expect((await call(method, path, { body })).statusCode).toBe(401);
      }
      expect(
        (await call('GET', `${kind.path}/${item.id}`, { token: orders.token })).json().data.title_ar,
      ).toBe('للقراءة');
    });
  });
}
