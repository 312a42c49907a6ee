import { beforeAll, describe, expect, it } from 'vitest';
import { bookCategories, insertBook, writers } from '#server/modules/catalog/testing.ts';
import { setUpTestApp } from '#server/test/harness.ts';
import { type StructuredNode as Node, readStructuredData, sharePageData } from '#server/test/schema-org.ts';
import { isbn13CheckDigit } from '#shared/isbn.ts';

/*
 * The schema.org JSON-LD of a book's and a writer's share page, as a search engine extracts it from the
 * HTML and as Google's rich-result rules and schema.org's vocabulary read it (Adobe's structured-data
 * validator, #server/test/schema-org.ts): the book, its writer, its editions with their offers; the
 * writer's profile, life and books; the breadcrumbs and the publishing house (a series' in
 * structured-data-series.test.ts).
 */

const t = setUpTestApp({ publicUrl: 'https://shop.example/' });
const first12 = '978995770001';
const isbn = `${first12}${isbn13CheckDigit(first12)}`;
let novel: number;
let comingSoon: number;
let soldOut: number;
let writerId: number;
let unknownLife: number;

beforeAll(async () => {
  const db = t.database.db;
  const [writer] = await db
    .insert(writers)
    .values({
      nameAr: 'نجيب محفوظ',
      nameEn: 'Naguib Mahfouz',
      bioAr: '<p>روائي مصري، <strong>نال</strong> جائزة نوبل.</p><p dir="ltr">Nobel &amp; more</p>',
      bioEn: '<p>Egyptian novelist.</p>',
      bornYear: 1911,
      diedYear: 2006,
      photo: 'writers/mahfouz 1.jpg',
    })
    .returning();
  writerId = writer!.id;
  const [bare] = await db.insert(writers).values({ nameAr: 'كاتب مجهول', nameEn: '' }).returning();
  unknownLife = bare!.id;
  const [category] = await db
    .insert(bookCategories)
    .values({ titleAr: 'روايات', titleEn: 'Novels' })
    .returning();
  const book = { writerId: writer!.id, categoryId: category!.id };
  novel = (
    await insertBook(db, {
      ...book,
      titleAr: 'بين القصرين',
      titleEn: 'Palace Walk',
      descriptionAr: 'رواية عن أسرة في القاهرة.',
      isbn,
      hardcopyPriceCents: 1250,
      pdfPriceCents: 600,
    })
  ).id;
  comingSoon = (
    await insertBook(db, { ...book, titleAr: 'السكرية', comingSoon: true, preorderOpen: true, stock: 0 })
  ).id;
  soldOut = (await insertBook(db, { ...book, titleAr: 'قصر الشوق', stock: 0, pdfPriceCents: 0 })).id;
  await insertBook(db, { ...book, titleAr: 'مسودة', active: false });
});

const structuredData = (id: number, path = `/b/${id}`) => sharePageData(t.app, path);

const editionsOf = (book: Node): Record<string, unknown>[] =>
  (book.workExample as Node[]).map((edition) => ({
    format: edition.bookFormat,
    isbn: edition.isbn,
    ...(edition.offers as Node),
  }));

