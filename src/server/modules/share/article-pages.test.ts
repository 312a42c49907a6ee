import { beforeAll, describe, expect, it, vi } from 'vitest';
import { insertArticle } from '#server/modules/content/testing.ts';
import { setUpTestApp } from '#server/test/harness.ts';
import { type StructuredNode as Node, sharePageData } from '#server/test/schema-org.ts';

/*
 * The share addresses of news items (/n/{id}) and Kashkoul articles (/k/{id}): the tags a chat app
 * reads, the schema.org JSON-LD a search engine reads (checked by Adobe's structured-data validator
 * against Google's rules and schema.org's vocabulary), the way on to the shop, and the sitemap.
 */

const t = setUpTestApp({ publicUrl: 'https://shop.example/' });
const get = (url: string) => t.app.inject({ method: 'GET', url });
const metaOf = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`))?.[1];

let news: number;
let untitled: number;
let article: number;
let noIssue: number;

beforeAll(async () => {
  // Inserted in this order, one after the other.
  const rows: [kind: 'news' | 'kashkoul', fields: Parameters<typeof insertArticle>[2]][] = [
    [
      'news',
      {
        titleAr: 'الدار في معرض الرياض الدولي للكتاب',
        titleEn: 'The house at the Riyadh International Book Fair',
        descriptionAr: '<p>نلقاكم في <strong>الجناح ١٢</strong> &amp; توقيعات.</p>',
        articleDate: '2026-10-02',
        image: 'akhbars/riyadh fair.jpg',
      },
    ],
    [
      'news',
      { titleAr: 'خبر "قصير" <b>', descriptionEn: '<p>Only in English.</p>', articleDate: '2026-09-01' },
    ],
    [
      'kashkoul',
      {
        titleAr: 'في مديح القراءة البطيئة',
        titleEn: 'In praise of slow reading',
        descriptionAr: '<p>مقالة عن القراءة.</p>',
        articleDate: '2026-08-15',
        issueNumber: 42,
        image: 'articles/slow.jpg',
      },
    ],
    ['kashkoul', { titleAr: 'خاطرة', articleDate: '2026-07-01' }],
  ];
  const ids: number[] = [];
  for (const [kind, fields] of rows) ids.push((await insertArticle(t.database.db, kind, fields)).id);
  [news, untitled, article, noIssue] = ids as [number, number, number, number];
});

describe("a news item's share address", () => {
  it('carries the tags of the item in Arabic first, with its day, then opens its page in the shop', async () => {
    const res = await get(`/n/${news}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<title>الدار في معرض الرياض الدولي للكتاب | دار الكتاب العربي</title>');
    expect(metaOf(html, 'og:type')).toBe('article');
    expect(metaOf(html, 'og:title')).toBe('الدار في معرض الرياض الدولي للكتاب');
    expect(metaOf(html, 'og:description')).toBe(
      'The house at the Riyadh International Book Fair — نلقاكم في الجناح ١٢ &#38; توقيعات.',
    );
    expect(metaOf(html, 'og:url')).toBe(`https://shop.example/n/${news}`);
    expect(metaOf(html, 'og:image')).toBe('https://shop.example/media/akhbars/riyadh%20fair.jpg');
    expect(metaOf(html, 'article:published_time')).toBe('2026-10-02');
    expect(html).toContain(`<link rel="canonical" href="https://shop.example/n/${news}">`);
    expect(html).toContain(`<meta http-equiv="refresh" content="0;url=/#/alakhbar-articles/${news}">`);
    expect(html).toContain(
      '<p><time datetime="2026-10-02">2 أكتوبر 2026</time> · <span lang="en" dir="ltr">2 October 2026</span></p>',
    );
    expect(html).toContain(
      `<p><a href="/#/alakhbar-articles/${news}">افتح الخبر في المتجر</a> · <a lang="en" href="/#/alakhbar-articles/${news}">Open the news item in the shop</a></p>`,
    );
  });

  it('escapes what a title holds and says an English-only summary in English', async () => {
    const html = (await get(`/n/${untitled}`)).body;
    expect(html).toContain('<h1>خبر &#34;قصير&#34; &#60;b&#62;</h1>');
    expect(html).toContain('<p lang="en" dir="ltr">Only in English.</p>');
    expect(metaOf(html, 'twitter:card')).toBe('summary');
    expect(metaOf(html, 'og:image')).toBeUndefined();
  });

  it('is a NewsArticle by the house, in the way from the home page through the news, with no issue for Google', async () => {
    const { issues, one } = await sharePageData(t.app, `/n/${news}`);
    expect(issues).toEqual([]);
    expect(one('NewsArticle')).toEqual({
      '@type': 'NewsArticle',
      '@id': `https://shop.example/n/${news}#article`,
      headline: 'الدار في معرض الرياض الدولي للكتاب',
      name: 'الدار في معرض الرياض الدولي للكتاب',
      alternativeHeadline: 'The house at the Riyadh International Book Fair',
      inLanguage: 'ar',
      datePublished: '2026-10-02',
      url: `https://shop.example/#/alakhbar-articles/${news}`,
      mainEntityOfPage: `https://shop.example/n/${news}`,
      description: 'نلقاكم في الجناح ١٢ & توقيعات.',
      image: 'https://shop.example/media/akhbars/riyadh%20fair.jpg',
      author: { '@id': 'https://shop.example/#publisher' },
      publisher: { '@id': 'https://shop.example/#publisher' },
    });
    expect(one('Organization')).toMatchObject({
      '@id': 'https://shop.example/#publisher',
      name: 'دار الكتاب العربي',
    });
    const trail = one('BreadcrumbList').itemListElement as Node[];
    expect(trail.map((item) => [item.position, item.name, item.item])).toEqual([
      [1, 'الرئيسية', 'https://shop.example/'],
      [2, 'الأخبار', 'https://shop.example/#/al-akhbar'],
      [3, 'الدار في معرض الرياض الدولي للكتاب', `https://shop.example/n/${news}`],
    ]);
  });

  it('answers an unknown or a malformed item with a page that says so in both languages, never indexed', async () => {
    for (const path of ['/n/999999', '/n/abc', '/n/0', `/k/${news + article + 1000}`]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.body).toContain('<meta name="robots" content="noindex">');
    }
    const missing = (await get('/n/999999')).body;
    expect(missing).toContain('<title>الخبر غير موجود | دار الكتاب العربي</title>');
    expect(missing).toContain('<p lang="en" dir="ltr">This news item is not in the shop.</p>');
    expect(missing).toContain('<a href="/#/al-akhbar">الأخبار</a>');
  });
});

