import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import {
  isCiCheck,
  type LighthouseMedian,
  readBudgets,
  record,
  verdicts,
  type WebFigures,
} from './budgets.ts';
import { forkServer, stopServer } from './child.ts';
import { loadLighthouse } from './lighthouse.ts';
import { type FormattingTime, formattingTime } from './web-formatting.ts';
import { type Manifest, type RouteWeight, routeWeights } from './web-js.ts';
import { type JsBeforeLcp, jsBeforeLcp } from './web-lcp.ts';

/*
 * `npm run bench:web`: builds the shop, serves it as production does (precompressed files, no source
 * maps) on the demo catalogue in PGlite in a temporary folder, in a process of its own (web-shop.ts),
 * and runs Lighthouse 13 (installed for the benchmark alone on its first run: bench/lighthouse.ts) with
 * its mobile preset in the system Chromium, BENCH_WEB_RUNS times (3) per page: home, library and book
 * details. Prints the load average, the median of each measure, the first-load JavaScript of every
 * route from the build's module graph and, for each page, the JavaScript Chromium fetched before its
 * largest contentful paint at 375 px (web-lcp.ts) and the longest time spent formatting in one stretch
 * of work while it opens (web-formatting.ts), and the budgets of bench/budgets.json as pass or
 * fail; a run of three records its figures there and in the README. A benchmark, not a test: it exits
 * 1 when a budget fails. `--ci` (CI's check) measures home and book details, asks the CI median of
 * Lighthouse and every byte budget, and records nothing. BENCH_WEB_BUSY=1 keeps one core busy.
 * BENCH_WEB_SKIP_BUILD=1 measures the build already in dist/ (built with --manifest);
 * BENCH_WEB_PAGES=library,book details only the pages named; BENCH_WEB_PAGES=writer a writer's page.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDist = path.join(root, 'dist/web');
const { lighthouse, chromeLauncher, version: lighthouseVersion } = await loadLighthouse(root);
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];
const KB = 1024;
const CI = isCiCheck();
const BUDGET = readBudgets().budgets.web;
/** BENCH_WEB_BUSY=1 keeps one core busy with a loop through the runs, as a phone busy with other apps. */
const BUSY = process.env.BENCH_WEB_BUSY === '1';
/** BENCH_WEB_PAGES=library,book details measures only those pages (and records nothing). */
const PAGES = process.env.BENCH_WEB_PAGES?.split(',').map((name) => name.trim());
/** The console is for staff on their computers; every other route is a reader's. */
const isReaderRoute = (routePath: string) => !routePath.startsWith('/staff');

type Measures = LighthouseMedian;

function build(): Manifest {
  if (process.env.BENCH_WEB_SKIP_BUILD !== '1') {
    // The production build, plus the manifest that names each chunk's imports (not shipped).
    execFileSync('npx', ['vite', 'build', '--manifest'], { cwd: root, stdio: 'inherit' });
    execFileSync('node', ['scripts/precompress.mjs'], { cwd: root, stdio: 'inherit' });
  }
  const manifestDir = path.join(webDist, '.vite');
  const manifest = JSON.parse(readFileSync(path.join(manifestDir, 'manifest.json'), 'utf8')) as Manifest;
  if (process.env.BENCH_WEB_SKIP_BUILD !== '1') rmSync(manifestDir, { recursive: true, force: true });
  return manifest;
}

