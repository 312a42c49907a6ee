import { describe, expect, it } from 'vitest';
import { signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { setUpTestApp } from '#server/test/harness.ts';
import type { StaffSocialMedia } from '#shared/contract/staff-pages.ts';

/* The social media entries of the shop's top bar, managed in the back office. */

const t = setUpTestApp();
const call = staffCaller(t);

type Entry = Omit<StaffSocialMedia, 'id'>;

async function add(token: string, entry: Partial<Entry>) {
  const res = await call('POST', '/staff/social-media', { token, body: entry });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as StaffSocialMedia;
}

async function list(token: string, query = '') {
  const res = await call('GET', `/staff/social-media${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    data: StaffSocialMedia[];
    meta: { total: number; last_page: number; links: unknown[] };
  };
}

const publicTitles = async () =>
  ((await call('GET', '/social-medias')).json().data as { title: string }[]).map((entry) => entry.title);

describe('social media entries', () => {
  it('adds an entry after the others, which the shop’s top bar shows at once, and logs it', async () => {
    const editor = await signedInStaff(t, 'editor');
    const first = await add(editor.token, {
      title: 'Facebook',
      link: 'https://www.facebook.com/house',
      icon: 'facebook',
    });
    expect(first).toMatchObject({ title: 'Facebook', icon: 'facebook', sort: 0 });
    const res = await call('POST', '/staff/social-media', {
      token: editor.token,
      lang: 'en',
      body: { title: ' X ', link: ' https://x.com/house ', icon: 'x' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      data: { id: expect.any(Number), title: 'X', link: 'https://x.com/house', icon: 'x', sort: 1 },
      message: 'Social media entry added',
    });
    expect(await publicTitles()).toEqual(['Facebook', 'X']);

    const admin = await signedInStaff(t, 'admin');
    const log = await call('GET', `/staff/activity?entity=social_media&entity_id=${first.id}`, {
      token: admin.token,
    });
    expect(log.json().data).toEqual([
      expect.objectContaining({ action: 'create', staff_id: editor.id, before: null, after: first }),
    ]);
  });

  it('changes the fields given, and moves an entry in the shop’s order', async () => {
    const editor = await signedInStaff(t, 'editor');
    const [facebook] = (await list(editor.token, '?search=facebook')).data;
    const res = await call('PUT', `/staff/social-media/${facebook.id}`, {
      token: editor.token,
      body: { sort: 5, title: 'فيسبوك' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      data: { ...facebook, sort: 5, title: 'فيسبوك' },
      message: 'تم حفظ حساب التواصل الاجتماعي',
    });
    expect(await publicTitles()).toEqual(['X', 'فيسبوك']);
    const got = await call('GET', `/staff/social-media/${facebook.id}`, { token: editor.token });
    expect(got.json()).toEqual({ data: res.json().data });
    const again = await call('PUT', `/staff/social-media/${facebook.id}`, {
      token: editor.token,
      body: got.json().data,
    });
    expect(again.statusCode, again.body).toBe(200);

    const admin = await signedInStaff(t, 'admin');
    const log = await call('GET', `/staff/activity?entity=social_media&entity_id=${facebook.id}`, {
      token: admin.token,
    });
    expect(log.json().data).toHaveLength(2);
    expect(log.json().data[0]).toMatchObject({
      action: 'update',
      before: { sort: 0, title: 'Facebook' },
      after: { sort: 5, title: 'فيسبوك' },
    });
  });

  it('searches, sorts both ways and paginates, the page links keeping the query', async () => {
    const editor = await signedInStaff(t, 'editor');
    await add(editor.token, {
      title: 'Instagram',
      link: 'https://www.instagram.com/house',
      icon: 'instagram',
    });
    await add(editor.token, { title: 'YouTube', link: 'https://www.youtube.com/@house', icon: 'youtube' });
    const titles = (answer: { data: StaffSocialMedia[] }) => answer.data.map((entry) => entry.title);
    expect(titles(await list(editor.token, '?sort=title&dir=asc'))).toEqual([
      'Instagram',
      'X',
      'YouTube',
      'فيسبوك',
    ]);
    expect(titles(await list(editor.token, '?sort=title&dir=desc'))).toEqual([
      'فيسبوك',
      'YouTube',
      'X',
      'Instagram',
    ]);
    expect(titles(await list(editor.token))).toEqual(['X', 'فيسبوك', 'Instagram', 'YouTube']);
    expect(titles(await list(editor.token, `?search=${encodeURIComponent('youtube.com')}`))).toEqual([
      'YouTube',
    ]);
    const paged = await list(editor.token, '?per_page=3&page=2&sort=title');
    expect(titles(paged)).toEqual(['فيسبوك']);
    expect(paged.meta).toMatchObject({ total: 4, last_page: 2 });
    expect(JSON.stringify(paged.meta.links)).toContain(
      '/api/staff/social-media?per_page=3&sort=title&page=1',
    );
    const bad = await call('GET', '/staff/social-media?per_page=51&sort=colour', { token: editor.token });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['querystring.per_page', 'querystring.sort']);
  });

  it('refuses links that are not https, unknown icons and missing fields with 422, adding nothing', async () => {
    const editor = await signedInStaff(t, 'editor');
    const before = (await list(editor.token)).meta.total;
    const res = await call('POST', '/staff/social-media', {
      token: editor.token,
      lang: 'en',
      body: { link: 'http://facebook.com/house', icon: 'myspace' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The given data was invalid',
      code: 'validation',
      errors: {
        title: ['This field is required'],
        link: ['Write a full link starting with https://'],
        icon: ['Choose one of the known icons'],
      },
    });
    for (const link of ['javascript:alert(1)', 'data:text/html,x', 'https://localhost/x', 'facebook.com']) {
      const refused = await call('POST', '/staff/social-media', {
        token: editor.token,
        lang: 'ar',
        body: { title: 'x', link, icon: 'facebook' },
      });
      expect(refused.statusCode, link).toBe(422);
      expect(refused.json().errors).toEqual({ link: ['اكتب رابطاً كاملاً يبدأ بـ https://'] });
    }
    const wrongTypes = await call('POST', '/staff/social-media', {
      token: editor.token,
      body: { title: 1, link: 'https://x.com', icon: 'x', sort: -1 },
    });
    expect(wrongTypes.statusCode).toBe(422);
    expect(Object.keys(wrongTypes.json().errors).sort()).toEqual(['sort', 'title']);
    expect((await list(editor.token)).meta.total).toBe(before);
  });

  it('deletes an entry, gone from the shop at once; an unknown id is 404 in the member’s language', async () => {
    const editor = await signedInStaff(t, 'editor');
    const [youtube] = (await list(editor.token, '?search=youtube')).data;
    const res = await call('DELETE', `/staff/social-media/${youtube.id}`, {
      token: editor.token,
      lang: 'en',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Social media entry deleted' });
    expect(await publicTitles()).not.toContain('YouTube');
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { title: 'x' }],
      ['DELETE', undefined],
    ] as const) {
      const missing = await call(method, `/staff/social-media/${youtube.id}`, {
        token: editor.token,
        lang: 'ar',
        body,
      });
      expect(missing.statusCode, method).toBe(404);
      expect(missing.json()).toEqual({ message: 'حساب التواصل الاجتماعي غير موجود', code: 'not_found' });
    }
    expect((await call('GET', '/staff/social-media/abc', { token: editor.token })).statusCode).toBe(422);
    const admin = await signedInStaff(t, 'admin');
    const log = await call(
      'GET',
      `/staff/activity?entity=social_media&entity_id=${youtube.id}&action=delete`,
      {
        token: admin.token,
      },
    );
    expect(log.json().data).toEqual([expect.objectContaining({ before: youtube, after: null })]);
  });

  it('lets every member read, only admins and editors write', async () => {
    const orders = await signedInStaff(t, 'orders');
    expect((await list(orders.token)).data.length).toBeGreaterThan(0);
    const body = { title: 'Telegram', link: 'https://t.me/house', icon: 'telegram' };
    const refused = await call('POST', '/staff/social-media', { token: orders.token, body });
    expect(refused.statusCode).toBe(403);
    expect((await call('POST', '/staff/social-media', { body })).statusCode).toBe(401);
    expect(await publicTitles()).not.toContain('Telegram');
  });
});
