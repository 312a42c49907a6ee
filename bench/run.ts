import type { ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Request } from 'autocannon';
import pg from 'pg';
import { openDatabase } from '#server/db/client.ts';
import { CATEGORY_COUNT, generateCatalogue } from './catalogue.ts';
import { forkServer, stopServer } from './child.ts';
import { type MixShape, mixPaths, searchPaths } from './mix.ts';

/*
 * `npm run bench`: 100,000 books in a fresh PostgreSQL database, then under autocannon:
 * - the headline: a realistic mix of listings, book pages and searches (mix.ts), 50 connections, on the
 *   API as shipped and with its answer cache off, beside a bare Fastify route in the same run;
 * - searches over 50 words with the answer cache off, at 10 and at 50 connections.
 * Prints the load average (other work on the machine moves every number), the budgets' verdicts, and
 * writes bench/results.json. The database is dropped at the end, whatever happens.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const DATABASE_NAME = process.env.BENCH_DATABASE_NAME ?? 'bookshop_bench';
const BOOK_COUNT = Number(process.env.BENCH_BOOKS ?? 100_000);
const MIX_S = Number(process.env.BENCH_DURATION ?? 20);
const SEARCH_S = Math.max(5, Math.round(MIX_S / 2));
const WARMUP_S = 2;
const CONNECTIONS = 50;
const BUDGET = { mixShareOfBare: 0.25, searchP99Ms10: 50, searchP99Ms50: 150 };

if (!/^[a-z_][a-z0-9_]*$/.test(DATABASE_NAME)) throw new Error('BENCH_DATABASE_NAME: letters, digits and _');

const benchUrl = (() => {
  const url = new URL(serverUrl);
  url.pathname = `/${DATABASE_NAME}`;
  return url.toString();
})();

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function prepareDatabase(): Promise<MixShape> {
  await admin(`DROP DATABASE IF EXISTS ${DATABASE_NAME} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${DATABASE_NAME}`);
  const database = await openDatabase({ databaseUrl: benchUrl, dataDir: '' });
  await database.migrate();
  await database.close();
  const client = new pg.Client({ connectionString: benchUrl });
  await client.connect();
  try {
    const started = performance.now();
    await generateCatalogue(client, BOOK_COUNT);
    const { rows } = await client.query('SELECT min(id) AS id FROM books');
    console.log(`Generated ${BOOK_COUNT} books in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return {
      books: BOOK_COUNT,
      firstId: Number(rows[0].id),
      perCategory: Math.ceil(BOOK_COUNT / CATEGORY_COUNT),
    };
  } finally {
    await client.end();
  }
}

type Ports = { appPort: number; uncachedPort: number; barePort: number; listingBytes: number };

function startServers(): Promise<{ child: ChildProcess; ports: Ports }> {
  return forkServer<Ports>(path.join(here, 'servers.ts'), { BENCH_DB_URL: benchUrl }).then(
    ({ child, ready }) => ({ child, ports: ready }),
  );
}

type Measure = {
  name: string;
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
};

/** Autocannon on `origin`, each request's path from `nextPath` (one fixed path when it is a string). */
async function measure(
  name: string,
  origin: string,
  nextPath: string | (() => string),
  connections: number,
  seconds: number,
): Promise<Measure> {
  const next = typeof nextPath === 'string' ? () => nextPath : nextPath;
  const requests: Request[] = [{ setupRequest: (request: Request) => ({ ...request, path: next() }) }];
  const options = { url: origin, connections, requests, timeout: 10 };
  await autocannon({ ...options, duration: WARMUP_S });
  const result = await autocannon({ ...options, duration: seconds });
  return {
    name,
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

type Verdict = { budget: string; measured: string; pass: boolean };

function verdictsOf(
  mix: Measure,
  bare: Measure,
  search10: Measure,
  search50: Measure,
  all: Measure[],
): Verdict[] {
  const share = mix.requestsPerSecond / bare.requestsPerSecond;
  const errors = all.reduce((sum, m) => sum + m.errors, 0);
  return [
    {
      budget: `shipped mix >= ${BUDGET.mixShareOfBare * 100}% of bare req/s`,
      measured: `${(share * 100).toFixed(0)}%`,
      pass: share >= BUDGET.mixShareOfBare,
    },
    {
      budget: `search p99 < ${BUDGET.searchP99Ms10} ms at 10 connections (cache off)`,
      measured: `${search10.p99Ms} ms`,
      pass: search10.p99Ms < BUDGET.searchP99Ms10,
    },
    {
      budget: `search p99 < ${BUDGET.searchP99Ms50} ms at 50 connections (cache off)`,
      measured: `${search50.p99Ms} ms`,
      pass: search50.p99Ms < BUDGET.searchP99Ms50,
    },
    { budget: 'no errors or non-2xx answers', measured: String(errors), pass: errors === 0 },
  ];
}

async function run(): Promise<boolean> {
  const shape = await prepareDatabase();
  const started = await startServers();
  child = started.child;
  const { appPort, uncachedPort, barePort, listingBytes } = started.ports;
  const shipped = `http://127.0.0.1:${appPort}`;
  const uncached = `http://127.0.0.1:${uncachedPort}`;

  // The headline: the same sequence of requests on each configuration, the bare route in between.
  const mix = await measure('[shipped] mix', shipped, mixPaths(shape), CONNECTIONS, MIX_S);
  const bare = await measure(
    'GET /bare (constant JSON)',
    `http://127.0.0.1:${barePort}`,
    '/bare',
    CONNECTIONS,
    MIX_S,
  );
  const mixUncached = await measure('[no cache] mix', uncached, mixPaths(shape), CONNECTIONS, MIX_S);
  const search10 = await measure('[no cache] search, 50 words', uncached, searchPaths(), 10, SEARCH_S);
  const search50 = await measure(
    '[no cache] search, 50 words',
    uncached,
    searchPaths(),
    CONNECTIONS,
    SEARCH_S,
  );

  const measures = [mix, bare, mixUncached, search10, search50];
  const loadAverage = loadavg().map((l) => Number(l.toFixed(2)));
  console.log(
    `\n${BOOK_COUNT} books; mix ${MIX_S} s, searches ${SEARCH_S} s; listing answer ${listingBytes} bytes; ` +
      `load average ${loadAverage.join(' ')} (${CONNECTIONS} connections unless said)`,
  );
  console.table(
    measures.map((m) => ({
      measure: m.name,
      connections: m.connections,
      'req/s': m.requestsPerSecond,
      'p50 ms': m.p50Ms,
      'p99 ms': m.p99Ms,
      errors: m.errors,
    })),
  );
  const verdicts = verdictsOf(mix, bare, search10, search50, measures);
  console.log(
    `Mix: 60% listings on random pages (half in a category), 25% books by random id, 15% searches.\n` +
      `Answer cache off, the mix makes ${((mixUncached.requestsPerSecond / bare.requestsPerSecond) * 100).toFixed(0)}% of bare req/s.`,
  );
  console.table(verdicts.map((v) => ({ ...v, pass: v.pass ? 'PASS' : 'FAIL' })));
  const pass = verdicts.every((v) => v.pass);
  const results = {
    date: new Date().toISOString(),
    command: 'npm run bench',
    books: BOOK_COUNT,
    mixSeconds: MIX_S,
    searchSeconds: SEARCH_S,
    listingBytes,
    loadAverage,
    measures,
    verdicts,
    pass,
  };
  writeFileSync(path.join(here, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  return pass;
}

let child: ChildProcess | undefined;
let pass = false;
try {
  pass = await run();
} finally {
  if (child) await stopServer(child);
  await admin(`DROP DATABASE IF EXISTS ${DATABASE_NAME} WITH (FORCE)`);
}
process.exit(pass ? 0 : 1);
