/*
 * How an error is written to the log. A failed query's error carries its parameters ('params: …' in
 * Drizzle's message and stack): they may be a password hash, a token hash or a code, so they are
 * never written; the SQL and the database's own reason are kept.
 */

const PARAMS = /\nparams: [\s\S]*?(?=\n {4}at |$)/;

export const hideQueryParams = (text: string | undefined) =>
  (text ?? '').replace(PARAMS, '\nparams: [not logged]');

type LoggedError = { type: string; message: string; stack: string; code?: unknown; cause?: LoggedError };

/** The logger's `err` serializer. */
export function serializeError(error: Error, depth = 0): LoggedError {
  const { code, cause } = error as Error & { code?: unknown; cause?: unknown };
  return {
    type: error.constructor?.name ?? 'Error',
    message: hideQueryParams(error.message),
    stack: hideQueryParams(error.stack),
    ...(code === undefined ? {} : { code }),
    ...(cause instanceof Error && depth < 3 ? { cause: serializeError(cause, depth + 1) } : {}),
  };
}
