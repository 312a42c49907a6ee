import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { type PageText, type PdfTextItem, pageText, searchPages } from '#shared/book-search.ts';
import { PdfText } from './pdf-text.ts';

/*
 * The reader's search over a real PDF: drawn as the shop draws Arabic (shaped, marks placed by
 * HarfBuzz), read back with pdf.js as the reader in the browser reads it.
 */

async function arabicBook(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const text = await PdfText.for(document);
  const lines = [['إِنَّ الأَمْرَ يَسِيرٌ'], ['قال المُؤَلِّفُ', 'The Author speaks']];
  for (const pageLines of lines) {
    const page = document.addPage([595, 842]);
    pageLines.forEach((line, i) => {
      const rtl = i === 0;
      text.draw(page, line, {
        x: rtl ? 555 : 40,
        y: 780 - i * 40,
        size: 16,
        direction: rtl ? 'rtl' : 'ltr',
        align: rtl ? 'right' : 'left',
      });
    });
  }
  await text.embed();
  return document.save();
}

async function readPages(bytes: Uint8Array): Promise<Map<number, PageText>> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const loading = pdfjs.getDocument({ data: bytes });
  const book = await loading.promise;
  const pages = new Map<number, PageText>();
  for (let number = 1; number <= book.numPages; number++) {
    const content = await (await book.getPage(number)).getTextContent();
    pages.set(number, pageText(content.items.filter((item) => 'str' in item) as PdfTextItem[]));
  }
  await loading.destroy();
  return pages;
}

describe("the reader's search in a generated Arabic PDF", () => {
  it('finds a word typed without tashkeel and with another hamza', async () => {
    const pages = await readPages(await arabicBook());
    for (const query of ['امر', 'أمر', 'الامر', 'ان', 'أن']) {
      expect(
        searchPages(pages, query).map((found) => found.page),
        query,
      ).toEqual([1]);
    }
    expect(searchPages(pages, 'المولف').map((found) => found.page)).toEqual([2]);
    expect(searchPages(pages, 'author').map((found) => found.page)).toEqual([2]);
  });

  it('finds a phrase in reading order and not with its words turned round', async () => {
    const pages = await readPages(await arabicBook());
    const [found] = searchPages(pages, 'الامر يسير');
    expect(found?.page).toBe(1);
    expect(found.hits).toHaveLength(1);
    expect(searchPages(pages, 'ان الامر').map((hit) => hit.page)).toEqual([1]);
    expect(searchPages(pages, 'يسير الامر')).toEqual([]);
    expect(searchPages(pages, 'الامر ان')).toEqual([]);
  });
});
