import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Measure } from './measure.ts';

/*
 * The shop's speed budgets and the last figures measured against them, in one file
 * (bench/budgets.json) that the benchmarks read and rewrite. The README's speed tables are made
 * from that file (renderReadme), between marker comments, each time a benchmark records a run.
 *
 * A run under CI (`--ci`) checks the same budgets, compares against the recorded figures and prints
 * its own, but records nothing: the recorded figures change only with a benchmark run on purpose.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
export const BUDGETS_FILE = path.join(here, 'budgets.json');
const README = path.join(here, '..', 'README.md');

export type LighthouseMedian = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
};

export type WebFigures = {
  date: string;
  loadAverage: number[];
  busyCore?: boolean;
  pages: { name: string; runs: number[]; median: LighthouseMedian }[];
  /** First-load JS per route, gzip bytes, from the build's module graph. */
  firstLoadJs: { path: string; gzipBytes: number }[];
  /** JS fetched before the largest paint in Chromium at 375 px, gzip bytes as sent. */
  jsBeforeLcp?: { name: string; gzipBytes: number }[];
  /** The most time spent formatting in one stretch of work, 4× slowed CPU (web-formatting.ts). */
  formatting?: { name: string; longestMs: number }[];
};

/** A measure of `npm run bench` (measure.ts), as recorded: the bare route's CPU may be left out. */
export type ApiMeasure = Omit<Measure, 'cpuPerRequestUs'> & Partial<Pick<Measure, 'cpuPerRequestUs'>>;

export type ApiFigures = {
  date: string;
  loadAverage: number[];
  books: number;
  seconds: number;
  measures: ApiMeasure[];
};

export type Budgets = {
  web: {
    /** Median of three Lighthouse runs, each page; no single run below `performanceEachRun`. */
    performance: number;
    performanceEachRun: number;
    /** What CI asks of the median on home and book details (its machine is busy with the build). */
    performanceCi: number;
    accessibility: number;
    bestPractices: number;
    seo: number;
    cls: number;
    tbtMs: number;
    lcpMs: number;
    homeJsKb: number;
    routeJsKb: number;
    /** Formatting in one stretch of work while a page opens, 4× slowed CPU: never a long task. */
    formattingMs: number;
  };
  api: {
    mixShareOfBare: number;
    mixP99Ms: number;
    searchP99Ms10: number;
    searchP99Ms50: number;
    /** CI's short run (10,000 books, 10 s): share of bare, and CPU per request against the recorded. */
    ciMixShareOfBare: number;
    ciCpuPerRequestFactor: number;
  };
  tests: { wallS: number; cpuS: number };
};

export type BudgetsFile = {
  budgets: Budgets;
  last: {
    web?: WebFigures;
    /** The same, with one core kept busy by a loop (BENCH_WEB_BUSY=1). */
    webBusy?: WebFigures;
    /** Keyed by the catalogue's size: "100000", "10000". */
    api: Record<string, ApiFigures>;
    /** The short run CI repeats, whose CPU per request CI compares with. */
    apiShort?: ApiFigures;
    tests?: {
      date: string;
      loadAverage: number[];
      wallS: number;
      cpuS: number;
      files: number;
      tests: number;
    };
  };
};

export type Verdict = { budget: string; value: number | string; limit: string; pass: boolean };

export function readBudgets(file = BUDGETS_FILE): BudgetsFile {
  return JSON.parse(readFileSync(file, 'utf8')) as BudgetsFile;
}

/** Whether this run is CI's check: it prints and judges, and records nothing. */
export const isCiCheck = (argv = process.argv) => argv.includes('--ci');

/** Records `figures` under `last` and makes the README's speed tables again. */
export function record(update: (last: BudgetsFile['last']) => void, file = BUDGETS_FILE, readme = README) {
  const budgets = readBudgets(file);
  update(budgets.last);
  writeFileSync(file, `${JSON.stringify(budgets, null, 2)}\n`);
  writeFileSync(readme, renderReadme(readFileSync(readme, 'utf8'), budgets));
}

