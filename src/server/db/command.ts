import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Config } from '#server/config.ts';
import { causeOf, whereOf } from '#server/startup-checks.ts';
import { type Database, openDatabase } from './client.ts';
import { DataDirInUseError } from './data-dir-lock.ts';

/** PostgreSQL's answers that waiting will not change: no such database, a refused login. */
const final = new Set(['3D000', '28P01', '28000']);

function codeOf(error: unknown): string | undefined {
  let current = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    if (typeof current.code === 'string' && final.has(current.code)) return current.code;
    current = current.cause as typeof current;
  }
  return undefined;
}

/**
 * Waits for PostgreSQL, which may start after the shop (a container started beside it), retrying
 * with a growing pause for at most `databaseStartTimeoutMs`. Resolves to the last error when it gave up.
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
      if (codeOf(error) || Date.now() - started + pause > timeoutMs) return error;
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
 * When the embedded database is held by another process, or PostgreSQL cannot be reached within
 * `databaseStartTimeoutMs`, one line says so and the process ends with status 1, before anything
 * is written.
 */
export async function openDatabaseOrExit(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'databaseTimeouts' | 'databaseStartTimeoutMs'>,
): Promise<Database> {
  let database: Database;
  try {
    database = await openDatabase(config);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  if (!config.databaseUrl) return database;
  const failure = await reachable(database, config.databaseStartTimeoutMs, config.databaseUrl);
  if (failure === undefined) return database;
  await database.close().catch(() => {});
  console.error(`Cannot reach the database at ${whereOf(config.databaseUrl)}: ${causeOf(failure)}.`);
  process.exit(1);
}
