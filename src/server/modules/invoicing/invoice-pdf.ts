import { PDFDocument } from 'pdf-lib';
import { statusNames, typeNames } from '#server/modules/orders/index.ts';
import { chargeRows } from '#server/modules/shipping/index.ts';
import { PdfText, type Weight } from '#server/services/pdf-text.ts';
import { SHOP_NAME } from '#shared/brand.ts';
import type { StaffOrderAddress } from '#shared/contract/staff-orders.ts';
import { directionOf, textIn } from '#shared/lang.ts';
import { formatPrice } from '#shared/price.ts';
import { addressLines, type Cell, dateIn, GREY, Sheet, WIDTH } from './document-sheet.ts';
import type { DocumentKind, InvoiceInput } from './invoice-input.ts';
import { moneyIn } from './invoice-money.ts';
import { numberOf } from './invoice-numbers.ts';
import {
  drawZatcaCode,
  issuedFacts,
  riyalsOfSignedCode,
  sellerBlock,
  tableRows,
  titleOf,
} from './invoice-parts.ts';
import { invoiceTexts } from './invoice-texts.ts';

/*
 * The invoice and the packing slip of an order as an A4 PDF in Arabic or English. The page is laid
 * out from the reading side: in Arabic the shop's name, the labels and the title column sit on the
 * right and the figures on the left, as an Arabic reader expects; in English the mirror image.
 */

export type { DocumentKind, InvoiceInput, IssuedPair } from './invoice-input.ts';

function header(sheet: Sheet, input: InvoiceInput) {
  const t = invoiceTexts[input.lang];
  const { order, lang } = input;
  sheet.put(SHOP_NAME[lang], { from: 0, width: WIDTH / 2 }, { size: 18, weight: 'bold' });
  const title = titleOf(input);
  const titleCell = { from: WIDTH / 3, width: (WIDTH * 2) / 3, align: 'end' as const };
  sheet.y -= sheet.put(title, titleCell, { size: 16, weight: 'bold', direction: directionOf(lang) }) + 16;
  const facts: [string, string][] = [
    ...issuedFacts(input),
    [t.orderNumber, `#${order.id}`],
    [input.issued ? t.orderDate : t.date, dateIn(order.date, lang)],
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
    { from: 0, width: WIDTH - 352 },
    { from: WIDTH - 346, width: 50, align: 'end' },
    { from: WIDTH - 292, width: 62, align: 'end' },
    { from: WIDTH - 222, width: 66, align: 'end' },
    { from: WIDTH - 148, width: 64, align: 'end' },
    { from: WIDTH - 80, width: 80, align: 'end' },
  ];
}

