import { describe, expect, it } from 'vitest';
import { setLinkImage } from '#server/modules/content/index.ts';
import { activityRows, signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { createStorages } from '#server/services/storages.ts';
import { onRealPostgres, setUpTestApp } from '#server/test/harness.ts';

/* Link types and links of the site's footer in the back office (issue 12 point 7). */

const t = setUpTestApp();
const call = staffCaller(t);

const activityOf = (entity: string, entityId: number) => activityRows(t.database.db, entity, entityId);

/** How many links there are, as the console's list counts them. */
async function linkCount() {
  const editor = await signedInStaff(t, 'editor');
  return (await call('GET', '/staff/links?per_page=1', { token: editor.token })).json().meta.total as number;
}

async function newType(token: string, titleAr: string, titleEn: string, sort = 0) {
  const res = await call('POST', '/staff/link-types', {
    token,
    lang: 'en',
    body: { title_ar: titleAr, title_en: titleEn, sort },
  });
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json().message).toBe('Link type added');
  return res.json().data as {
    id: number;
    title_ar: string;
    title_en: string;
    sort: number;
    links_count: number;
  };
}

async function newLink(
  token: string,
  linkTypeId: number,
  nameAr: string,
  nameEn: string,
  link = 'https://example.org/',
) {
  const res = await call('POST', '/staff/links', {
    token,
    lang: 'en',
    body: { link_type_id: linkTypeId, name_ar: nameAr, name_en: nameEn, link },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

describe('link types', () => {
  it('adds, renames and lists them in the footer’s order, as the shop shows them at once', async () => {
    const editor = await signedInStaff(t, 'editor');
    const second = await newType(editor.token, 'مكتبات', 'Libraries', 20);
    const first = await newType(editor.token, 'دور نشر', 'Publishers', 10);
    expect(first).toEqual({
      id: first.id,
      title_ar: 'دور نشر',
      title_en: 'Publishers',
      sort: 10,
      links_count: 0,
    });
    const renamed = await call('PUT', `/staff/link-types/${second.id}`, {
      token: editor.token,
      lang: 'ar',
      body: { ...second, title_ar: 'مكتبات عامة' },
    });
    expect(renamed.json()).toEqual({
      data: { ...second, title_ar: 'مكتبات عامة' },
      message: 'تم حفظ نوع الروابط',
    });

    const staffList = await call('GET', '/staff/link-types', { token: editor.token });
    expect(staffList.json().data.map((type: { id: number }) => type.id)).toEqual([first.id, second.id]);
    const shop = await call('GET', '/link-types');
    expect(shop.json().data).toEqual([
      { id: first.id, title_ar: 'دور نشر', title_en: 'Publishers' },
      { id: second.id, title_ar: 'مكتبات عامة', title_en: 'Libraries' },
    ]);
    expect(
      (await activityOf('link_type', second.id)).map(({ action, before, after }) => ({
        action,
        before,
        after,
      })),
    ).toEqual([
      { action: 'create', before: null, after: { title_ar: 'مكتبات', title_en: 'Libraries', sort: 20 } },
      { action: 'update', before: { title_ar: 'مكتبات' }, after: { title_ar: 'مكتبات عامة' } },
    ]);
  });

  it('refuses to delete a type that holds links with 409 naming them, and deletes an empty one', async () => {
    const editor = await signedInStaff(t, 'editor');
    const type = await newType(editor.token, 'جامعات', 'Universities');
    for (const [ar, en] of [
      ['جامعة القاهرة', 'Cairo University'],
      ['جامعة بغداد', ''],
      ['جامعة دمشق', 'Damascus University'],
      ['جامعة تونس', 'University of Tunis'],
    ]) {
      await newLink(editor.token, type.id, ar, en || ar);
    }
    const ar = await call('DELETE', `/staff/link-types/${type.id}`, { token: editor.token, lang: 'ar' });
    expect(ar.statusCode).toBe(409);
    expect(ar.json()).toEqual({
      message:
        'لا يمكن حذف نوع الروابط هذا: يضم 4 روابط: «جامعة القاهرة»، «جامعة بغداد»، «جامعة دمشق» و1 غيرها',
      code: 'in_use',
    });
    const en = await call('DELETE', `/staff/link-types/${type.id}`, { token: editor.token, lang: 'en' });
    expect(en.json().message).toBe(
      'Cannot delete this link type: it holds 4 links: «Cairo University», «جامعة بغداد», «Damascus University» and 1 more',
    );
    expect((await call('GET', `/links?link_type_id=${type.id}`)).json().data).toHaveLength(4);

    const empty = await newType(editor.token, 'فارغ', 'Empty');
    const gone = await call('DELETE', `/staff/link-types/${empty.id}`, { token: editor.token, lang: 'en' });
    expect(gone.json()).toEqual({ message: 'Link type deleted' });
    const after = await call('GET', `/staff/link-types/${empty.id}`, { token: editor.token, lang: 'en' });
    expect(after.json()).toEqual({ message: 'Link type not found', code: 'not_found' });
  });
});

describe('links', () => {
  it('accepts only http and https addresses, refusing javascript:, data:, ftp: and bare names with 422', async () => {
    const editor = await signedInStaff(t, 'editor');
    const type = await newType(editor.token, 'روابط', 'Links');
    const before = await linkCount();
    for (const link of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'ftp://example.org/',
      'example.org',
      'https://',
    ]) {
      for (const lang of ['en', 'ar'] as const) {
        const res = await call('POST', '/staff/links', {
          token: editor.token,
          lang,
          body: { link_type_id: type.id, name_ar: 'رابط', name_en: 'Link', link },
        });
        expect(res.statusCode, link).toBe(422);
        expect(res.json().errors, link).toEqual({
          link: [
            lang === 'en'
              ? 'Write a full link starting with http:// or https://'
              : 'اكتب رابطاً كاملاً يبدأ بـ http:// أو https://',
          ],
        });
      }
    }
    const missing = await call('POST', '/staff/links', { token: editor.token, lang: 'en', body: {} });
    expect(missing.json().errors).toEqual({
      link_type_id: ['This field is required'],
      name_ar: ['This field is required'],
      name_en: ['This field is required'],
      link: ['This field is required'],
    });
    expect(await linkCount()).toBe(before);
    const ok = await newLink(
      editor.token,
      type.id,
      'مجمع اللغة',
      'Language academy',
      ' http://example.org/a?b=c ',
    );
    expect(ok.link).toBe('http://example.org/a?b=c');
  });

  it('refuses a link type that does not exist with 422 on that field, on create and on change', async () => {
    const editor = await signedInStaff(t, 'editor');
    const type = await newType(editor.token, 'صحف', 'Newspapers');
    const before = await linkCount();
    const body = {
      link_type_id: 999999,
      name_ar: 'الأهرام',
      name_en: 'Al-Ahram',
      link: 'https://ahram.org.eg/',
    };
    const created = await call('POST', '/staff/links', { token: editor.token, lang: 'en', body });
    expect(created.statusCode).toBe(422);
    expect(created.json()).toEqual({
      message: 'The given data was invalid',
      code: 'validation',
      errors: { link_type_id: ['There is no such link type'] },
    });
    expect(await linkCount()).toBe(before);
    const link = await newLink(editor.token, type.id, 'الأهرام', 'Al-Ahram');
    const moved = await call('PUT', `/staff/links/${link.id}`, {
      token: editor.token,
      lang: 'ar',
      body: { link_type_id: 999999 },
    });
    expect(moved.json().errors).toEqual({ link_type_id: ['نوع الروابط هذا غير موجود'] });
    expect(
      (await call('GET', `/staff/links/${link.id}`, { token: editor.token })).json().data.link_type_id,
    ).toBe(type.id);
  });

  it('changes a link, lists links by type with its titles, shows it on the shop and logs the change', async () => {
    const editor = await signedInStaff(t, 'editor');
    const from = await newType(editor.token, 'مجلات', 'Magazines');
    const to = await newType(editor.token, 'دوريات', 'Periodicals');
    const link = await newLink(editor.token, from.id, 'العربي', 'Al-Arabi', 'https://alarabi.example/');
    expect(link).toEqual({
      id: link.id,
      link_type_id: from.id,
      link_type_title_ar: 'مجلات',
      link_type_title_en: 'Magazines',
      name_ar: 'العربي',
      name_en: 'Al-Arabi',
      link: 'https://alarabi.example/',
      image: null,
    });
    const got = (await call('GET', `/staff/links/${link.id}`, { token: editor.token })).json().data;
    const saved = await call('PUT', `/staff/links/${link.id}`, {
      token: editor.token,
      lang: 'en',
      body: { ...got, link_type_id: to.id, link: 'https://alarabi.example/new' },
    });
    expect(saved.json()).toEqual({
      data: {
        ...got,
        link_type_id: to.id,
        link_type_title_ar: 'دوريات',
        link_type_title_en: 'Periodicals',
        link: 'https://alarabi.example/new',
      },
      message: 'Link saved',
    });
    const listed = await call('GET', `/staff/links?link_type_id=${to.id}`, { token: editor.token });
    expect(listed.json().data.map((l: { id: number }) => l.id)).toEqual([link.id]);
    expect(
      (await call('GET', `/staff/links?link_type_id=${from.id}`, { token: editor.token })).json().data,
    ).toEqual([]);
    const shop = await call('GET', `/links?link_type_id=${to.id}`, { lang: 'en' });
    expect(shop.json().data[0]).toMatchObject({
      id: link.id,
      name: 'Al-Arabi',
      link: 'https://alarabi.example/new',
    });
    expect((await activityOf('link', link.id)).at(-1)).toMatchObject({
      action: 'update',
      before: { link_type_id: from.id, link: 'https://alarabi.example/' },
      after: { link_type_id: to.id, link: 'https://alarabi.example/new' },
    });
  });

  it('deletes a link with its picture, and refuses writes to the orders role', async () => {
    const editor = await signedInStaff(t, 'editor');
    const orders = await signedInStaff(t, 'orders');
    const type = await newType(editor.token, 'شركاء', 'Partners');
    const link = await newLink(editor.token, type.id, 'شريك', 'Partner');
    const media = createStorages(t.config).media;
    await media.put(`test/link-${link.id}.png`, new Uint8Array([1]));
    await setLinkImage(t.database.db, link.id, `test/link-${link.id}.png`);

    expect((await call('GET', `/staff/links/${link.id}`, { token: orders.token })).statusCode).toBe(200);
    expect((await call('GET', '/staff/link-types', { token: orders.token })).statusCode).toBe(200);
    for (const [method, path, body] of [
      ['DELETE', `/staff/links/${link.id}`, undefined],
      ['PUT', `/staff/links/${link.id}`, { name_en: 'x' }],
      [
        'POST',
        '/staff/links',
        { link_type_id: type.id, name_ar: 'x', name_en: 'x', link: 'https://x.example/' },
      ],
      ['POST', '/staff/link-types', { title_ar: 'x', title_en: 'x' }],
      ['PUT', `/staff/link-types/${type.id}`, { title_en: 'x' }],
      ['DELETE', `/staff/link-types/${type.id}`, undefined],
    ] as const) {
      expect((await call(method, path, { token: orders.token, body })).statusCode, `${method} ${path}`).toBe(
        403,
      );
    }
    expect(await media.exists(`test/link-${link.id}.png`)).toBe(true);

    const gone = await call('DELETE', `/staff/links/${link.id}`, { token: editor.token, lang: 'ar' });
    expect(gone.json()).toEqual({ message: 'تم حذف الرابط' });
    expect(await media.exists(`test/link-${link.id}.png`)).toBe(false);
    expect(
      (await call('GET', `/staff/links/${link.id}`, { token: editor.token, lang: 'en' })).json(),
    ).toEqual({
      message: 'Link not found',
      code: 'not_found',
    });
  });
});

describe('a link type deleted while a link is added to it', () => {
  it.runIf(onRealPostgres)(
    'either refuses the deletion or the link: a stored link never loses its type',
    async () => {
      const editor = await signedInStaff(t, 'editor');
      for (let round = 0; round < 5; round++) {
        const type = await newType(editor.token, `سباق ${round}`, `Race ${round}`);
        const [deleted, added] = await Promise.all([
          call('DELETE', `/staff/link-types/${type.id}`, { token: editor.token, lang: 'en' }),
          call('POST', '/staff/links', {
            token: editor.token,
            lang: 'en',
            body: { link_type_id: type.id, name_ar: 'رابط', name_en: 'Link', link: 'https://race.example/' },
          }),
        ]);
        if (added.statusCode === 201) {
          expect(deleted.statusCode, deleted.body).toBe(409);
          expect(deleted.json().message).toBe('Cannot delete this link type: it holds 1 link: «Link»');
          const link = await call('GET', `/staff/links/${added.json().data.id}`, { token: editor.token });
          expect(link.json().data.link_type_id).toBe(type.id);
        } else {
          expect(deleted.statusCode, deleted.body).toBe(200);
          expect(added.statusCode, added.body).toBe(422);
          expect(added.json().errors).toEqual({ link_type_id: ['There is no such link type'] });
        }
      }
    },
  );
});
