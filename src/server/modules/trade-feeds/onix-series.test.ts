import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { create } from 'xmlbuilder2';
import { bookSeries, insertBook } from '#server/modules/catalog/testing.ts';
import { signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { setUpTestApp } from '#server/test/harness.ts';
import { isbn13CheckDigit } from '#shared/isbn.ts';

/*
 * A book in a series, in the ONIX message (decision 087): a publisher collection named at collection
 * level with the book's number, in the book's language, before the product's own titles as the XSD
 * wants it; the series' name byte for byte, as libxml2 reads it back.
 */

const t = setUpTestApp({ publicUrl: 'https://shop.example' });
const call = staffCaller(t);
const XSD = path.join(import.meta.dirname, 'onix-xsd', 'ONIX_BookProduct_3.0_reference.xsd');

const SERIES_AR = 'دفاتر &amp; «أردنية» <عمّان> &x; ١';
const isbnOf = (first12: string) => `${first12}${isbn13CheckDigit(first12)}`;

type Node = Record<string, unknown>;
let file: string;
let products: Node[];
let [arabic, english, alone] = [0, 0, 0];

/** The text of the first element this XPath names in a product, as libxml2 reads it (with a line feed). */
const read = (reference: string, name: string) =>
  execFileSync(
    'xmllint',
    [
      '--xpath',
      `string(//*[local-name()="Product"][*[local-name()="RecordReference"]="${reference}"]//*[local-name()="${name}"])`,
      file,
    ],
    { encoding: 'utf8' },
  );

const detailOf = (id: number, format: 'print' | 'pdf') =>
  products.find((product) => product.RecordReference === `shop.example:book:${id}:${format}`)
    ?.DescriptiveDetail as Node;

beforeAll(async () => {
  const admin = (await signedInStaff(t, 'admin')).token;
  const [series] = await t.database.db
    .insert(bookSeries)
    .values({ nameAr: SERIES_AR, nameEn: 'Jordan Notebooks' })
    .returning();
  const inSeries = { seriesId: series!.id, hardcopyPriceCents: 1200, pdfPriceCents: 0 };
  arabic = (
    await insertBook(t.database.db, {
      ...inSeries,
      seriesNumber: 3,
      titleAr: 'إربد',
      titleEn: 'Irbid',
      isbn: isbnOf('979888000301'),
      pdfPriceCents: 400,
    })
  ).id;
  english = (
    await insertBook(t.database.db, {
      ...inSeries,
      seriesNumber: 1,
      titleAr: '',
      titleEn: 'Amman',
      language: 'en',
      isbn: isbnOf('979888000302'),
    })
  ).id;
  alone = (await insertBook(t.database.db, { titleAr: 'وحده', isbn: isbnOf('979888000303') })).id;
  const res = await call('GET', '/staff/onix', { token: admin });
  expect(res.statusCode).toBe(200);
  file = path.join(mkdtempSync(path.join(tmpdir(), 'onix-series-')), 'onix.xml');
  writeFileSync(file, res.rawPayload);
  const doc = create(res.body).end({ format: 'object' }) as { ONIXMessage: { Product: Node[] } };
  products = doc.ONIXMessage.Product;
});

describe('a series in the ONIX message', () => {
  it('still validates against EDItEUR’s XSD with xmllint, 0 errors', () => {
    // xmllint exits non-zero on any schema error.
    const said = execFileSync('xmllint', ['--noout', '--schema', XSD, file], {
      encoding: 'utf8',
      stdio: 'pipe',
    });
    expect(said).toBe('');
  });

  it('gives each product of a book in a series a publisher collection before its own titles', () => {
    const form = { print: ['ProductForm'], pdf: ['ProductForm', 'ProductFormDetail'] };
    for (const format of ['print', 'pdf'] as const) {
      expect(Object.keys(detailOf(arabic, format)), format).toEqual([
        'ProductComposition',
        ...form[format],
        'Collection',
        'TitleDetail',
        'NoContributor',
        'Language',
      ]);
      expect(read(`shop.example:book:${arabic}:${format}`, 'CollectionType')).toBe('10\n');
      expect(read(`shop.example:book:${arabic}:${format}`, 'PartNumber')).toBe('3\n');
    }
  });

  it('names the series in the book’s language at collection level, the Arabic name byte for byte', () => {
    const reference = `shop.example:book:${arabic}:print`;
    expect(read(reference, 'TitleElementLevel')).toBe('02\n');
    expect(read(reference, 'TitleText')).toBe(`${SERIES_AR}\n`);
    expect(detailOf(english, 'print').Collection).toEqual({
      CollectionType: '10',
      TitleDetail: {
        TitleType: '01',
        TitleElement: { TitleElementLevel: '02', PartNumber: '1', TitleText: 'Jordan Notebooks' },
      },
    });
  });

  it('gives a book in no series no collection', () => {
    expect(detailOf(alone, 'print').Collection).toBeUndefined();
    expect(Object.keys(detailOf(alone, 'print'))).toEqual([
      'ProductComposition',
      'ProductForm',
      'TitleDetail',
      'NoContributor',
      'Language',
    ]);
  });
});