/** A collector of verdicts: `atLeast` and `atMost` each add one. */
export function verdicts() {
  const list: Verdict[] = [];
  return {
    list,
    atLeast(budget: string, value: number, limit: number) {
      list.push({ budget, value, limit: `≥ ${limit}`, pass: value >= limit });
    },
    atMost(budget: string, value: number, limit: number) {
      list.push({ budget, value, limit: `≤ ${limit}`, pass: value <= limit });
    },
    print() {
      console.log('Budgets:');
      for (const v of list)
        console.log(`  ${v.pass ? 'PASS' : 'FAIL'}  ${v.budget}: ${v.value} (${v.limit})`);
      return list.every((v) => v.pass);
    },
  };
}

/**
 * The most CPU per request CI's short run may use: `factor` × the recorded figure, scaled by how much
 * more (or less) the bare route costs on this machine now than when it was recorded. Without a
 * recorded bare figure, the recorded mix alone.
 */
export function allowedCpuPerRequest(
  recordedMix: number,
  recordedBare: number | undefined,
  bareNow: number,
  factor: number,
) {
  const machine = recordedBare ? Math.round((bareNow / recordedBare) * 100) / 100 : 1;
  return { allowed: Math.round(recordedMix * machine * factor), machine };
}

const kb = (bytes: number) => (Math.round((bytes / 1024) * 10) / 10).toFixed(1);
const int = (n: number) => new Intl.NumberFormat('en-US').format(Math.round(n));
const load = (l: number[]) => l.map((n) => n.toFixed(2)).join(' ');
const day = (iso: string) => iso.slice(0, 10);

/** A Markdown table with its columns padded, as the formatter writes them. */
function table(head: string[], rows: (string | number)[][]): string {
  const cells = [head, ...rows.map((row) => row.map(String))];
  const widths = head.map((_, i) => Math.max(3, ...cells.map((row) => row[i].length)));
  const line = (row: string[]) => `| ${row.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  return [line(cells[0]), line(widths.map((w) => '-'.repeat(w))), ...cells.slice(1).map(line)].join('\n');
}

function webSection({ budgets, last }: BudgetsFile): string {
  const b = budgets.web;
  const lines = [
    `Budgets: median performance ≥ ${b.performance} on each page with no run below ${b.performanceEachRun}, ` +
      `TBT ≤ ${b.tbtMs} ms, LCP ≤ ${b.lcpMs} ms, accessibility ${b.accessibility}, best practices ` +
      `${b.bestPractices}, SEO ${b.seo}, CLS ≤ ${b.cls}; first-load JS (gzip) ≤ ${b.homeJsKb} KB on home and ` +
      `≤ ${b.routeJsKb} KB on every reader route. CI asks a median of ≥ ${b.performanceCi} on home and book details.`,
  ];
  const web = last.web;
  if (!web) return lines.join('\n');
  lines.push(...lighthouseTable(web));
  if (last.webBusy) lines.push(...lighthouseTable(last.webBusy));
  lines.push(
    '',
    'First-load JS per route (gzip, from the build):',
    '',
    table(
      ['Route', 'KB'],
      web.firstLoadJs.map((route) => [`\`${route.path}\``, kb(route.gzipBytes)]),
    ),
  );
  if (web.jsBeforeLcp?.length)
    lines.push(
      '',
      `In Chromium at 375 px, JS fetched before the largest paint: ${web.jsBeforeLcp
        .map(({ name, gzipBytes }) => `${name} ${kb(gzipBytes)} KB`)
        .join(', ')}.`,
    );
  if (web.formatting?.length)
    lines.push(
      '',
      `Formatting (prices, currencies, numbers, dates) in one stretch of work while the page opens, CPU 4× slower: ${web.formatting
        .map(({ name, longestMs }) => `${name} ${longestMs} ms`)
        .join(', ')} (≤ ${b.formattingMs} ms).`,
    );
  return lines.join('\n');
}

