import { type ChildProcess, spawn } from 'node:child_process';
import { BackupError } from './archive.ts';

/*
 * PostgreSQL is saved and restored by its own tools, from the PATH: pg_dump's custom format, read back
 * by pg_restore and applied by psql in one transaction. Debian's package postgresql-client has all three.
 */

/**
 * libpq's view of the shop's DATABASE_URL: the URL without its password, which goes in PGPASSWORD so
 * that it never shows in the process list; node-postgres's own `ssl=true` becomes `sslmode=require`.
 */
function connectionOf(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const ssl = url.searchParams.get('ssl');
  url.searchParams.delete('ssl');
  if (ssl !== null && ssl !== 'false' && ssl !== '0' && !url.searchParams.has('sslmode')) {
    url.searchParams.set('sslmode', 'require');
  }
  const env: NodeJS.ProcessEnv = { ...process.env, PGAPPNAME: 'bookshop-backup' };
  if (password) env.PGPASSWORD = password;
  return { url: url.toString(), env };
}

const missingTool = (tool: string) =>
  new BackupError(
    `${tool} was not found on the PATH: install PostgreSQL's client tools of the server's major version or newer (Debian: apt-get install postgresql-client), then run this again.`,
  );

type Finished = { code: number | null; stderr: string };

/** Waits for a tool to end, collecting what it said on stderr; a tool that is not there is a BackupError. */
function finished(child: ChildProcess, tool: string): Promise<Finished> {
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  return new Promise((resolve, reject) => {
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? missingTool(tool) : error),
    );
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

/** The line of a tool's complaint that says what went wrong: its first error, else its last line. */
function complaintOf(stderr: string): string {
  const lines = stderr
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const line = lines.find((candidate) => /\b(error|fatal):/i.test(candidate)) ?? lines.at(-1);
  return (line ?? 'no message').replace(/\.$/, '');
}

async function run(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const result = await finished(spawn(tool, args, { env, stdio: ['ignore', 'ignore', 'pipe'] }), tool);
  if (result.code !== 0) throw new BackupError(`${tool} failed: ${complaintOf(result.stderr)}.`);
}

/** Dumps the database into `file` in pg_dump's custom format (compressed, read by pg_restore). */
export async function dumpPostgres(databaseUrl: string, file: string): Promise<void> {
  const { url, env } = connectionOf(databaseUrl);
  await run('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${url}`], env);
}

/**
 * What a forced restore removes first: the shop's schemas (the job queue's `pgboss` among them), so that
 * nothing of the old database is left.
 */
const CLEAR = `DROP SCHEMA IF EXISTS drizzle CASCADE;
DROP SCHEMA IF EXISTS pgboss CASCADE;
DROP SCHEMA IF EXISTS public CASCADE;
CREATE SCHEMA public;
GRANT USAGE ON SCHEMA public TO PUBLIC;
`;

/**
 * Restores the dump in `file` in one transaction: all of it, or, when anything fails, nothing (the
 * database stays as it was). With `replace`, the shop's schemas are dropped first, in that transaction.
 */
export async function restorePostgres(databaseUrl: string, file: string, replace: boolean): Promise<void> {
  const { url, env } = connectionOf(databaseUrl);
  // Both tools are there, and this pg_restore reads the dump (one by a newer pg_dump it cannot),
  // before the database is touched.
  await run('psql', ['--version'], env);
  await run('pg_restore', ['--list', file], env);

  const psql = spawn('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', `--dbname=${url}`], {
    env,
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  const applied = finished(psql, 'psql').catch(failedToStart);
  // psql may stop at the first error while SQL is still coming: that is reported below, not as EPIPE.
  psql.stdin?.on('error', () => {});
  const script = spawn('pg_restore', ['--no-owner', '--no-privileges', '--file=-', file], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const read = finished(script, 'pg_restore').catch(failedToStart);
  psql.on('close', () => script.kill());
  psql.stdin?.write(`BEGIN;\n${replace ? CLEAR : ''}`);
  script.stdout?.pipe(psql.stdin!, { end: false });
  const reading = await read;
  // COMMIT only after the whole script came through: psql ending without it rolls everything back.
  if (reading.code === 0) psql.stdin?.end('COMMIT;\n');
  else psql.stdin?.end();
  const applying = await applied;
  const unchanged = 'The database was left as it was.';
  if (applying.code !== 0)
    throw new BackupError(`psql failed: ${complaintOf(applying.stderr)}. ${unchanged}`);
  if (reading.code !== 0)
    throw new BackupError(`pg_restore failed: ${complaintOf(reading.stderr)}. ${unchanged}`);
}

const failedToStart = (error: Error): Finished => ({ code: -1, stderr: `error: ${error.message}` });
