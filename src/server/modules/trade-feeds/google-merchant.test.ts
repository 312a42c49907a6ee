import { beforeAll, describe, expect, it } from 'vitest';
import { create } from 'xmlbuilder2';
import { insertBook } from '#server/modules/catalog/testing.ts';
import { signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { setUpTestApp } from '#server/test/harness.ts';
import { isbn13CheckDigit } from '#shared/isbn.ts';

/*
 * The printed books as a Google Merchant feed (decision 087), from the same products as the ONIX
 * message: RSS 2.0 with Google's namespace, the ISBN as GTIN, a book with a broken ISBN left out.
 */

const t = setUpTestApp({ publicUrl: 'https://shop.example' });
const call = staffCaller(t);

const isbnOf = (first12: string) => `${first12}${isbn13CheckDigit(first12)}`;
const printedIsbn = isbnOf('979888000011');

let token: string;
let printed: number;
let pdfOnly: number;
let broken: number;

type Node = Record<string, unknown>;
const list = (value: unknown): Node[] => (value === undefined ? [] : ([] as Node[]).concat(value as Node));

async function feed(lang: 'ar' | 'en') {
  const res = await call('GET', '/staff/feeds/google-merchant', { token, lang });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  const doc = create(res.body).end({ format: 'object' }) as { rss: Node };
  return { body: res.body, rss: doc.rss, items: list((doc.rss.channel as Node).item) };
}

beforeAll(async () => {
  token = (await signedInStaff(t, 'orders')).token;
  printed = (
    await insertBook(t.database.db, {
      titleAr: 'السكرية',
      titleEn: 'Sugar Street',
      descriptionAr: '<p>الجزء <strong>الثالث</strong></p>',
      descriptionEn: '<p>The third part</p>',
      isbn: printedIsbn,
      hardcopyPriceCents: 1250,
      pdfPriceCents: 600,
      stock: 4,
      image: 'covers/sugar.jpg',
    })
  ).id;
  pdfOnly = (
    await insertBook(t.database.db, { titleAr: 'ديوان', isbn: isbnOf('979888000012'), hardcopyPriceCents: 0 })
  ).id;
  broken = (await insertBook(t.database.db, { titleAr: 'رقم خاطئ', isbn: '9789953870001' })).id;
});

describe('GET /api/staff/feeds/google-merchant', () => {
  it('lists each printed book once, its ISBN as GTIN, in RSS 2.0 with the g: namespace', async () => {
    const { rss, items } = await feed('en');
    expect(rss['@version']).toBe('2.0');
    expect(rss['@xmlns:g']).toBe('http://base.google.com/ns/1.0');
    expect(items).toEqual([
      {
        'g:id': `book-${printed}-print`,
        title: 'Sugar Street',
        description: 'The third part',
        link: `https://shop.example/b/${printed}`,
        'g:image_link': 'https://shop.example/media/covers/sugar.jpg',
        'g:availability': 'in_stock',
        'g:price': '12.50 USD',
        'g:gtin': printedIsbn,
        'g:brand': 'Arab Book House',
        'g:condition': 'new',
        // Read back below from the XML itself: the object reader leaves `>` escaped.
        'g:google_product_category': expect.any(String),
      },
    ]);
  });

  it('gives titles and descriptions in Arabic for an Arabic request, markup taken out', async () => {
    const { items, body } = await feed('ar');
    expect(items[0]!.title).toBe('السكرية');
    expect(items[0]!.description).toBe('الجزء الثالث');
    expect(body).toContain(
      '<g:google_product_category>Media &gt; Books &gt; Print Books</g:google_product_category>',
    );
  });

  it('leaves out a PDF-only book and a book whose ISBN fails its check digit', async () => {
    const { body } = await feed('ar');
    expect(body).not.toContain(`book-${pdfOnly}-`);
    expect(body).not.toContain(`book-${broken}-`);
    expect(body).not.toContain('9789953870001');
  });
});
