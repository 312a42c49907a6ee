import bwipjs from 'bwip-js/node';
import { chargeRows, formatPercent } from '#server/modules/shipping/index.ts';
import { directionOf, type Lang } from '#shared/lang.ts';
import { allocate } from '#shared/price.ts';
import { type BookRow, bookRows, boxSetCells } from './box-set-rows.ts';
import { GREY, MARGIN, PAGE, type Sheet, WIDTH } from './document-sheet.ts';
import { readZatcaPayload, zatcaPayload, zatcaTime } from './invoice-amounts.ts';
import type { InvoiceInput } from './invoice-input.ts';
import { moneyIn } from './invoice-money.ts';
import { ISSUE_TIME_ZONE, numberOf } from './invoice-numbers.ts';
import { invoiceTexts } from './invoice-texts.ts';

/*
 * The parts of a numbered invoice or credit note: its title, number and date of issue (with the Hijri
 * date on Arabic documents), the seller as issued, the table rows with each row's share of the tax,
 * and the ZATCA QR code for buyers in Saudi Arabia, on the invoice and on its credit notes.
 */

/** An amount of the order as `inMinorUnits` gives it, in whole minor units of its currency. */
const cents = (amount: number) => Math.round(amount * 100);

/** 'Simplified tax invoice' when the order was taxed (the buyer's country has tax), else 'Invoice'. */
export function titleOf(input: InvoiceInput): string {
  const t = invoiceTexts[input.lang];
  if (input.kind === 'credit-note') return t.creditNote;
  if (input.kind === 'packing-slip') return t.packingSlip;
  return input.order.tax_lines.length > 0 ? t.taxInvoice : t.invoice;
}

/** The day of issue in Asia/Riyadh, and on Arabic documents the Umm al-Qura date beside it. */
export function issueDate(at: Date, lang: Lang): string {
  const options = { dateStyle: 'long', timeZone: ISSUE_TIME_ZONE } as const;
  const gregorian = new Intl.DateTimeFormat(`${lang}-u-nu-latn`, options).format(at);
  if (lang !== 'ar') return gregorian;
  const hijri = new Intl.DateTimeFormat('ar-SA-u-ca-islamic-umalqura-nu-latn', options).format(at);
  return `${gregorian} (${hijri})`;
}

export function issuedFacts(input: InvoiceInput): [string, string][] {
  const t = invoiceTexts[input.lang];
  const { issued } = input;
  if (!issued) return [];
  const own: [string, string] = [
    input.kind === 'credit-note' ? t.creditNoteNumber : t.invoiceNumber,
    numberOf(issued.document),
  ];
  const label = input.credited ? t.creditsInvoice : t.refersTo;
  // A credit note names the invoice it corrects by its number and its date of issue.
  const refersTo: [string, string][] = issued.invoice
    ? [
        [label, numberOf(issued.invoice)],
        [t.invoiceDate, issueDate(issued.invoice.issuedAt, input.lang)],
      ]
    : [];
  return [own, ...refersTo, [t.issueDate, issueDate(issued.document.issuedAt, input.lang)]];
}

/** The seller as the document was issued: legal name, address, VAT number. */
export function sellerBlock(sheet: Sheet, input: InvoiceInput) {
  const t = invoiceTexts[input.lang];
  const seller = input.issued!.document.seller;
  const ar = input.lang === 'ar';
  const lines = [
    ar ? seller.nameAr || seller.nameEn : seller.nameEn || seller.nameAr,
    ar ? seller.addressAr || seller.addressEn : seller.addressEn || seller.addressAr,
  ].filter((line) => line.trim());
  const cell = { from: 0, width: WIDTH };
  sheet.y -= sheet.put(t.seller, cell, { weight: 'bold', direction: directionOf(input.lang) });
  for (const line of lines) sheet.y -= sheet.put(line, cell);
  if (seller.taxNumber) {
    sheet.put(t.vatNumber, { from: 0, width: 130 }, { color: GREY, direction: directionOf(input.lang) });
    sheet.y -= sheet.put(seller.taxNumber, { from: 130, width: WIDTH - 130 }, { direction: 'ltr' });
  }
  sheet.y -= 12;
}

