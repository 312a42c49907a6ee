import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type ApiFigures,
  allowedCpuPerRequest,
  type BudgetsFile,
  readBudgets,
  record,
  renderReadme,
  verdicts,
} from './budgets.ts';

const figures = {
  date: '2026-11-29T06:00:00.000Z',
  loadAverage: [0.8, 0.9, 1.1],
  books: 10000,
  seconds: 10,
  measures: [
    {
      name: '[shipped] mix',
      connections: 50,
      requestsPerSecond: 6000,
      p50Ms: 7,
      p99Ms: 21,
      errors: 0,
      cpuPerRequestUs: { node: 250, postgres: 60, total: 310 },
    },
    {
      name: 'GET /bare (constant JSON)',
      connections: 50,
      requestsPerSecond: 10000,
      p50Ms: 4,
      p99Ms: 9,
      errors: 0,
    },
  ],
} satisfies ApiFigures;

const readme = [
  '# Shop',
  '<!-- budgets:web -->',
  'old web table',
  '<!-- /budgets:web -->',
  'between',
  '<!-- budgets:api -->',
  'old api table',
  '<!-- /budgets:api -->',
  'after',
].join('\n');

let folder: string | undefined;
afterEach(() => folder && rmSync(folder, { recursive: true, force: true }));

describe('the speed budgets file', () => {
  it('holds every budget the benchmarks and CI judge by', () => {
    const { budgets } = readBudgets();
    // CI's Lighthouse floor follows the machine CI runs on (decision 065): 85 is the aim, 55 on this one.
    expect(budgets.web).toMatchObject({ homeJsKb: 150, routeJsKb: 200, performance: 95, performanceCi: 55 });
    expect(budgets.api).toMatchObject({
      mixShareOfBare: 0.5,
      ciMixShareOfBare: 0.35,
      ciCpuPerRequestFactor: 1.5,
    });
  });

  it("makes the README's speed sections from the recorded figures, leaving the rest as it was", () => {
    const file: BudgetsFile = { ...readBudgets(), last: { api: { '10000': figures } } };
    const out = renderReadme(readme, file);
    expect(out).not.toContain('old api table');
    expect(out).toContain('the shipped mix made 60% of the bare route');
    expect(out).toMatch(/\| \[shipped\] mix +\| 50 +\| 6,000 +\| 7 +\| 21 +\| 310 \(250 \+ 60\) +\| 0 +\|/);
    expect(out.startsWith('# Shop\n<!-- budgets:web -->\n')).toBe(true);
    expect(out).toContain('<!-- /budgets:web -->\nbetween\n<!-- budgets:api -->');
    expect(out.endsWith('<!-- /budgets:api -->\nafter')).toBe(true);
    // Made again from the same figures, the README does not change.
    expect(renderReadme(out, file)).toBe(out);
  });

  it('refuses a README without the sections rather than losing its tables', () => {
    expect(() => renderReadme('# Shop\n', readBudgets())).toThrow(
      'README.md has no <!-- budgets:web --> … <!-- /budgets:web --> section',
    );
  });

  it('records a run in the file and in the README together', () => {
    folder = mkdtempSync(path.join(tmpdir(), 'budgets-'));
    const file = path.join(folder, 'budgets.json');
    const readmeFile = path.join(folder, 'README.md');
    writeFileSync(file, JSON.stringify(readBudgets()));
    writeFileSync(readmeFile, readme);
    record(
      (last) => {
        last.apiShort = figures;
      },
      file,
      readmeFile,
    );
    expect(readBudgets(file).last.apiShort).toEqual(figures);
    expect(readFileSync(readmeFile, 'utf8')).toContain(
      "CI's short run, recorded (2026-11-29, 10,000 books, 10 s",
    );
  });

  it('fails a verdict past its limit and passes one on it', () => {
    const v = verdicts();
    v.atMost('home: first-load JS, KB gzip', 150, 150);
    v.atLeast('home: performance', 84, 85);
    expect(v.list.map((x) => x.pass)).toEqual([true, false]);
    expect(v.list[1]).toEqual({ budget: 'home: performance', value: 84, limit: '≥ 85', pass: false });
  });
});

describe("CI's CPU per request of the mix", () => {
  it('allows 1.5× the recorded figure on the machine that recorded it', () => {
    expect(allowedCpuPerRequest(241, 170, 170, 1.5)).toEqual({ allowed: 362, machine: 1 });
  });

  it('scales the recorded figure by the bare route of the same run on a slower or faster machine', () => {
    expect(allowedCpuPerRequest(241, 170, 280, 1.5)).toEqual({ allowed: 596, machine: 1.65 });
    expect(allowedCpuPerRequest(241, 170, 85, 1.5)).toEqual({ allowed: 181, machine: 0.5 });
  });

  it('keeps the recorded mix alone when no bare figure was recorded', () => {
    expect(allowedCpuPerRequest(241, undefined, 280, 1.5)).toEqual({ allowed: 362, machine: 1 });
  });
});