describe("a Kashkoul article's share address", () => {
  it('names its issue and opens the magazine in the shop', async () => {
    const html = (await get(`/k/${article}`)).body;
    expect(html).toContain('<p>العدد 42 · <span lang="en" dir="ltr">Issue 42</span></p>');
    expect(html).toContain('<meta http-equiv="refresh" content="0;url=/#/alkashkoul">');
    expect(metaOf(html, 'og:url')).toBe(`https://shop.example/k/${article}`);
  });

  it('is an Article in its issue of the house magazine, with no issue for Google', async () => {
    const { issues, one } = await sharePageData(t.app, `/k/${article}`);
    expect(issues).toEqual([]);
    const magazine = {
      '@type': 'Periodical',
      '@id': 'https://shop.example/#kashkoul',
      name: 'الكشكول',
      alternateName: 'Alkashkoul',
      url: 'https://shop.example/#/alkashkoul',
      publisher: { '@id': 'https://shop.example/#publisher' },
    };
    expect(one('Article')).toMatchObject({
      '@id': `https://shop.example/k/${article}#article`,
      headline: 'في مديح القراءة البطيئة',
      alternativeHeadline: 'In praise of slow reading',
      datePublished: '2026-08-15',
      isPartOf: { '@type': 'PublicationIssue', issueNumber: '42', name: 'العدد 42', isPartOf: magazine },
    });
    const trail = one('BreadcrumbList').itemListElement as Node[];
    expect(trail[1]).toMatchObject({ name: 'الكشكول', item: 'https://shop.example/#/alkashkoul' });

    const loose = await sharePageData(t.app, `/k/${noIssue}`);
    expect(loose.issues).toEqual([]);
    expect(loose.one('Article').isPartOf).toEqual(magazine);
  });
});

describe('the sitemap', () => {
  it('lists every news item and Kashkoul article by its share address and day, and a new one at once', async () => {
    const body = (await get('/sitemap.xml')).body;
    expect(body).toContain(
      `<url><loc>https://shop.example/n/${news}</loc><lastmod>2026-10-02T00:00:00.000Z</lastmod></url>`,
    );
    expect(body).toContain(
      `<url><loc>https://shop.example/k/${article}</loc><lastmod>2026-08-15T00:00:00.000Z</lastmod></url>`,
    );
    expect(body).toContain(`<loc>https://shop.example/k/${noIssue}</loc>`);

    const later = await insertArticle(t.database.db, 'news', {
      titleAr: 'خبر جديد',
      articleDate: '2026-11-01',
    });
    // As the staff routes that write news announce it.
    await t.app.changes.announce('content');
    await vi.waitFor(async () => expect((await get('/sitemap.xml')).body).toContain(`/n/${later.id}<`), {
      timeout: 60_000,
      interval: 5,
    });
  });
});
