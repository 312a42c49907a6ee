import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setBookHidden } from '#server/modules/catalog/index.ts';
import { bookSeries, deleteSales, insertBook, insertSale, writers } from '#server/modules/catalog/testing.ts';
import { setUpTestApp } from '#server/test/harness.ts';

const t = setUpTestApp({ publicUrl: 'https://shop.example/' });
const get = (url: string) => t.app.inject({ method: 'GET', url });

let shown: number;
let hidden: number;
let risky: number;
let writer: number;
let unread: number;
let series: number;
let shy: number;
let empty: number;
let first: number;
let second: number;

beforeAll(async () => {
  const [row] = await t.database.db
    .insert(writers)
    .values({
      nameAr: 'نجيب محفوظ',
      nameEn: 'Naguib Mahfouz',
      bioAr: '<p>روائي مصري &amp; كاتب &quot;القاهرة&quot; &lt;الجديدة&gt;.</p>',
      bornYear: 1911,
      photo: 'writers/nm.jpg',
    })
    .returning();
  writer = row!.id;
  const [other] = await t.database.db
    .insert(writers)
    .values({ nameAr: 'كاتب بلا كتب', nameEn: '' })
    .returning();
  unread = other!.id;
  shown = (
    await insertBook(t.database.db, {
      titleAr: 'بين القصرين',
      titleEn: 'Palace Walk',
      writerId: writer,
      descriptionAr: '<p>رواية عن أسرة في القاهرة.</p>',
      hardcopyPriceCents: 1250,
      pdfPriceCents: 600,
      image: 'covers/abc.jpg',
      imageVariants: [
        { key: 'covers/abc-320.webp', width: 320, type: 'image/webp' },
        { key: 'covers/abc.jpg', width: 600, type: 'image/jpeg' },
      ],
    })
  ).id;
  hidden = (await insertBook(t.database.db, { titleAr: 'كتاب مخفي', writerId: writer, active: false })).id;
  await insertBook(t.database.db, { titleAr: 'كتاب مخفي آخر', writerId: unread, active: false });
  risky = (
    await insertBook(t.database.db, {
      titleAr: 'عنوان "<script>alert(1)</script>" & غيره',
      titleEn: 'Tom "&" <Jerry>',
      descriptionAr: 'وصف',
      hardcopyPriceCents: 0,
      pdfPriceCents: 300,
    })
  ).id;
  const [named, hiddenOnly, bare] = await t.database.db
    .insert(bookSeries)
    .values([
      { nameAr: 'دفاتر "أردنية"', nameEn: 'Jordan Notebooks' },
      { nameAr: 'سلسلة كتبها مخفية', nameEn: '' },
      { nameAr: 'سلسلة بلا كتب', nameEn: '' },
    ])
    .returning();
  [series, shy, empty] = [named!.id, hiddenOnly!.id, bare!.id];
  const inSeries = { seriesId: series, hardcopyPriceCents: 900 };
  second = (
    await insertBook(t.database.db, {
      ...inSeries,
      seriesNumber: 2,
      titleAr: 'إربد',
      image: 'covers/irbid.jpg',
    })
  ).id;
  await insertBook(t.database.db, { ...inSeries, seriesNumber: 3, titleAr: 'مسودة السلسلة', active: false });
  first = (await insertBook(t.database.db, { ...inSeries, seriesNumber: 1, titleAr: 'الطريق إلى عمّان' })).id;
  await insertBook(t.database.db, { titleAr: 'مخفي', seriesId: shy, seriesNumber: 1, active: false });
});

