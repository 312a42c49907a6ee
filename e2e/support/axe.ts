import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { hashPath, main } from './steps.ts';

/*
 * axe-core in Chromium, shared by the accessibility runs of the shop and of the console: wait until a
 * page has settled, run axe on the whole document and keep its serious and critical violations.
 */

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Loading marks: skeletons, a busy region, a spinner. */
const loading = /animate-pulse|animate-spin|aria-busy="true"/;

/**
 * Waits until the page's main content has stopped changing (data arrived, skeletons and spinners
 * replaced). `spinning`: the page's settled state is itself a spinner (a payment being checked).
 */
export async function settle(page: Page, { spinning = false } = {}) {
  await main(page).waitFor();
  let last = '';
  await expect
    .poll(
      async () => {
        const now = await main(page).innerHTML();
        const still = now === last && (spinning ? !/animate-pulse/.test(now) : !loading.test(now));
        last = now;
        return still;
      },
      { timeout: 15_000, interval: 400 },
    )
    .toBe(true);
}

export type Finding = { route: string; rule: string; impact: string; help: string; targets: string[] };

/** Runs axe on the whole document; answers its serious and critical violations. */
export async function audit(page: Page, route: string): Promise<Finding[]> {
  // Evaluated through the DevTools protocol, which the shop's Content Security Policy does not govern.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = (await page.evaluate(() =>
    (window as unknown as { axe: { run(context: Document): Promise<unknown> } }).axe.run(document),
  )) as AxeResults;
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      route,
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
}

/** Opens a route of the hash router, waits for it to settle and audits it (not a redirect away from it). */
export async function visit(page: Page, route: string, options: { spinning?: boolean } = {}) {
  await page.goto(`/#${route}`);
  await settle(page, options).catch((error: Error) => {
    throw new Error(`${route} did not settle: ${error.message}`, { cause: error });
  });
  expect(hashPath(page)).toBe(route);
  return audit(page, route);
}
