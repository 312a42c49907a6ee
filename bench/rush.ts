import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { signUpAccounts } from './rush/accounts.ts';
import { runBuyers } from './rush/buyers.ts';
import { runChecks } from './rush/checks.ts';
import { makeFixtures } from './rush/fixtures.ts';
import { createRecorder } from './rush/recorder.ts';
import { GOALS, printResults, type Result, result } from './rush/report.ts';
import { serverProblems, startRushShop } from './rush/shop.ts';

/*
 * `npm run bench:rush`: a sale day on PostgreSQL. For each configuration (RUSH_BUYERS buyers at once,
 * default 50 and 200, on RUSH_PROCESSES API processes, default 1 and 3 behind nginx) a fresh database
 * with the demo catalogue, a staff-made sale, a coupon of few uses and printed books of small stock
 * (rush/fixtures.ts); the buyers' accounts signed up by e-mail code beforehand (not timed); then every
 * buyer goes through quote → order → pay for RUSH_SECONDS (60) (rush/buyers.ts). It reports orders/s,
 * p50/p99 per step and the answers by status, then reads the database: exact stock, gapless invoice
 * numbers, each mail queued and sent once, the coupon's limit held, the job queue drained
 * (rush/checks.ts). Writes bench/rush-results.json; exits 1 when a goal fails: any 5xx or 503, a
 * failed check, or a p99 above 1 s at 50 buyers.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const list = (value: string | undefined, fallback: string) =>
  (value ?? fallback).split(',').map((item) => Number(item.trim()));
const SECONDS = Number(process.env.RUSH_SECONDS ?? 60);
const BUYERS = list(process.env.RUSH_BUYERS, '50,200');
const PROCESSES = list(process.env.RUSH_PROCESSES, '1,3');
/** Accounts per buyer: enough that each stays under the shop's per-client limits a minute. */
const ACCOUNTS_PER_BUYER = Number(process.env.RUSH_ACCOUNTS_PER_BUYER ?? 4);
const HOT_STOCK = Number(process.env.RUSH_HOT_STOCK ?? 20);
/**
 * The connections the fleet has to the database, shared among its processes as an operator sizes a
 * fleet's pools (README, `DB_POOL_SIZE`): one process's default pool by default.
 */
const POOL = Number(process.env.RUSH_POOL ?? 20);
const COUPON_USES = Number(process.env.RUSH_COUPON_USES ?? 25);

const loads = () => loadavg().map((load) => Math.round(load * 100) / 100);

async function runConfiguration(processes: number, buyers: number, index: number): Promise<Result> {
  console.log(`\n${buyers} buyers on ${processes} process(es): starting the shop…`);
  const poolSize = Math.ceil(POOL / processes);
  const shop = await startRushShop(serverUrl, processes, poolSize);
  try {
    const fixtures = await makeFixtures({ ...shop.fleet, base: shop.base }, HOT_STOCK, COUPON_USES);
    const count = buyers * ACCOUNTS_PER_BUYER;
    const signUpStarted = performance.now();
    const accounts = await signUpAccounts(shop.base, shop.smtp, index + 1, count);
    console.log(
      `${count} accounts signed up in ${((performance.now() - signUpStarted) / 1000).toFixed(1)} s`,
    );
    const recorder = createRecorder();
    const start = loads();
    const rush = { base: shop.base, fixtures, stripe: shop.stripe, recorder };
    const seconds = await runBuyers(rush, accounts, buyers, SECONDS, index + 1);
    const end = loads();
    const checks = await runChecks(shop.fleet.databaseUrl, fixtures, recorder, shop.smtp);
    const run = { processes, poolSize, buyers, accounts: count, seconds, loadAverage: { start, end } };
    const errors = serverProblems(shop.fleet);
    return result(
      { ...run, codOffered: fixtures.cod !== undefined, serverProblems: errors },
      recorder,
      checks,
    );
  } finally {
    await shop.close();
  }
}

const results: Result[] = [];
for (const processes of PROCESSES) {
  for (const buyers of BUYERS) results.push(await runConfiguration(processes, buyers, results.length));
}
printResults(results);
const file = path.join(root, 'bench/rush-results.json');
const at = new Date().toISOString();
writeFileSync(file, `${JSON.stringify({ at, seconds: SECONDS, goals: GOALS, results }, null, 2)}\n`);
console.log(`\nWritten to ${path.relative(root, file)}`);
const ok = results.every((r) => r.ok);
console.log(ok ? 'Every goal met.' : 'A goal failed (see FAIL above).');
process.exit(ok ? 0 : 1);
