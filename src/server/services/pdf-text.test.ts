import { PDFDocument } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { pdfToText } from '#server/test/pdf-reader.ts';
import { PdfText } from './pdf-text.ts';

/* Arabic in PDFs: shaped, right to left with numbers and Latin in place, and read back in order. */

async function pdfOf(lines: { text: string; direction: 'rtl' | 'ltr' | 'auto'; bold?: boolean }[]) {
  const document = await PDFDocument.create();
  const page = document.addPage([595, 842]);
  const text = await PdfText.for(document);
  lines.forEach((line, i) => {
    const rtl = line.direction === 'rtl';
    text.draw(page, line.text, {
      x: rtl ? 555 : 40,
      y: 780 - i * 40,
      size: 16,
      direction: line.direction,
      weight: line.bold ? 'bold' : 'regular',
      align: rtl ? 'right' : 'left',
    });
  });
  await text.embed();
  return document.save();
}

describe('text in PDFs', () => {
  it('reads Arabic back in reading order, joined letters, marks and Latin included', async () => {
    const bytes = await pdfOf([
      { text: 'فاتورة', direction: 'rtl', bold: true },
      { text: 'كتاب «الأيام» لطه حسين', direction: 'rtl' },
      { text: 'شارع الجامعة، عمّان', direction: 'rtl' },
      { text: 'محمّد يقرأ الكتاب', direction: 'rtl' },
      { text: 'Invoice for order #1234', direction: 'ltr' },
    ]);
    const text = await pdfToText(bytes);
    for (const expected of [
      'فاتورة',
      'كتاب «الأيام» لطه حسين',
      'شارع الجامعة',
      'عمّان',
      'محمّد يقرأ الكتاب',
      'Invoice for order #1234',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('reads back in reading order in pdf.js too, tashkeel and all, with nothing in between', async () => {
    const line = 'إِنَّ الأَمْرَ يَسِيرٌ، قالَ المُؤَلِّفُ';
    const bytes = await pdfOf([{ text: line, direction: 'rtl' }]);
    const task = getDocument({ data: bytes.slice() });
    const pdf = await task.promise;
    const { items } = await (await pdf.getPage(1)).getTextContent();
    const read = items.map((item) => ('str' in item ? item.str : '')).join('');
    await task.destroy();
    expect(read).toBe(line);
  });

  it('lays a right-to-left line out from the right, numbers and Latin words reading left to right', async () => {
    const text = await PdfText.for(await PDFDocument.create());
    const glyphs = text.glyphs('طلب رقم 1234 من Sara', { size: 12, direction: 'rtl' });
    const x = (character: string) => glyphs.find((glyph) => glyph.text === character)?.x ?? Number.NaN;
    expect(x('ط')).toBeGreaterThan(x('ر'));
    expect(x('ر')).toBeGreaterThan(x('4'));
    expect(x('1')).toBeLessThan(x('2'));
    expect(x('4')).toBeGreaterThan(x('م'));
    expect(x('م')).toBeGreaterThan(x('S'));
    expect(x('S')).toBeLessThan(x('r'));
  });

  it('joins the letters of a word: a letter inside a word is not drawn as it stands alone', async () => {
    const text = await PdfText.for(await PDFDocument.create());
    const style = { size: 12, direction: 'rtl' as const };
    const alone = text.glyphs('ت', style)[0].gid;
    const joined = text.glyphs('كتب', style).find((glyph) => glyph.text === 'ت')?.gid;
    expect(joined).toBeDefined();
    expect(joined).not.toBe(alone);
  });

  it('wraps a long line at spaces within the width', async () => {
    const document = await PDFDocument.create();
    const text = await PdfText.for(document);
    const style = { size: 10, direction: 'rtl' as const };
    const long = 'موسم الهجرة إلى الشمال رواية الطيب صالح في طبعة جديدة منقحة';
    const lines = text.wrap(long, 120, style);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe(long);
    for (const line of lines) expect(text.width(line, style)).toBeLessThanOrEqual(120);
  });
});
