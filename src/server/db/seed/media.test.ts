import { mkdtempSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, describe, expect, it } from 'vitest';
import { createStorages } from '#server/services/storages.ts';
import { books, categories, writers } from './data/index.ts';
import { contentSets, linkRows } from './keys.ts';
import { drawCover } from './media/drawings.ts';
import { coverFontFiles } from './media/fonts.ts';
import { generateMedia } from './media/generate.ts';
import { DEMO_BOOK_PAGES, makeBookPdf } from './media/pdf.ts';

// The PDF names standard fonts (Times) without embedding them: pdf.js reads their metrics from here.
const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}${path.sep}`;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const dir = mkdtempSync(path.join(tmpdir(), 'bookshop-media-'));
const storages = createStorages({ mediaDir: path.join(dir, 'media'), filesDir: path.join(dir, 'files') });
afterAll(() => rm(dir, { recursive: true, force: true }));

const digital = books.find((b) => b.pdfPrice > 0 && b.hardPrice > 0)!;
const printOnly = books.find((b) => b.pdfPrice === 0)!;

describe('generated media', () => {
  it('has a glyph in the covers’ face for every character drawn on covers and pictures, Arabic and Latin, « » and : included', () => {
    const texts = [
      ...books.flatMap((book) => [book.titleAr, book.titleEn]),
      ...writers.flatMap((writer) => [writer.nameAr, writer.nameEn]),
      ...categories.map((category) => category.titleAr),
      ...contentSets.flatMap((set) => [set.label, ...set.items.map((item) => item.titleAr)]),
      ...linkRows.flatMap((link) => [link.nameAr, link.typeTitleAr]),
    ];
    const characters = [...new Set([...texts.join(''), '«', '»', ':'])].filter((c) => c.trim());
    expect(texts.some((text) => text.includes('«'))).toBe(true);
    for (const file of coverFontFiles) {
      const face = fontkit.create(readFileSync(file));
      const missing = characters.filter((c) => !face.hasGlyphForCodePoint(c.codePointAt(0)!));
      expect(missing, file).toEqual([]);
    }
  });

  it('uses TrueType files for every face drawn', () => {
    for (const file of coverFontFiles) {
      expect(readFileSync(file).readUInt32BE(0)).toBe(0x00010000);
    }
  });

  it('draws a cover as a PNG of 600 × 900', () => {
    const png = drawCover(digital, 'طه حسين', 'روايات', { color: '#7a2e3a', accent: '#f2c572' });
    expect(png.subarray(0, 8)).toEqual(PNG);
    expect(png.readUInt32BE(16)).toBe(600);
    expect(png.readUInt32BE(20)).toBe(900);
  });

  it('makes a sample PDF that pdf-lib loads, the cover first, then chapters in Arabic', async () => {
    const cover = drawCover(digital, 'طه حسين', 'روايات', { color: '#7a2e3a', accent: '#f2c572' });
    const bytes = await makeBookPdf({
      titleEn: 'The Call of the Curlew’s “Song”',
      writerEn: 'Taha Hussein',
      cover,
    });
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(DEMO_BOOK_PAGES);
    expect(pdf.getTitle()).toBe('The Call of the Curlew\'s "Song"');
    const task = getDocument({ data: bytes.slice(), standardFontDataUrl });
    const reader = await task.promise;
    const words = async (n: number) =>
      (await (await reader.getPage(n)).getTextContent()).items.map((item) => ('str' in item ? item.str : ''));
    expect((await words(1)).join(' ')).toContain('Taha Hussein');
    expect((await words(2)).join('')).toContain('الفصل الأول');
    expect((await words(2)).join('')).toContain('إِنَّ الأَمْرَ يَسِيرٌ');
    await task.destroy();
  });

  it('keeps book PDFs private, draws only missing files, and draws nothing on a second run', async () => {
    const first = await generateMedia(storages, {
      books: [digital, printOnly],
      content: false,
      links: false,
    });
    expect(first.made).toBe(3);
    expect(await storages.media.exists(`covers/${digital.isbn}.png`)).toBe(true);
    expect(await storages.media.exists(`covers/${printOnly.isbn}.png`)).toBe(true);
    expect(await storages.files.exists(`books/${digital.isbn}.pdf`)).toBe(true);
    expect(await storages.media.exists(`books/${digital.isbn}.pdf`)).toBe(false);
    expect(await storages.files.exists(`books/${printOnly.isbn}.pdf`)).toBe(false);
    const pdf = await PDFDocument.load(await storages.files.read(`books/${digital.isbn}.pdf`));
    expect(pdf.getPageCount()).toBe(DEMO_BOOK_PAGES);

    const second = await generateMedia(storages, {
      books: [digital, printOnly],
      content: false,
      links: false,
    });
    expect(second.made).toBe(0);
  });
});
