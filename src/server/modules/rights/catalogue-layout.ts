import { type PDFPage, rgb } from 'pdf-lib';
import { fill, textsOf } from '#server/i18n/index.ts';
import { type Sheet, WIDTH } from '#server/modules/invoicing/index.ts';
import type { Direction, TextStyle } from '#server/services/pdf-text.ts';
import { directionOf, type Lang } from '#shared/lang.ts';

/*
 * What the pages of the rights catalogue share: A4, laid out from the reading side with the invoices'
 * sheet (right to left in Arabic), the house's colours, the printed words, and lines cut to fit.
 */

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = (A4[0] - WIDTH) / 2;
export const FOOTER_Y = 30;
export const INK = rgb(0.1, 0.12, 0.14);
export const DEEP = rgb(0.09, 0.26, 0.28);
export const GOLD = rgb(0.76, 0.6, 0.3);
export const PALE = rgb(0.96, 0.94, 0.89);
export const SOFT = rgb(0.42, 0.44, 0.46);
export const WHITE = rgb(1, 1, 1);

export const catalogueTexts = textsOf('rightsCatalogue');
export type PdfWords = (typeof catalogueTexts)[Lang]['pdf'];

export const wordsIn = (lang: Lang): PdfWords => catalogueTexts[lang].pdf;
export { fill, WIDTH };

/** A cell of the reading-side layout, as the page's left edge and width in points. */
export function leftOf(sheet: Sheet, from: number, width: number): number {
  return MARGIN + (sheet.dir === 'ltr' ? from : WIDTH - from - width);
}

const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u;
const STRONG_LETTER = /[\p{L}]/u;

/**
 * A paragraph's direction, from its first strong letter, for every line it is cut into: a line of an
 * Arabic paragraph that starts with a Latin word still reads from the right.
 */
export function paragraphDirection(text: string, fallback: Lang): Direction {
  const first = [...text].find((character) => STRONG_LETTER.test(character));
  if (!first) return directionOf(fallback);
  return RTL_LETTER.test(first) ? 'rtl' : 'ltr';
}

/** The text on one line of `width`: whole when it fits, else cut at a word and ended with '…'. */
export function oneLine(sheet: Sheet, text: string, width: number, style: TextStyle): string {
  if (sheet.text.width(text, style) <= width) return text;
  const words = text.split(/\s+/);
  while (words.length > 1) {
    words.pop();
    const cut = `${words.join(' ')}…`;
    if (sheet.text.width(cut, style) <= width) return cut;
  }
  return `${sheet.text.wrap(text, width, style)[0] ?? ''}…`;
}

/** The paragraph cut into at most `max` lines of `width`, the last one ended with '…' when it is cut. */
export function someLines(
  sheet: Sheet,
  text: string,
  width: number,
  style: TextStyle,
  max: number,
): string[] {
  const lines = sheet.text.wrap(text, width, style);
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, Math.max(0, max));
  if (kept.length === 0) return [];
  const last = oneLine(sheet, `${kept.at(-1)} ${lines[max]}`, width, style);
  kept[kept.length - 1] = last.endsWith('…') ? last : oneLine(sheet, `${last}…`, width, style);
  return kept;
}

/** The page's footer line (the house and the page's number), in the middle. */
export function footer(sheet: Sheet, page: PDFPage, text: string) {
  sheet.text.draw(page, text, {
    x: A4[0] / 2,
    y: FOOTER_Y,
    size: 8.5,
    direction: sheet.dir,
    align: 'center',
    color: SOFT,
  });
}
