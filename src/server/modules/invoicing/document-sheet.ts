import { type PDFDocument, type PDFPage, rgb } from 'pdf-lib';
import type { Direction, PdfText, Weight } from '#server/services/pdf-text.ts';
import type { StaffOrderAddress } from '#shared/contract/staff-orders.ts';
import { dateFormat } from '#shared/intl.ts';
import { type Lang, textIn } from '#shared/lang.ts';

/*
 * What the order's printed documents (invoice, credit note, packing slip) share: an A4 page laid out
 * from the reading side, a cursor down the pages that places text by its distance from that side, and
 * the way dates and addresses are written on them.
 */

export const PAGE: [number, number] = [595.28, 841.89];
export const MARGIN = 42;
export const WIDTH = PAGE[0] - 2 * MARGIN;
export const BOTTOM = 60;
export const GREY = rgb(0.4, 0.4, 0.4);
export const RULE = rgb(0.8, 0.8, 0.8);

export type Cell = { from: number; width: number; align?: 'start' | 'end' };
export type Style = { size?: number; weight?: Weight; color?: ReturnType<typeof rgb>; direction?: Direction };

/** A cursor down the pages, placing text by its distance from the reading side. */
export class Sheet {
  page: PDFPage;
  y = PAGE[1] - MARGIN;

  constructor(
    readonly document: PDFDocument,
    readonly text: PdfText,
    readonly dir: 'rtl' | 'ltr',
  ) {
    this.page = document.addPage(PAGE);
  }

  /** Draws `value` in the cell, wrapped to its width; answers the height used. */
  put(value: string, cell: Cell, style: Style = {}, y = this.y): number {
    const size = style.size ?? 10;
    const textStyle = { size, weight: style.weight, direction: style.direction ?? 'auto' };
    const lines = this.text.wrap(value, cell.width, textStyle);
    const atEnd = (cell.align ?? 'start') === 'end';
    const fromLeft =
      this.dir === 'ltr'
        ? cell.from + (atEnd ? cell.width : 0)
        : WIDTH - cell.from - (atEnd ? cell.width : 0);
    const align = (this.dir === 'ltr') === atEnd ? 'right' : 'left';
    lines.forEach((line, i) => {
      this.text.draw(this.page, line, {
        ...textStyle,
        x: MARGIN + fromLeft,
        y: y - size - i * size * 1.5,
        align,
        color: style.color,
      });
    });
    return lines.length * size * 1.5;
  }

  rule(y = this.y) {
    this.page.drawLine({
      start: { x: MARGIN, y },
      end: { x: PAGE[0] - MARGIN, y },
      thickness: 0.6,
      color: RULE,
    });
  }

  /** Moves down by `height`, starting a new page (and calling `onNewPage`) when it does not fit. */
  need(height: number, onNewPage?: () => void) {
    if (this.y - height >= BOTTOM) return;
    this.page = this.document.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
    onNewPage?.();
  }
}

export const dateIn = (value: string, lang: Lang) =>
  dateFormat(`${lang}-u-nu-latn`, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(value));

export function addressLines(address: StaffOrderAddress, lang: Lang): string[] {
  return [
    address.name,
    address.address,
    [address.city, address.state, address.postal_code].filter(Boolean).join(lang === 'ar' ? '، ' : ', '),
    address.short_address ?? '',
    textIn(lang, address.country_ar, address.country_en),
    address.mobile,
    address.email,
  ].filter((line) => line.trim());
}
