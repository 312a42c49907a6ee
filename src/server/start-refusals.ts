import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config.ts';
import { settingNames } from './config.ts';
import { StartupRefusal } from './plugins/errors.ts';
import { distance, notOurs, whereOf } from './startup-checks.ts';

/*
 * What stops a start, each told in one line in the operator's terms (decision 068): a variable that
 * looks like a setting but is none, a data folder that cannot be created or written, a port taken by
 * another program, a database or role that does not exist. The start prints the line and exits with 1.
 */

/** The setting `name` is a slip of (a letter missed, added, changed or swapped), if any. */
export function settingLookedLike(name: string): string | undefined {
  if (!name.includes('_') || settingNames.includes(name) || notOurs.has(name)) return undefined;
  const upper = name.toUpperCase();
  if (upper !== name && settingNames.includes(upper)) return upper;
  const [closest] = settingNames
    .filter((setting) => setting.includes('_'))
    .map((setting) => ({ setting, away: distance(name, setting) }))
    .sort((a, b) => a.away - b.away);
  if (!closest) return undefined;
  // One slip in a short name, two in a longer one: `DATABSE_URL`, `PAYMENT_PROVDER`, `S3_BUKET`.
  return closest.away <= (closest.setting.length >= 10 ? 2 : 1) ? closest.setting : undefined;
}

/** One line for each variable that is a slip of a setting: the shop would start without what was meant. */
export function lookAlikeLines(env: NodeJS.ProcessEnv): string[] {
  return Object.keys(env)
    .sort()
    .flatMap((name) => {
      const meant = settingLookedLike(name);
      return meant
        ? [
            `${name} is not a setting of the shop: did you mean ${meant}? Rename it (or remove it) and start again.`,
          ]
        : [];
    });
}

/** What a file-system error code means to an operator. */
function reasonOf(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code ?? '';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EROFS') return 'the file system is read-only';
  if (code === 'ENOSPC') return 'no space is left on the device';
  if (code === 'ENOTDIR' || code === 'EEXIST') return 'a file is in the way';
  return (error as Error).message ?? String(error);
}

/**
 * Creates, when needed, and writes a probe file in every folder the shop keeps files in: `DATA_DIR`,
 * and with local storage `MEDIA_DIR` and `FILES_DIR` (folders of `DATA_DIR` unless set). A folder that
 * cannot be created or written refuses the start, naming its setting.
 */
export function checkFolders(
  config: Pick<Config, 'dataDir' | 'mediaDir' | 'filesDir' | 's3'>,
  env: NodeJS.ProcessEnv,
) {
  const folders: [string, string][] = [['DATA_DIR', config.dataDir]];
  if (!config.s3) {
    folders.push([env.MEDIA_DIR ? 'MEDIA_DIR' : 'DATA_DIR', config.mediaDir]);
    folders.push([env.FILES_DIR ? 'FILES_DIR' : 'DATA_DIR', config.filesDir]);
  }
  for (const [setting, folder] of folders) {
    const elsewhere = `set ${setting} to a folder the shop's user can write`;
    let kind: 'folder' | 'file' | 'none';
    try {
      kind = statSync(folder).isDirectory() ? 'folder' : 'file';
    } catch {
      kind = 'none';
    }
    if (kind === 'file')
      throw new StartupRefusal(`${setting} ${folder} is a file, not a folder: ${elsewhere}.`);
    if (kind === 'none') {
      try {
        mkdirSync(folder, { recursive: true });
      } catch (error) {
        throw new StartupRefusal(
          `${setting} ${folder} cannot be created (${reasonOf(error)}): create it for the shop's user, or ${elsewhere}.`,
        );
      }
    }
    const probe = path.join(folder, `.write-test-${process.pid}`);
    try {
      writeFileSync(probe, '');
      rmSync(probe, { force: true });
    } catch (error) {
      throw new StartupRefusal(
        `${setting} ${folder} cannot be written (${reasonOf(error)}): give the shop's user write access to it, or ${elsewhere}.`,
      );
    }
  }
}

/** The line of a `listen` that failed: the port taken, not the process's to open, or a foreign address. */
export function listenRefusal(error: unknown, host: string, port: number): StartupRefusal | undefined {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') {
    return new StartupRefusal(
      `Port ${port} on ${host} is in use by another program: stop it, or set PORT to a free port.`,
    );
  }
  if (code === 'EACCES' || code === 'EPERM') {
    return new StartupRefusal(
      `Port ${port} on ${host} cannot be opened by this user (permission denied): set PORT to 1024 or above.`,
    );
  }
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return new StartupRefusal(
      `HOST ${host} is no address of this machine: set HOST to one of its addresses.`,
    );
  }
  return undefined;
}

export type PgFailure = { code?: string; message?: string };

/**
 * The line for a PostgreSQL that answered but refused what `DATABASE_URL` asks for: a database or a
 * role that does not exist, a wrong password, a connection the server does not allow. Waiting does not
 * change such an answer, so the start stops at once.
 */
export function databaseRefusal(failure: PgFailure, url: string): StartupRefusal {
  const parsed = new URL(url);
  const where = whereOf(url);
  const database = decodeURIComponent(parsed.pathname.slice(1)) || decodeURIComponent(parsed.username);
  const role = decodeURIComponent(parsed.username) || '(the system user)';
  const server = `${parsed.hostname}:${parsed.port || '(default port)'}`;
  if (failure.code === '3D000') {
    return new StartupRefusal(
      `The database "${database}" does not exist on the PostgreSQL server at ${server}: create it, or correct the database name in DATABASE_URL.`,
    );
  }
  if (failure.code === '28000' && /role .* does not exist/.test(failure.message ?? '')) {
    return new StartupRefusal(
      `The role "${role}" does not exist on the PostgreSQL server at ${server}: create it, or correct the user in DATABASE_URL.`,
    );
  }
  if (failure.code === '28P01') {
    return new StartupRefusal(
      `The PostgreSQL server at ${server} refused the password of the role "${role}": correct it in DATABASE_URL.`,
    );
  }
  return new StartupRefusal(
    `The database at ${where} refused the connection: ${failure.message ?? failure.code}.`,
  );
}
