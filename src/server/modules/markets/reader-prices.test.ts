import { beforeAll, describe, expect, it } from 'vitest';
import { deleteSales, insertBook, insertSale } from '#server/modules/catalog/testing.ts';
import { insertCountries, setRate } from '#server/modules/reference/testing.ts';
import { apiCaller, setUpTestApp } from '#server/test/harness.ts';
import { addMarket, setFixedPrice } from './testing.ts';

/*
 * A reader's prices in their market (issue 42, decision 110): the book page and the cart show what an
 * order from the reader's country is charged, in its currency: the dollar price converted and rounded
 * by the market's rule, or the market's own fixed price, a running sale's price first converted.
 */

const t = setUpTestApp();
const call = apiCaller(t, { lang: 'en' });
const country = {} as Record<'SA' | 'KW' | 'JO', number>;
const book = {} as Record<'pdfAndPrint' | 'printOnly' | 'fixed' | 'hidden', number>;
let saudi = 0;

beforeAll(async () => {
  const rows = await insertCountries(t.app.db, [
    { code: 'SA', nameAr: 'السعودية', nameEn: 'Saudi Arabia' },
    { code: 'KW', nameAr: 'الكويت', nameEn: 'Kuwait' },
    { code: 'JO', nameAr: 'الأردن', nameEn: 'Jordan' },
  ]);
  for (const row of rows) country[row.code as keyof typeof country] = row.id;
  await setRate(t.app.db, 'SAR', 3.75);
  await setRate(t.app.db, 'KWD', 0.307);
  saudi = (
    await addMarket(t.app.db, {
      currency: 'SAR',
      rounding: 'ninety_five',
      name_ar: 'السعودية',
      name_en: 'Saudi Arabia',
      country_ids: [country.SA],
    })
  ).id;
  await addMarket(t.app.db, { currency: 'KWD', rounding: 'none', country_ids: [country.KW] });
  const pdf = 'books/a.pdf';
  book.pdfAndPrint = (await insertBook(t.app.db, {
    pdfPriceCents: 1250,
    hardcopyPriceCents: 1800,
    pdfFile: pdf,
  }))!.id;
  book.printOnly = (await insertBook(t.app.db, { pdfPriceCents: 0, hardcopyPriceCents: 900 }))!.id;
  book.fixed = (await insertBook(t.app.db, {
    pdfPriceCents: 1000,
    hardcopyPriceCents: 2000,
    pdfFile: pdf,
  }))!.id;
  book.hidden = (await insertBook(t.app.db, { active: false }))!.id;
  await setFixedPrice(t.app.db, book.fixed, saudi, { pdf: 3900 });
});

const ask = (countryId: number, ids: number[]) =>
  call('GET', `/market-prices?country_id=${countryId}&books=${ids.join(',')}`);

describe('a reader’s prices in their market', () => {
  it('are in riyals in Saudi Arabia, converted and rounded up to .95, or the market’s own price', async () => {
    const res = await ask(country.SA, [book.pdfAndPrint, book.printOnly, book.fixed, book.hidden]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      currency: 'SAR',
      decimals: 2,
      market_ar: 'السعودية',
      market_en: 'Saudi Arabia',
      // $12.50 is 46.875 riyals, $18.00 67.50 and $9.00 33.75, each up to the next .95; the fixed
      // book's PDF is 39.00 riyals as staff set it, its printed copy $20.00 converted (75.00 → 75.95).
      books: [
        { book_id: book.pdfAndPrint, pdf: 46.95, hardcopy: 67.95 },
        { book_id: book.printOnly, pdf: null, hardcopy: 33.95 },
        { book_id: book.fixed, pdf: 39, hardcopy: 75.95 },
      ],
    });
  });

  it('are in dinars of three decimals in Kuwait, and in dollars where no market holds the country', async () => {
    const kuwait = await ask(country.KW, [book.pdfAndPrint]);
    expect(kuwait.json().data).toMatchObject({
      currency: 'KWD',
      decimals: 3,
      books: [{ book_id: book.pdfAndPrint, pdf: 3.838, hardcopy: 5.526 }],
    });
    const jordan = await ask(country.JO, [book.pdfAndPrint]);
    expect(jordan.json().data).toMatchObject({
      currency: 'USD',
      decimals: 2,
      books: [{ book_id: book.pdfAndPrint, pdf: 12.5, hardcopy: 18 }],
    });
  });

  it('take a running sale’s price before converting it, as an order does', async () => {
    await insertSale(t.app.db);
    try {
      // 20% off: $10.00 is 37.50 riyals, up to 37.95; $14.40 is 54.00, up to 54.95.
      const res = await ask(country.SA, [book.pdfAndPrint, book.fixed]);
      expect(res.json().data.books).toEqual([
        { book_id: book.pdfAndPrint, pdf: 37.95, hardcopy: 54.95 },
        { book_id: book.fixed, pdf: 39, hardcopy: 60.95 },
      ]);
    } finally {
      await deleteSales(t.app.db);
    }
  });

  it('refuses a list that is not book ids, or too long, naming the field', async () => {
    for (const books of [
      '',
      'a,b',
      '1,,2',
      '9999999999',
      Array.from({ length: 51 }, (_, i) => i + 1).join(','),
    ]) {
      const res = await call('GET', `/market-prices?country_id=${country.SA}&books=${books}`);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'validation',
        errors: { 'querystring.books': ['This is not in the required form'] },
      });
    }
    const noCountry = await call('GET', `/market-prices?books=${book.fixed}`);
    expect(noCountry.statusCode).toBe(422);
    expect(Object.keys(noCountry.json().errors)).toEqual(['querystring.country_id']);
  });
});
