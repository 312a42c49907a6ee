import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { boxSets, insertBoxSet } from '#server/modules/box-sets/testing.ts';
import { insertBook, writers } from '#server/modules/catalog/testing.ts';
import { setUpTestApp } from '#server/test/harness.ts';
import { type StructuredNode as Node, sharePageData } from '#server/test/schema-org.ts';
import { isbn13CheckDigit } from '#shared/isbn.ts';

/*
 * A box set's share address (/x/{id}, decisions 090 and 096): the tags a link preview reads, in
 * Arabic first and English beside it, and the schema.org JSON-LD a search engine extracts, checked by
 * Adobe's validator against Google's rules and schema.org's vocabulary (#server/test/schema-org.ts).
 */

const t = setUpTestApp({ publicUrl: 'https://shop.example/' });
const get = (url: string) => t.app.inject({ method: 'GET', url });
const metaOf = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`))?.[1];
const isbnOf = (first12: string) => `${first12}${isbn13CheckDigit(first12)}`;
const [prophetIsbn, wingsIsbn] = [isbnOf('978995770011'), isbnOf('978995770012')];

let gibran: number;
let [prophet, wings, madman, lastCopy, coming] = [0, 0, 0, 0, 0];
let [trilogy, pdfSet, switchedOff, soldOutSet, preorderSet, broken] = [0, 0, 0, 0, 0, 0];

beforeAll(async () => {
  const db = t.database.db;
  const [writer] = await db
    .insert(writers)
    .values({ nameAr: 'جبران خليل جبران', nameEn: 'Kahlil Gibran' })
    .returning();
  gibran = writer!.id;
  const book = { writerId: gibran, hardcopyPriceCents: 1000, pdfPriceCents: 500, pdfFile: 'books/x.pdf' };
  // The first book has no cover: the preview takes the first cover there is.
  prophet = (await insertBook(db, { ...book, titleAr: 'النبي', titleEn: 'The Prophet', isbn: prophetIsbn }))
    .id;
  wings = (
    await insertBook(db, {
      ...book,
      titleAr: 'الأجنحة المتكسرة',
      titleEn: 'Broken Wings',
      isbn: wingsIsbn,
      image: 'covers/wings.jpg',
    })
  ).id;
  madman = (await insertBook(db, { ...book, titleAr: 'المجنون', titleEn: '', image: 'covers/mad man.jpg' }))
    .id;
  lastCopy = (await insertBook(db, { ...book, titleAr: 'العواصف', stock: 0 })).id;
  coming = (await insertBook(db, { ...book, titleAr: 'التائه', comingSoon: true, preorderOpen: true })).id;
  const hidden = (await insertBook(db, { ...book, titleAr: 'مسودة', active: false })).id;
  trilogy = (
    await insertBoxSet(db, {
      titleAr: 'ثلاثة كتب لجبران',
      titleEn: 'Three Books of Gibran',
      format: 'hardcopy',
      priceCents: 2500,
      bookIds: [prophet, wings, madman],
    })
  ).id;
  await db
    .update(boxSets)
    .set({ descriptionAr: '<p>أجمل ما كتب <strong>جبران</strong>.</p>' })
    .where(eq(boxSets.id, trilogy));
  pdfSet = (
    await insertBoxSet(db, {
      titleAr: 'جبران رقمياً',
      titleEn: '',
      format: 'pdf',
      priceCents: 900,
      bookIds: [prophet, wings],
    })
  ).id;
  switchedOff = (
    await insertBoxSet(db, {
      titleAr: 'مجموعة موقوفة',
      format: 'hardcopy',
      priceCents: 1500,
      bookIds: [prophet, wings],
      active: false,
    })
  ).id;
  soldOutSet = (
    await insertBoxSet(db, { format: 'hardcopy', priceCents: 1500, bookIds: [prophet, lastCopy] })
  ).id;
  preorderSet = (await insertBoxSet(db, { format: 'hardcopy', priceCents: 1500, bookIds: [prophet, coming] }))
    .id;
  broken = (await insertBoxSet(db, { format: 'hardcopy', priceCents: 1500, bookIds: [prophet, hidden] })).id;
});

describe("a box set's share address", () => {
  it('carries the tags of the box set in Arabic first and English beside, its price, its books, then opens its page', async () => {
    const res = await get(`/x/${trilogy}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const html = res.body;
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<title>ثلاثة كتب لجبران | دار الكتاب العربي</title>');
    expect(html).toContain(`<link rel="canonical" href="https://shop.example/x/${trilogy}">`);
    expect(metaOf(html, 'og:type')).toBe('product');
    expect(metaOf(html, 'og:title')).toBe('ثلاثة كتب لجبران');
    expect(metaOf(html, 'og:locale')).toBe('ar_AR');
    expect(metaOf(html, 'og:locale:alternate')).toBe('en_US');
    expect(metaOf(html, 'og:description')).toBe('Three Books of Gibran — أجمل ما كتب جبران.');
    expect(metaOf(html, 'twitter:description')).toBe('Three Books of Gibran — أجمل ما كتب جبران.');
    expect(metaOf(html, 'og:url')).toBe(`https://shop.example/x/${trilogy}`);
    // No picture of its own: the first of its books' covers.
    expect(metaOf(html, 'og:image')).toBe('https://shop.example/media/covers/wings.jpg');
    expect(metaOf(html, 'twitter:image')).toBe('https://shop.example/media/covers/wings.jpg');
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(html, 'product:price:amount')).toBe('25.00');
    expect(metaOf(html, 'product:price:currency')).toBe('USD');
    expect(html).toContain(`<meta http-equiv="refresh" content="0;url=/#/box-sets/${trilogy}">`);
    expect(html).toContain('<p lang="en" dir="ltr">Three Books of Gibran</p>');
    expect(html).toContain('<h2>كتب المجموعة · <span lang="en">The books in the box set</span></h2>');
    expect(html).toContain(
      `<ol><li><a href="/b/${prophet}">النبي</a></li><li><a href="/b/${wings}">الأجنحة المتكسرة</a></li><li><a href="/b/${madman}">المجنون</a></li></ol>`,
    );
    expect(html).toContain(
      `<p><a href="/#/box-sets/${trilogy}">افتح المجموعة في المتجر</a> · <a lang="en" href="/#/box-sets/${trilogy}">Open the box set in the shop</a></p>`,
    );
    expect(html.match(/<script[^>]*>/g)).toEqual(['<script type="application/ld+json">']);
  });

  it('describes a box set without a description by its books, and one without covers as a small card', async () => {
    const html = (await get(`/x/${soldOutSet}`)).body;
    expect(metaOf(html, 'og:description')).toBe('Box set — النبي والعواصف');
    expect(metaOf(html, 'twitter:card')).toBe('summary');
    expect(metaOf(html, 'og:image')).toBeUndefined();
  });

  it('answers a box set switched off, an unknown or a malformed one with a page that says so in both languages', async () => {
    for (const url of [`/x/${switchedOff}`, '/x/999999', '/x/abc', '/x/0']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<title>المجموعة غير موجودة | دار الكتاب العربي</title>');
      expect(res.body).toContain('<meta name="robots" content="noindex">');
      expect(res.body).toContain('هذه المجموعة غير موجودة في المتجر');
      expect(res.body).toContain('This box set is not in the shop.');
      expect(res.body).not.toContain('مجموعة موقوفة');
    }
  });

  it('is listed in the sitemap while switched on, dated by its last change', async () => {
    const xml = (await get('/sitemap.xml')).body;
    for (const id of [trilogy, pdfSet, soldOutSet, preorderSet, broken]) {
      expect(xml).toMatch(
        new RegExp(`<url><loc>https://shop\\.example/x/${id}</loc><lastmod>[0-9T:.-]+Z</lastmod></url>`),
      );
    }
    expect(xml).not.toContain(`/x/${switchedOff}<`);
  });
});