/**
 * The table's rows: each book, then shipping and the COD fee, with the tax rate and each row's share
 * of the order's tax (once rounded, shared so the shares add up to it exactly). The last column is
 * the row's amount without tax, on an invoice and on a credit note alike.
 */
export function tableRows(input: InvoiceInput): string[][] {
  const t = invoiceTexts[input.lang];
  const { order, lang } = input;
  const rate = order.tax_lines.reduce((sum, line) => sum + line.rate, 0);
  const rateText = formatPercent(rate, lang);
  const money = moneyIn(input.currency);
  if (input.credited && input.issued) {
    // Each row credits an amount with tax: its share of the note's tax is taken out, and the rest,
    // over the copies given back, is the unit price credited.
    const { rows } = input.credited;
    const shares = allocate(
      input.issued.document.taxCents,
      rows.map((row) => row.amountCents),
    );
    return rows.map((row, i) => {
      const net = row.amountCents - shares[i]!;
      const copies = Number(row.quantity);
      const unit = copies > 0 ? money(Math.round(net / copies)) : '';
      return [row.title, row.quantity, unit, rateText, money(shares[i]!), money(net)];
    });
  }
  const subtotal = order.lines.reduce((sum, line) => sum + cents(line.total_price), 0);
  const { shipping, discountRow } = chargeRows(order, subtotal, lang);
  const fee = cents(order.cod_fee);
  // A box set is one row, its books under it (box-set-rows.ts).
  const rows: BookRow[] = bookRows(order, input);
  if (discountRow) rows.push({ title: discountRow[0], quantity: '', unit: '', amount: discountRow[1] });
  if (shipping > 0) rows.push({ title: t.shipping, quantity: '', unit: '', amount: shipping });
  if (fee > 0) rows.push({ title: t.codFee, quantity: '', unit: '', amount: fee });
  const shares = allocate(
    cents(order.tax),
    rows.map((row) => row.amount),
  );
  return rows.flatMap((row, i) =>
    row.box
      ? boxSetCells(order, row, shares[i]!, input)
      : [[row.title, row.quantity, row.unit, rateText, money(shares[i]!), money(row.amount)]],
  );
}

/**
 * For a buyer in Saudi Arabia, the ZATCA QR code of a simplified tax invoice or of its credit note.
 * A credit note's code carries its own time of issue and its own totals, as positive amounts: the
 * document's kind, not the sign, says that it credits (decision 086). In ZATCA phase 2, the signed
 * code of tags 1–9 instead (decision 098).
 */
export async function drawZatcaCode(sheet: Sheet, input: InvoiceInput) {
  if (input.countryCode !== 'SA' || !input.issued) return;
  const { document } = input.issued;
  const payload =
    input.signedQr ??
    zatcaPayload({
      sellerName: document.seller.nameAr || document.seller.nameEn,
      vatNumber: document.seller.taxNumber,
      issuedAt: zatcaTime(document.issuedAt),
      totalCents: document.totalCents,
      vatCents: document.taxCents,
      decimals: input.currency.decimals,
    });
  const png: Buffer = await bwipjs.toBuffer({ bcid: 'qrcode', text: payload, scale: 4 });
  // As base64: a Buffer from another realm (a test's DOM) fails pdf-lib's type check.
  const image = await sheet.document.embedPng(png.toString('base64'));
  const size = 110;
  sheet.y -= 14;
  sheet.need(size);
  const x = input.lang === 'ar' ? MARGIN : PAGE[0] - MARGIN - size;
  sheet.page.drawImage(image, { x, y: sheet.y - size, width: size, height: size });
  sheet.y -= size + 8;
}

/**
 * The riyal amounts the printed QR code carries and the page would not otherwise show: in ZATCA
 * phase 2 the document of an order charged in a currency without two decimals (a KWD order) is
 * written in riyals (decision 110), so its signed code's total with VAT and VAT (tags 4 and 5) are
 * not the order's own amounts; null for any other document.
 */
export function riyalsOfSignedCode(input: InvoiceInput): { total: number; tax: number } | null {
  if (input.countryCode !== 'SA' || !input.signedQr || input.currency.decimals === 2) return null;
  const fields = readZatcaPayload(input.signedQr);
  const [total, tax] = [fields.get(4), fields.get(5)];
  return total === undefined || tax === undefined ? null : { total: Number(total), tax: Number(tax) };
}
