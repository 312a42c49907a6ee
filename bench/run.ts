import type { ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '#server/db/client.ts';
import {
  type ApiFigures,
  allowedCpuPerRequest,
  isCiCheck,
  readBudgets,
  record,
  verdicts,
} from './budgets.ts';
import { CATEGORY_COUNT, firstBookId, generateCatalogue } from './catalogue.ts';
import { forkServer, stopServer } from './child.ts';
import { compareDesigns, type Design } from './compare.ts';
import { createMeasurer, type Measure, measureRows, type Target } from './measure.ts';
import { type MixShape, mixPaths, searchPaths } from './mix.ts';

/*
 * `npm run bench`: 100,000 books in a fresh PostgreSQL database, then under autocannon:
 * - the headline: a realistic mix of listings, book pages and searches (mix.ts), 50 connections, on the
 *   API as shipped and with its answer cache and listing copy off, beside a bare Fastify route in the
 *   same run;
 * - searches over 50 words as shipped at 10 connections, and with the answer cache off at 10 and 50.
 * Each measure says the CPU per request of the server's process and its PostgreSQL backends. Prints the
 * load average (other work on the machine moves every number), the budgets' verdicts, and writes
 * bench/results.json. With BENCH_COMPARE=1, the shipped API and decision 034's path (plain listings
 * from the database behind the answer cache) are measured side by side with the bare route, in
 * BENCH_ROUNDS alternating rounds (compare.ts). The database is dropped at the end, whatever happens.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const DATABASE_NAME = process.env.BENCH_DATABASE_NAME ?? 'bookshop_bench';
/** `--short`: CI's size, 10,000 books and 10 s, the shipped mix beside the bare route only. */
const SHORT = process.argv.includes('--short');
const CI = isCiCheck();
const BOOK_COUNT = SHORT ? 10_000 : Number(process.env.BENCH_BOOKS ?? 100_000);
const MIX_S = SHORT ? 10 : Number(process.env.BENCH_DURATION ?? 20);
const SEARCH_S = Math.max(5, Math.round(MIX_S / 2));
const COMPARE = Boolean(process.env.BENCH_COMPARE);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 50;
/** Seconds of the mix on the shipped API before any measure, while it loads its listing copy. */
const COPY_WARMUP_S = 5;
const BUDGET = readBudgets().budgets.api;

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
    const firstId = await firstBookId(client);
    console.log(`Generated ${BOOK_COUNT} books in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return {
      books: BOOK_COUNT,
      firstId,
      perCategory: Math.ceil(BOOK_COUNT / CATEGORY_COUNT),
    };
  } finally {
    await client.end();
  }
}

type Ports = {
  appPort: number;
  uncachedPort: number;
  barePort: number;
  databaseListingsPort?: number;
  listingBytes: number;
};

const shareOf = (m: Measure, bare: Measure) => m.requestsPerSecond / bare.requestsPerSecond;
const percent = (share: number) => `${(share * 100).toFixed(0)}%`;
const errorsOf = (all: Measure[]) => all.reduce((sum, m) => sum + m.errors, 0);

function verdictsOf(measures: Record<string, Measure>, all: Measure[]) {
  const { mix, bare, search10, uncachedSearch10, uncachedSearch50 } = measures;
  const v = verdicts();
  v.atLeast(
    'shipped mix: share of bare req/s, %',
    Math.round(shareOf(mix, bare) * 100),
    BUDGET.mixShareOfBare * 100,
  );
  v.atMost('shipped mix: p99 at 50 connections, ms', mix.p99Ms, BUDGET.mixP99Ms);
  v.atMost('shipped search: p99 at 10 connections, ms', search10.p99Ms, BUDGET.searchP99Ms10);
  v.atMost('search, cache off: p99 at 10 connections, ms', uncachedSearch10.p99Ms, BUDGET.searchP99Ms10);
  v.atMost('search, cache off: p99 at 50 connections, ms', uncachedSearch50.p99Ms, BUDGET.searchP99Ms50);
  v.atMost('errors and non-2xx answers', errorsOf(all), 0);
  return v;
}

/**
 * CI's short run: the share of bare, and the CPU per request against the one recorded. The recorded
 * figure is scaled by the bare route's CPU per request now against then: the same code costs more
 * microseconds on a slower machine, and the bare route, measured in the same run, says by how much.
 */
function shortVerdictsOf(mix: Measure, bare: Measure) {
  const v = verdicts();
  v.atLeast(
    'shipped mix: share of bare req/s, %',
    Math.round(shareOf(mix, bare) * 100),
    BUDGET.ciMixShareOfBare * 100,
  );
  const recorded = readBudgets().last.apiShort?.measures;
  const recordedMix = recorded?.find((m) => m.name === mix.name)?.cpuPerRequestUs;
  const recordedBare = recorded?.find((m) => m.name === bare.name)?.cpuPerRequestUs;
  if (CI && !recordedMix)
    throw new Error(
      'bench/budgets.json records no short run to compare with: run `npm run bench -- --short`',
    );
  if (recordedMix) {
    const { allowed, machine } = allowedCpuPerRequest(
      recordedMix.total,
      recordedBare?.total,
      bare.cpuPerRequestUs.total,
      BUDGET.ciCpuPerRequestFactor,
    );
    v.atMost(
      `shipped mix: CPU µs per request (recorded ${recordedMix.total}, this machine ${machine}× the recorded bare route's, at most ${BUDGET.ciCpuPerRequestFactor}×)`,
      mix.cpuPerRequestUs.total,
      allowed,
    );
  }
  v.atMost('errors and non-2xx answers', errorsOf([mix, bare]), 0);
  return v;
}

