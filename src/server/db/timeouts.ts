/** Bounds on every wait for PostgreSQL, from the settings `DB_*` (decisions 038 and 077). */
export type DatabaseTimeouts = {
  /** Opening a connection (`DB_CONNECT_TIMEOUT_MS`): past it the database counts as not answering. */
  connectTimeoutMs: number;
  /**
   * Waiting for a free connection of a full pool (`DB_POOL_WAIT_MS`): queueing in a rush, not an
   * outage, so much longer than the connect timeout.
   */
  poolWaitMs: number;
  /** Connections of the pool at most (`DB_POOL_SIZE`). */
  poolSize: number;
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
  poolWaitMs: 15_000,
  poolSize: 20,
  statementTimeoutMs: 15_000,
  lockTimeoutMs: 5000,
  idleInTransactionTimeoutMs: 30_000,
  queryTimeoutMs: 20_000,
};
