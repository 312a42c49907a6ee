import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { forkServer, stopServer } from './child.ts';

/*
 * `npm run bench:reader`: how soon a bought book shows its first page in the in-shop reader on a phone.
 * Builds the shop (BENCH_READER_SKIP_BUILD=1 takes dist/web as it is), serves it on the demo catalogue
 * with a 50- and a 300-page book the demo client owns (reader-shop.ts), and opens each in the system
 * Chromium as a mid-range phone (375 × 812 at 2×, the CPU slowed four times), on Wi-Fi and on a mobile
 * network (150 ms round trips, 1.6 Mbit/s down: Lighthouse's mobile preset). For each it reports:
 * - the first open, when the server stamps the owner's copy (once per owner and book);
 * - the median of BENCH_READER_RUNS (3) later opens in a fresh profile: the first page on screen (ms
 *   from navigation), the bytes of the book fetched by then (ranges, not the whole file), the page's
 *   JavaScript heap, and the first page again on the reader's next visit (the shop's code cached).
 * Writes bench/reader-results.json. A benchmark, not a test: it exits 1 when a budget fails.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDist = path.join(root, 'dist/web');
const RUNS = Number(process.env.BENCH_READER_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** The first page on Wi-Fi, and on the mobile network (where pdf.js's own 311 KB worker takes most of it). */
const BUDGET = { wifiFirstPageMs: 3000, mobileFirstPageMs: 9000, heapMb: 60 };

type Book = { id: number; pages: number; bytes: number };
type Ready = { origin: string; books: Book[]; session: { id: number; token: string } };
type Open = { firstPageMs: number; againMs: number; fetchedBytes: number; heapMb: number };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Lighthouse's mobile network (150 ms, 1.6 Mbit/s down), or none: the phone's CPU only, on Wi-Fi. */
type Network = 'mobile' | 'wifi';

async function phone(browser: Browser, ready: Ready, network: Network): Promise<Page> {
  const context = await browser.newContext({
    baseURL: ready.origin,
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  await context.addInitScript((session) => {
    localStorage.setItem('client', JSON.stringify(session));
  }, ready.session);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.BENCH_READER_CPU ?? 4) });
  await cdp.send('Network.enable');
  if (network === 'mobile')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
  return page;
}

/** Ms from navigation to the reader's first page drawn, polled in the page each frame. */
function firstPageDrawn(page: Page): Promise<number> {
  // A string: the benchmark's own compiled helpers are not in the page.
  return page.evaluate<number>(`new Promise((resolve) => {
    const selector = '[data-testid="reader-page"][data-page-number="1"] canvas[data-drawn="true"]';
    const check = () => (document.querySelector(selector) ? resolve(performance.now()) : requestAnimationFrame(check));
    check();
  })`);
}

/** Opens the book in the reader and waits for its first page to be drawn, then again on a second visit. */
async function open(browser: Browser, ready: Ready, book: Book, network: Network): Promise<Open> {
  const page = await phone(browser, ready, network);
  await page.goto(`/#/read/${book.id}`);
  const firstPageMs = await firstPageDrawn(page);
  // What arrived of the book by then, as the page's resource timing counts it (ranges and headers).
  const fetchedBytes = await page.evaluate<number>(`performance
    .getEntriesByType('resource')
    .filter((entry) => new URL(entry.name).pathname === '/api/books/${book.id}/read' && entry.startTime <= ${firstPageMs})
    .reduce((sum, entry) => sum + entry.transferSize, 0)`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const heap = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0;
  // The reader's next visit: the shop's code is in the browser's cache, the book is not.
  await page.reload();
  const againMs = await firstPageDrawn(page);
  const result = {
    firstPageMs: Math.round(firstPageMs),
    againMs: Math.round(againMs),
    fetchedBytes,
    heapMb: Math.round(heap / 1e5) / 10,
  };
  await page.context().close();
  return result;
}

if (process.env.BENCH_READER_SKIP_BUILD !== '1') {
  // The build as production serves it: precompressed files beside the others.
  execFileSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });
  execFileSync('node', ['scripts/precompress.mjs'], { cwd: root, stdio: 'inherit' });
}
const dataDir = mkdtempSync(path.join(tmpdir(), 'bookshop-reader-bench-'));
const { child, ready } = await forkServer<Ready>(path.join(root, 'bench/reader-shop.ts'), {
  READER_BENCH_DATA: dataDir,
  READER_BENCH_DIST: webDist,
});
const browser = await chromium.launch({
  executablePath: CHROME_PATH,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const results: Record<string, unknown>[] = [];
let failed = false;
try {
  for (const book of ready.books) {
    for (const network of ['wifi', 'mobile'] as const) {
      const first = await open(browser, ready, book, network);
      const later: Open[] = [];
      for (let run = 0; run < RUNS; run++) later.push(await open(browser, ready, book, network));
      const row = {
        pages: book.pages,
        network,
        fileKb: Math.round(book.bytes / 1024),
        firstOpenMs: first.firstPageMs,
        firstPageMs: median(later.map((one) => one.firstPageMs)),
        againMs: median(later.map((one) => one.againMs)),
        fetchedKb: Math.round(median(later.map((one) => one.fetchedBytes)) / 1024),
        heapMb: median(later.map((one) => one.heapMb)),
      };
      const limit = network === 'wifi' ? BUDGET.wifiFirstPageMs : BUDGET.mobileFirstPageMs;
      const pass = row.firstPageMs <= limit && row.heapMb <= BUDGET.heapMb;
      failed ||= !pass;
      results.push({ ...row, pass });
    }
  }
} finally {
  await browser.close();
  await stopServer(child);
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(
      ' ',
    )}; budgets: first page ≤ ${BUDGET.wifiFirstPageMs} ms on Wi-Fi and ≤ ${BUDGET.mobileFirstPageMs} ms on the mobile network, heap ≤ ${BUDGET.heapMb} MB`,
);
console.table(results);
writeFileSync(
  path.join(root, 'bench/reader-results.json'),
  `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, budget: BUDGET, results }, null, 2)}\n`,
);
if (failed) process.exit(1);