async function run(): Promise<boolean> {
  const loadAtStart = loadavg().map((l) => Number(l.toFixed(2)));
  console.log(`Load average at the start: ${loadAtStart.join(' ')}`);
  const shape = await prepareDatabase();
  const started = await forkServer<Ports>(path.join(here, 'servers.ts'), {
    BENCH_DB_URL: benchUrl,
    ...(COMPARE ? { BENCH_COMPARE: '1' } : {}),
  });
  child = started.child;
  const ports = started.ready;
  const target = (port: number): Target => ({ origin: `http://127.0.0.1:${port}`, pid: child!.pid! });
  const shipped = target(ports.appPort);
  const uncached = target(ports.uncachedPort);
  const bareRoute = target(ports.barePort);
  const { measure, close } = createMeasurer(benchUrl);

  try {
    // The shipped API loads its listing copy on its first plain listing: that start is not measured.
    await measure('warm-up', shipped, mixPaths(shape, 11), CONNECTIONS, COPY_WARMUP_S);
    // The headline: the same sequence of requests on each configuration, the bare route in between.
    const mix = await measure('[shipped] mix', shipped, mixPaths(shape), CONNECTIONS, MIX_S);
    const bare = await measure('GET /bare (constant JSON)', bareRoute, '/bare', CONNECTIONS, MIX_S);
    if (SHORT) return reportShort(loadAtStart, [mix, bare]);
    const mixUncached = await measure('[no cache] mix', uncached, mixPaths(shape), CONNECTIONS, MIX_S);
    const search10 = await measure('[shipped] search, 50 words', shipped, searchPaths(), 10, SEARCH_S);
    const uncachedSearch10 = await measure(
      '[no cache] search, 50 words',
      uncached,
      searchPaths(),
      10,
      SEARCH_S,
    );
    const uncachedSearch50 = await measure(
      '[no cache] search, 50 words',
      uncached,
      searchPaths(),
      CONNECTIONS,
      SEARCH_S,
    );
    const measures = [mix, bare, mixUncached, search10, uncachedSearch10, uncachedSearch50];

    const designs: Design[] = [{ name: 'shipped (listing copy)', target: shipped }];
    if (ports.databaseListingsPort !== undefined)
      designs.push({ name: 'listings from the database (034)', target: target(ports.databaseListingsPort) });
    const comparison = COMPARE
      ? await compareDesigns(designs, bareRoute, {
          measure,
          paths: () => mixPaths(shape),
          rounds: ROUNDS,
          seconds: MIX_S,
        })
      : undefined;

    const loadAverage = loadavg().map((l) => Number(l.toFixed(2)));
    console.log(
      `\n${BOOK_COUNT} books; mix ${MIX_S} s, searches ${SEARCH_S} s; listing answer ${ports.listingBytes} bytes; ` +
        `load average ${loadAtStart.join(' ')} at the start, ${loadAverage.join(' ')} at the end ` +
        `(${CONNECTIONS} connections unless said)`,
    );
    console.table(measureRows(measures));
    console.log(
      `Mix: 60% listings on random pages (half in a category), 25% books by random id, 15% searches.\n` +
        `CPU per request: the server process (user + system) and the bench database's PostgreSQL backends.\n` +
        `Answer cache and listing copy off, the mix makes ${percent(shareOf(mixUncached, bare))} of bare req/s.`,
    );
    const pass = verdictsOf({ mix, bare, search10, uncachedSearch10, uncachedSearch50 }, measures).print();
    if (!CI && !COMPARE)
      record((last) => {
        last.api[String(BOOK_COUNT)] = figuresOf(loadAtStart, measures);
      });
    const results = {
      date: new Date().toISOString(),
      command: COMPARE ? `BENCH_COMPARE=1 BENCH_ROUNDS=${ROUNDS} npm run bench` : 'npm run bench',
      books: BOOK_COUNT,
      mixSeconds: MIX_S,
      searchSeconds: SEARCH_S,
      listingBytes: ports.listingBytes,
      loadAverageAtStart: loadAtStart,
      loadAverage,
      budgets: BUDGET,
      measures,
      ...(comparison ? { comparison } : {}),
      pass,
    };
    writeFileSync(path.join(here, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
    return pass;
  } finally {
    await close();
  }
}

function figuresOf(loadAverage: number[], measures: Measure[]): ApiFigures {
  return { date: new Date().toISOString(), loadAverage, books: BOOK_COUNT, seconds: MIX_S, measures };
}

function reportShort(loadAtStart: number[], measures: [Measure, Measure]): boolean {
  console.log(
    `\n${BOOK_COUNT} books, ${MIX_S} s; load average ${loadAtStart.join(' ')} at the start, ` +
      `${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} at the end`,
  );
  console.table(measureRows(measures));
  const pass = shortVerdictsOf(...measures).print();
  if (!CI)
    record((last) => {
      last.apiShort = figuresOf(loadAtStart, measures);
    });
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
