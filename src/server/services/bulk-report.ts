import type { FastifyReply, FastifyRequest } from 'fastify';
import { localize, messagesOf } from '#server/i18n/index.ts';
import { AppError } from '#server/plugins/errors.ts';
import type { Lang, Localized } from '#shared/lang.ts';

/*
 * The report of a bulk action, one row per record: all or nothing, so when any row is refused the
 * transaction is rolled back (BulkRefused thrown inside it) and the answer is 422 `bulk_refused` with
 * every row: the refused ones with their reason, the others saying they were left as they were.
 */

export const bulkMessages = messagesOf(
  'backofficeMany',
  'done',
  'refused',
  'tooMany',
  'twice',
  'carrierTooLong',
  'trackingTooLong',
  'tooManyLines',
  'booksDone',
  'booksRefused',
  'percentRange',
);

export type ReportRow = {
  id: number | null;
  line?: number;
  /** Null: this row can be done (or was done). */
  refusal: Localized | null;
  /** What was done, when it was. */
  done?: Localized;
  /** More of the row as the answer gives it (a book's title, the value before and after). */
  extra?: Record<string, unknown>;
};

export class BulkRefused extends Error {
  constructor(readonly rows: ReportRow[]) {
    super('bulk_refused');
  }
}

type Subject = 'orders' | 'books';

export const presented = (rows: ReportRow[], lang: Lang, subject: Subject) =>
  rows.map((row) => ({
    id: row.id,
    ...row.extra,
    ...(row.line === undefined ? {} : { line: row.line }),
    ok: row.refusal === null,
    message: (row.refusal ??
      row.done ??
      (subject === 'orders' ? bulkMessages.wouldApply : bulkMessages.bookWouldApply))[lang],
  }));

/** The answer when every row was done. */
export function doneAnswer(request: FastifyRequest, rows: ReportRow[], subject: Subject) {
  const key = subject === 'orders' ? 'done' : 'booksDone';
  return {
    data: { rows: presented(rows, request.lang, subject) },
    message: localize('backofficeMany', key, { count: rows.length })[request.lang],
  };
}

/** 422 with every row, and `errors` keyed by record number (or `line.N` for a CSV line naming none). */
export function refusedReply(
  request: FastifyRequest,
  reply: FastifyReply,
  rows: ReportRow[],
  subject: Subject,
) {
  const refused = rows.filter((row) => row.refusal !== null);
  const key = subject === 'orders' ? 'refused' : 'booksRefused';
  const errors: Record<string, string[]> = {};
  for (const row of refused) {
    const name = row.id === null ? `line.${row.line}` : String(row.id);
    errors[name] = [...(errors[name] ?? []), row.refusal![request.lang]];
  }
  return reply.status(422).send({
    message: localize('backofficeMany', key, { count: refused.length, total: rows.length })[request.lang],
    code: 'bulk_refused',
    errors,
    // Nothing was kept: a row that went through says it was left as it was.
    rows: presented(
      rows.map(({ done: _, ...row }) => row),
      request.lang,
      subject,
    ),
  });
}

/** Runs `work`; a BulkRefused inside it answers 422 with its rows (the transaction is rolled back). */
export async function bulkOutcome<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  subject: Subject,
  work: () => Promise<T>,
): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof BulkRefused) return refusedReply(request, reply, error.rows, subject);
    throw error;
  }
}

/** A refusal's reason when `error` is the API's own (409 invalid status, 404 no such order…). */
export function refusalOf(error: unknown): Localized {
  if (error instanceof AppError) {
    const field = error.fieldErrors && Object.values(error.fieldErrors)[0]?.[0];
    return field ?? error.localized;
  }
  throw error;
}

export const validationError = (field: string, message: Localized) =>
  new AppError(422, 'validation', messagesOf('common').validation, { [field]: [message] });