function lines(sheet: Sheet, input: InvoiceInput) {
  const t = invoiceTexts[input.lang];
  const { lang, kind } = input;
  const cells = columns(kind);
  const priced = kind !== 'packing-slip';
  const labels = priced
    ? [t.title, t.quantity, t.unitPrice, t.taxRate, t.taxAmount, t.total]
    : [t.title, t.quantity];
  const rows = priced ? tableRows(input) : [];
  const tableHeader = () => {
    const bold = { weight: 'bold' as const, direction: directionOf(lang) };
    const height = Math.max(...labels.map((label, i) => sheet.put(label, cells[i], bold)));
    sheet.y -= height + 4;
    sheet.rule();
    sheet.y -= 6;
  };
  tableHeader();
  const packed = input.order.lines.map((line) => [
    `${textIn(lang, line.title_ar, line.title_en)} (${typeNames[line.type][lang]})`,
    String(line.quantity),
  ]);
  for (const values of priced ? rows : packed) {
    const title = values[0]!;
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

/** ZATCA's tax currency: a Saudi document in another currency also gives its VAT in riyals. */
const TAX_IN_RIYALS = {
  ar: 'إجمالي ضريبة القيمة المضافة بالريال السعودي',
  en: 'Total VAT in Saudi riyals',
} as const;

/** The total with VAT a signed QR code carries in riyals (`riyalsOfSignedCode`). */
const TOTAL_IN_RIYALS = {
  ar: 'الإجمالي بالريال السعودي',
  en: 'Total in Saudi riyals',
} as const;

/** The amounts in riyals printed under the totals: the signed code's, else the VAT in riyals. */
function riyalRows(input: InvoiceInput): [string, string, Weight][] {
  const { lang } = input;
  const sar = (units: number) => formatPrice(units, { currency: 'SAR' });
  const coded = riyalsOfSignedCode(input);
  if (coded) {
    return [
      [TOTAL_IN_RIYALS[lang], sar(coded.total), 'regular'],
      [TAX_IN_RIYALS[lang], sar(coded.tax), 'regular'],
    ];
  }
  if (input.riyalTax === null || input.riyalTax === undefined) return [];
  return [[TAX_IN_RIYALS[lang], sar(input.riyalTax / 100), 'regular']];
}

/** A refund's credit note totals what it credits, as issued. */
function creditedTotals(input: InvoiceInput): [string, number, Weight][] {
  const t = invoiceTexts[input.lang];
  const { netCents, taxCents, totalCents } = input.issued!.document;
  return [
    [t.totalWithoutTax, netCents, 'regular'],
    [t.totalTax, taxCents, 'regular'],
    [t.creditTotal, totalCents, 'bold'],
  ];
}

function totals(sheet: Sheet, input: InvoiceInput) {
  const t = invoiceTexts[input.lang];
  const { order, lang } = input;
  const subtotal = order.lines.reduce((sum, line) => sum + Math.round(line.total_price * 100), 0);
  const total = Math.round(order.net_price * 100);
  const tax = Math.round(order.tax * 100);
  const charges = chargeRows(order, subtotal, lang);
  const fee = Math.round(order.cod_fee * 100);
  const taxRows = charges.rows.slice(fee > 0 ? 1 : 0);
  const rows: [string, number, Weight][] = input.credited
    ? creditedTotals(input)
    : [
        [t.totalWithoutTax, total - tax, 'regular'],
        ...(taxRows.length > 0 ? taxRows : [[t.totalTax, 0] as [string, number]]).map(
          ([label, amount]): [string, number, Weight] => [label, amount, 'regular'],
        ),
        [input.kind === 'credit-note' ? t.creditTotal : t.totalWithTax, total, 'bold'],
      ];
  const money = moneyIn(input.currency);
  const printed = [
    ...rows.map(([label, cents, weight]): [string, string, Weight] => [label, money(cents), weight]),
    ...riyalRows(input),
  ];
  sheet.need(printed.length * 16);
  for (const [label, amount, weight] of printed) {
    sheet.put(
      label,
      { from: WIDTH - 300, width: 190, align: 'end' },
      { weight, direction: directionOf(lang) },
    );
    sheet.y -= sheet.put(
      amount,
      { from: WIDTH - 100, width: 100, align: 'end' },
      { weight, direction: 'ltr' },
    );
  }
}

/** The reader's note; on a refund's credit note, the reason it was given. */
function note(sheet: Sheet, input: InvoiceInput) {
  const t = invoiceTexts[input.lang];
  const text = input.credited ? input.credited.reason : input.order.note;
  if (!text?.trim()) return;
  sheet.y -= 12;
  sheet.need(30);
  sheet.y -= sheet.put(
    input.credited ? t.reason : t.note,
    { from: 0, width: WIDTH },
    { weight: 'bold', direction: directionOf(input.lang) },
  );
  sheet.y -= sheet.put(text, { from: 0, width: WIDTH });
}

/** The order's invoice or packing slip as PDF bytes. */
export async function invoicePdf(input: InvoiceInput): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const t = invoiceTexts[input.lang];
  const number = input.issued ? numberOf(input.issued.document) : `#${input.order.id}`;
  document.setTitle(`${input.kind === 'packing-slip' ? t.packingSlip : titleOf(input)} ${number}`);
  document.setAuthor(SHOP_NAME[input.lang]);
  document.setLanguage(input.lang);
  const text = await PdfText.for(document);
  const sheet = new Sheet(document, text, directionOf(input.lang));
  header(sheet, input);
  if (input.issued) sellerBlock(sheet, input);
  addresses(sheet, input);
  lines(sheet, input);
  if (input.kind !== 'packing-slip') totals(sheet, input);
  if (input.issued && input.kind !== 'packing-slip') await drawZatcaCode(sheet, input);
  note(sheet, input);
  await text.embed();
  return document.save();
}
