import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { create } from 'xmlbuilder2';
import { insertBook, writers } from '#server/modules/catalog/testing.ts';
import { signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { setUpTestApp } from '#server/test/harness.ts';
import { isbn13CheckDigit } from '#shared/isbn.ts';

/*
 * The catalogue for the trade (decision 087): the demo catalogue as one ONIX 3.0 message that EDItEUR's
 * XSD accepts, one product per format, the writer's biography, Arabic kept byte for byte, and a book
 * with a broken ISBN left out and named rather than sent.
 */

const t = setUpTestApp({ publicUrl: 'https://shop.example' }, { seed: true });
const call = staffCaller(t);
const XSD = path.join(import.meta.dirname, 'onix-xsd', 'ONIX_BookProduct_3.0_reference.xsd');

const isbnOf = (first12: string) => `${first12}${isbn13CheckDigit(first12)}`;
const ARABIC_TITLE = 'الثُّلاثيَّة: «السُّكَّرِيَّة» & <حكايات> "حارتنا"\u200F ١٩٥٧';
const BIOGRAPHY = '<p>روائي مصري، <strong>نال</strong> جائزة نوبل عام ١٩٨٨ &amp; &lt;غيرها&gt;.</p>';

let editor: string;
let orders: string;
let admin: string;
let trilogy: number;
let pdfOnly: number;
let broken: number;
let missing: number;
let unpriced: number;
const trilogyIsbn = isbnOf('979888000001');
const pdfOnlyIsbn = isbnOf('979888000002');

type Node = Record<string, unknown>;
const list = (value: unknown): Node[] => (value === undefined ? [] : ([] as Node[]).concat(value as Node));

/** The message's products as objects, read back from the XML. */
function productsOf(xml: string): Node[] {
  const doc = create(xml).end({ format: 'object' }) as { ONIXMessage: Node };
  return list(doc.ONIXMessage.Product);
}

/** The message as a file, for xmllint. */
function saved(bytes: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'onix-')), 'onix.xml');
  writeFileSync(file, bytes);
  return file;
}

/** The first `element` of a product as libxml2 reads it, a parser other than the one that wrote it. */
const readBack = (file: string, reference: string, element: string) => {
  const product = `//*[local-name()="Product"][*[local-name()="RecordReference"]="${reference}"]`;
  return execFileSync('xmllint', ['--xpath', `string(${product}//*[local-name()="${element}"])`, file]);
};

const byReference = (products: Node[], reference: string) =>
  products.find((product) => product.RecordReference === reference);

beforeAll(async () => {
  [editor, orders, admin] = await Promise.all(
    (['editor', 'orders', 'admin'] as const).map(async (role) => (await signedInStaff(t, role)).token),
  );
  const [writer, englishOnly] = await t.database.db
    .insert(writers)
    .values([
      { nameAr: 'نجيب محفوظ', nameEn: 'Naguib Mahfouz', bioAr: BIOGRAPHY, bioEn: '<p>A novelist.</p>' },
      { nameAr: 'شاعر', nameEn: 'A poet', bioAr: '', bioEn: '<p>A poet.</p>' },
    ])
    .returning();
  trilogy = (
    await insertBook(t.database.db, {
      titleAr: ARABIC_TITLE,
      titleEn: 'Sugar Street',
      isbn: trilogyIsbn,
      writerId: writer!.id,
      pages: 368,
      publishYear: 1957,
      hardcopyPriceCents: 1250,
      pdfPriceCents: 600,
      stock: 0,
      image: 'covers/sugar street.jpg',
    })
  ).id;
  pdfOnly = (
    await insertBook(t.database.db, {
      titleAr: 'ديوان',
      titleEn: '',
      isbn: pdfOnlyIsbn,
      writerId: englishOnly!.id,
      hardcopyPriceCents: 0,
      pdfPriceCents: 300,
      comingSoon: true,
    })
  ).id;
  broken = (await insertBook(t.database.db, { titleAr: 'رقم خاطئ', isbn: '9789953870001' })).id;
  missing = (await insertBook(t.database.db, { titleAr: 'بلا رقم', titleEn: 'No number', isbn: null })).id;
  unpriced = (
    await insertBook(t.database.db, {
      titleAr: 'بلا سعر',
      isbn: isbnOf('979888000003'),
      hardcopyPriceCents: 0,
      pdfPriceCents: 0,
    })
  ).id;
});

