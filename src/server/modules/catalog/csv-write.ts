import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { books, stockChanges } from '#server/db/schema/catalog.ts';
import type { StaffBookUpdate } from '#shared/contract/staff-books.ts';
import { IMPORT_STOCK_REASON } from '#shared/contract/staff-bulk.ts';
import {
  asStored,
  columnsOf,
  findStaffBooks,
  IsbnTaken,
  type StaffBookRecord,
  UnknownReference,
  updateBook,
} from './admin-books.ts';
import { csvMessages as m } from './csv-messages.ts';
import type { ImportProblem, ReadRow } from './csv-read.ts';

/*
 * Writing a checked CSV import with the books API's own functions, in the caller's transaction: new
 * books as createBook stores them (asStored, columnsOf), inserted a few hundred at a time; matched
 * books through updateBook, and new stock levels recorded as changeStock records them, with the import
 * as their reason. A preview runs the very same writes and rolls them back, so it shows exactly what
 * the import will do.
 */

/** New books (and new stock levels) per statement: one round trip instead of one each. */
const CREATE_BATCH = 200;
/** Matched books read and locked per SELECT. */
const LOCK_BATCH = 1000;

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

/**
 * Adds the new books. Their writers, categories, cover types and ISBNs were checked when the file was
 * read; the foreign keys and the ISBN's unique index still refuse one changed since.
 */
async function createRows(tx: Db, rows: ReadRow[]): Promise<WrittenRow[]> {
  const written: WrittenRow[] = [];
  for (let start = 0; start < rows.length; start += CREATE_BATCH) {
    const batch = rows.slice(start, start + CREATE_BATCH);
    const inserted = await tx
      .insert(books)
      .values(batch.map((row) => ({ ...columnsOf(asStored(row.input)), titleAr: row.input.title_ar ?? '' })))
      .returning({ id: books.id, isbn: books.isbn, titleAr: books.titleAr });
    batch.forEach((row, i) => {
      const book = inserted[i];
      written.push({
        line: row.line,
        action: 'create',
        bookId: book.id,
        isbn: book.isbn,
        titleAr: book.titleAr,
        before: null,
        after: null,
      });
    });
  }
  return written;
}

const differs = (a: unknown, b: unknown) => JSON.stringify(a ?? null) !== JSON.stringify(b ?? null);

/** The fields of `input` that would change `book`, compared as updateBook compares them (stock apart). */
function changedInput(book: StaffBookRecord, input: StaffBookUpdate): StaffBookUpdate {
  const stored = asStored(input);
  const fields = Object.keys(input) as (keyof StaffBookUpdate)[];
  return Object.fromEntries(
    fields
      .filter(
        (field) => field !== 'stock' && stored[field] !== undefined && differs(stored[field], book[field]),
      )
      .map((field) => [field, input[field]]),
  );
}

type NewStock = { id: number; before: number; after: number };

/**
 * New stock levels of locked books, each recorded as changeStock records one (who, how many more or
 * fewer, the level after, the import as the reason), in two statements a batch.
 */
async function setStocks(tx: Db, levels: NewStock[], staffId: number) {
  for (let start = 0; start < levels.length; start += CREATE_BATCH) {
    const batch = levels.slice(start, start + CREATE_BATCH);
    const values = sql.join(
      batch.map((level) => sql`(${level.id}::int, ${level.after}::int)`),
      sql`, `,
    );
    await tx.execute(
      sql`update ${books} set stock = v.stock, updated_at = now() from (values ${values}) as v(id, stock) where ${books.id} = v.id`,
    );
    await tx.insert(stockChanges).values(
      batch.map((level) => ({
        bookId: level.id,
        staffId,
        delta: level.after - level.before,
        stockAfter: level.after,
        reason: IMPORT_STOCK_REASON,
      })),
    );
  }
}

/**
 * Updates a matched book (already locked) with the fields the row changes, through updateBook; a new
 * stock level is added to `stocks`, written afterwards for all rows at once.
 */
async function updateRow(
  tx: Db,
  row: ReadRow,
  before: StaffBookRecord,
  stocks: NewStock[],
): Promise<WrittenRow> {
  const { line, input } = row;
  const id = before.id;
  const fields = changedInput(before, input);
  let after = before;
  if (Object.keys(fields).length > 0) after = (await updateBook(tx, id, fields))?.after ?? before;
  if (input.stock !== undefined && input.stock !== before.stock) {
    stocks.push({ id, before: before.stock, after: input.stock });
    after = { ...after, stock: input.stock };
  }
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
 * Writes every row in the caller's transaction. An update the catalogue refuses at the last moment (a
 * reference or an ISBN changed since the file was read) becomes a problem of its line; the caller
 * then rolls everything back.
 */
export async function writeBooksCsv(tx: Db, rows: ReadRow[], staffId: number): Promise<WrittenImport> {
  const written = await createRows(
    tx,
    rows.filter((row) => row.bookId === null),
  );
  const problems: ImportProblem[] = [];
  const matched = rows.filter((row) => row.bookId !== null);
  // Every matched book read and locked at once, in id order (as two imports would lock them).
  const ids = [...new Set(matched.map((row) => row.bookId!))].sort((a, b) => a - b);
  const before = new Map<number, StaffBookRecord>();
  for (let start = 0; start < ids.length; start += LOCK_BATCH) {
    for (const book of await findStaffBooks(tx, ids.slice(start, start + LOCK_BATCH), { lock: true })) {
      before.set(book.id, book);
    }
  }
  const stocks: NewStock[] = [];
  for (const row of matched) {
    const book = before.get(row.bookId!);
    if (!book) {
      problems.push({ line: row.line, column: 'id', message: m.bookGone });
      continue;
    }
    try {
      written.push(await updateRow(tx, row, book, stocks));
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
  if (problems.length === 0) await setStocks(tx, stocks, staffId);
  return { rows: written.sort((a, b) => a.line - b.line), problems };
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
