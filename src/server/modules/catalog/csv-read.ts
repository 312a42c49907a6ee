import { parse } from 'csv-parse/sync';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { books } from '#server/db/schema/catalog.ts';
import { issueMessage } from '#server/plugins/errors.ts';
import {
  type StaffBookUpdate,
  staffBookCreateSchema,
  staffBookUpdateSchema,
} from '#shared/contract/staff-books.ts';
import { BOOK_CSV_COLUMNS, type BookCsvColumn, CSV_LIMITS } from '#shared/contract/staff-bulk.ts';
import type { Localized } from '#shared/lang.ts';
import {
  asciiDigits,
  flagCell,
  loadRefs,
  numberCell,
  type RefColumn,
  refFields,
  resolveRef,
  unguardedText,
} from './csv-cells.ts';
import { csvMessages as m } from './csv-messages.ts';

/*
 * Reading a CSV import: the header checked, each row turned into the books API's input and checked by
 * its own schema, references resolved, and the row matched to a book by ISBN (or, without one, by id).
 * Nothing is written here; every problem is kept with its line and column.
 */

export type ImportProblem = { line: number; column: string | null; message: Localized };

export type ReadRow = {
  line: number;
  /** The book the row updates, or null for a new book. */
  bookId: number | null;
  input: StaffBookUpdate;
};

export type ReadImport = { rows: ReadRow[]; problems: ImportProblem[]; total: number };

const known = new Set<string>(BOOK_CSV_COLUMNS);
const refColumns: RefColumn[] = ['writer', 'category', 'cover_type'];
const nullableNumbers = new Set<BookCsvColumn>(['weight_grams', 'pages', 'publish_year']);
const leftOutWhenBlank = new Set<BookCsvColumn>(['pdf_price', 'hardcopy_price', 'stock']);
const flags = new Set<BookCsvColumn>(['coming_soon', 'most_popular', 'hidden']);
const fieldColumn = (field: string) =>
  (Object.entries(refFields).find(([, name]) => name === field)?.[0] as RefColumn | undefined) ?? field;

