import type { Config } from '#server/config.ts';
import { type Database, openDatabase } from './client.ts';
import { DataDirInUseError } from './data-dir-lock.ts';

/**
 * The shop's database for a process of its own (the server or a command such as `staff:create`):
 * when the embedded database is held by another process, one line says so and the process ends with
 * status 1, before anything is written.
 */
export async function openDatabaseOrExit(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  try {
    return await openDatabase(config);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