describe('GET /api/staff/onix', () => {
  it('gives the demo catalogue as one ONIX 3.0 message that EDItEUR’s XSD accepts with xmllint, 0 errors', async () => {
    const res = await call('GET', '/staff/onix', { token: editor });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const file = saved(res.rawPayload);
    // xmllint exits non-zero on any schema error, and says on stderr that the file validates.
    const said = execFileSync('xmllint', ['--noout', '--schema', XSD, file], {
      encoding: 'utf8',
      stdio: 'pipe',
    });
    expect(said).toBe('');
    // The trilogy's writer's biography: its HTML, entities and all, byte for byte (and a line feed).
    const note = readBack(file, `shop.example:book:${trilogy}:print`, 'BiographicalNote');
    expect(note.toString('utf8')).toBe(`${BIOGRAPHY}\n`);
    const report = (await call('GET', '/staff/onix/report', { token: editor })).json().data;
    expect(productsOf(res.body)).toHaveLength(report.products);
    expect(report.products).toBeGreaterThan(20);
    // Every demo book is sent; only this file's three broken books are left out.
    expect(report.left_out.map((book: Node) => book.book_id)).toEqual([broken, missing, unpriced]);
  });

  it('is checked for real: xmllint refuses the message once a product lacks its notification type', async () => {
    const res = await call('GET', '/staff/onix', { token: editor });
    const file = saved(Buffer.from(res.body.replace('<NotificationType>03</NotificationType>', ''), 'utf8'));
    const run = spawnSync('xmllint', ['--noout', '--schema', XSD, file], { encoding: 'utf8' });
    expect(run.status).toBe(3);
    expect(run.stderr).toContain(
      "Element '{http://ns.editeur.org/onix/3.0/reference}ProductIdentifier': This element is not expected. " +
        'Expected is ( {http://ns.editeur.org/onix/3.0/reference}NotificationType ).',
    );
    expect(run.stderr).toContain(`${file} fails to validate`);
  });

  it('names the house as sender and publisher, with the time it was sent', async () => {
    const res = await call('GET', '/staff/onix', { token: editor });
    const doc = create(res.body).end({ format: 'object' }) as { ONIXMessage: Node };
    expect(doc.ONIXMessage['@xmlns']).toBe('http://ns.editeur.org/onix/3.0/reference');
    expect(doc.ONIXMessage['@release']).toBe('3.0');
    const header = doc.ONIXMessage.Header as Node;
    expect(header.Sender).toEqual({ SenderName: 'Arab Book House for Publishing and Distribution' });
    expect(header.SentDateTime).toMatch(/^\d{8}T\d{4}Z$/);
  });

  it('sends a book printed and as a PDF as two products, the ISBN on the printed one', async () => {
    const products = productsOf((await call('GET', '/staff/onix', { token: editor })).body);
    const print = byReference(products, `shop.example:book:${trilogy}:print`)!;
    expect(print.NotificationType).toBe('03');
    expect(print.ProductIdentifier).toEqual({ ProductIDType: '15', IDValue: trilogyIsbn });
    const detail = print.DescriptiveDetail as Node;
    expect(detail.ProductComposition).toBe('00');
    expect(detail.ProductForm).toBe('BA');
    expect(detail.Extent).toEqual({ ExtentType: '00', ExtentValue: '368', ExtentUnit: '03' });
    expect(detail.Language).toEqual({ LanguageRole: '01', LanguageCode: 'ara' });
    // The writer's biography in the book's language, as HTML (list 34, 02), read back by xmllint above.
    expect(detail.Contributor).toEqual({
      SequenceNumber: '1',
      ContributorRole: 'A01',
      PersonName: 'نجيب محفوظ',
      BiographicalNote: { '@textformat': '02', '#': expect.any(String) },
    });
    expect(list(detail.TitleDetail)[1]).toEqual({
      TitleType: '06',
      TitleElement: { TitleElementLevel: '01', TitleText: { '@language': 'eng', '#': 'Sugar Street' } },
    });
    expect((print.PublishingDetail as Node).PublishingDate).toEqual({
      PublishingDateRole: '01',
      Date: { '@dateformat': '05', '#': '1957' },
    });
    expect((print.CollateralDetail as Node).SupportingResource).toEqual({
      ResourceContentType: '01',
      ContentAudience: '00',
      ResourceMode: '03',
      ResourceVersion: {
        ResourceForm: '02',
        ResourceLink: 'https://shop.example/media/covers/sugar%20street.jpg',
      },
    });
    // The dollar price first, with no territory; the seeded rates' local prices follow (onix-markets.test.ts).
    expect((print.ProductSupply as Node).SupplyDetail).toEqual({
      Supplier: { SupplierRole: '01', SupplierName: 'Arab Book House for Publishing and Distribution' },
      ProductAvailability: '31',
      Price: expect.any(Array),
    });
    expect(list(((print.ProductSupply as Node).SupplyDetail as Node).Price)[0]).toEqual({
      PriceType: '01',
      PriceAmount: '12.50',
      CurrencyCode: 'USD',
    });

    const pdf = byReference(products, `shop.example:book:${trilogy}:pdf`)!;
    expect(pdf.ProductIdentifier).toEqual({
      ProductIDType: '01',
      IDTypeName: 'shop.example',
      IDValue: `shop.example:book:${trilogy}:pdf`,
    });
    expect((pdf.DescriptiveDetail as Node).ProductForm).toBe('ED');
    expect((pdf.DescriptiveDetail as Node).ProductFormDetail).toBe('E107');
    expect(pdf.RelatedMaterial).toEqual({
      RelatedProduct: {
        ProductRelationCode: '13',
        ProductIdentifier: { ProductIDType: '15', IDValue: trilogyIsbn },
      },
    });
    expect(((pdf.ProductSupply as Node).SupplyDetail as Node).ProductAvailability).toBe('20');
    expect(list(((pdf.ProductSupply as Node).SupplyDetail as Node).Price)[0]).toEqual({
      PriceType: '01',
      PriceAmount: '6.00',
      CurrencyCode: 'USD',
    });
  });

  it('gives a book sold only as a PDF its ISBN, forthcoming and not yet available while it is coming', async () => {
    const products = productsOf((await call('GET', '/staff/onix', { token: editor })).body);
    expect(byReference(products, `shop.example:book:${pdfOnly}:print`)).toBeUndefined();
    const pdf = byReference(products, `shop.example:book:${pdfOnly}:pdf`)!;
    expect(pdf.ProductIdentifier).toEqual({ ProductIDType: '15', IDValue: pdfOnlyIsbn });
    // An Arabic book's writer with no Arabic biography: no note.
    const { Contributor } = pdf.DescriptiveDetail as Node;
    expect(Contributor).toEqual({ SequenceNumber: '1', ContributorRole: 'A01', PersonName: 'شاعر' });
    expect((pdf.PublishingDetail as Node).PublishingStatus).toBe('02');
    expect(((pdf.ProductSupply as Node).SupplyDetail as Node).ProductAvailability).toBe('10');
  });

  it('keeps an Arabic title byte for byte, marks, quotes, < & > and a right-to-left mark included', async () => {
    const res = await call('GET', '/staff/onix', { token: editor });
    const file = saved(res.rawPayload);
    const title = readBack(file, `shop.example:book:${trilogy}:print`, 'TitleText');
    // xmllint ends what it prints with a line feed.
    expect(title.equals(Buffer.from(`${ARABIC_TITLE}\n`, 'utf8'))).toBe(true);
    expect(res.body).toContain('«السُّكَّرِيَّة» &amp; &lt;حكايات&gt; "حارتنا"');
  });

  it('leaves out a book whose ISBN fails its check digit or is missing, and names it in the header and the report', async () => {
    const res = await call('GET', '/staff/onix', { token: editor });
    const leftOut = String(res.headers['x-onix-left-out']).split(',').map(Number);
    expect(leftOut).toContain(broken);
    expect(leftOut).toContain(missing);
    expect(res.body).not.toContain('رقم خاطئ');
    expect(res.body).not.toContain(`:book:${broken}:`);
    expect(res.body).not.toContain('9789953870001');

    const report = (await call('GET', '/staff/onix/report', { token: orders, lang: 'en' })).json().data;
    expect(
      report.left_out.filter((book: Node) => book.book_id === broken || book.book_id === missing),
    ).toEqual([
      {
        book_id: broken,
        isbn: '9789953870001',
        title_ar: 'رقم خاطئ',
        title_en: 'A book',
        reason: 'invalid_isbn',
        message:
          "The book's ISBN-13 is not valid (its check digit does not match): correct it to send the book",
      },
      {
        book_id: missing,
        isbn: null,
        title_ar: 'بلا رقم',
        title_en: 'No number',
        reason: 'no_isbn',
        message: 'The book has no ISBN-13: it is not sent to the trade without one',
      },
    ]);
    const arabic = (await call('GET', '/staff/onix/report', { token: admin, lang: 'ar' })).json().data;
    expect(arabic.left_out.find((book: Node) => book.book_id === broken).message).toBe(
      'رقم ISBN-13 للكتاب غير صحيح (رقم التحقق لا يطابق): صحّحه ليُرسل',
    );
  });

  it('leaves out a book sold in neither format, saying it has no price', async () => {
    const res = await call('GET', '/staff/onix', { token: editor });
    expect(String(res.headers['x-onix-left-out']).split(',').map(Number)).toContain(unpriced);
    expect(res.body).not.toContain(`:book:${unpriced}:`);
    const report = (await call('GET', '/staff/onix/report', { token: editor, lang: 'en' })).json().data;
    expect(report.left_out.find((book: Node) => book.book_id === unpriced)).toMatchObject({
      reason: 'no_format',
      message: 'The book is sold neither printed nor as a PDF (it has no price)',
    });
  });

  it('gives prices as including tax (price type 02) once the shipping settings say prices include it', async () => {
    const settings = (on: boolean) =>
      call('PUT', '/staff/shipping-settings', { token: admin, body: { prices_include_tax: on } });
    expect((await settings(true)).statusCode).toBe(200);
    try {
      const products = productsOf((await call('GET', '/staff/onix', { token: editor })).body);
      const print = byReference(products, `shop.example:book:${trilogy}:print`)!;
      const prices = list(((print.ProductSupply as Node).SupplyDetail as Node).Price);
      expect(prices[0]).toEqual({ PriceType: '02', PriceAmount: '12.50', CurrencyCode: 'USD' });
      // Every market's price says so alike.
      expect(prices.map((price) => price.PriceType)).toEqual(prices.map(() => '02'));
    } finally {
      expect((await settings(false)).statusCode).toBe(200);
    }
  });
});
