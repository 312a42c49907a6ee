import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { DatabaseTimeouts } from './timeouts.ts';
import { DatabaseUnavailableError, isConnectionFailure } from './unavailable.ts';

/*
 * The PostgreSQL side of the database: a pool with a bound on every wait, a watch that notices a
 * database that stops answering and makes every query fail at once until it answers again, and the
 * LISTEN connection of the change feed (decision 038).
 */

/** The options of every connection this process opens to PostgreSQL. */
export function connectionOptions(connectionString: string, timeouts: DatabaseTimeouts): pg.ClientConfig {
  return {
    connectionString,
    connectionTimeoutMillis: timeouts.connectTimeoutMs,
    statement_timeout: timeouts.statementTimeoutMs,
    lock_timeout: timeouts.lockTimeoutMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionTimeoutMs,
    query_timeout: timeouts.queryTimeoutMs,
    keepAlive: true,
  };
}

/** A connection checked out of the pool this long makes the watch ask the database whether it answers. */
const STALL_MS = 1000;
/** How often the watch looks, and at most how often it asks the database. */
const TICK_MS = 250;
const PROBE_EVERY_MS = 1000;

type Socketed = { connection?: { stream?: { destroy(): void } } };
/** Drops a connection at once, whatever it waits for: its queries fail and the pool lets it go. */
const drop = (client: pg.Client) => (client as unknown as Socketed).connection?.stream?.destroy();
/** What node-postgres keeps of a connection: its backend's process id, and the query it waits on. */
type Inner = { processID: number | null; _activeQuery: unknown };
const pidOf = (client: pg.Client) => (client as unknown as Inner).processID ?? 0;

/**
 * Tells whether the database answers. Whenever a connection of the pool has been busy for a second or
 * a connection failed, it opens a connection of its own and runs `select 1`, bounded by the connect
 * timeout. When that fails by a timeout or a network error, the database is down: every connection of
 * the pool is dropped (the queries waiting on them fail), new queries fail at once, the `down` event
 * fires, and the question is asked every second until it is answered again (`up`).
 */
class DatabaseWatch extends EventEmitter<{ down: []; up: [] }> {
  down = false;
  /** What the last failed connection or probe met (refused, timed out): the cause a refusal names. */
  lastFailure: unknown;
  private readonly clients = new Set<pg.Client>();
  private readonly busySince = new Map<pg.Client, number>();
  /** Connections whose backend was seen idle while they waited for the query kept here. */
  private readonly strikes = new Map<pg.Client, unknown>();
  private suspect = false;
  private probing = false;
  private lastProbe = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(
    pool: pg.Pool,
    private readonly options: pg.ClientConfig,
  ) {
    super();
    pool.on('connect', (client) => {
      this.clients.add(client);
      client.once('end', () => this.forget(client));
    });
    pool.on('remove', (client) => this.forget(client));
    pool.on('acquire', (client) => this.busySince.set(client, Date.now()));
    pool.on('release', (error: Error | undefined, client) => {
      this.busySince.delete(client);
      if (error && isConnectionFailure(error)) this.suspect = true;
    });
    this.timer = setInterval(() => this.look(), TICK_MS);
    this.timer.unref();
  }

  /** A connection failed: ask the database at the next look. */
  noteFailure(error: unknown) {
    if (!isConnectionFailure(error)) return;
    this.suspect = true;
    this.lastFailure = error;
  }

  stop() {
    clearInterval(this.timer);
  }

  /** Drops every connection of the pool (a stop that must not wait for an unanswering database). */
  dropAll() {
    for (const client of this.clients) drop(client);
  }

  private forget(client: pg.Client) {
    this.clients.delete(client);
    this.busySince.delete(client);
    this.strikes.delete(client);
  }

  private look() {
    if (this.probing || Date.now() - this.lastProbe < PROBE_EVERY_MS) return;
    const now = Date.now();
    const stalled = [...this.busySince.values()].some((since) => now - since >= STALL_MS);
    if (this.down || this.suspect || stalled) void this.probe();
  }

