import { stringify } from 'csv-stringify/sync';

/*
 * CSV as the console exports it: UTF-8 with a byte order mark (Excel reads the Arabic only with it),
 * CRLF line ends, and a text that a spreadsheet would run as a formula (=, +, -, @ first) written with
 * a leading `'`, which an import takes off again.
 */

export const CSV_BOM = '\uFEFF';

const formulaStart = /^[=+\-@\t\r]/;

/** A text cell as exported: one that a spreadsheet would take for a formula gets a leading `'`. */
export const guardedText = (text: string) => (formulaStart.test(text) ? `'${text}` : text);

/** A text cell as imported: the `'` that `guardedText` added is taken off again. */
export const unguardedText = (cell: string) =>
  cell.startsWith("'") && formulaStart.test(cell.slice(1)) ? cell.slice(1) : cell;

/** Records as CSV lines. */
export const csvLines = (records: string[][]) => stringify(records, { record_delimiter: '\r\n' });
