import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { staffWrite } from '#server/modules/staff/index.ts';
import { AppError } from '#server/plugins/errors.ts';
import { route } from '#server/plugins/route.ts';
import { createStorages } from '#server/services/storages.ts';
import { receiveUpload } from '#server/services/uploads.ts';
import { CSV_LIMITS, type ImportCounts } from '#shared/contract/staff-bulk.ts';
import type { Lang, Localized } from '#shared/lang.ts';
import { booksCsv } from './csv-export.ts';
import { type ImportProblem, readBooksCsv } from './csv-read.ts';
import { previewBooksCsv, type WrittenRow, writeBooksCsv } from './csv-write.ts';
import { bulkMessages as m } from './staff-csv-messages.ts';
import { stockCameBack } from './waitlist.ts';

/** What the import asks of the orders, which the catalogue cannot import: a book's release to its pre-orders. */
type BooksCsvOptions = {
  releaseBook: (tx: Db, bookId: number, publicUrl: string) => Promise<unknown>;
};

const consumes = ['multipart/form-data', 'text/csv'];
const bodyNote =
  'The CSV comes as multipart/form-data in the field `file`, or as the body itself (text/csv), UTF-8 ' +
  '(a BOM is fine), comma, semicolon or tab separated, with the header line of the export. A row is ' +
  'matched to a book by its ISBN (without one, by its `id`); other rows are new books. Writers, ' +
  'categories and cover types are named in Arabic or English, or given by id.';

const byLine = (a: ImportProblem, b: ImportProblem) => a.line - b.line;

function counts(total: number, rows: WrittenRow[]): ImportCounts {
  const of = (action: WrittenRow['action']) => rows.filter((row) => row.action === action).length;
  return { rows: total, create: of('create'), update: of('update'), unchanged: of('unchanged') };
}

/** 422 naming every problem, keyed `line.column` (`line._` for a whole line). */
function refused(problems: ImportProblem[]): AppError {
  const errors: Record<string, Localized[]> = {};
  for (const problem of [...problems].sort(byLine)) {
    const key = `${problem.line}.${problem.column ?? '_'}`;
    errors[key] = [...(errors[key] ?? []), problem.message];
  }
  return new AppError(422, 'import_invalid', m.refused(problems.length), errors);
}

const shown = (problem: ImportProblem, lang: Lang) => ({
  line: problem.line,
  column: problem.column,
  message: problem.message[lang],
});

/**
 * The catalogue as CSV: export (every member may read it) and import (admins and editors), with a
 * preview that lists what would change and every error by line and column, writing nothing.
 */
// Whole: one resource's routes, each a route() call with a handler of its own; the plugin only lists them.
export const bulkRoutes: FastifyPluginAsync<BooksCsvOptions> = async (app, { releaseBook }) => {
  const storages = createStorages(app.config);
  await app.register(multipart, { limits: { fileSize: CSV_LIMITS.bytes + 1, parts: 5 } });
  app.addContentTypeParser(
    ['text/csv', 'text/plain'],
    { parseAs: 'buffer', bodyLimit: CSV_LIMITS.bytes },
    (_request, body, done) => done(null, body),
  );

  /** The request's CSV as text; refused when it is neither an upload nor a CSV body, or not UTF-8. */
  async function csvText(request: FastifyRequest): Promise<string> {
    let bytes: Buffer;
    if (request.isMultipart()) {
      const upload = await receiveUpload(request, { storage: storages.files, maxBytes: CSV_LIMITS.bytes });
      try {
        bytes = await readFile(upload.path);
      } finally {
        await upload.discard();
      }
    } else if (Buffer.isBuffer(request.body)) {
      bytes = request.body;
    } else {
      throw new AppError(415, 'csv_required', m.sendCsv);
    }
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      throw new AppError(422, 'not_utf8', m.notUtf8);
    }
  }

  route(
    app,
    'GET /staff/books/export.csv',
    {
      summary: 'Every book, hidden ones included, as CSV (UTF-8 with a BOM, for Excel)',
      description:
        'The columns are those the import reads back. Prices are dollars with cents; writers, ' +
        'categories and cover types are written by their Arabic name (their id when the name is shared).',
    },
    async (_request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="books-${day}.csv"`)
        .send(Readable.from(booksCsv(app.db)));
    },
  );

  route(
    app,
    'POST /staff/books/import/preview',
    {
      summary: 'What a CSV import would do, row by row, and every error by line and column; writes nothing',
      description: bodyNote,
      consumes,
    },
    async (request) => {
      const read = await readBooksCsv(app.db, await csvText(request));
      const written =
        read.rows.length > 0
          ? await previewBooksCsv(app.db, read.rows, request.staff!.id)
          : { rows: [], problems: [] };
      const problems = [...read.problems, ...written.problems].sort(byLine);
      const found = counts(read.total, written.rows);
      return {
        message: m.previewed(found.create, found.update, problems.length)[request.lang],
        data: {
          counts: found,
          errors: problems.map((problem) => shown(problem, request.lang)),
          rows: written.rows.map((row) => ({
            line: row.line,
            action: row.action,
            book_id: row.action === 'create' ? null : row.bookId,
            isbn: row.isbn,
            title_ar: row.titleAr,
            before: row.before,
            after: row.after,
          })),
        },
      };
    },
  );

  route(
    app,
    'POST /staff/books/import',
    {
      summary: 'Import a CSV of books, all or nothing: any error refuses the whole file (422)',
      description: `${bodyNote} A refusal's \`errors\` are keyed \`line.column\`. One activity row tells of the import.`,
      consumes,
    },
    async (request) => {
      const read = await readBooksCsv(app.db, await csvText(request));
      if (read.problems.length > 0) throw refused(read.problems);
      const written = await staffWrite(request, 'catalog', async (tx, record) => {
        // A book imported as no longer coming soon is released, and copies back tell the waiting readers (decision 056).
        const released = read.rows.flatMap((row) =>
          row.bookId !== null && row.input.coming_soon === false ? [row.bookId] : [],
        );
        // In id order, as the import locks its books.
        for (const id of released.sort((a, b) => a - b)) await releaseBook(tx, id, app.config.publicUrl);
        const done = await writeBooksCsv(tx, read.rows, request.staff!.id);
        if (done.problems.length > 0) throw refused(done.problems);
        const ids = (action: WrittenRow['action']) =>
          done.rows.filter((row) => row.action === action).map((row) => row.bookId);
        // Only books out and with copies are told of: one whose stock stayed at 0 keeps its list.
        await stockCameBack(tx, ids('update'), app.config.publicUrl);
        await record({
          action: 'import',
          entity: 'book',
          after: { rows: read.total, created: ids('create'), updated: ids('update') },
        });
        return done;
      });
      const result = counts(read.total, written.rows);
      return { data: result, message: m.imported(result.create, result.update)[request.lang] };
    },
  );
};