describe('what search engines read of a book', () => {
  it('names the book, its writer and publisher, and an offer for each format, with no issue for Google', async () => {
    const { issues, one } = await structuredData(novel);
    expect(issues).toEqual([]);
    const book = one('Book');
    expect(book).toMatchObject({
      '@id': `https://shop.example/b/${novel}#book`,
      name: 'بين القصرين',
      alternateName: 'Palace Walk',
      inLanguage: 'ar',
      isbn,
      genre: 'روايات',
      description: 'Palace Walk — رواية عن أسرة في القاهرة.',
      author: {
        '@type': 'Person',
        '@id': `https://shop.example/w/${writerId}#writer`,
        name: 'نجيب محفوظ',
        alternateName: 'Naguib Mahfouz',
        url: `https://shop.example/#/writers/${writerId}`,
      },
      publisher: { '@id': 'https://shop.example/#publisher' },
    });
    expect([book.isPartOf, book.position]).toEqual([undefined, undefined]);
    const page = `https://shop.example/#/book-details/${novel}`;
    expect(editionsOf(book)).toEqual([
      {
        format: 'https://schema.org/Paperback',
        isbn,
        '@type': 'Offer',
        price: '12.50',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: page,
      },
      {
        format: 'https://schema.org/EBook',
        isbn: undefined,
        '@type': 'Offer',
        price: '6.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: page,
      },
    ]);
    expect(one('Organization')).toMatchObject({
      '@id': 'https://shop.example/#publisher',
      name: 'دار الكتاب العربي',
      alternateName: 'Arab Book House',
    });
    const trail = one('BreadcrumbList').itemListElement as Node[];
    expect(trail.map((item) => [item.position, item.name, item.item])).toEqual([
      [1, 'الرئيسية', 'https://shop.example/'],
      [2, 'المكتبة', 'https://shop.example/#/books'],
      [3, 'بين القصرين', `https://shop.example/b/${novel}`],
    ]);
  });

  it('gives the subtitle as CreativeWork’s alternativeHeadline, Arabic then English, which schema.org knows', async () => {
    const db = t.database.db;
    const both = await insertBook(db, {
      titleAr: 'السراب',
      subtitleAr: 'رواية',
      subtitleEn: 'A Novel',
      isbn: null,
    });
    const subtitled = await structuredData(both!.id);
    expect(subtitled.issues).toEqual([]);
    expect(subtitled.one('Book').alternativeHeadline).toEqual(['رواية', 'A Novel']);
    const arabic = await insertBook(db, { titleAr: 'اللص والكلاب', subtitleAr: 'رواية', isbn: null });
    expect((await structuredData(arabic!.id)).one('Book').alternativeHeadline).toBe('رواية');
    // Without a subtitle, none.
    expect((await structuredData(novel)).one('Book').alternativeHeadline).toBeUndefined();
  });

  it('offers a coming book open to pre-orders as a pre-order, and a sold-out printed copy as out of stock', async () => {
    const coming = await structuredData(comingSoon);
    expect(coming.issues).toEqual([]);
    expect(editionsOf(coming.one('Book')).map((offer) => offer.availability)).toEqual([
      'https://schema.org/PreOrder',
      'https://schema.org/PreOrder',
    ]);
    const gone = await structuredData(soldOut);
    expect(gone.issues).toEqual([]);
    expect(editionsOf(gone.one('Book')).map((offer) => [offer.format, offer.availability])).toEqual([
      ['https://schema.org/Paperback', 'https://schema.org/OutOfStock'],
    ]);
  });

  it('is found wanting by the same validator when a writer has no name', async () => {
    const html = `<script type="application/ld+json">${JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'Book',
      name: 'بين القصرين',
      author: { '@type': 'Person' },
    })}</script>`;
    const { issues } = await readStructuredData(html);
    expect(issues.map((issue) => [issue.severity, issue.issueMessage])).toEqual([
      ['ERROR', 'Required attribute "name" is missing'],
    ]);
  });

  it('is found wanting against the schema.org vocabulary for a term it does not have or a property off its type', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/b/${novel}` });
    // The page as served, with the printed edition's format misspelt, the writer given a book's ISBN,
    // and the house of a type schema.org does not have.
    const html = res.body
      .replace('"bookFormat":', '"bookFormatt":')
      .replace('"author":{"@type":"Person",', `"author":{"@type":"Person","isbn":"${isbn}",`)
      .replace('"@type":"Organization"', '"@type":"Organisation"');
    const { issues } = await readStructuredData(html);
    expect(issues.map((issue) => [issue.severity, issue.issueMessage]).sort()).toEqual([
      ['ERROR', 'Type "Organisation" is not a valid schema.org type'],
      ['WARNING', 'Property "bookFormatt" for type "Book" is not supported by the schema.org specification'],
      ['WARNING', 'Property "isbn" for type "Person" is not supported by the schema.org specification'],
    ]);
  });
});

describe('what search engines read of a writer', () => {
  it('is a profile page about the person, with life, biography, photo and the books shown, with no issue for Google', async () => {
    const { issues, one } = await structuredData(writerId, `/w/${writerId}`);
    expect(issues).toEqual([]);
    const { mainEntity, ...profile } = one('ProfilePage');
    expect(profile).toEqual({
      '@type': 'ProfilePage',
      '@id': `https://shop.example/w/${writerId}#page`,
      url: `https://shop.example/w/${writerId}`,
      name: 'نجيب محفوظ',
      inLanguage: 'ar',
      publisher: { '@id': 'https://shop.example/#publisher' },
    });
    expect(mainEntity).toEqual({
      '@type': 'Person',
      '@id': `https://shop.example/w/${writerId}#writer`,
      name: 'نجيب محفوظ',
      alternateName: 'Naguib Mahfouz',
      birthDate: '1911',
      deathDate: '2006',
      description: 'روائي مصري، نال جائزة نوبل. Nobel & more',
      image: 'https://shop.example/media/writers/mahfouz%201.jpg',
      url: `https://shop.example/#/writers/${writerId}`,
    });
    // Newest first, as the shop lists them; the hidden draft is not there.
    const books = one('ItemList');
    expect(books.numberOfItems).toBe(3);
    expect(
      (books.itemListElement as Node[]).map(({ position, item }) => {
        const book = item as Node;
        return [position, book['@type'], book['@id'], book.name, book.url, book.author];
      }),
    ).toEqual(
      [soldOut, comingSoon, novel].map((id, index) => [
        index + 1,
        'Book',
        `https://shop.example/b/${id}#book`,
        ['قصر الشوق', 'السكرية', 'بين القصرين'][index],
        `https://shop.example/b/${id}`,
        { '@id': `https://shop.example/w/${writerId}#writer` },
      ]),
    );
    expect(one('Organization')).toMatchObject({ '@id': 'https://shop.example/#publisher' });
    const trail = one('BreadcrumbList').itemListElement as Node[];
    expect(trail.map((item) => [item.position, item.name, item.item])).toEqual([
      [1, 'الرئيسية', 'https://shop.example/'],
      [2, 'نجيب محفوظ', `https://shop.example/w/${writerId}`],
    ]);
  });

  it('says only the name of a writer with no English name, life, biography, photo or book', async () => {
    const { issues, one } = await structuredData(unknownLife, `/w/${unknownLife}`);
    expect(issues).toEqual([]);
    expect(one('ProfilePage').mainEntity).toEqual({
      '@type': 'Person',
      '@id': `https://shop.example/w/${unknownLife}#writer`,
      name: 'كاتب مجهول',
      url: `https://shop.example/#/writers/${unknownLife}`,
    });
  });
});
