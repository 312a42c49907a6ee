import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookCategories, insertBook, writers } from '#server/modules/catalog/testing.ts';
import { signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { setUpTestApp } from '#server/test/harness.ts';
import { isbn13CheckDigit } from '#shared/isbn.ts';

/*
 * Free text in the ONIX message (decision 087) reaches the receiver byte for byte: entities written in
 * the shop's HTML stay entities, never markup, and a `]]>` or an `&x;` typed by staff is kept as typed.
 * libxml2 reads the message back, a parser other than the one that wrote it.
 */

const t = setUpTestApp({ publicUrl: 'https://shop.example' });
const call = staffCaller(t);
const XSD = path.join(import.meta.dirname, 'onix-xsd', 'ONIX_BookProduct_3.0_reference.xsd');

const DESCRIPTION = '<p>Tom &amp; Jerry &lt;script&gt;alert(1)&lt;/script&gt; ]]> end</p>';
const BIOGRAPHY = '<p>&lt;b&gt;not bold&lt;/b&gt; &#65; &nbsp;]]&gt;</p>';
const TITLE_AR = 'توم &amp; جيري <الحلقة> &x; & ١';
const TITLE_EN = 'Tom &amp; Jerry <&#65;>';
const WRITER = 'ويليام &amp; جوزيف <هانا>';
const CATEGORY = 'رسوم &lt;متحركة&gt; & أطفال';
const HOUSE = 'Dar &amp; Co. <Beirut> &c;';
const first12 = '979888000101';
const isbn = `${first12}${isbn13CheckDigit(first12)}`;

let file: string;
let body: string;
let reference: string;

/** The text of the first element this XPath names, as libxml2 reads it (xmllint adds a line feed). */
const read = (xpath: string) =>
  execFileSync('xmllint', ['--xpath', `string(${xpath})`, file], { encoding: 'utf8' });
const element = (name: string) => `//*[local-name()="${name}"]`;
const inProduct = (name: string) =>
  `//*[local-name()="Product"][*[local-name()="RecordReference"]="${reference}"]${element(name)}`;

beforeAll(async () => {
  const admin = (await signedInStaff(t, 'admin')).token;
  const house = await call('PUT', '/staff/invoice-settings', {
    token: admin,
    body: { seller_name_en: HOUSE },
  });
  expect(house.statusCode).toBe(200);
  const [writer] = await t.database.db
    .insert(writers)
    .values({ nameAr: WRITER, nameEn: '', bioAr: BIOGRAPHY })
    .returning();
  const [category] = await t.database.db
    .insert(bookCategories)
    .values({ titleAr: CATEGORY, titleEn: '' })
    .returning();
  const book = await insertBook(t.database.db, {
    titleAr: TITLE_AR,
    titleEn: TITLE_EN,
    descriptionAr: DESCRIPTION,
    isbn,
    writerId: writer!.id,
    categoryId: category!.id,
    pdfPriceCents: 0,
  });
  reference = `shop.example:book:${book!.id}:print`;
  const res = await call('GET', '/staff/onix', { token: admin });
  expect(res.statusCode).toBe(200);
  body = res.body;
  file = path.join(mkdtempSync(path.join(tmpdir(), 'onix-text-')), 'onix.xml');
  writeFileSync(file, res.rawPayload);
});

describe('free text in the ONIX message', () => {
  it('still validates against EDItEUR’s XSD with xmllint', () => {
    const said = execFileSync('xmllint', ['--noout', '--schema', XSD, file], {
      encoding: 'utf8',
      stdio: 'pipe',
    });
    expect(said).toBe('');
  });

  it('gives the description’s HTML byte for byte: its entities stay entities, `]]>` included', () => {
    expect(read(inProduct('Text'))).toBe(`${DESCRIPTION}\n`);
    // The receiver is never sent a script element, escaped or not.
    expect(body).not.toMatch(/<script|&lt;script/);
    expect(body).toContain('Tom &amp;amp; Jerry &amp;lt;script&amp;gt;alert(1)');
  });

  it('gives the titles, the writer, the biography, the category and the house byte for byte', () => {
    expect(read(`(${inProduct('TitleText')})[1]`)).toBe(`${TITLE_AR}\n`);
    expect(read(`(${inProduct('TitleText')})[2]`)).toBe(`${TITLE_EN}\n`);
    expect(read(inProduct('PersonName'))).toBe(`${WRITER}\n`);
    expect(read(inProduct('BiographicalNote'))).toBe(`${BIOGRAPHY}\n`);
    expect(read(inProduct('SubjectHeadingText'))).toBe(`${CATEGORY}\n`);
    expect(read(inProduct('PublisherName'))).toBe(`${HOUSE}\n`);
    expect(read(inProduct('SupplierName'))).toBe(`${HOUSE}\n`);
    expect(read(element('SenderName'))).toBe(`${HOUSE}\n`);
  });
});