/** The separator of the header line: a comma, or the semicolon or tab some spreadsheets write. */
function separatorOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const counts = [',', ';', '\t'].map((sep) => [sep, header.split(sep).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

type CsvRecord = { cells: string[]; line: number };

/** The records of the file with the line each starts on; blank lines are skipped. */
function records(text: string): CsvRecord[] | ImportProblem {
  try {
    const parsed = parse(text, {
      bom: true,
      delimiter: separatorOf(text),
      relax_column_count: true,
      skip_empty_lines: false,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    let next = 1;
    const found: CsvRecord[] = [];
    for (const { record, info } of parsed) {
      if (record.some((cell) => cell.trim() !== '')) found.push({ cells: record, line: next });
      next = info.lines + 1;
    }
    return found;
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    return { line, column: null, message: m.notCsv };
  }
}

function headerProblems(header: string[]): ImportProblem[] {
  const problems: ImportProblem[] = [];
  const seen = new Set<string>();
  for (const column of header) {
    if (!known.has(column)) problems.push({ line: 1, column, message: m.unknownColumn(column) });
    else if (seen.has(column)) problems.push({ line: 1, column, message: m.repeatedColumn(column) });
    seen.add(column);
  }
  if (!seen.has('title_ar')) problems.push({ line: 1, column: 'title_ar', message: m.missingTitle });
  return problems;
}

/** The books API's input of one row (schema not yet applied), and its reference problems. */
function candidate(cells: Map<string, string>, refs: Awaited<ReturnType<typeof loadRefs>>, line: number) {
  const input: { [field: string]: unknown } = {};
  const problems: ImportProblem[] = [];
  for (const [column, cell] of cells) {
    const name = column as BookCsvColumn;
    if (name === 'id') continue;
    if ((refColumns as string[]).includes(name)) {
      const found = resolveRef(name as RefColumn, refs[name as RefColumn], unguardedText(cell));
      if ('error' in found) problems.push({ line, column: name, message: found.error });
      else input[refFields[name as RefColumn]] = found.id;
    } else if (flags.has(name)) input[name] = flagCell(cell);
    else if (nullableNumbers.has(name)) input[name] = numberCell(cell, null);
    else if (leftOutWhenBlank.has(name)) input[name] = numberCell(cell, undefined);
    else input[name] = unguardedText(cell);
  }
  return { input, problems };
}

/** Books by the digits of their ISBN, and the ids among `ids` that are books. */
async function existing(db: Db, isbns: string[], ids: number[]) {
  const digits = sql`upper(regexp_replace(${books.isbn}, '[^0-9Xx]', '', 'g'))`;
  const [byIsbn, byId] = await Promise.all([
    isbns.length === 0
      ? []
      : db
          .select({ id: books.id, digits: sql<string>`${digits}` })
          .from(books)
          .where(inArray(digits, isbns)),
    ids.length === 0 ? [] : db.select({ id: books.id }).from(books).where(inArray(books.id, ids)),
  ]);
  return {
    byIsbn: new Map(byIsbn.map((row) => [row.digits, row.id])),
    ids: new Set(byId.map((row) => row.id)),
  };
}

type Refs = Awaited<ReturnType<typeof loadRefs>>;
type KnownBooks = Awaited<ReturnType<typeof existing>>;
const isbnShape = staffBookUpdateSchema.shape.isbn;

/** Reads and checks a whole CSV import; nothing is written. */
export async function readBooksCsv(db: Db, text: string): Promise<ReadImport> {
  const found = records(text);
  if (!Array.isArray(found)) return { rows: [], problems: [found], total: 0 };
  const [header, ...body] = found;
  if (!header || body.length === 0)
    return { rows: [], problems: [{ line: 1, column: null, message: m.noBooks }], total: 0 };
  const columns = header.cells.map((cell) => cell.trim());
  const problems = headerProblems(columns);
  if (problems.length > 0) return { rows: [], problems, total: body.length };
  if (body.length > CSV_LIMITS.rows) {
    return {
      rows: [],
      problems: [{ line: 1, column: null, message: m.tooManyRows(body.length) }],
      total: body.length,
    };
  }

  const refs = await loadRefs(db);
  const parsed = body.map((record) => parseRow(record, columns, refs));
  const books = await knownBooks(db, parsed);

  const rows: ReadRow[] = [];
  const isbnLines = new Map<string, number>();
  for (const row of parsed) {
    if (!('input' in row)) {
      problems.push(...row.problems);
      continue;
    }
    const checked = checkRow(row, books, isbnLines);
    if ('problems' in checked) problems.push(...checked.problems);
    else rows.push(checked);
  }
  // By line, then in the order of the file's columns, as a person reads the file.
  const place = (column: string | null) => (column === null ? -1 : columns.indexOf(column));
  problems.sort((a, b) => a.line - b.line || place(a.column) - place(b.column));
  return { rows, problems, total: body.length };
}

/** One record's cells by column, turned into the books API's input. */
function parseRow({ cells, line }: CsvRecord, columns: string[], refs: Refs) {
  if (cells.length !== columns.length) {
    return { line, problems: [{ line, column: null, message: m.cellCount(cells.length, columns.length) }] };
  }
  const byColumn = new Map(columns.map((column, i) => [column, cells[i]]));
  const idCell = asciiDigits(byColumn.get('id') ?? '').trim();
  const isbnCell = byColumn.get('isbn') ?? '';
  return { line, ...candidate(byColumn, refs, line), idCell, isbnCell };
}

type ParsedRow = ReturnType<typeof parseRow>;
type CandidateRow = Extract<ParsedRow, { input: unknown }>;

/** The books the rows name by ISBN or by id. */
function knownBooks(db: Db, parsed: ParsedRow[]) {
  const isbns = parsed.flatMap((row) => {
    const isbn = 'isbnCell' in row ? isbnShape.safeParse(row.isbnCell).data : null;
    return isbn ? [isbn] : [];
  });
  const ids = parsed.flatMap((row) =>
    'idCell' in row && /^\d{1,9}$/.test(row.idCell) ? [Number(row.idCell)] : [],
  );
  return existing(db, isbns, ids);
}

/**
 * A row matched to its book and checked by the schema of a new book or of an update: the row to
 * write, or its problems. An ISBN seen on an earlier line (`isbnLines`) is a problem.
 */
function checkRow(
  row: CandidateRow,
  books: KnownBooks,
  isbnLines: Map<string, number>,
): ReadRow | { problems: ImportProblem[] } {
  const { line, idCell } = row;
  const rowProblems = [...row.problems];
  const isbn = isbnShape.safeParse(row.isbnCell).data ?? null;
  let bookId: number | null = isbn ? (books.byIsbn.get(isbn) ?? null) : null;
  if (idCell) {
    const id = /^\d{1,9}$/.test(idCell) ? Number(idCell) : null;
    if (id === null || !books.ids.has(id))
      rowProblems.push({ line, column: 'id', message: m.unknownBook(idCell) });
    else if (bookId !== null && bookId !== id)
      rowProblems.push({ line, column: 'id', message: m.otherBook(id, bookId) });
    else bookId = id;
  }
  if (isbn) {
    const first = isbnLines.get(isbn);
    if (first !== undefined) rowProblems.push({ line, column: 'isbn', message: m.repeatedIsbn(first) });
    else isbnLines.set(isbn, line);
  }
  const schema = bookId === null ? staffBookCreateSchema : staffBookUpdateSchema;
  const checked = schema.safeParse(row.input);
  if (!checked.success) rowProblems.push(...schemaProblems(checked.error.issues, line));
  if (rowProblems.length > 0 || !checked.success) return { problems: rowProblems };
  return { line, bookId, input: checked.data };
}

function schemaProblems(issues: readonly { path: PropertyKey[] }[], line: number): ImportProblem[] {
  return issues.map((issue) => {
    const issueAt = { ...issue, path: issue.path } as Parameters<typeof issueMessage>[0];
    return {
      line,
      column: issue.path.length > 0 ? fieldColumn(String(issue.path[0])) : null,
      message: { ar: issueMessage(issueAt, 'ar'), en: issueMessage(issueAt, 'en') },
    };
  });
}