/** The shop in its own process (web-shop.ts), on a fresh demo catalogue in `dataDir`. */
async function startShop(dataDir: string): Promise<{ child: ChildProcess; origin: string }> {
  const { child, ready } = await forkServer<{ origin: string }>(path.join(root, 'bench/web-shop.ts'), {
    WEB_BENCH_DATA: dataDir,
    WEB_BENCH_DIST: webDist,
  });
  return { child, origin: ready.origin };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** BENCH_WEB_REPORTS=<folder> keeps each run's full Lighthouse report there, to see what it flags. */
const reportsDir = process.env.BENCH_WEB_REPORTS;

async function audit(url: string, port: number, reportName: string): Promise<Measures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.message}`);
  if (reportsDir) {
    mkdirSync(reportsDir, { recursive: true });
    writeFileSync(path.join(reportsDir, `${reportName}.json`), JSON.stringify(result.lhr, null, 1));
  }
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
    fcpMs: Math.round(value('first-contentful-paint')),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
  };
}

/** Lighthouse itself asks to be run again when its trace failed (NO_NAVSTART and the like): once. */
async function auditOnceMore(url: string, port: number, reportName: string): Promise<Measures> {
  try {
    return await audit(url, port, reportName);
  } catch (error) {
    console.warn(`${(error as Error).message}; running it again`);
    return audit(url, port, reportName);
  }
}

function medians(runs: Measures[]): Measures {
  const keys = Object.keys(runs[0]) as (keyof Measures)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as Measures;
}

type PageResult = {
  name: string;
  runs: Measures[];
  median: Measures;
  jsBeforeLcp: JsBeforeLcp;
  formatting: FormattingTime;
};

const kb = (bytes: number) => Math.round((bytes / KB) * 10) / 10;

/**
 * The budgets of bench/budgets.json. CI asks less of Lighthouse (a median on two pages); the bytes,
 * exact, it asks in full.
 */
function verdictsOf(pages: PageResult[], weights: RouteWeight[]) {
  const v = verdicts();
  for (const { name, runs, median: m } of pages) {
    if (CI || BUSY) {
      v.atLeast(`${name}: performance, median`, m.performance, BUDGET.performanceCi);
      continue;
    }
    v.atLeast(`${name}: performance, median`, m.performance, BUDGET.performance);
    v.atLeast(
      `${name}: performance, lowest run`,
      Math.min(...runs.map((run) => run.performance)),
      BUDGET.performanceEachRun,
    );
    v.atMost(`${name}: total blocking time, ms`, m.tbtMs, BUDGET.tbtMs);
    v.atMost(`${name}: largest contentful paint, ms`, m.lcpMs, BUDGET.lcpMs);
    v.atLeast(`${name}: accessibility`, m.accessibility, BUDGET.accessibility);
    v.atLeast(`${name}: best practices`, m.bestPractices, BUDGET.bestPractices);
    v.atLeast(`${name}: SEO`, m.seo, BUDGET.seo);
    v.atMost(`${name}: CLS`, m.cls, BUDGET.cls);
  }
  for (const { name, jsBeforeLcp: measured } of pages) {
    const limit = name === 'home' ? BUDGET.homeJsKb : BUDGET.routeJsKb;
    v.atMost(`${name}: JS before LCP in Chromium, KB as sent`, kb(measured.jsBytes), limit);
  }
  // Printed in CI but asked only of the benchmark's own run, as the Lighthouse budgets are.
  if (!CI)
    for (const { name, formatting } of pages)
      v.atMost(
        `${name}: formatting in one stretch of work, ms at 4× slower CPU`,
        formatting.longestMs,
        BUDGET.formattingMs,
      );
  for (const route of weights.filter((route) => isReaderRoute(route.path))) {
    const limit = route.path === '/' ? BUDGET.homeJsKb : BUDGET.routeJsKb;
    v.atMost(`${route.path}: first-load JS, KB gzip`, kb(route.gzipBytes), limit);
  }
  return v;
}

/** The share of the machine's CPU time that was busy over `ms`. */
async function busyShare(ms: number): Promise<number> {
  const total = () =>
    cpus().reduce(
      (sum, { times }) => ({
        idle: sum.idle + times.idle,
        all: sum.all + times.idle + times.user + times.nice + times.sys + times.irq,
      }),
      { idle: 0, all: 0 },
    );
  const before = total();
  await sleep(ms);
  const after = total();
  return 1 - (after.idle - before.idle) / Math.max(1, after.all - before.all);
}

/**
 * Lighthouse measures on a quiet machine: waits until the CPU has been under 15% busy for two
 * stretches of 3 s in a row (the build, the shop's start, or a database still at work after the
 * tests have finished), three minutes at most, and names what keeps it busy if it never is.
 */
async function untilQuiet(): Promise<void> {
  const deadline = Date.now() + 180_000;
  let quietStretches = 0;
  let share = 1;
  while (quietStretches < 2 && Date.now() < deadline) {
    share = await busyShare(3000);
    quietStretches = share < 0.15 ? quietStretches + 1 : 0;
  }
  const percent = Math.round(share * 100);
  if (quietStretches >= 2) {
    console.log(`The machine is quiet (${percent}% busy over 3 s); Lighthouse starts.`);
    return;
  }
  console.log(
    `The machine stayed busy (${percent}% over 3 s); Lighthouse starts anyway. The busiest processes:`,
  );
  console.log(
    execFileSync('ps', ['-eo', 'pcpu,pid,etime,args', '--sort=-pcpu'], { encoding: 'utf8' })
      .split('\n')
      .slice(0, 8)
      .map((line) => line.slice(0, 160))
      .join('\n'),
  );
}

/** A loop on one core for as long as the runs take. */
function busyLoop(): ChildProcess {
  return spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
}

async function run(): Promise<boolean> {
  const loadAverage = loadavg().map((load) => Math.round(load * 100) / 100);
  console.log(
    `Load average at the start: ${loadAverage.join(' ')}${BUSY ? '; one core kept busy by a loop' : ''}`,
  );
  const manifest = build();
  const weights = routeWeights(
    manifest,
    webDist,
    readFileSync(path.join(root, 'src/web/app/routes.tsx'), 'utf8'),
  );
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bookshop-web-bench-'));
  const { child, origin } = await startShop(dataDir);
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  await untilQuiet();
  const loop = BUSY ? busyLoop() : undefined;
  try {
    const listing = await fetch(`${origin}/api/books?page=1`);
    const bookId = ((await listing.json()) as { data: { id: number }[] }).data[0]?.id;
    if (!bookId) throw new Error('The demo catalogue has no book to open');
    const targets = [
      { name: 'home', url: `${origin}/#/` },
      { name: 'library', url: `${origin}/#/books` },
      { name: 'book details', url: `${origin}/#/book-details/${bookId}` },
      // The demo's first writer (life, biography, books); measured when asked: BENCH_WEB_PAGES=writer.
      { name: 'writer', url: `${origin}/#/writers/1` },
    ]
      .filter((target) => !CI || target.name !== 'library')
      .filter((target) => (PAGES ? PAGES.includes(target.name) : target.name !== 'writer'));
    const pages: PageResult[] = [];
    for (const target of targets) {
      const runs: Measures[] = [];
      for (let i = 0; i < RUNS; i++) {
        runs.push(await auditOnceMore(target.url, chrome.port, `${target.name.replace(' ', '-')}-${i + 1}`));
        console.log(`${target.name}, run ${i + 1}/${RUNS}:`, JSON.stringify(runs.at(-1)));
      }
      const measured = await jsBeforeLcp(chrome.port, target.url);
      console.log(`${target.name}, JS before LCP in Chromium:`, JSON.stringify(measured));
      const formatting = await formattingTime(chrome.port, target.url, webDist);
      console.log(`${target.name}, formatting while it opens (4× slower CPU):`, JSON.stringify(formatting));
      pages.push({ name: target.name, runs, median: medians(runs), jsBeforeLcp: measured, formatting });
    }
    report(pages, weights);
    const pass = verdictsOf(pages, weights).print();
    const figures: WebFigures = {
      date: new Date().toISOString(),
      loadAverage,
      busyCore: BUSY,
      pages: pages.map(({ name, runs, median: m }) => ({
        name,
        runs: runs.map((r) => r.performance),
        median: m,
      })),
      firstLoadJs: weights.map(({ path: routePath, gzipBytes }) => ({ path: routePath, gzipBytes })),
      jsBeforeLcp: pages.map(({ name, jsBeforeLcp: m }) => ({ name, gzipBytes: m.jsBytes })),
      formatting: pages.map(({ name, formatting }) => ({ name, longestMs: formatting.longestMs })),
    };
    if (!CI && !PAGES && RUNS >= 3)
      record((last) => {
        if (BUSY) last.webBusy = figures;
        else last.web = figures;
      });
    return pass;
  } finally {
    loop?.kill();
    chrome.kill();
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(pages: PageResult[], weights: RouteWeight[]) {
  console.log(
    `\nLighthouse ${lighthouseVersion}, mobile (simulated slow 4G, 4x CPU slowdown), median of ${RUNS} runs; ` +
      execFileSync(CHROME_PATH, ['--version']).toString().trim(),
  );
  console.log('| Page | Performance (runs) | Accessibility | Best practices | SEO | CLS | FCP | LCP | TBT |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const { name, runs, median: m } of pages) {
    const cells = [
      `${m.performance} (${runs.map((r) => r.performance).join(', ')})`,
      m.accessibility,
      m.bestPractices,
      m.seo,
      m.cls,
      `${m.fcpMs} ms`,
      `${m.lcpMs} ms`,
      `${m.tbtMs} ms`,
    ];
    console.log(`| ${name} | ${cells.join(' | ')} |`);
  }
  console.log('\nJS Chromium fetched before the largest contentful paint, 375 px wide (as sent):');
  for (const { name, jsBeforeLcp: measured } of pages)
    console.log(
      `  ${name}: ${kb(measured.jsBytes)} KB in ${measured.scripts.length} scripts, LCP at ${measured.lcpMs} ms`,
    );
  console.log('\nFormatting while the page opens, CPU 4× slower (longest in one stretch of work / in all):');
  for (const { name, formatting } of pages)
    console.log(`  ${name}: ${formatting.longestMs} ms / ${formatting.totalMs} ms`);
  console.log('\nFirst-load JS per route (gzip):');
  console.table(weights.map((route) => ({ route: route.path, KB: kb(route.gzipBytes) })));
}

process.exit((await run()) ? 0 : 1);
