import { type ChildProcess, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { forkServer, stopServer } from './child.ts';
import { loadLighthouse } from './lighthouse.ts';
import { type Manifest, routeWeights } from './web-js.ts';
import { type JsBeforeLcp, jsBeforeLcp } from './web-lcp.ts';

/*
 * `npm run bench:web`: builds the shop, serves it as production does (precompressed files, no source
 * maps) on the demo catalogue in PGlite in a temporary folder, in a process of its own (web-shop.ts),
 * and runs Lighthouse 13 (installed for the benchmark alone on its first run: bench/lighthouse.ts) with
 * its mobile preset in the system Chromium, BENCH_WEB_RUNS times (3) per page: home, library and book details.
 * Prints the median of each measure, the first-load JavaScript of every route from the build's module
 * graph and, for each page, the JavaScript Chromium fetched before its largest contentful paint at
 * 375 px (web-lcp.ts), and the budgets (BUDGET below) as pass or fail; writes bench/web-results.json. A benchmark,
 * not a test: it exits 1 when a budget fails. BENCH_WEB_SKIP_BUILD=1 measures the build already in
 * dist/ (built with --manifest).
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
const BUDGET = {
  performance: 90,
  accessibility: 100,
  bestPractices: 95,
  seo: 95,
  cls: 0.05,
  homeJsKb: 150,
  routeJsKb: 200,
};

type Measures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
};
type Verdict = { budget: string; value: number; limit: string; pass: boolean };

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

type PageResult = { name: string; median: Measures; jsBeforeLcp: JsBeforeLcp };

function verdictsOf(pages: PageResult[], weights: ReturnType<typeof routeWeights>) {
  const verdicts: Verdict[] = [];
  const atLeast = (budget: string, value: number, limit: number) =>
    verdicts.push({ budget, value, limit: `≥ ${limit}`, pass: value >= limit });
  const atMost = (budget: string, value: number, limit: number) =>
    verdicts.push({ budget, value, limit: `≤ ${limit}`, pass: value <= limit });
  for (const { name, median: m } of pages) {
    atLeast(`${name}: performance`, m.performance, BUDGET.performance);
    atLeast(`${name}: accessibility`, m.accessibility, BUDGET.accessibility);
    atLeast(`${name}: best practices`, m.bestPractices, BUDGET.bestPractices);
    atLeast(`${name}: SEO`, m.seo, BUDGET.seo);
    atMost(`${name}: CLS`, m.cls, BUDGET.cls);
  }
  const kb = (bytes: number) => Math.round((bytes / KB) * 10) / 10;
  for (const { name, jsBeforeLcp: measured } of pages) {
    const limit = name === 'home' ? BUDGET.homeJsKb : BUDGET.routeJsKb;
    atMost(`${name}: JS before LCP in Chromium, KB as sent`, kb(measured.jsBytes), limit);
  }
  const home = weights.find((route) => route.path === '/');
  if (home) atMost('home: first-load JS, KB gzip', kb(home.gzipBytes), BUDGET.homeJsKb);
  const heaviest = [...weights].sort((a, b) => b.gzipBytes - a.gzipBytes)[0];
  atMost(
    `heaviest route (${heaviest.path}): first-load JS, KB gzip`,
    kb(heaviest.gzipBytes),
    BUDGET.routeJsKb,
  );
  return verdicts;
}

async function run(): Promise<boolean> {
  const manifest = build();
  const weights = routeWeights(
    manifest,
    webDist,
    readFileSync(path.join(root, 'src/web/app/routes.tsx'), 'utf8'),
  );
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bookshop-web-bench-'));
  const { child, origin } = await startShop(dataDir);
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const listing = await fetch(`${origin}/api/books?page=1`);
    const bookId = ((await listing.json()) as { data: { id: number }[] }).data[0]?.id;
    if (!bookId) throw new Error('The demo catalogue has no book to open');
    const targets = [
      { name: 'home', url: `${origin}/#/` },
      { name: 'library', url: `${origin}/#/books` },
      { name: 'book details', url: `${origin}/#/book-details/${bookId}` },
    ];
    const pages = [];
    for (const target of targets) {
      const runs: Measures[] = [];
      for (let i = 0; i < RUNS; i++) {
        runs.push(await auditOnceMore(target.url, chrome.port, `${target.name.replace(' ', '-')}-${i + 1}`));
        console.log(`${target.name}, run ${i + 1}/${RUNS}:`, JSON.stringify(runs.at(-1)));
      }
      const measured = await jsBeforeLcp(chrome.port, target.url);
      console.log(`${target.name}, JS before LCP in Chromium:`, JSON.stringify(measured));
      pages.push({
        ...target,
        url: target.url.replace(origin, ''),
        runs,
        median: medians(runs),
        jsBeforeLcp: measured,
      });
    }
    const verdicts = verdictsOf(pages, weights);
    report(pages, weights, verdicts);
    const pass = verdicts.every((verdict) => verdict.pass);
    const results = {
      date: new Date().toISOString(),
      node: process.version,
      lighthouse: lighthouseVersion,
      chromium: execFileSync(CHROME_PATH, ['--version']).toString().trim(),
      preset: 'mobile (Lighthouse default: simulated slow 4G, 4x CPU slowdown, Moto G Power screen)',
      runsPerPage: RUNS,
      // Lighthouse slows the CPU 4× on top of whatever else the machine is doing.
      loadAverage: loadavg().map((load) => Math.round(load * 100) / 100),
      pages,
      firstLoadJs: weights.map(({ path: routePath, page, gzipBytes }) => ({
        path: routePath,
        page,
        gzipBytes,
      })),
      budget: BUDGET,
      verdicts,
      pass,
    };
    writeFileSync(path.join(root, 'bench/web-results.json'), `${JSON.stringify(results, null, 2)}\n`);
    return pass;
  } finally {
    chrome.kill();
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(pages: PageResult[], weights: ReturnType<typeof routeWeights>, verdicts: Verdict[]) {
  console.log(`\nLighthouse 13, mobile, median of ${RUNS} runs`);
  console.log('| Page | Performance | Accessibility | Best practices | SEO | CLS | FCP | LCP | TBT |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const { name, median: m } of pages) {
    const cells = [
      m.performance,
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
      `  ${name}: ${Math.round((measured.jsBytes / KB) * 10) / 10} KB in ${measured.scripts.length} scripts, LCP at ${measured.lcpMs} ms`,
    );
  console.log('\nFirst-load JS per route (gzip):');
  console.table(
    weights.map((route) => ({ route: route.path, KB: Math.round((route.gzipBytes / KB) * 10) / 10 })),
  );
  console.log('Budgets:');
  for (const v of verdicts)
    console.log(`  ${v.pass ? 'PASS' : 'FAIL'}  ${v.budget}: ${v.value} (${v.limit})`);
}

process.exit((await run()) ? 0 : 1);