  private async probe() {
    this.probing = true;
    this.lastProbe = Date.now();
    this.suspect = false;
    const client = new pg.Client({ ...this.options, query_timeout: this.options.connectionTimeoutMillis });
    client.on('error', () => {});
    let answers: boolean;
    try {
      await client.connect();
      await client.query('select 1');
      answers = true;
      await this.dropFrozen(client).catch(() => {});
      void client.end().catch(() => {});
    } catch (error) {
      // A refusal the server speaks (too many connections, a wrong password) means it answers.
      answers = (error as { code?: string }).code === '53300' || !isConnectionFailure(error);
      if (!answers) this.lastFailure = error;
      drop(client);
    } finally {
      this.probing = false;
    }
    if (answers && this.down) {
      this.down = false;
      this.emit('up');
    } else if (!answers && !this.down) {
      this.down = true;
      this.dropAll();
      this.emit('down');
    }
  }

  /**
   * The database answers a new connection, yet a connection of the pool may wait on a socket that no
   * longer carries anything (a frozen network path, a half-dead proxy): no server timeout ends that.
   * Asks the server, on the probe's connection, what the backend of each connection waiting for a
   * query for a second is doing. A backend that is not running a statement (idle) while its
   * connection waits for one answer, seen so at two looks a second apart for the same query, is
   * frozen: it is dropped (its query fails, 503, and the pool opens a new one), and with it every idle
   * connection of the pool, which likely went through the same path.
   */
  private async dropFrozen(probe: pg.Client) {
    const now = Date.now();
    const waiting = new Map<number, pg.Client>();
    for (const [client, since] of this.busySince) {
      const { processID, _activeQuery } = client as unknown as Inner;
      if (processID && _activeQuery && now - since >= STALL_MS) waiting.set(processID, client);
    }
    for (const client of this.strikes.keys()) if (!waiting.has(pidOf(client))) this.strikes.delete(client);
    if (waiting.size === 0) return;
    // Only backends the server shows and not running: behind a pooler (PgBouncer) the process id a
    // connection knows is the pooler's own, which the server does not show, and nothing is dropped.
    const { rows } = await probe.query<{ pid: number }>(
      "select pid from pg_stat_activity where pid = any($1::int[]) and state <> 'active'",
      [[...waiting.keys()]],
    );
    const idle = new Set(rows.map((row) => row.pid));
    let frozen = false;
    for (const [pid, client] of waiting) {
      const query = (client as unknown as Inner)._activeQuery;
      if (!idle.has(pid)) this.strikes.delete(client);
      else if (this.strikes.get(client) !== query) this.strikes.set(client, query);
      else {
        frozen = true;
        this.strikes.delete(client);
        drop(client);
      }
    }
    if (!frozen) return;
    console.warn('PostgreSQL connections stopped carrying answers: dropped, new ones are opened');
    for (const client of this.clients) if (!this.busySince.has(client)) drop(client);
  }
}

/** A pool whose waits are all bounded, and whose queries fail at once while the watch says down. */
export function openPool(connectionString: string, timeouts: DatabaseTimeouts) {
  const options = connectionOptions(connectionString, timeouts);
  // The pool's `connectionTimeoutMillis` bounds the wait for a free connection (a queue in a rush);
  // each connection it opens keeps the short connect timeout of its own.
  class PoolClient extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: timeouts.connectTimeoutMs });
    }
  }
  const pool = new pg.Pool({
    ...options,
    connectionTimeoutMillis: timeouts.poolWaitMs,
    max: timeouts.poolSize,
    Client: PoolClient,
  });
  const watch = new DatabaseWatch(pool, options);
  reportPoolState(pool, watch);
  failFastWhileDown(pool, watch);

  return {
    pool,
    watch,
    /**
     * Runs `work` on a connection of its own, opened and closed for it, bounded by the connect timeout
     * (readiness: neither queued behind a full pool nor stuck on a frozen connection of it).
     */
    async alone<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
      if (watch.down) throw new DatabaseUnavailableError(watch.lastFailure);
      const client = new pg.Client({ ...options, query_timeout: timeouts.connectTimeoutMs });
      client.on('error', () => {});
      try {
        await client.connect();
        const result = await work(client);
        void client.end().catch(() => {});
        return result;
      } catch (error) {
        drop(client);
        throw isConnectionFailure(error) ? new DatabaseUnavailableError(error) : error;
      }
    },
    /** Ends the pool; connections the database leaves unanswered are dropped after the connect timeout. */
    async close() {
      watch.stop();
      const giveUp = setTimeout(() => watch.dropAll(), timeouts.connectTimeoutMs);
      try {
        await pool.end();
      } finally {
        clearTimeout(giveUp);
      }
    },
  };
}