const metaOf = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`))?.[1];

describe("a book's share address", () => {
  it('carries the Open Graph and Twitter tags of the book in Arabic first, then opens its page in the shop', async () => {
    const res = await get(`/b/${shown}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const html = res.body;
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(metaOf(html, 'og:title')).toBe('بين القصرين');
    expect(metaOf(html, 'og:locale')).toBe('ar_AR');
    expect(metaOf(html, 'og:locale:alternate')).toBe('en_US');
    expect(metaOf(html, 'og:description')).toBe('Palace Walk — رواية عن أسرة في القاهرة.');
    expect(metaOf(html, 'og:url')).toBe(`https://shop.example/b/${shown}`);
    expect(metaOf(html, 'og:image')).toBe('https://shop.example/media/covers/abc.jpg');
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(html, 'product:price:amount')).toBe('6.00');
    expect(metaOf(html, 'product:price:currency')).toBe('USD');
    expect(html).toContain(`<meta http-equiv="refresh" content="0;url=/#/book-details/${shown}">`);
    expect(html).toContain(`<a href="/#/book-details/${shown}">`);
    expect(html).toContain(`<p><a href="/w/${writer}">نجيب محفوظ</a></p>`);
    // No script runs: the one script element is schema.org data (structured-data.test.ts).
    expect(html.match(/<script[^>]*>/g)).toEqual(['<script type="application/ld+json">']);
  });

  it('gives the price in force while a sale runs', async () => {
    await insertSale(t.database.db, { scope: 'books', bookIds: [shown], percent: 50 });
    try {
      const html = (await get(`/b/${shown}`)).body;
      expect(metaOf(html, 'product:price:amount')).toBe('3.00');
    } finally {
      await deleteSales(t.database.db);
    }
  });

  it('escapes whatever a title holds, so it can never become markup', async () => {
    const html = (await get(`/b/${risky}`)).body;
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<Jerry>');
    expect(metaOf(html, 'og:title')).toBe(
      'عنوان &#34;&#60;script&#62;alert(1)&#60;/script&#62;&#34; &#38; غيره',
    );
    expect(html).toContain('Tom &#34;&#38;&#34; &#60;Jerry&#62;');
    expect(metaOf(html, 'product:price:amount')).toBe('3.00');
    // No cover: a small card, and no image tag pointing nowhere.
    expect(metaOf(html, 'twitter:card')).toBe('summary');
    expect(metaOf(html, 'og:image')).toBeUndefined();
  });

  it('answers a hidden, an unknown or a malformed book with a page that says so in both languages', async () => {
    for (const url of [`/b/${hidden}`, '/b/999999', '/b/abc', '/b/0']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('هذا الكتاب غير موجود في المتجر');
      expect(res.body).toContain('This book is not in the shop.');
      expect(res.body).not.toContain('كتاب مخفي');
    }
  });
});

