import { causeOf } from '#server/startup-checks.ts';
import { BackupError, type Manifest } from './archive.ts';

/**
 * Runs a command's work and prints what it answers; any failure is one line on stderr and exit
 * status 1 (a missing tool, a bad archive, a setting that cannot be read), never a stack trace.
 */
export async function runCommand(failure: string, work: () => Promise<string>): Promise<void> {
  try {
    console.log(await work());
  } catch (error) {
    const known = error instanceof BackupError || /^Invalid configuration/.test((error as Error).message);
    console.error(known ? (error as Error).message : `${failure}: ${causeOf(error)}.`);
    process.exitCode = 1;
  }
}

const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];

export function sizeOf(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} bytes` : `${value.toFixed(1)} ${units[unit]}`;
}

/** 'the postgres database (last migration 0012_search_postings), 14 files (3.2 MB)'. */
export function contentsOf(manifest: Manifest): string {
  const files = manifest.files.filter((entry) => !entry.path.startsWith('database/'));
  const bytes = files.reduce((sum, entry) => sum + entry.size, 0);
  const last = manifest.database.lastMigration ?? 'none';
  return `the ${manifest.database.kind} database (last migration ${last}), ${files.length} file${files.length === 1 ? '' : 's'} (${sizeOf(bytes)})`;
}