function reportPoolState(pool: pg.Pool, watch: DatabaseWatch) {
  // An idle connection dropped by the server (restart, failover, a dropped test database) must not
  // crash the process: the pool opens a new one on the next query. Those the watch drops say nothing.
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== '57P01' && !watch.down)
      console.warn(`PostgreSQL idle connection lost: ${error.message}`);
  });
  watch.on('down', () =>
    console.warn('PostgreSQL does not answer: every query fails at once (503) until it does'),
  );
  watch.on('up', () => console.warn('PostgreSQL answers again'));
}

/** Makes the pool's checkouts fail at once while the watch says down, and tell the watch of failures. */
function failFastWhileDown(pool: pg.Pool, watch: DatabaseWatch) {
  const connect = pool.connect.bind(pool) as (
    callback: (error: Error | undefined, client?: pg.PoolClient, done?: () => void) => void,
  ) => void;
  // pool.query checks its connection out through pool.connect too, with a callback.
  pool.connect = ((
    callback?: (error: Error | undefined, client?: pg.PoolClient, done?: () => void) => void,
  ) => {
    const attempt = (
      done: (error: Error | undefined, client?: pg.PoolClient, release?: () => void) => void,
    ) => {
      if (watch.down) return process.nextTick(() => done(new DatabaseUnavailableError(watch.lastFailure)));
      connect((error, client, release) => {
        if (!error) return done(undefined, client, release);
        watch.noteFailure(error);
        done(isConnectionFailure(error) ? new DatabaseUnavailableError(error) : error);
      });
    };
    if (callback) return attempt(callback);
    return new Promise<pg.PoolClient>((resolve, reject) =>
      attempt((error, client) => (error ? reject(error) : resolve(client!))),
    );
  }) as typeof pool.connect;
}

const RELISTEN_DELAY_MS = 1000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). A lost connection
 * is opened again after a second, and `onMessage('')` tells that notifications may have been missed.
 * While the watch says the database does not answer, the connection is dropped and opened again the
 * same way: a LISTEN on a connection that stopped answering would hear nothing ever again.
 */
export async function listenOnPostgres(
  options: pg.ClientConfig,
  watch: DatabaseWatch,
  channel: string,
  onMessage: (payload: string) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (again: boolean) => {
    const next = new pg.Client(options);
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    next.on('error', () => reconnect(next));
    next.on('end', () => reconnect(next));
    try {
      await next.connect();
      await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    } catch (error) {
      next.removeAllListeners();
      next.on('error', () => {});
      drop(next);
      throw error;
    }
    if (stopped) {
      next.removeAllListeners();
      await next.end().catch(() => {});
      return;
    }
    client = next;
    if (again) onMessage('');
  };

  /** Opens the connection again after a delay; `from`, a connection already replaced, is ignored. */
  const reconnect = (from?: pg.Client) => {
    if (stopped || retry || (from && from !== client)) return;
    const lost = client;
    client = undefined;
    if (lost) {
      lost.removeAllListeners();
      lost.on('error', () => {});
      drop(lost);
    }
    retry = setTimeout(() => {
      retry = undefined;
      connect(true).catch(() => reconnect());
    }, RELISTEN_DELAY_MS);
  };

  const onDown = () => {
    if (client) reconnect(client);
  };
  await connect(false);
  watch.on('down', onDown);
  return async () => {
    stopped = true;
    watch.off('down', onDown);
    clearTimeout(retry);
    const last = client;
    client = undefined;
    if (!last) return;
    last.removeAllListeners();
    last.on('error', () => {});
    const giveUp = setTimeout(() => drop(last), options.connectionTimeoutMillis ?? 0);
    await last.end().catch(() => {});
    clearTimeout(giveUp);
  };
}
