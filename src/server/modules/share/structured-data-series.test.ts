import { beforeAll, describe, expect, it } from 'vitest';
import { bookSeries, insertBook, writers } from '#server/modules/catalog/testing.ts';
import { setUpTestApp } from '#server/test/harness.ts';
import { type StructuredNode as Node, sharePageData } from '#server/test/schema-org.ts';

/*
 * The schema.org JSON-LD of a series' share page and of a book in a series, as a search engine
 * extracts it from the HTML and as Google's rich-result rules and schema.org's vocabulary read it
 * (Adobe's structured-data validator, #server/test/schema-org.ts): the series with its books by
 * number, and each book part of the series by the same @id.
 */

const t = setUpTestApp({ publicUrl: 'https://shop.example/' });

const structuredData = (path: string) => sharePageData(t.app, path);

describe('what search engines read of a series', () => {
  let series: number;
  let poet: number;
  let [first, second, fourth] = [0, 0, 0];

  beforeAll(async () => {
    const db = t.database.db;
    const [row] = await db
      .insert(bookSeries)
      .values({ nameAr: 'الملهاة الفلسطينية', nameEn: 'The Palestinian Comedy' })
      .returning();
    series = row!.id;
    const [writer] = await db
      .insert(writers)
      .values({ nameAr: 'إبراهيم نصر الله', nameEn: 'Ibrahim Nasrallah' })
      .returning();
    poet = writer!.id;
    const inSeries = (seriesNumber: number, titleAr: string, titleEn: string, image: string | null = null) =>
      insertBook(db, { titleAr, titleEn, seriesId: series, seriesNumber, writerId: poet, image });
    // Written out of order, and number 3 hidden: the page goes by number, and shows what readers see.
    fourth = (await inSeries(4, 'أعراس آمنة', 'Gaza Weddings'))!.id;
    second = (await inSeries(2, 'قناديل ملك الجليل', ''))!.id;
    await insertBook(db, { titleAr: 'مسودة', seriesId: series, seriesNumber: 3, active: false });
    first = (await inSeries(1, 'زمن الخيول البيضاء', 'Time of White Horses', 'covers/white horses.jpg'))!.id;
  });

  it('is a book series with its books shown as its parts by number and its cover, with no issue for Google', async () => {
    const { issues, one } = await structuredData(`/s/${series}`);
    expect(issues).toEqual([]);
    const author = {
      '@type': 'Person',
      '@id': `https://shop.example/w/${poet}#writer`,
      name: 'إبراهيم نصر الله',
      alternateName: 'Ibrahim Nasrallah',
    };
    const part = (id: number, position: number, name: string, alternateName?: string) => ({
      '@type': 'Book',
      '@id': `https://shop.example/b/${id}#book`,
      name,
      ...(alternateName ? { alternateName } : {}),
      url: `https://shop.example/b/${id}`,
      position,
      author,
    });
    expect(one('BookSeries')).toEqual({
      '@type': 'BookSeries',
      '@id': `https://shop.example/s/${series}#series`,
      name: 'الملهاة الفلسطينية',
      alternateName: 'The Palestinian Comedy',
      inLanguage: 'ar',
      url: `https://shop.example/#/series/${series}`,
      // The cover of the first book shown.
      image: 'https://shop.example/media/covers/white%20horses.jpg',
      publisher: { '@id': 'https://shop.example/#publisher' },
      hasPart: [
        part(first, 1, 'زمن الخيول البيضاء', 'Time of White Horses'),
        part(second, 2, 'قناديل ملك الجليل'),
        part(fourth, 4, 'أعراس آمنة', 'Gaza Weddings'),
      ],
    });
    expect(one('Organization')).toMatchObject({ '@id': 'https://shop.example/#publisher' });
    const trail = one('BreadcrumbList').itemListElement as Node[];
    expect(trail.map((item) => [item.position, item.name, item.item])).toEqual([
      [1, 'الرئيسية', 'https://shop.example/'],
      [2, 'الملهاة الفلسطينية', `https://shop.example/s/${series}`],
    ]);
  });

  it('gives a book in a series the series it is part of, by the same @id, and its number, with no issue', async () => {
    const { issues, one } = await structuredData(`/b/${second}`);
    expect(issues).toEqual([]);
    const book = one('Book');
    expect([book.isPartOf, book.position]).toEqual([
      {
        '@type': 'BookSeries',
        '@id': `https://shop.example/s/${series}#series`,
        name: 'الملهاة الفلسطينية',
        alternateName: 'The Palestinian Comedy',
        url: `https://shop.example/#/series/${series}`,
      },
      2,
    ]);
  });
});
