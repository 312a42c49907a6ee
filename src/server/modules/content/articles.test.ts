import { beforeAll, describe, expect, it } from 'vitest';
import { akhbars, articles } from '#server/db/schema/content.ts';
import { setUpTestApp } from '#server/test/harness.ts';

const ctx = setUpTestApp();
beforeAll(async () => {
  // 12 news items: item n is dated 2025-01-(n); item 12 has no PDF and no English text.
  await ctx.database.db.insert(akhbars).values(
    Array.from({ length: 12 }, (_, i) => ({
      titleAr: `خبر ${i + 1}`,
      titleEn: i === 11 ? '' : `News ${i + 1}`,
      descriptionAr: `<p>نص ${i + 1}</p>`,
      descriptionEn: i === 11 ? '' : `<p>Text ${i + 1}</p>`,
      articleDate: `2025-01-${String(i + 1).padStart(2, '0')}`,
      issueNumber: 100 + i,
      image: `akhbars/${i + 1}.png`,
      pdf: i === 11 ? null : `akhbars/${i + 1}.pdf`,
    })),
  );
  await ctx.database.db.insert(articles).values([
    { titleAr: 'مقال قديم', articleDate: '2024-05-01', issueNumber: 1, image: null, pdf: 'articles/1.pdf' },
    { titleAr: 'مقال جديد', articleDate: '2025-05-01', issueNumber: 2, image: 'articles/2.png', pdf: null },
  ]);
});

const get = (url: string, lang?: 'ar' | 'en') =>
  ctx.app.inject({ method: 'GET', url, headers: lang ? { 'accept-language': lang } : {} });

describe('GET /api/akhbars', () => {
  it('answers page 1 of 10 newest items with Laravel-shaped meta when pagination=1', async () => {
    const res = await get('/api/akhbars?page=1&pagination=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const body = res.json();
    expect(body.data).toHaveLength(10);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      title: 'خبر 12',
      title_ar: 'خبر 12',
      title_en: '',
      description: '<p>نص 12</p>',
      description_ar: '<p>نص 12</p>',
      description_en: '',
      article_date: '2025-01-12',
      issue_number: 111,
      files: {
        image: [{ file_name: 'akhbars/12.png' }],
        pdf: [],
        columns: { image: [{ file_name: 'akhbars/12.png' }], pdf: [] },
      },
    });
    expect(body.meta).toMatchObject({
      current_page: 1,
      last_page: 2,
      per_page: 10,
      total: 12,
      from: 1,
      to: 10,
    });
    expect(body.meta.links.at(-1)).toEqual({
      url: '/api/akhbars?pagination=1&page=2',
      label: 'Next &raquo;',
      active: false,
    });
  });

  it('answers the second page with the two oldest items', async () => {
    const body = (await get('/api/akhbars?page=2&pagination=1')).json();
    expect(body.data.map((item: { title: string }) => item.title)).toEqual(['خبر 2', 'خبر 1']);
    expect(body.meta.current_page).toBe(2);
  });

  it('gives titles and descriptions in English when asked, Arabic where English is empty', async () => {
    const body = (await get('/api/akhbars?page=1', 'en')).json();
    expect(body.data[0].title).toBe('خبر 12');
    expect(body.data[1]).toMatchObject({ title: 'News 11', description: '<p>Text 11</p>' });
    expect(body.data[1].files.pdf).toEqual([{ file_name: 'akhbars/11.pdf' }]);
  });

  it('answers a plain list without page or pagination', async () => {
    const body = (await get('/api/akhbars?per_page=3')).json();
    expect(body.meta).toBeUndefined();
    expect(body.data).toHaveLength(3);
  });

  it('refuses a page that is not a positive number with 422', async () => {
    const res = await get('/api/akhbars?page=abc');
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('validation');
  });
});

describe('GET /api/akhbars/:id', () => {
  it('answers one item', async () => {
    const [first] = (await get('/api/akhbars?per_page=1')).json().data;
    const res = await get(`/api/akhbars/${first.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(first);
  });

  it('answers 404 with a localized message for an unknown item', async () => {
    const ar = await get('/api/akhbars/999999');
    expect(ar.statusCode).toBe(404);
    expect(ar.json()).toEqual({ message: 'الخبر المطلوب غير موجود', code: 'not_found' });
    expect((await get('/api/akhbars/999999', 'en')).json().message).toBe('News item not found');
  });
});

describe('GET /api/new-articles', () => {
  it('lists Kashkoul articles newest first, paginated', async () => {
    const body = (await get('/api/new-articles?page=1&pagination=1')).json();
    expect(body.data.map((a: { title: string }) => a.title)).toEqual(['مقال جديد', 'مقال قديم']);
    expect(body.data[0].files.columns).toEqual({ image: [{ file_name: 'articles/2.png' }], pdf: [] });
    expect(body.data[1].files.columns).toEqual({ image: [], pdf: [{ file_name: 'articles/1.pdf' }] });
    expect(body.meta).toMatchObject({ current_page: 1, last_page: 1, total: 2 });
  });
});