function lighthouseTable(web: WebFigures): string[] {
  return [
    '',
    `Lighthouse mobile, ${day(web.date)}, load average ${load(web.loadAverage)} at the start${web.busyCore ? ', one core kept busy by a loop' : ''}:`,
    '',
    table(
      ['Page', 'Performance (runs)', 'Accessibility', 'Best practices', 'SEO', 'CLS', 'FCP', 'LCP', 'TBT'],
      web.pages.map(({ name, runs, median: m }) => [
        name,
        `${m.performance} (${runs.join(', ')})`,
        m.accessibility,
        m.bestPractices,
        m.seo,
        m.cls,
        `${int(m.fcpMs)} ms`,
        `${int(m.lcpMs)} ms`,
        `${int(m.tbtMs)} ms`,
      ]),
    ),
  ];
}

function apiTable(figures: ApiFigures): string {
  return table(
    ['measure', 'connections', 'req/s', 'p50 ms', 'p99 ms', 'CPU µs/request (Node + PostgreSQL)', 'errors'],
    figures.measures.map((m) => [
      m.name,
      m.connections,
      int(m.requestsPerSecond),
      m.p50Ms,
      m.p99Ms,
      m.cpuPerRequestUs
        ? `${m.cpuPerRequestUs.total} (${m.cpuPerRequestUs.node} + ${m.cpuPerRequestUs.postgres})`
        : '',
      m.errors,
    ]),
  );
}

function shareOfBare(figures: ApiFigures): string {
  const mix = figures.measures.find((m) => m.name.startsWith('[shipped] mix'));
  const bare = figures.measures.find((m) => m.name.startsWith('GET /bare'));
  return mix && bare ? `${Math.round((mix.requestsPerSecond / bare.requestsPerSecond) * 100)}%` : '?';
}

function apiSection({ budgets, last }: BudgetsFile): string {
  const b = budgets.api;
  const lines = [
    `Budgets: the shipped mix at least ${b.mixShareOfBare * 100}% of the bare route's req/s in the same run, ` +
      `its p99 ≤ ${b.mixP99Ms} ms at 50 connections; search p99 ≤ ${b.searchP99Ms10} ms at 10 connections ` +
      `and ≤ ${b.searchP99Ms50} ms at 50; no errors. CI's short run (10,000 books, 10 s) fails below ` +
      `${b.ciMixShareOfBare * 100}% of bare or above ${b.ciCpuPerRequestFactor}× the recorded CPU per request, ` +
      "scaled by the bare route's CPU per request in the same run against the recorded one (a slower machine costs more for the same code).",
  ];
  const runs = Object.values(last.api).sort((x, y) => y.books - x.books);
  for (const figures of [...runs, ...(last.apiShort ? [last.apiShort] : [])]) {
    const short = figures === last.apiShort;
    lines.push(
      '',
      `${short ? "CI's short run, recorded" : 'Last run'} (${day(figures.date)}, ${int(figures.books)} books, ` +
        `${figures.seconds} s, load average ${load(figures.loadAverage)} at the start): the shipped mix made ` +
        `${shareOfBare(figures)} of the bare route.`,
      '',
      apiTable(figures),
    );
  }
  return lines.join('\n');
}

const SECTIONS: Record<string, (file: BudgetsFile) => string> = { web: webSection, api: apiSection };

/** The README with each `<!-- budgets:NAME -->` … `<!-- /budgets:NAME -->` section made from `file`. */
export function renderReadme(readme: string, file: BudgetsFile): string {
  let out = readme;
  for (const [name, render] of Object.entries(SECTIONS)) {
    const start = `<!-- budgets:${name} -->`;
    const end = `<!-- /budgets:${name} -->`;
    const from = out.indexOf(start);
    const to = out.indexOf(end);
    if (from < 0 || to < from) throw new Error(`README.md has no ${start} … ${end} section`);
    out = `${out.slice(0, from + start.length)}\n${render(file)}\n${out.slice(to)}`;
  }
  return out;
}
