import type { Db } from '#server/db/client.ts';
import { IMPORT_STOCK_REASON } from '#shared/contract/staff-bulk.ts';
import {
  changeStock,
  createBook,
  findStaffBook,
  IsbnTaken,
  type StaffBookRecord,
  UnknownReference,
  updateBook,
} from './admin-books.ts';
import { csvMessages as m } from './csv-messages.ts';
import type { ImportProblem, ReadRow } from './csv-read.ts';

/*
 * Writing a checked CSV import through the books API's own functions (createBook, updateBook and,
 * for a new stock level, changeStock with the import as its reason), in the caller's transaction. A
 * preview runs the very same writes and rolls them back, so it shows exactly what the import will do.
 */

export type ImportAction = 'create' | 'update' | 'unchanged';

export type WrittenRow = {
  line: number;
  action: ImportAction;
  bookId: number;
  isbn: string | null;
  titleAr: string;
  /** For an update: the fields it changed, as they were and as they became. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

export type WrittenImport = { rows: WrittenRow[]; problems: ImportProblem[] };

/** Fields an import does not write: the record's own, and its files. */
const notImported = new Set(['id', 'created_at', 'updated_at', 'image', 'image_variants', 'has_pdf']);

function changes(before: StaffBookRecord, after: StaffBookRecord) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(after)) {
    const old = before[field as keyof StaffBookRecord];
    if (notImported.has(field) || JSON.stringify(old) === JSON.stringify(value)) continue;
    was[field] = old;
    now[field] = value;
  }
  return Object.keys(now).length > 0 ? { before: was, after: now } : null;
}

async function writeRow(tx: Db, row: ReadRow, staffId: number): Promise<WrittenRow> {
  const { line, input } = row;
  if (row.bookId === null) {
    const book = await createBook(tx, { ...input, title_ar: input.title_ar ?? '' });
    return {
      line,
      action: 'create',
      bookId: book.id,
      isbn: book.isbn,
      titleAr: book.title_ar,
      before: null,
      after: null,
    };
  }
  const id = row.bookId;
  const before = (await findStaffBook(tx, id, { lock: true })) as StaffBookRecord;
  const stockChanges = input.stock !== undefined && input.stock !== before.stock;
  if (stockChanges) await changeStock(tx, id, staffId, { stock: input.stock!, reason: IMPORT_STOCK_REASON });
  const updated = await updateBook(tx, id, { ...input, stock: undefined });
  const after = stockChanges
    ? ((await findStaffBook(tx, id)) as StaffBookRecord)
    : (updated?.after ?? before);
  const changed = changes(before, after);
  return {
    line,
    action: changed ? 'update' : 'unchanged',
    bookId: id,
    isbn: after.isbn,
    titleAr: after.title_ar,
    before: changed?.before ?? null,
    after: changed?.after ?? null,
  };
}

/**
 * Writes every row in the caller's transaction. A row the catalogue refuses at the last moment (a
 * reference or an ISBN changed since the file was read) becomes a problem of its line; the caller
 * then rolls everything back.
 */
export async function writeBooksCsv(tx: Db, rows: ReadRow[], staffId: number): Promise<WrittenImport> {
  const written: WrittenRow[] = [];
  const problems: ImportProblem[] = [];
  for (const row of rows) {
    try {
      written.push(await writeRow(tx, row, staffId));
    } catch (error) {
      if (error instanceof UnknownReference) {
        for (const field of error.fields) {
          problems.push({ line: row.line, column: field.replace(/_id$/, ''), message: m.referenceGone });
        }
      } else if (error instanceof IsbnTaken) {
        problems.push({ line: row.line, column: 'isbn', message: m.isbnTaken(error.book) });
      } else throw error;
    }
  }
  return { rows: written, problems };
}

class Preview extends Error {
  constructor(readonly written: WrittenImport) {
    super('preview rolled back');
  }
}

/** What `writeBooksCsv` would do, found by doing it and rolling it back. */
export async function previewBooksCsv(db: Db, rows: ReadRow[], staffId: number): Promise<WrittenImport> {
  try {
    await db.transaction(async (tx) => {
      throw new Preview(await writeBooksCsv(tx as unknown as Db, rows, staffId));
    });
  } catch (error) {
    if (error instanceof Preview) return error.written;
    throw error;
  }
  throw new Error('unreachable: a preview always rolls back');
}
