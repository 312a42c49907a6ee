import autocannon, { type Request } from 'autocannon';
import pg from 'pg';
import { cpuBetween, sampleCpu } from './cpu.ts';

/*
 * One measure of `npm run bench`: autocannon on a server after a short warm-up, with the CPU the
 * server's process and its database's PostgreSQL backends spent on the requests served.
 */

export type Measure = {
  name: string;
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** CPU (user + system) per request served, in µs: the Node process, its PostgreSQL backends, both. */
  cpuPerRequestUs: { node: number; postgres: number; total: number };
};

/** A server under measure: where it answers, and the pid of the process that answers. */
export type Target = { origin: string; pid: number };

const WARMUP_S = 2;

export function createMeasurer(databaseUrl: string) {
  const database = new URL(databaseUrl).pathname.slice(1);
  const client = new pg.Client({ connectionString: databaseUrl });
  const connected = client.connect();

  /** Autocannon on `target`, each request's path from `nextPath` (one fixed path when it is a string). */
  async function measure(
    name: string,
    target: Target,
    nextPath: string | (() => string),
    connections: number,
    seconds: number,
  ): Promise<Measure> {
    await connected;
    const next = typeof nextPath === 'string' ? () => nextPath : nextPath;
    const requests: Request[] = [{ setupRequest: (request: Request) => ({ ...request, path: next() }) }];
    const options = { url: target.origin, connections, requests, timeout: 10 };
    await autocannon({ ...options, duration: WARMUP_S });
    const before = await sampleCpu(target.pid, client, database);
    const result = await autocannon({ ...options, duration: seconds });
    const spent = cpuBetween(before, await sampleCpu(target.pid, client, database));
    const served = Math.max(1, result.requests.total);
    const perRequest = (ms: number) => Math.round((ms * 1000) / served);
    return {
      name,
      connections,
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
      cpuPerRequestUs: {
        node: perRequest(spent.nodeMs),
        postgres: perRequest(spent.postgresMs),
        total: perRequest(spent.nodeMs + spent.postgresMs),
      },
    };
  }

  const close = async () => {
    await connected;
    await client.end();
  };

  return { measure, close };
}

/** The measures as a table for the console. */
export const measureRows = (measures: Measure[]) =>
  measures.map((m) => ({
    measure: m.name,
    connections: m.connections,
    'req/s': m.requestsPerSecond,
    'p50 ms': m.p50Ms,
    'p99 ms': m.p99Ms,
    errors: m.errors,
    'CPU µs/req (node + pg)': `${m.cpuPerRequestUs.total} (${m.cpuPerRequestUs.node} + ${m.cpuPerRequestUs.postgres})`,
  }));
