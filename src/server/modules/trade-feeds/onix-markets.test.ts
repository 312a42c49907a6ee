import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { create } from 'xmlbuilder2';
import { bookCategories, insertBook } from '#server/modules/catalog/testing.ts';
import { signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { setUpTestApp } from '#server/test/harness.ts';
import { isbn13CheckDigit } from '#shared/isbn.ts';

/*
 * What the ONIX message says of a book beyond its title (decision 095): its subtitle in each language,
 * its Thema subjects (the first as the main subject, each qualifier under its own scheme) beside the
 * house's category, and a price in each market's currency at the rate staff set, rounded to that
 * currency's minor unit, with the countries it holds in; the whole still valid against EDItEUR's XSD.
 */

const t = setUpTestApp({ publicUrl: 'https://shop.example' });
const call = staffCaller(t);
const XSD = path.join(import.meta.dirname, 'onix-xsd', 'ONIX_BookProduct_3.0_reference.xsd');

const SUBTITLE_AR = 'رواية «القاهرة» & <الحارة>\u200F ١٩٥٦';
const isbnOf = (first12: string) => `${first12}${isbn13CheckDigit(first12)}`;

type Node = Record<string, unknown>;
const list = (value: unknown): Node[] => (value === undefined ? [] : ([] as Node[]).concat(value as Node));

let editor: string;
let file: string;
let products: Node[];
let [subtitled, english, plain] = [0, 0, 0];

const productOf = (id: number, format: 'print' | 'pdf') =>
  products.find((product) => product.RecordReference === `shop.example:book:${id}:${format}`)!;
const detailOf = (id: number) => productOf(id, 'print').DescriptiveDetail as Node;
const pricesOf = (id: number, format: 'print' | 'pdf') =>
  list(((productOf(id, format).ProductSupply as Node).SupplyDetail as Node).Price);

beforeAll(async () => {
  const admin = (await signedInStaff(t, 'admin')).token;
  editor = (await signedInStaff(t, 'editor')).token;
  // The rates as an administrator sets them; JOD and KWD are written with three decimals, EGP with two.
  for (const [code, rate] of [
    ['SAR', 3.75],
    ['KWD', 0.307],
    ['EGP', 48.5],
    ['JOD', 0.709],
  ] as const) {
    const res = await call('PUT', `/staff/currency-rates/${code}`, { token: admin, body: { rate } });
    expect(res.statusCode).toBe(200);
  }
  const [category] = await t.database.db
    .insert(bookCategories)
    .values({ titleAr: 'روايات', titleEn: 'Novels' })
    .returning();
  const books: Parameters<typeof insertBook>[1][] = [
    {
      titleAr: 'بين القصرين',
      titleEn: 'Palace Walk',
      subtitleAr: SUBTITLE_AR,
      subtitleEn: 'A Cairo Novel',
      themaCodes: ['FBA', 'FYT', '1FB', '2CSR', '3MPB', '4CP', '5PGP', '6RA'],
      categoryId: category!.id,
      isbn: isbnOf('979888000501'),
      hardcopyPriceCents: 1250,
      pdfPriceCents: 600,
    },
    {
      language: 'en',
      titleAr: 'الرحلة',
      titleEn: 'The Journey',
      subtitleAr: '',
      subtitleEn: 'Letters from Petra',
      themaCodes: ['WT'],
      isbn: isbnOf('979888000502'),
      hardcopyPriceCents: 1,
      pdfPriceCents: 0,
    },
    {
      titleAr: 'بلا عنوان فرعي',
      titleEn: '',
      isbn: isbnOf('979888000503'),
      hardcopyPriceCents: 900,
      pdfPriceCents: 0,
    },
  ];
  const ids: number[] = [];
  for (const book of books) ids.push((await insertBook(t.database.db, book)).id);
  [subtitled, english, plain] = ids as [number, number, number];
  const res = await call('GET', '/staff/onix', { token: editor });
  expect(res.statusCode).toBe(200);
  file = path.join(mkdtempSync(path.join(tmpdir(), 'onix-markets-')), 'onix.xml');
  writeFileSync(file, res.rawPayload);
  const doc = create(res.body).end({ format: 'object' }) as { ONIXMessage: Node };
  products = list(doc.ONIXMessage.Product);
});

describe('the ONIX message, beyond titles and the dollar price', () => {
  it('is valid against EDItEUR’s XSD with subtitles, Thema subjects and prices in several currencies', () => {
    const said = execFileSync('xmllint', ['--noout', '--schema', XSD, file], {
      encoding: 'utf8',
      stdio: 'pipe',
    });
    expect(said).toBe('');
  });

  it('gives each title its subtitle, the other language’s marked with its language, Arabic byte for byte', () => {
    expect(list(detailOf(subtitled).TitleDetail)).toEqual([
      {
        TitleType: '01',
        // Read back by libxml2 below: the object reader leaves entities as written.
        TitleElement: { TitleElementLevel: '01', TitleText: 'بين القصرين', Subtitle: expect.any(String) },
      },
      {
        TitleType: '06',
        TitleElement: {
          TitleElementLevel: '01',
          TitleText: { '@language': 'eng', '#': 'Palace Walk' },
          Subtitle: { '@language': 'eng', '#': 'A Cairo Novel' },
        },
      },
    ]);
    // libxml2 reads the Arabic subtitle back as stored (and ends with a line feed).
    const product = `//*[local-name()="Product"][*[local-name()="RecordReference"]="shop.example:book:${subtitled}:print"]`;
    const read = execFileSync('xmllint', ['--xpath', `string(${product}//*[local-name()="Subtitle"])`, file]);
    expect(read.equals(Buffer.from(`${SUBTITLE_AR}\n`, 'utf8'))).toBe(true);
    // An English book: its English title and subtitle first; the Arabic title has no subtitle.
    expect(list(detailOf(english).TitleDetail)).toEqual([
      {
        TitleType: '01',
        TitleElement: { TitleElementLevel: '01', TitleText: 'The Journey', Subtitle: 'Letters from Petra' },
      },
      {
        TitleType: '06',
        TitleElement: { TitleElementLevel: '01', TitleText: { '@language': 'ara', '#': 'الرحلة' } },
      },
    ]);
    expect(detailOf(plain).TitleDetail).toEqual({
      TitleType: '01',
      TitleElement: { TitleElementLevel: '01', TitleText: 'بلا عنوان فرعي' },
    });
  });

  it('sends the Thema codes, the first as the main subject, each qualifier under its scheme, then the category', () => {
    expect(list(detailOf(subtitled).Subject)).toEqual([
      { MainSubject: {}, SubjectSchemeIdentifier: '93', SubjectCode: 'FBA' },
      { SubjectSchemeIdentifier: '93', SubjectCode: 'FYT' },
      { SubjectSchemeIdentifier: '94', SubjectCode: '1FB' },
      { SubjectSchemeIdentifier: '95', SubjectCode: '2CSR' },
      { SubjectSchemeIdentifier: '96', SubjectCode: '3MPB' },
      { SubjectSchemeIdentifier: '97', SubjectCode: '4CP' },
      { SubjectSchemeIdentifier: '98', SubjectCode: '5PGP' },
      { SubjectSchemeIdentifier: '99', SubjectCode: '6RA' },
      {
        SubjectSchemeIdentifier: '24',
        SubjectSchemeName: 'Arab Book House',
        SubjectHeadingText: 'روايات',
      },
    ]);
    // The PDF is the same work: the same subjects.
    expect((productOf(subtitled, 'pdf').DescriptiveDetail as Node).Subject).toEqual(
      detailOf(subtitled).Subject,
    );
    expect(detailOf(english).Subject).toEqual({
      MainSubject: {},
      SubjectSchemeIdentifier: '93',
      SubjectCode: 'WT',
    });
    // No codes and no category: no subject.
    expect(detailOf(plain).Subject).toBeUndefined();
  });

  it('prices each product in dollars everywhere, then in each currency with a rate for its country, rounded to its minor unit', () => {
    const price = (amount: string, currency: string, country?: string) => ({
      PriceType: '01',
      PriceAmount: amount,
      CurrencyCode: currency,
      ...(country ? { Territory: { CountriesIncluded: country } } : {}),
    });
    // Dollars everywhere first, then each market in the order of its rate.
    const markets: [currency: string, country?: string][] = [
      ['USD'],
      ['SAR', 'SA'],
      ['KWD', 'KW'],
      ['EGP', 'EG'],
      ['JOD', 'JO'],
    ];
    const cases: [id: number, format: 'print' | 'pdf', amounts: string[]][] = [
      // 12.50 dollars: 46.875 riyals and 3.8375 dinars round half up; 8.8625 Jordanian dinars too.
      [subtitled, 'print', ['12.50', '46.88', '3.838', '606.25', '8.863']],
      // 6 dollars: whole amounts keep their decimals.
      [subtitled, 'pdf', ['6.00', '22.50', '1.842', '291.00', '4.254']],
      // One cent: 0.0375 riyals round to 0.04, 0.00307 dinars to 0.003; none rounds to nothing here.
      [english, 'print', ['0.01', '0.04', '0.003', '0.49', '0.007']],
    ];
    for (const [id, format, amounts] of cases) {
      expect(pricesOf(id, format), `${id}:${format}`).toEqual(
        amounts.map((amount, i) => price(amount, ...markets[i]!)),
      );
    }
  });
});
