import { parse } from 'csv-parse/sync';
import { AppError } from '#server/plugins/errors.ts';
import { REMITTANCE_LIMITS, type RemittanceCarrier } from '#shared/contract/cod-remittance.ts';
import type { Localized } from '#shared/lang.ts';
import { remittanceTexts as t } from './messages.ts';

/*
 * Reading a carrier's COD remittance statement: one line per parcel whose cash was collected, with
 * its waybill, the amount, the day and the carrier's transfer reference. The first line names the
 * columns, found by name in any order, so a statement with more columns than these reads as well.
 *
 * Neither carrier publishes its COD statement as a file format with a public specification: Aramex
 * settles the cash of delivered parcels with the list of the waybills each transfer settles, and SMSA
 * Express sends its statement from its account team; both carry, one line a parcel, the waybill
 * (AWB), the COD amount, the delivery day and the transfer's reference, under the names below.
 * Columns are found by those names, in any order and among others. A statement named otherwise is
 * saved by staff in the generic layout: `waybill,amount,date,reference` (or the Arabic names).
 *
 * Amounts are read as written, digits and at most three decimals (grouping commas allowed, Arabic-
 * Indic digits too), and kept as written: a line's amount is in the currency of the parcel its waybill
 * names (decision 110: 3.838 is 3838 fils for a parcel charged in dinars, 97.41 is 9741 halalas for one
 * in riyals), so it becomes minor units only once that parcel is known, never through a binary fraction.
 */

export type StatementLayout = RemittanceCarrier | 'generic';

/** An amount as the statement writes it: its whole part and its decimals, before its currency is known. */
export type WrittenAmount = { whole: string; fraction: string };

export type StatementLine = {
  line: number;
  waybill: string;
  /** The amount's cell as written, for the messages that name it. */
  amountText: string;
  amount: WrittenAmount;
  collectedOn: string | null;
  reference: string | null;
};

type Column = 'waybill' | 'amount' | 'date' | 'reference';
type Names = Record<Column, string[]>;

const layouts: Record<StatementLayout, Names> = {
  aramex: {
    waybill: ['awb', 'awb no', 'awb number', 'airwaybill', 'waybill number', 'hawb'],
    amount: ['cod amount', 'cod value', 'collected amount', 'cod collected'],
    date: ['delivery date', 'delivered date', 'collection date'],
    reference: ['payment reference', 'cheque no', 'cheque number', 'transfer reference', 'settlement no'],
  },
  smsa: {
    waybill: ['awb', 'awb no', 'awb number', 'sawb'],
    amount: ['cod amount', 'cod value', 'cod'],
    date: ['delivery date', 'pod date', 'delivered on'],
    reference: ['transfer reference', 'transfer no', 'remittance no', 'bank reference'],
  },
  generic: {
    waybill: ['waybill', 'رقم الشحنة'],
    amount: ['amount', 'المبلغ'],
    date: ['date', 'التاريخ'],
    reference: ['reference', 'المرجع'],
  },
};

const asciiDigits = (text: string) =>
  text
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0));

const headerName = (cell: string) =>
  cell
    .toLowerCase()
    .replace(/[_.#:/-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Which cell holds each column under `names`, or null when the waybill or the amount is missing. */
function columnsOf(header: string[], names: Names): Record<Column, number> | null {
  const cells = header.map(headerName);
  const at = (column: Column) => cells.findIndex((cell) => names[column].includes(cell));
  const found = {
    waybill: at('waybill'),
    amount: at('amount'),
    date: at('date'),
    reference: at('reference'),
  };
  return found.waybill < 0 || found.amount < 0 ? null : found;
}

/** The most the whole part of an amount may be: its minor units stay an integer column's with 3 decimals. */
const MAX_WHOLE = 2_000_000;

/**
 * `12`, `12.5`, `1,234.50`, `3.838` (also in Arabic-Indic digits, `٫` as the point), at most three
 * decimals (the most any currency the shop charges in has); null otherwise.
 */
export function writtenAmount(cell: string): WrittenAmount | null {
  const text = asciiDigits(cell).replace(/٫/g, '.').replace(/٬/g, ',').trim();
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,3}))?$/.exec(text);
  if (!match) return null;
  const whole = match[1].replace(/,/g, '');
  return Number(whole) <= MAX_WHOLE ? { whole, fraction: match[2] ?? '' } : null;
}

/**
 * A written amount in whole minor units of a currency of `decimals` decimals (3.838 with 3 is 3838,
 * 97.41 with 2 is 9741, 97.410 too); null when it has finer decimals than the currency.
 */
export function minorOf({ whole, fraction }: WrittenAmount, decimals: number): number | null {
  if (/[1-9]/.test(fraction.slice(decimals))) return null;
  const minor =
    Number(whole) * 10 ** decimals + Number(fraction.slice(0, decimals).padEnd(decimals, '0') || '0');
  return Number.isSafeInteger(minor) ? minor : null;
}

/** `2026-11-30`, or `30/11/2026` as the Gulf writes a day; null when it is no day of the calendar. */
export function dayOf(cell: string): string | null {
  const text = asciiDigits(cell).trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(text);
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?: .*)?$/.exec(text);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : dmy
      ? [dmy[3], dmy[2].padStart(2, '0'), dmy[1].padStart(2, '0')]
      : [];
  if (!year) return null;
  const date = new Date(`${year}-${month}-${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== `${year}-${month}-${day}`
    ? null
    : `${year}-${month}-${day}`;
}

/** A statement refused whole: 422 `statement_invalid`, naming its line. */
export const refuse = (message: Localized) => new AppError(422, 'statement_invalid', message);

/** The statement's lines in `carrier`'s layout, or else the generic one; a bad line refuses the file. */
export function readStatement(
  text: string,
  carrier: RemittanceCarrier,
): { layout: StatementLayout; lines: StatementLine[] } {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      delimiter: [',', ';', '\t'],
      info: true,
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw refuse(typeof line === 'number' ? t.unreadableAt(line) : t.unreadable);
  }
  const rows = records.filter(({ record }) => record.some((cell) => cell !== ''));
  const header = rows.shift();
  if (!header) throw refuse(t.empty);
  const own = columnsOf(header.record, layouts[carrier]);
  const generic = own ? null : columnsOf(header.record, layouts.generic);
  const columns = own ?? generic;
  if (!columns) throw refuse(t.noColumns(carrier));
  if (rows.length === 0) throw refuse(t.empty);
  if (rows.length > REMITTANCE_LIMITS.lines) throw refuse(t.tooManyLines(REMITTANCE_LIMITS.lines));
  const cell = (record: string[], at: number) => (at < 0 ? '' : (record[at] ?? '').trim());
  const lines = rows.map(({ record, info }): StatementLine => {
    const line = info.lines;
    const waybill = asciiDigits(cell(record, columns.waybill));
    if (!waybill) throw refuse(t.noWaybill(line));
    if (waybill.length > REMITTANCE_LIMITS.waybill) throw refuse(t.badWaybill(line));
    const amountText = cell(record, columns.amount);
    const amount = writtenAmount(amountText);
    if (amount === null) throw refuse(t.badAmount(line, amountText));
    const dateCell = cell(record, columns.date);
    const collectedOn = dateCell ? dayOf(dateCell) : null;
    if (dateCell && !collectedOn) throw refuse(t.badDate(line, dateCell));
    const reference = cell(record, columns.reference).slice(0, REMITTANCE_LIMITS.reference) || null;
    return { line, waybill, amountText, amount, collectedOn, reference };
  });
  return { layout: own ? carrier : 'generic', lines };
}
