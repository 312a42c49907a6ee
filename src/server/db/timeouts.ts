/** Bounds on every wait for PostgreSQL, from the settings `DB_*_TIMEOUT_MS` (decision 038). */
export type DatabaseTimeouts = {
  /** Opening a connection, and waiting for a free one of the pool (`DB_CONNECT_TIMEOUT_MS`). */
  connectTimeoutMs: number;
  /** The server cancels a statement that runs longer (`DB_STATEMENT_TIMEOUT_MS`). */
  statementTimeoutMs: number;
  /** The server cancels a statement that waits longer for a lock (`DB_LOCK_TIMEOUT_MS`). */
  lockTimeoutMs: number;
  /** The server closes a session left idle inside a transaction (`DB_IDLE_IN_TRANSACTION_TIMEOUT_MS`). */
  idleInTransactionTimeoutMs: number;
  /** This process stops waiting for any answer of the server (`DB_QUERY_TIMEOUT_MS`). */
  queryTimeoutMs: number;
};

export const defaultDatabaseTimeouts: DatabaseTimeouts = {
  connectTimeoutMs: 2000,
  statementTimeoutMs: 15_000,
  lockTimeoutMs: 5000,
  idleInTransactionTimeoutMs: 30_000,
  queryTimeoutMs: 20_000,
};
