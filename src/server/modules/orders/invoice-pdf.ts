import { PDFDocument, type PDFPage, rgb } from 'pdf-lib';
import { type Direction, PdfText, type Weight } from '#server/services/pdf-text.ts';
import { SHOP_NAME } from '#shared/brand.ts';
import type { StaffOrder, StaffOrderAddress } from '#shared/contract/staff-orders.ts';
import { directionOf, type Lang, textIn } from '#shared/lang.ts';
import { formatPrice } from '#shared/price.ts';
import { invoiceTexts } from './invoice-texts.ts';
import { statusNames, typeNames } from './messages.ts';
import { chargeRows } from './price-rows.ts';

/*
 * The invoice and the packing slip of an order as an A4 PDF in Arabic or English. The page is laid
 * out from the reading side: in Arabic the shop's name, the labels and the title column sit on the
 * right and the figures on the left, as an Arabic reader expects; in English the mirror image.
 */

export type DocumentKind = 'invoice' | 'packing-slip';

export type InvoiceInput = {
  kind: DocumentKind;
  lang: Lang;
  order: StaffOrder;
  client: { name: string; email: string };
};

const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 42;
const WIDTH = PAGE[0] - 2 * MARGIN;
const BOTTOM = 60;
const GREY = rgb(0.4, 0.4, 0.4);
const RULE = rgb(0.8, 0.8, 0.8);

type Cell = { from: number; width: number; align?: 'start' | 'end' };
type Style = { size?: number; weight?: Weight; color?: ReturnType<typeof rgb>; direction?: Direction };

