import { describe, expect, it } from 'vitest';
import { logicalText, type PdfTextItem, pageText, searchPages } from './book-search.ts';

const item = (str: string, x: number, y: number, width: number, dir = 'rtl'): PdfTextItem => ({
  str,
  dir,
  width,
  height: 10,
  transform: [10, 0, 0, 10, x, y],
});

describe('search inside a book', () => {
  it('turns round a mostly Arabic run that pdf.js left in visual order', () => {
    expect(logicalText({ str: 'باتك', dir: 'ltr' })).toBe('كتاب');
    expect(logicalText({ str: 'كتاب', dir: 'rtl' })).toBe('كتاب');
    expect(logicalText({ str: 'book 12', dir: 'ltr' })).toBe('book 12');
  });

  it('reads an Arabic line from the right and an English one from the left, lines from the top', () => {
    const page = pageText([
      item('يسير', 100, 700, 30),
      item('الأمر', 140, 700, 30),
      item('second', 100, 680, 40, 'ltr'),
      item('first', 40, 680, 40, 'ltr'),
    ]);
    expect(page.text).toBe('الأمر يسير\nfirst second');
    expect(page.parts.map((part) => page.text.slice(part.start, part.end))).toEqual([
      'الأمر',
      'يسير',
      'first',
      'second',
    ]);
  });

  it('finds words without their marks, with another hamza and in any case', () => {
    const pages = new Map([
      [1, pageText([item('إِنَّ الأَمْرَ يَسِيرٌ', 100, 700, 100)])],
      [2, pageText([item('The Order of Things', 40, 700, 100, 'ltr')])],
    ]);
    expect(searchPages(pages, 'أمر').map((found) => found.page)).toEqual([1]);
    expect(searchPages(pages, 'آمر').map((found) => found.page)).toEqual([1]);
    expect(searchPages(pages, 'ان')[0].hits[0]).toMatchObject({ start: 0, end: 5, items: [0] });
    expect(searchPages(pages, 'ORDER').map((found) => found.page)).toEqual([2]);
  });

  it('finds a phrase only with its words in order, across items and punctuation', () => {
    const pages = new Map([
      [3, pageText([item('قال المؤلف:', 150, 700, 50), item('الأمر يسير.', 90, 700, 50)])],
    ]);
    const [found] = searchPages(pages, 'المولف الامر');
    expect(found).toMatchObject({ page: 3, snippet: 'قال المؤلف: الأمر يسير.' });
    expect(found.hits[0].items).toEqual([0, 1]);
    expect(searchPages(pages, 'يسير الامر')).toEqual([]);
  });

  it('counts every match on a page and finds nothing for a query without a word', () => {
    const pages = new Map([[1, pageText([item('كتاب وكتاب وكتب', 100, 700, 100)])]]);
    expect(searchPages(pages, 'كتاب')[0].hits).toHaveLength(2);
    expect(searchPages(pages, ' … ')).toEqual([]);
  });
});
