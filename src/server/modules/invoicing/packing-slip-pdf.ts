import { toBuffer } from 'bwip-js/node';
import { PDFDocument, rgb } from 'pdf-lib';
import { textsOf } from '#server/i18n/index.ts';
import { statusNames } from '#server/modules/orders/index.ts';
import { PdfText } from '#server/services/pdf-text.ts';
import { SHOP_NAME } from '#shared/brand.ts';
import type { StaffOrder } from '#shared/contract/staff-orders.ts';
import { numberFormat } from '#shared/intl.ts';
import { directionOf, type Lang, textIn } from '#shared/lang.ts';
import { formatPrice } from '#shared/price.ts';
import { addressLines, type Cell, dateIn, GREY, MARGIN, Sheet, WIDTH } from './document-sheet.ts';
import { invoiceTexts } from './invoice-texts.ts';

/*
 * The packing slip that goes into the parcel and guides the warehouse: the order number as a Code 128
 * barcode to scan, the shipping address large, the carrier and tracking number once shipped, the
 * weight, whether the courier collects cash and how much, and each book by ISBN, title and quantity.
 * No prices. Laid out from the reading side like the invoice (see invoice-pdf.ts).
 */

export type PackingSlipInput = {
  lang: Lang;
  order: StaffOrder;
  /** Paid by cash on delivery: the courier collects the order's total unless it is already paid. */
  cashOnDelivery: boolean;
};

const slipTexts = textsOf('ordersPackingSlip');
const BOX = rgb(0.2, 0.2, 0.2);
const BARCODE = { width: 190, height: 46, scale: 3 };

/** Where a cell of the reading-side layout starts from the page's left edge. */
const leftOf = (sheet: Sheet, cell: Cell) =>
  MARGIN + (sheet.dir === 'ltr' ? cell.from : WIDTH - cell.from - cell.width);

function box(sheet: Sheet, cell: Cell, top: number, height: number) {
  sheet.page.drawRectangle({
    x: leftOf(sheet, cell),
    y: top - height,
    width: cell.width,
    height,
    borderColor: BOX,
    borderWidth: 1.2,
  });
}

/** The order number as Code 128, its digits printed under it, at the end side of the page. */
async function barcode(sheet: Sheet, orderId: number, top: number) {
  const number = String(orderId);
  const png = await toBuffer({ bcid: 'code128', text: number, scale: BARCODE.scale, height: 14 });
  // As base64: a Buffer from another realm (a test's DOM) fails pdf-lib's type check.
  const image = await sheet.document.embedPng(png.toString('base64'));
  const cell = { from: WIDTH - BARCODE.width, width: BARCODE.width };
  const width = Math.min(BARCODE.width, (image.width / BARCODE.scale) * 1.3);
  const left = leftOf(sheet, cell) + (BARCODE.width - width) / 2;
  sheet.page.drawImage(image, { x: left, y: top - BARCODE.height, width, height: BARCODE.height });
  sheet.text.draw(sheet.page, number, {
    x: left + width / 2,
    y: top - BARCODE.height - 16,
    size: 13,
    direction: 'ltr',
    align: 'center',
  });
  return BARCODE.height + 20;
}

async function header(sheet: Sheet, input: PackingSlipInput) {
  const t = invoiceTexts[input.lang];
  const { order, lang } = input;
  const dir = directionOf(lang);
  sheet.put(SHOP_NAME[lang], { from: 0, width: WIDTH / 2 }, { size: 18, weight: 'bold' });
  sheet.put(t.packingSlip, { from: WIDTH / 2, width: WIDTH / 2, align: 'end' }, { size: 18, weight: 'bold' });
  sheet.y -= 40;
  const top = sheet.y;
  const barcodeHeight = await barcode(sheet, order.id, top);
  const facts: [string, string][] = [
    [t.orderNumber, `#${order.id}`],
    [t.date, dateIn(order.date, lang)],
    [t.payment, lang === 'ar' ? order.payment_type_ar : order.payment_type_en],
    [t.status, statusNames[order.status][lang]],
  ];
  const valueWidth = WIDTH - BARCODE.width - 130 - 20;
  for (const [label, value] of facts) {
    sheet.put(label, { from: 0, width: 120 }, { color: GREY, direction: dir });
    sheet.y -= sheet.put(value, { from: 130, width: valueWidth });
  }
  sheet.y = Math.min(sheet.y, top - barcodeHeight) - 14;
}

function shipTo(sheet: Sheet, input: PackingSlipInput) {
  const { shipping } = input.order;
  if (!shipping) return;
  const cell = { from: 12, width: WIDTH - 24 };
  const top = sheet.y;
  let y = top - 10;
  const bold = { weight: 'bold' as const, direction: directionOf(input.lang) };
  y -= sheet.put(invoiceTexts[input.lang].shipTo, cell, { ...bold, color: GREY }, y);
  const [name, ...rest] = addressLines(shipping, input.lang);
  y -= sheet.put(name ?? '', cell, { size: 17, weight: 'bold' }, y);
  for (const line of rest) y -= sheet.put(line, cell, { size: 13 }, y);
  box(sheet, { from: 0, width: WIDTH }, top, top - y + 8);
  sheet.y = y - 22;
}

/** Kilograms; a dash when the catalogue gave no weight for the books. */
const weightIn = (grams: number, lang: Lang) =>
  grams <= 0
    ? '—'
    : numberFormat(`${lang}-u-nu-latn`, {
        style: 'unit',
        unit: 'kilogram',
        maximumFractionDigits: 3,
      }).format(grams / 1000);

