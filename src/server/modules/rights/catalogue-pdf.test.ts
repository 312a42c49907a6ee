import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookCategories, bookSeries, insertBook, writers } from '#server/modules/catalog/testing.ts';
import { signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { createStorages } from '#server/services/storages.ts';
import { setUpTestApp } from '#server/test/harness.ts';
import { pdfToText } from '#server/test/pdf-reader.ts';
import { pageDrawings } from './catalogue-pdf-reader.ts';

/*
 * The rights catalogue handed out at book fairs (issue 39, point 4; decision 094), read back from the
 * PDF as a reader's software reads it: the books on the rights list that the shop shows, each on its
 * page with its cover, its titles in the catalogue's language (Arabic joined and read from the right,
 * Latin and numbers whole in their order), its facts and its rights; nothing of the others.
 */

const t = setUpTestApp();
const call = staffCaller(t);

const ISBN = '978-9957-00-001-1';
let trilogy: number;
let days: number;
let hidden: number;

async function offer(token: string, bookId: number, body: object) {
  const res = await call('PUT', `/staff/rights/titles/${bookId}`, { token, body });
  expect(res.statusCode, res.body).toBe(201);
}

beforeAll(async () => {
  const { db } = t.database;
  const [mahfouz] = await db
    .insert(writers)
    .values({ nameAr: 'نجيب محفوظ', nameEn: 'Naguib Mahfouz' })
    .returning();
  const [hussein] = await db
    .insert(writers)
    .values({ nameAr: 'طه حسين', nameEn: 'Taha Hussein' })
    .returning();
  const [novels] = await db
    .insert(bookCategories)
    .values({ titleAr: 'روايات', titleEn: 'Novels' })
    .returning();
  const [cairo] = await db
    .insert(bookSeries)
    .values({ nameAr: 'ثلاثية القاهرة', nameEn: 'The Cairo Trilogy' })
    .returning();
  const cover = await sharp({ create: { width: 300, height: 450, channels: 3, background: '#8a3b2e' } })
    .png()
    .toBuffer();
  await createStorages(t.app.config).media.put('covers/rights-trilogy.png', cover);
  trilogy = (
    await insertBook(db, {
      titleAr: 'بين القصرين',
      titleEn: 'Palace Walk',
      descriptionAr: '<p>أسرة السيد أحمد عبد الجواد في القاهرة بين الحربين.</p>',
      descriptionEn: '<p>The family of al-Sayyid Ahmad in Cairo between the wars.</p>',
      writerId: mahfouz!.id,
      categoryId: novels!.id,
      seriesId: cairo!.id,
      seriesNumber: 1,
      pages: 498,
      publishYear: 1956,
      isbn: ISBN,
      image: 'covers/rights-trilogy.png',
    })
  ).id;
  days = (
    await insertBook(db, {
      titleAr: 'الأيام',
      titleEn: '',
      // Longer than a page: cut to the room above the rights box.
      descriptionAr: `<p>${'سيرة طفولة في صعيد مصر. '.repeat(400)}</p>`,
      writerId: hussein!.id,
      pages: 212,
      image: null,
    })
  ).id;
  await insertBook(db, { titleAr: 'كتاب خارج القائمة', titleEn: 'Not Offered' });
  hidden = (await insertBook(db, { titleAr: 'كتاب مخفي', titleEn: 'Hidden Away', active: false })).id;

  const { token } = await signedInStaff(t, 'editor');
  await offer(token, hidden, {});
  await offer(token, days, {});
  await offer(token, trilogy, {
    note_ar: 'حقوق الترجمة متاحة لكل اللغات عدا الفرنسية',
    note_en: 'Translation rights available in every language but French',
    sold: 'French (Actes Sud, 1985)',
  });
});

const catalogue = (lang: 'ar' | 'en', headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/rights/catalogue.pdf?lang=${lang}`, headers });

/** The text of each page, as pdftotext reads it. */
async function pagesOf(pdf: Uint8Array) {
  return (await pdfToText(pdf)).split('\f').slice(0, -1);
}

describe('the rights catalogue in Arabic', () => {
  it('answers a PDF named for its language and day, for anyone', async () => {
    const res = await catalogue('ar');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^inline; filename="rights-catalogue-ar-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    const again = await catalogue('ar', { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('has a cover with the house and the list, then a page per book offered that the shop shows', async () => {
    const pages = await pagesOf((await catalogue('ar')).rawPayload);
    expect(pages).toHaveLength(3);
    const [cover, first, second] = pages as [string, string, string];
    expect(cover).toContain('دار الكتاب العربي');
    expect(cover).toContain('كتالوج الحقوق');
    expect(cover).toContain('كتب نعرض حقوق ترجمتها');
    // The list: the books added last first, each with its writer and its page.
    expect(cover).toMatch(/بين القصرين نجيب محفوظ 2\n/);
    expect(cover).toMatch(/الأيام طه حسين 3\n/);

    expect(first).toContain('بين القصرين');
    expect(first).toContain('Palace Walk');
    expect(first).toContain('نجيب محفوظ');
    expect(first).toContain('ثلاثية القاهرة، الجزء 1');
    // Latin and numbers whole and in their order inside the Arabic lines.
    expect(first).toContain(`ردمك ${ISBN}`);
    expect(first).toContain('عدد الصفحات 498');
    expect(first).toContain('سنة النشر 1956');
    expect(first).toContain('أسرة السيد أحمد عبد الجواد في القاهرة بين الحربين.');
    expect(first).toContain('حقوق الترجمة متاحة لكل اللغات عدا الفرنسية');
    expect(first).toMatch(/الحقوق المبيعة\nFrench \(Actes Sud, 1985\)\n/);
    expect(second).toContain('الأيام');
    expect(second).toMatch(/سيرة طفولة في صعيد مصر\. سيرة طفولة[^\n]*…\n/);
    expect(second).toContain('حقوق الترجمة متاحة بجميع اللغات');

    const all = pages.join('\n');
    expect(all).not.toContain('كتاب خارج القائمة');
    expect(all).not.toContain('كتاب مخفي');
  });

  it('draws the Arabic title with joined letters, from the right', async () => {
    const drawings = await pageDrawings((await catalogue('ar')).rawPayload);
    const lines = drawings[1]!.lines;
    const title = lines.find((line) => line.text === 'بين القصرين');
    expect(title, JSON.stringify(lines.map((line) => line.text))).toBeDefined();
    // Drawn from the right: the glyph of the first letter is the rightmost one.
    const shown = title!.glyphs.filter((glyph) => glyph.text.trim());
    expect(shown.at(-1)!.text).toBe('ب');
    expect(shown[0]!.text).toBe('ن');
    // Joined: the ي inside 'بين' (between two letters) and the ي that starts 'ين' after the ر of
    // 'القصرين' (which never joins the letter after it) are two forms of the letter, two glyphs.
    const ya = title!.glyphs.filter((glyph) => glyph.text === 'ي');
    expect(ya).toHaveLength(2);
    expect(ya[0]!.code).not.toBe(ya[1]!.code);
  });

  it('puts the cover on the page of a book that has one, and none on a page of a book without', async () => {
    const drawings = await pageDrawings((await catalogue('ar')).rawPayload);
    expect(drawings.map((page) => page.images)).toEqual([0, 1, 0]);
  });
});

describe('the rights catalogue in English', () => {
  it('gives the English titles, with the Arabic ones under them, and the English pitch', async () => {
    const res = await catalogue('en');
    expect(res.headers['content-disposition']).toMatch(
      /^inline; filename="rights-catalogue-en-[\d-]+\.pdf"$/,
    );
    const [cover, first, second] = (await pagesOf(res.rawPayload)) as [string, string, string];
    expect(cover).toContain('Arab Book House');
    expect(cover).toContain('Rights Catalogue');
    expect(cover).toContain('Books offered for translation');
    // Where to ask: the shop's rights enquiry form.
    expect(cover).toMatch(/Rights and translation enquiries: https?:\/\/\S+\/#\/rights\n/);
    expect(cover).toMatch(/Palace Walk Naguib Mahfouz 2\n/);
    expect(first).toContain('Palace Walk');
    expect(first).toContain('بين القصرين');
    expect(first).toContain('Naguib Mahfouz');
    expect(first).toContain('The Cairo Trilogy, volume 1');
    expect(first).toContain(`ISBN ${ISBN}`);
    expect(first).toContain('The family of al-Sayyid Ahmad in Cairo between the wars.');
    expect(first).toContain('Translation rights available in every language but French');
    expect(first).toMatch(/Rights sold\nFrench \(Actes Sud, 1985\)\n/);
    // A book without an English title keeps its Arabic one.
    expect(second).toContain('الأيام');
    expect(second).toContain('Taha Hussein');
    expect(`${cover}${first}${second}`).not.toContain('Not Offered');
    expect(`${cover}${first}${second}`).not.toContain('Hidden Away');
  });

  it('follows the request’s language when none is asked for', async () => {
    const res = await t.app.inject({
      url: '/api/rights/catalogue.pdf',
      headers: { 'accept-language': 'en' },
    });
    expect(res.headers['content-disposition']).toMatch(/rights-catalogue-en-/);
    const bad = await t.app.inject({
      url: '/api/rights/catalogue.pdf?lang=fr',
      headers: { 'accept-language': 'en' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ 'querystring.lang': [expect.any(String)] });
  });
});
