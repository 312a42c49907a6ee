import { type ChildProcess, fork } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '#server/db/client.ts';
import { generateCatalogue } from './catalogue.ts';

/*
 * `npm run bench`: 100,000 books in a fresh PostgreSQL database, the shop API and a bare Fastify route
 * under autocannon (50 connections), a table of req/s and latency, the budget verdicts (issue 3 point 11)
 * and bench/results.json. The database is dropped at the end, whatever happens.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const DATABASE_NAME = 'bookshop_bench';
const BOOK_COUNT = Number(process.env.BENCH_BOOKS ?? 100_000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = 2;
const CONNECTIONS = 50;
/** A word in about 2% of the titles, typed with a bare alef and ha where the titles have أ and ة. */
const SEARCH_WORD = 'الاسره';
const BUDGET = { listingShareOfBare: 0.5, detailsShareOfBare: 0.5, searchP99Ms: 50 };

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

async function prepareDatabase() {
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
    const { rows } = await client.query('SELECT max(id) AS id FROM books');
    console.log(`Generated ${BOOK_COUNT} books in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return { sampleId: Math.ceil(Number(rows[0].id) / 2) };
  } finally {
    await client.end();
  }
}

type Ports = { appPort: number; uncachedPort: number; barePort: number; listingBytes: number };

function startServers(): Promise<{ child: ChildProcess; ports: Ports }> {
  const child = fork(path.join(here, 'servers.ts'), { env: { ...process.env, BENCH_DB_URL: benchUrl } });
  return new Promise((resolve, reject) => {
    child.once('message', (ports) => resolve({ child, ports: ports as Ports }));
    child.once('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
  });
}

function stopServers(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.send('stop');
  });
}

type Measure = {
  name: string;
  url: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
};

async function measure(name: string, url: string): Promise<Measure> {
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_S });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, timeout: 10 });
  return {
    name,
    url,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

type Verdict = { budget: string; measured: string; pass: boolean };

/** The budgets of issue 3 point 11 for one configuration of the API, against the bare route. */
function verdictsOf(listing: Measure, search: Measure, details: Measure, bare: Measure): Verdict[] {
  const share = (m: Measure) => m.requestsPerSecond / bare.requestsPerSecond;
  const percent = (m: Measure) => `${(share(m) * 100).toFixed(0)}%`;
  return [
    {
      budget: `listing >= ${BUDGET.listingShareOfBare * 100}% of bare req/s`,
      measured: percent(listing),
      pass: share(listing) >= BUDGET.listingShareOfBare,
    },
    {
      budget: `details >= ${BUDGET.detailsShareOfBare * 100}% of bare req/s`,
      measured: percent(details),
      pass: share(details) >= BUDGET.detailsShareOfBare,
    },
    {
      budget: `search p99 < ${BUDGET.searchP99Ms} ms`,
      measured: `${search.p99Ms} ms`,
      pass: search.p99Ms < BUDGET.searchP99Ms,
    },
    {
      budget: 'no errors or non-2xx answers',
      measured: String(listing.errors + search.errors + details.errors),
      pass: listing.errors + search.errors + details.errors === 0,
    },
  ];
}

const printVerdicts = (title: string, verdicts: Verdict[]) => {
  console.log(title);
  console.table(verdicts.map((v) => ({ ...v, pass: v.pass ? 'PASS' : 'FAIL' })));
};

/** Measures the three API routes of one configuration. */
async function measureApi(label: string, api: string, sampleId: number) {
  const listing = await measure(`${label} GET /api/books?page=1`, `${api}/books?page=1`);
  const search = await measure(
    `${label} GET /api/books?search=${SEARCH_WORD}`,
    `${api}/books?search=${encodeURIComponent(SEARCH_WORD)}`,
  );
  const details = await measure(`${label} GET /api/books/${sampleId}`, `${api}/books/${sampleId}`);
  return { listing, search, details };
}

async function run(): Promise<boolean> {
  const { sampleId } = await prepareDatabase();
  const started = await startServers();
  child = started.child;
  const { appPort, uncachedPort, barePort, listingBytes } = started.ports;
  const shipped = await measureApi('[shipped]', `http://127.0.0.1:${appPort}/api`, sampleId);
  const database = await measureApi('[no cache]', `http://127.0.0.1:${uncachedPort}/api`, sampleId);
  const bare = await measure('GET /bare (constant JSON)', `http://127.0.0.1:${barePort}/bare`);

  const measures = [...Object.values(shipped), ...Object.values(database), bare];
  // Other work on the machine moves every number; the load average tells a disturbed run apart.
  const loadAverage = loadavg().map((l) => Number(l.toFixed(2)));
  console.log(
    `\n${BOOK_COUNT} books, ${CONNECTIONS} connections, ${DURATION_S} s each; listing answer ${listingBytes} bytes; ` +
      `load average ${loadAverage.join(' ')}`,
  );
  console.table(
    measures.map((m) => ({
      route: m.name,
      'req/s': m.requestsPerSecond,
      'p50 ms': m.p50Ms,
      'p99 ms': m.p99Ms,
      errors: m.errors,
    })),
  );
  const verdicts = verdictsOf(shipped.listing, shipped.search, shipped.details, bare);
  const databaseVerdicts = verdictsOf(database.listing, database.search, database.details, bare);
  printVerdicts('Budget, API as shipped (answer cache on):', verdicts);
  printVerdicts('Same budget, every request reaching PostgreSQL (answer cache off):', databaseVerdicts);
  const pass = verdicts.every((v) => v.pass);
  const results = {
    date: new Date().toISOString(),
    books: BOOK_COUNT,
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
    listingBytes,
    loadAverage,
    searchWord: SEARCH_WORD,
    measures,
    verdicts,
    databaseVerdicts,
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
  if (child) await stopServers(child);
  await admin(`DROP DATABASE IF EXISTS ${DATABASE_NAME} WITH (FORCE)`);
}
process.exit(pass ? 0 : 1);