/** The courier's facts on the start side; on the end side, boxed, the cash to collect or that there is none. */
function delivery(sheet: Sheet, input: PackingSlipInput) {
  const s = slipTexts[input.lang];
  const { order, lang } = input;
  const dir = directionOf(lang);
  const facts: [string, string][] = [[s.weight, weightIn(order.weight_grams, lang)]];
  if (order.carrier) facts.push([s.carrier, order.carrier]);
  if (order.tracking_number) facts.push([s.trackingNumber, order.tracking_number]);
  const top = sheet.y;
  for (const [label, value] of facts) {
    sheet.put(label, { from: 0, width: 110 }, { color: GREY, direction: dir });
    sheet.y -= sheet.put(value, { from: 115, width: WIDTH / 2 - 125 }, { size: 11, direction: dir }) + 2;
  }
  const cash = { from: WIDTH / 2, width: WIDTH / 2 };
  const inside = { from: cash.from + 10, width: cash.width - 20 };
  const strong = { size: 14, weight: 'bold' as const, direction: dir };
  let y = top - 10;
  if (order.gift) {
    // A gift's slip shows no price at all, and the recipient pays nothing (decision 055).
    y -= sheet.put(s.gift, inside, strong, y);
  } else if (order.paid_at || !input.cashOnDelivery) {
    y -= sheet.put(order.paid_at ? s.paid : s.notCod, inside, strong, y);
  } else {
    y -= sheet.put(s.collect, inside, { ...strong, size: 12 }, y);
    const toCollect = formatPrice(order.net_price, { currency: order.currency });
    y -= sheet.put(toCollect, { ...inside, align: 'end' }, { ...strong, size: 20 }, y);
  }
  box(sheet, cash, top, top - y + 6);
  sheet.y = Math.min(sheet.y, y - 6) - 20;
}

function lines(sheet: Sheet, input: PackingSlipInput) {
  const t = invoiceTexts[input.lang];
  const s = slipTexts[input.lang];
  const { lang, order } = input;
  const cells: Cell[] = [
    { from: 0, width: 120 },
    { from: 130, width: WIDTH - 210 },
    { from: WIDTH - 70, width: 70, align: 'end' },
  ];
  const tableHeader = () => {
    const bold = { weight: 'bold' as const, direction: directionOf(lang) };
    const height = Math.max(
      ...[s.isbn, t.title, t.quantity].map((label, i) => sheet.put(label, cells[i], bold)),
    );
    sheet.y -= height + 4;
    sheet.rule();
    sheet.y -= 6;
  };
  /** A page after the first names the order again, for a slip whose pages come apart. */
  const runningHead = () => {
    sheet.y -= sheet.put(`${t.packingSlip} #${order.id}`, { from: 0, width: WIDTH }, { color: GREY }) + 8;
  };
  const nextPage = () => {
    runningHead();
    tableHeader();
  };
  sheet.need(60, runningHead);
  tableHeader();
  for (const line of order.lines) {
    const title = textIn(lang, line.title_ar, line.title_en);
    const height = sheet.text.wrap(title, cells[1].width, { size: 11, direction: 'auto' }).length * 16.5;
    sheet.need(height + 8, nextPage);
    sheet.put(line.isbn ?? '—', cells[0], { size: 11, direction: 'ltr' });
    sheet.put(title, cells[1], { size: 11 });
    sheet.put(String(line.quantity), cells[2], { size: 12, weight: 'bold', direction: 'ltr' });
    sheet.y -= height + 8;
  }
  sheet.rule(sheet.y + 2);
  sheet.y -= 8;
  sheet.need(24, runningHead);
  const copies = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  sheet.put(s.copies, { from: 130, width: WIDTH - 210 }, { weight: 'bold', direction: directionOf(lang) });
  sheet.y -= sheet.put(String(copies), cells[2], { size: 12, weight: 'bold', direction: 'ltr' });
}

function note(sheet: Sheet, input: PackingSlipInput) {
  const text = input.order.note?.trim();
  if (!text) return;
  sheet.y -= 16;
  sheet.need(30);
  const bold = { weight: 'bold' as const, direction: directionOf(input.lang) };
  sheet.y -= sheet.put(invoiceTexts[input.lang].note, { from: 0, width: WIDTH }, bold);
  sheet.y -= sheet.put(text, { from: 0, width: WIDTH }, { size: 11 });
}

/** A gift's note to its recipient, under its own heading. */
function giftNote(sheet: Sheet, input: PackingSlipInput) {
  const text = input.order.gift?.note?.trim();
  if (!text) return;
  sheet.y -= 16;
  sheet.need(30);
  const bold = { weight: 'bold' as const, direction: directionOf(input.lang) };
  sheet.y -= sheet.put(slipTexts[input.lang].giftNote, { from: 0, width: WIDTH }, bold);
  sheet.y -= sheet.put(text, { from: 0, width: WIDTH }, { size: 12 });
}

/** The order's packing slip as PDF bytes. */
export async function packingSlipPdf(input: PackingSlipInput): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle(`${invoiceTexts[input.lang].packingSlip} #${input.order.id}`);
  document.setAuthor(SHOP_NAME[input.lang]);
  document.setLanguage(input.lang);
  const text = await PdfText.for(document);
  const sheet = new Sheet(document, text, directionOf(input.lang));
  await header(sheet, input);
  shipTo(sheet, input);
  delivery(sheet, input);
  lines(sheet, input);
  note(sheet, input);
  giftNote(sheet, input);
  await text.embed();
  return document.save();
}
