import { readFileSync } from 'node:fs';
import type pg from 'pg';

/*
 * CPU time spent by the processes that answer a benchmark: the Node server's and the PostgreSQL
 * backends' serving its database, from /proc/<pid>/stat (user + system). CPU per request moves far
 * less with other work on the machine than requests per second do.
 */

/** Clock ticks per second of /proc's times (USER_HZ, 100 on Linux). */
const TICKS_PER_S = 100;

/** User + system CPU of process `pid`, in ms; 0 when it is gone. */
export function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command's closing parenthesis; utime and stime are the 14th and 15th of the line.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_S;
  } catch {
    return 0;
  }
}

/** CPU of each backend serving `database`, by pid (ms). */
export async function backendsCpuMs(client: pg.Client, database: string): Promise<Map<number, number>> {
  const { rows } = await client.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
    [database],
  );
  return new Map(rows.map(({ pid }) => [pid, processCpuMs(pid)]));
}

export type CpuSample = { node: number; backends: Map<number, number> };
export type CpuSpent = { nodeMs: number; postgresMs: number };

/** The CPU now of the server process `pid` and of the backends of `database`. */
export async function sampleCpu(pid: number, client: pg.Client, database: string): Promise<CpuSample> {
  return { node: processCpuMs(pid), backends: await backendsCpuMs(client, database) };
}

/** CPU spent between two samples; a backend that started in between counts from 0. */
export function cpuBetween(before: CpuSample, after: CpuSample): CpuSpent {
  let postgresMs = 0;
  for (const [pid, ms] of after.backends) postgresMs += ms - (before.backends.get(pid) ?? 0);
  return { nodeMs: after.node - before.node, postgresMs };
}
