import { DrizzleQueryError } from 'drizzle-orm';

/*
 * Which failures mean "the database cannot answer now" rather than "this request is wrong": the API
 * answers them with 503 (never 500), and the database watch then asks the database whether it answers.
 */

/** Thrown by every query while the database does not answer, and for a connection that cannot be had. */
export class DatabaseUnavailableError extends Error {
  readonly code = 'database_unavailable';
  constructor(cause?: unknown) {
    super('The database does not answer', { cause });
  }
}

/** Network failures of a connection: refused, reset, unreachable, timed out. */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that cannot serve now: connection exceptions (class 08), a shutdown or a start
 * in progress (57P01-57P03), too many connections (53300), and the timeouts this process sets:
 * statement (57014), lock (55P03) and idle in transaction (25P03).
 */
const unavailableStates = /^(08...|57P0[123]|53300|57014|55P03|25P03)$/;

/** What node-postgres and PGlite say when a connection is lost, cannot be had in time, or is closed. */
const unavailableMessages =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|is not queryable|Cannot use a pool after calling end|PGlite is closed|^timeout expired$/i;

type Chained = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

/** The error and those it was caused by, outermost first. */
function* chain(error: unknown): Generator<Chained> {
  let current = error as Chained | undefined;
  for (let depth = 0; current && typeof current === 'object' && depth < 6; depth++) {
    yield current;
    current = current.cause as Chained | undefined;
  }
}

/** True for a failure of the database driver that says the database cannot answer now. */
export function isConnectionFailure(error: unknown): boolean {
  for (const link of chain(error)) {
    if (link instanceof DatabaseUnavailableError) return true;
    const code = typeof link.code === 'string' ? link.code : '';
    if (networkCodes.has(code) || unavailableStates.test(code)) return true;
    if (typeof link.message === 'string' && unavailableMessages.test(link.message)) return true;
    // A host with several addresses fails with one error per address.
    if (Array.isArray(link.errors) && link.errors.some(isConnectionFailure)) return true;
  }
  return false;
}

/** True when an error reaching the API comes from a database that cannot answer now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const link of chain(error)) {
    if (link instanceof DatabaseUnavailableError) return true;
    if (link instanceof DrizzleQueryError) return isConnectionFailure(link.cause);
  }
  return false;
}
