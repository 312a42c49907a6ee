import { parse } from 'csv-parse/sync';
import { localize } from '#server/i18n/index.ts';
import { bulkMessages, validationError } from '#server/services/bulk-report.ts';
import { ORDER_ADMIN_LIMITS } from '#shared/contract/staff-orders.ts';
import { BULK_ORDERS_MAX } from '#shared/contract/staff-orders-bulk.ts';
import type { Localized } from '#shared/lang.ts';

/*
 * Tracking numbers for many orders, as pasted from a spreadsheet or read from a CSV file: one line per
 * order with its number (`#` and Arabic-Indic digits allowed), the carrier and the tracking number
 * (optional), separated by commas, semicolons or tabs. A first line that names no order is taken for
 * the column names and skipped. Each line is checked on its own, so the report names every bad line.
 */

export type TrackingLine = {
  line: number;
  id: number | null;
  carrier: string;
  tracking: string;
  refusal: Localized | null;
};

const digits = (text: string) =>
  text
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0));

function orderNumber(cell: string): number | null {
  const text = digits(cell).trim().replace(/^#/, '');
  return /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

export function readTrackingCsv(text: string): TrackingLine[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      delimiter: [',', ';', '\t'],
      info: true,
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as typeof records;
  } catch {
    throw validationError('csv', bulkMessages.unreadable);
  }
  const rows = records.filter(({ record }) => record.some((cell) => cell !== ''));
  if (rows.length > 0 && orderNumber(rows[0].record[0] ?? '') === null) rows.shift();
  if (rows.length === 0) throw validationError('csv', bulkMessages.noLines);
  if (rows.length > BULK_ORDERS_MAX) {
    throw validationError('csv', localize('backofficeMany', 'tooManyLines', { max: BULK_ORDERS_MAX }));
  }
  const seen = new Set<number>();
  return rows.map(({ record, info }) => {
    const [numberCell = '', carrier = '', tracking = ''] = record;
    const id = orderNumber(numberCell);
    const row = { line: info.lines, id, carrier, tracking };
    if (id === null) return { ...row, refusal: bulkMessages.noOrderNumber };
    if (seen.has(id)) return { ...row, refusal: localize('backofficeMany', 'twice', { id }) };
    seen.add(id);
    if (carrier.length > ORDER_ADMIN_LIMITS.carrier) {
      return {
        ...row,
        refusal: localize('backofficeMany', 'carrierTooLong', { max: ORDER_ADMIN_LIMITS.carrier }),
      };
    }
    if (tracking.length > ORDER_ADMIN_LIMITS.tracking) {
      return {
        ...row,
        refusal: localize('backofficeMany', 'trackingTooLong', { max: ORDER_ADMIN_LIMITS.tracking }),
      };
    }
    return { ...row, refusal: null };
  });
}
