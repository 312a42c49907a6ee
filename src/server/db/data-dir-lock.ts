import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * Embedded PostgreSQL (PGlite) has one writer: a second process on the same data folder writes over
 * the first's files, and what it wrote is lost. So whoever opens the folder (the server, or a command
 * such as `npm run staff:create`) first takes `bookshop.lock` in it, naming its process; a lock whose
 * process is gone (a crash, kill -9) is taken over.
 */
export class DataDirInUseError extends Error {}

type Holder = { pid: number; host: string; since: string; command: string };

export const LOCK_FILE = 'bookshop.lock';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(file: string): Holder | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Holder;
  } catch {
    return undefined;
  }
}

function describe(holder: Holder) {
  return `process ${holder.pid} (${holder.command}, since ${holder.since})`;
}

/** Takes the folder's lock or throws `DataDirInUseError`; resolves to the function that gives it back. */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, LOCK_FILE);
  const me: Holder = {
    pid: process.pid,
    host: hostname(),
    since: new Date().toISOString(),
    command: path.basename(process.argv[1] ?? 'node'),
  };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, JSON.stringify(me), { flag: 'wx' });
      const release = () => {
        if (holderOf(file)?.pid === me.pid) rmSync(file, { force: true });
        process.off('exit', release);
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = holderOf(file);
    // Another machine's process on a shared folder cannot be checked: its lock stands.
    if (holder && (holder.host !== me.host || isRunning(holder.pid))) {
      throw new DataDirInUseError(
        `The embedded database in ${dir} is in use by ${describe(holder)}: stop the shop first (or point DATABASE_URL at PostgreSQL), then run this again.`,
      );
    }
    rmSync(file, { force: true });
  }
  throw new DataDirInUseError(
    `The embedded database in ${dir} could not be locked: another process took it.`,
  );
}
