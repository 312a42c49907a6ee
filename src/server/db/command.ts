import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Config } from '#server/config.ts';
import { StartupRefusal } from '#server/plugins/errors.ts';
import { databaseRefusal, type PgFailure } from '#server/start-refusals.ts';
import { causeOf, whereOf } from '#server/startup-checks.ts';
import { type Database, openDatabase } from './client.ts';
import { DataDirInUseError } from './data-dir-lock.ts';
import { isConnectionFailure } from './unavailable.ts';

/**
 * What PostgreSQL answered when it refused what waiting will not change (no such database or role, a
 * wrong password, a connection its rules do not allow): any SQLSTATE of the server that is no sign of a
 * server that cannot serve yet. Undefined for a network failure or a server starting up.
 */
function finalAnswer(error: unknown): PgFailure | undefined {
  if (isConnectionFailure(error)) return undefined;
  let current = error as (PgFailure & { cause?: unknown }) | undefined;
  for (let depth = 0; current && depth < 6; depth++) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current;
    current = current.cause as typeof current;
  }
  return undefined;
}

/**
 * Waits for PostgreSQL, which may start after the shop (a container started beside it), retrying
 * with a growing pause for at most `databaseStartTimeoutMs`. Resolves to the last error when it gave up,
 * at once when the server answered with a refusal that waiting will not change.
 */
async function reachable(database: Database, timeoutMs: number, url: string): Promise<unknown> {
  const started = Date.now();
  let pause = 250;
  let said = false;
  for (;;) {
    try {
      await database.db.execute(sql`select 1`);
      return undefined;
    } catch (error) {
      if (finalAnswer(error) || Date.now() - started + pause > timeoutMs) return error;
      if (!said) {
        console.error(
          `The database at ${whereOf(url)} does not answer yet (${causeOf(error)}); trying again for up to ${Math.round(timeoutMs / 1000)} s.`,
        );
        said = true;
      }
    }
    await sleep(pause);
    pause = Math.min(pause * 2, 5000);
  }
}

/**
 * The shop's database for a process of its own (the server or a command such as `staff:create`).
 * When the embedded database is held by another process, PostgreSQL refuses what `DATABASE_URL` asks
 * (no such database or role), or it cannot be reached within `databaseStartTimeoutMs`, throws a
 * `StartupRefusal` whose one line says so, before anything is written.
 */
export async function openDatabaseForStart(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'databaseTimeouts' | 'databaseStartTimeoutMs'>,
): Promise<Database> {
  let database: Database;
  try {
    database = await openDatabase(config);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    throw new StartupRefusal(error.message);
  }
  if (!config.databaseUrl) return database;
  const failure = await reachable(database, config.databaseStartTimeoutMs, config.databaseUrl);
  if (failure === undefined) return database;
  await database.close().catch(() => {});
  const answer = finalAnswer(failure);
  if (answer) throw databaseRefusal(answer, config.databaseUrl);
  throw new StartupRefusal(
    `Cannot reach the database at ${whereOf(config.databaseUrl)}: ${causeOf(failure)}.`,
  );
}

/** `openDatabaseForStart` for a command: a refusal is printed as its one line, and the process ends with 1. */
export async function openDatabaseOrExit(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'databaseTimeouts' | 'databaseStartTimeoutMs'>,
): Promise<Database> {
  try {
    return await openDatabaseForStart(config);
  } catch (error) {
    if (!(error instanceof StartupRefusal)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