/** A cursor down the pages, placing text by its distance from the reading side. */
class Sheet {
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

const dateIn = (value: string, lang: Lang) =>
  new Intl.DateTimeFormat(`${lang}-u-nu-latn`, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(value),
  );

function addressLines(address: StaffOrderAddress, lang: Lang): string[] {
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

function header(sheet: Sheet, input: InvoiceInput) {
  const t = invoiceTexts[input.lang];
  const { order, lang } = input;
  sheet.put(SHOP_NAME[lang], { from: 0, width: WIDTH / 2 }, { size: 18, weight: 'bold' });
  const title = input.kind === 'invoice' ? t.invoice : t.packingSlip;
  sheet.put(title, { from: WIDTH / 2, width: WIDTH / 2, align: 'end' }, { size: 18, weight: 'bold' });
  sheet.y -= 40;
  const facts: [string, string][] = [
    [t.orderNumber, `#${order.id}`],
    [t.date, dateIn(order.date, lang)],
    [t.client, input.client.name],
    [t.email, input.client.email],
    [t.payment, lang === 'ar' ? order.payment_type_ar : order.payment_type_en],
    [t.paymentStatus, order.paid_at ? `${t.paid} (${dateIn(order.paid_at, lang)})` : t.unpaid],
    [t.status, statusNames[order.status][lang]],
  ];
  for (const [label, value] of facts) {
    sheet.put(label, { from: 0, width: 130 }, { color: GREY, direction: directionOf(lang) });
    sheet.y -= sheet.put(value, { from: 130, width: WIDTH - 130 });
  }
  sheet.y -= 12;
}

function addresses(sheet: Sheet, input: InvoiceInput) {
  const t = invoiceTexts[input.lang];
  const { shipping, billing } = input.order;
  if (!shipping || !billing) return;
  const half = WIDTH / 2 - 10;
  const blocks: [string, StaffOrderAddress, number][] = [
    [t.shipTo, shipping, 0],
    [t.billTo, billing, WIDTH / 2 + 10],
  ];
  let used = 0;
  for (const [title, address, from] of blocks) {
    let y = sheet.y;
    y -= sheet.put(title, { from, width: half }, { weight: 'bold', direction: directionOf(input.lang) }, y);
    for (const line of addressLines(address, input.lang)) y -= sheet.put(line, { from, width: half }, {}, y);
    used = Math.max(used, sheet.y - y);
  }
  sheet.y -= used + 14;
}

function columns(kind: DocumentKind): Cell[] {
  if (kind === 'packing-slip') {
    return [
      { from: 0, width: WIDTH - 100 },
      { from: WIDTH - 80, width: 80, align: 'end' },
    ];
  }
  return [
    { from: 0, width: WIDTH - 290 },
    { from: WIDTH - 280, width: 60, align: 'end' },
    { from: WIDTH - 210, width: 100, align: 'end' },
    { from: WIDTH - 100, width: 100, align: 'end' },
  ];
}

function lines(sheet: Sheet, input: InvoiceInput) {
  const t = invoiceTexts[input.lang];
  const { lang, kind } = input;
  const cells = columns(kind);
  const labels = kind === 'invoice' ? [t.title, t.quantity, t.unitPrice, t.total] : [t.title, t.quantity];
  const tableHeader = () => {
    const bold = { weight: 'bold' as const, direction: directionOf(lang) };
    const height = Math.max(...labels.map((label, i) => sheet.put(label, cells[i], bold)));
    sheet.y -= height + 4;
    sheet.rule();
    sheet.y -= 6;
  };
  tableHeader();
  for (const line of input.order.lines) {
    const title = `${textIn(lang, line.title_ar, line.title_en)} (${typeNames[line.type][lang]})`;
    const values =
      kind === 'invoice'
        ? [title, String(line.quantity), formatPrice(line.price), formatPrice(line.total_price)]
        : [title, String(line.quantity)];
    const height = sheet.text.wrap(title, cells[0].width, { size: 10, direction: 'auto' }).length * 15;
    sheet.need(height + 6, tableHeader);
    values.forEach((value, i) => {
      sheet.put(value, cells[i], i === 0 ? {} : { direction: 'ltr' });
    });
    sheet.y -= height + 6;
  }
  sheet.rule(sheet.y + 2);
  sheet.y -= 8;
}

function totals(sheet: Sheet, input: InvoiceInput) {
  const t = invoiceTexts[input.lang];
  const { order, lang } = input;
  const subtotal = order.lines.reduce((sum, line) => sum + Math.round(line.total_price * 100), 0);
  const total = Math.round(order.net_price * 100);
  const charges = chargeRows(order, subtotal, lang);
  const rows: [string, number, Weight][] = [
    [t.subtotal, subtotal, 'regular'],
    [t.shipping, charges.shipping, 'regular'],
    ...charges.rows.map(([label, amount]): [string, number, Weight] => [label, amount, 'regular']),
    [t.grandTotal, total, 'bold'],
  ];
  sheet.need(rows.length * 16);
  for (const [label, cents, weight] of rows) {
    sheet.put(
      label,
      { from: WIDTH - 300, width: 190, align: 'end' },
      { weight, direction: directionOf(lang) },
    );
    sheet.y -= sheet.put(
      formatPrice(cents / 100),
      { from: WIDTH - 100, width: 100, align: 'end' },
      { weight, direction: 'ltr' },
    );
  }
}

function note(sheet: Sheet, input: InvoiceInput) {
  const { note: text } = input.order;
  if (!text?.trim()) return;
  sheet.y -= 12;
  sheet.need(30);
  sheet.y -= sheet.put(
    invoiceTexts[input.lang].note,
    { from: 0, width: WIDTH },
    { weight: 'bold', direction: directionOf(input.lang) },
  );
  sheet.y -= sheet.put(text, { from: 0, width: WIDTH });
}

/** The order's invoice or packing slip as PDF bytes. */
export async function invoicePdf(input: InvoiceInput): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const t = invoiceTexts[input.lang];
  document.setTitle(`${input.kind === 'invoice' ? t.invoice : t.packingSlip} #${input.order.id}`);
  document.setAuthor(SHOP_NAME[input.lang]);
  document.setLanguage(input.lang);
  const text = await PdfText.for(document);
  const sheet = new Sheet(document, text, directionOf(input.lang));
  header(sheet, input);
  addresses(sheet, input);
  lines(sheet, input);
  if (input.kind === 'invoice') totals(sheet, input);
  note(sheet, input);
  await text.embed();
  return document.save();
}