describe("a writer's share address", () => {
  it('carries the tags of the writer in Arabic first, the life and the books shown, then opens the page in the shop', async () => {
    const res = await get(`/w/${writer}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const html = res.body;
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<title>نجيب محفوظ | دار الكتاب العربي</title>');
    expect(html).toContain(`<link rel="canonical" href="https://shop.example/w/${writer}">`);
    expect(metaOf(html, 'og:type')).toBe('profile');
    expect(metaOf(html, 'og:title')).toBe('نجيب محفوظ');
    expect(metaOf(html, 'og:locale')).toBe('ar_AR');
    expect(metaOf(html, 'og:locale:alternate')).toBe('en_US');
    // The biography's text, its entities read and written again for an attribute.
    expect(metaOf(html, 'og:description')).toBe(
      'Naguib Mahfouz — روائي مصري &#38; كاتب &#34;القاهرة&#34; &#60;الجديدة&#62;.',
    );
    expect(metaOf(html, 'og:url')).toBe(`https://shop.example/w/${writer}`);
    expect(metaOf(html, 'og:image')).toBe('https://shop.example/media/writers/nm.jpg');
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain(`<meta http-equiv="refresh" content="0;url=/#/writers/${writer}">`);
    expect(html).toContain('<p>الميلاد <bdi>1911</bdi> · <span lang="en" dir="ltr">Born 1911</span></p>');
    expect(html).toContain(
      `<h2>كتب الكاتب في المتجر · <span lang="en">The writer&#39;s books in the shop</span></h2>\n<ul><li><a href="/b/${shown}">بين القصرين</a></li></ul>`,
    );
    expect(html).toContain('<p>روائي مصري &#38; كاتب &#34;القاهرة&#34; &#60;الجديدة&#62;.</p>');
    expect(html).not.toContain('كتاب مخفي');
    expect(html).toContain(
      `<p><a href="/#/writers/${writer}">افتح صفحة الكاتب في المتجر</a> · <a lang="en" href="/#/writers/${writer}">Open the writer&#39;s page in the shop</a></p>`,
    );
    expect(html.match(/<script[^>]*>/g)).toEqual(['<script type="application/ld+json">']);
  });

  it('gives a writer without books, photo or biography a small card named in Arabic', async () => {
    const html = (await get(`/w/${unread}`)).body;
    expect(metaOf(html, 'og:description')).toBe('كاتب بلا كتب');
    expect(metaOf(html, 'twitter:card')).toBe('summary');
    expect(metaOf(html, 'og:image')).toBeUndefined();
    expect(html).not.toContain('<ul>');
  });

  it('answers an unknown or a malformed writer with a page that says so in both languages', async () => {
    for (const url of ['/w/999999', '/w/abc', '/w/0']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<title>الكاتب غير موجود | دار الكتاب العربي</title>');
      expect(res.body).toContain('<meta name="robots" content="noindex">');
      expect(res.body).toContain('<h1>هذا الكاتب غير موجود في المتجر</h1>');
      expect(res.body).toContain('<p lang="en" dir="ltr">This writer is not in the shop.</p>');
    }
  });
});

describe("a series' share address", () => {
  it('carries the tags of the series in Arabic first and its books shown by number, then opens its page in the shop', async () => {
    const res = await get(`/s/${series}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const html = res.body;
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<title>دفاتر &#34;أردنية&#34; | دار الكتاب العربي</title>');
    expect(html).toContain(`<link rel="canonical" href="https://shop.example/s/${series}">`);
    expect(metaOf(html, 'og:type')).toBe('website');
    expect(metaOf(html, 'og:title')).toBe('دفاتر &#34;أردنية&#34;');
    expect(metaOf(html, 'og:description')).toBe('Jordan Notebooks — الطريق إلى عمّان وإربد');
    expect(metaOf(html, 'og:url')).toBe(`https://shop.example/s/${series}`);
    // The cover of the first book shown that has one.
    expect(metaOf(html, 'og:image')).toBe('https://shop.example/media/covers/irbid.jpg');
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain(`<meta http-equiv="refresh" content="0;url=/#/series/${series}">`);
    expect(html).toContain('<p lang="en" dir="ltr">Jordan Notebooks</p>');
    expect(html).toContain(
      `<h2>كتب السلسلة بالترتيب · <span lang="en">The series&#39; books in reading order</span></h2>\n<ol><li value="1"><a href="/b/${first}">الطريق إلى عمّان</a></li><li value="2"><a href="/b/${second}">إربد</a></li></ol>`,
    );
    expect(html).not.toContain('مسودة السلسلة');
    expect(html).toContain(
      `<p><a href="/#/series/${series}">افتح صفحة السلسلة في المتجر</a> · <a lang="en" href="/#/series/${series}">Open the series&#39; page in the shop</a></p>`,
    );
    expect(html.match(/<script[^>]*>/g)).toEqual(['<script type="application/ld+json">']);
  });

  it('gives a series with no book shown a small card named in Arabic', async () => {
    const res = await get(`/s/${shy}`);
    expect(res.statusCode).toBe(200);
    expect(metaOf(res.body, 'og:description')).toBe('سلسلة كتبها مخفية');
    expect(metaOf(res.body, 'twitter:card')).toBe('summary');
    expect(metaOf(res.body, 'og:image')).toBeUndefined();
    expect(res.body).not.toContain('<ol>');
    expect(res.body).not.toContain('مخفي<');
  });

  it("says on a book's page where the book stands in its series, in both languages", async () => {
    expect((await get(`/b/${second}`)).body).toContain(
      `<p><a href="/s/${series}">الكتاب 2 في سلسلة «دفاتر &#34;أردنية&#34;»</a> · <a lang="en" href="/s/${series}">Book 2 of the series «Jordan Notebooks»</a></p>`,
    );
    expect((await get(`/b/${shown}`)).body).not.toContain('href="/s/');
  });

  it('answers an unknown or a malformed series with a page that says so in both languages', async () => {
    for (const url of ['/s/999999', '/s/abc', '/s/0']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<title>السلسلة غير موجودة | دار الكتاب العربي</title>');
      expect(res.body).toContain('<meta name="robots" content="noindex">');
      expect(res.body).toContain('<h1>هذه السلسلة غير موجودة في المتجر</h1>');
      expect(res.body).toContain('<p lang="en" dir="ltr">This series is not in the shop.</p>');
    }
  });
});

describe('what crawlers read', () => {
  it('serves robots.txt as text, keeping crawlers out of the API and pointing at the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://shop.example/sitemap.xml\n',
    );
  });

  it('lists the home page, the share address of every visible book, of their writers and series, and forgets a book hidden since', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(res.body).toContain('<url><loc>https://shop.example/</loc></url>');
    expect(res.body).toMatch(new RegExp(`<loc>https://shop.example/b/${shown}</loc><lastmod>\\d{4}-`));
    expect(res.body).toContain(`<loc>https://shop.example/b/${risky}</loc>`);
    expect(res.body).not.toContain(`/b/${hidden}<`);
    // Writers with a visible book, without a date: a writer's page changes with the biography too.
    expect(res.body).toContain(`<url><loc>https://shop.example/w/${writer}</loc></url>`);
    expect(res.body).not.toContain(`/w/${unread}<`);
    // So are series with a visible book, and no other series.
    expect(res.body).toContain(`<url><loc>https://shop.example/s/${series}</loc></url>`);
    expect(res.body).not.toMatch(new RegExp(`/s/(${shy}|${empty})<`));

    await setBookHidden(t.database.db, risky, true);
    // Kept briefly in memory, and dropped as the database announces the change to every process.
    await vi.waitFor(async () => expect((await get('/sitemap.xml')).body).not.toContain(`/b/${risky}<`), {
      timeout: 60_000,
      interval: 5,
    });
  });
});