describe('what search engines read of a box set', () => {
  const structuredData = (id: number) => sharePageData(t.app, `/x/${id}`);
  const offerOf = async (id: number) => {
    const { issues, one } = await structuredData(id);
    expect(issues).toEqual([]);
    return one('ProductCollection').offers as Node;
  };

  it('is a product collection with its offer, its books as its parts with their ISBNs, the way home and the house, with no issue', async () => {
    const { issues, one } = await structuredData(trilogy);
    expect(issues).toEqual([]);
    const author = {
      '@type': 'Person',
      '@id': `https://shop.example/w/${gibran}#writer`,
      name: 'جبران خليل جبران',
    };
    const part = (id: number, name: string, more: Record<string, unknown> = {}) => ({
      '@type': 'Book',
      '@id': `https://shop.example/b/${id}#book`,
      name,
      ...more,
      url: `https://shop.example/b/${id}`,
      bookFormat: 'https://schema.org/Paperback',
      author,
    });
    expect(one('ProductCollection')).toEqual({
      '@type': 'ProductCollection',
      '@id': `https://shop.example/x/${trilogy}#box-set`,
      name: 'ثلاثة كتب لجبران',
      alternateName: 'Three Books of Gibran',
      inLanguage: 'ar',
      url: `https://shop.example/x/${trilogy}`,
      description: 'Three Books of Gibran — أجمل ما كتب جبران.',
      image: [
        'https://shop.example/media/covers/wings.jpg',
        'https://shop.example/media/covers/mad%20man.jpg',
      ],
      publisher: { '@id': 'https://shop.example/#publisher' },
      collectionSize: 3,
      hasPart: [
        part(prophet, 'النبي', { alternateName: 'The Prophet', isbn: prophetIsbn }),
        part(wings, 'الأجنحة المتكسرة', { alternateName: 'Broken Wings', isbn: wingsIsbn }),
        part(madman, 'المجنون'),
      ],
      offers: {
        '@type': 'Offer',
        price: '25.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: `https://shop.example/#/box-sets/${trilogy}`,
      },
    });
    expect(one('Organization')).toMatchObject({
      '@id': 'https://shop.example/#publisher',
      name: 'دار الكتاب العربي',
    });
    const trail = one('BreadcrumbList').itemListElement as Node[];
    expect(trail.map((item) => [item.position, item.name, item.item])).toEqual([
      [1, 'الرئيسية', 'https://shop.example/'],
      [2, 'ثلاثة كتب لجبران', `https://shop.example/x/${trilogy}`],
    ]);
  });

  it('offers PDFs as e-books in stock, whatever the printed stock', async () => {
    const { one } = await structuredData(pdfSet);
    const node = one('ProductCollection');
    expect((node.hasPart as Node[]).map((book) => book.bookFormat)).toEqual([
      'https://schema.org/EBook',
      'https://schema.org/EBook',
    ]);
    expect((await offerOf(pdfSet)).availability).toBe('https://schema.org/InStock');
  });

  it('is out of stock while a printed book of it is, or while it cannot be sold, and a pre-order while a book of it is coming', async () => {
    expect((await offerOf(soldOutSet)).availability).toBe('https://schema.org/OutOfStock');
    expect((await offerOf(broken)).availability).toBe('https://schema.org/OutOfStock');
    expect((await offerOf(preorderSet)).availability).toBe('https://schema.org/PreOrder');
  });
});
