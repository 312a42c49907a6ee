import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { hashPath, main } from './steps.ts';

/*
 * axe-core in Chromium, shared by the accessibility runs of the shop and of the console: wait until a
 * page has settled, run axe on the whole document and keep its serious and critical violations.
 */

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Waits until the page's main content has stopped changing (data arrived, skeletons and spinners
 * replaced): the same markup on two looks 200 ms apart, with no loading mark in it (skeletons, a
 * busy region, a spinner). `spinning`: the page's settled state is itself a spinner (a payment
 * being checked). Watched in the page, so that concurrent tests can share it.
 */
export async function settle(page: Page, { spinning = false } = {}) {
  await main(page).waitFor();
  await page.waitForFunction(
    ({ spinning, key }) => {
      const seen = window as unknown as { __settle?: { key: string; html: string } };
      const html = document.querySelector('main')?.innerHTML ?? '';
      const loading = spinning ? /animate-pulse/ : /animate-pulse|animate-spin|aria-busy="true"/;
      const still = seen.__settle?.key === key && seen.__settle.html === html && !loading.test(html);
      seen.__settle = { key, html };
      return still;
    },
    // Each wait starts afresh: the markup seen by the last one is no answer to this one.
    { spinning, key: `${Date.now()}-${Math.random()}` },
    { polling: 200, timeout: 60_000 },
  );
}

/** How wide the whole document is: more than the window, and the page scrolls sideways. */
export const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

export type Finding = { route: string; rule: string; impact: string; help: string; targets: string[] };

/** What an audit runs besides axe's default rules: rules axe leaves off by default (its experimental ones). */
export type AuditOptions = { rules?: string[] };

/** Runs axe on the whole document; answers its serious and critical violations. */
export async function audit(
  page: Page,
  route: string,
  { rules = [] }: AuditOptions = {},
): Promise<Finding[]> {
  await keepScreenshot(page, route);
  // Evaluated through the DevTools protocol, which the shop's Content Security Policy does not govern.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // Only the violations are read: axe then keeps one node of each pass, which makes it quicker.
  const results = (await page.evaluate(
    (enabled) =>
      (window as unknown as { axe: { run(context: Document, options: object): Promise<unknown> } }).axe.run(
        document,
        {
          resultTypes: ['violations'],
          rules: Object.fromEntries(enabled.map((rule) => [rule, { enabled: true }])),
        },
      ),
    rules,
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

/**
 * With SCREENSHOTS_DIR set, every audited page is also saved there as a whole-page PNG, named by its
 * language, width and route (a second look at the same route, a dialog open, gets a number), so that
 * every screen of both languages and both widths can be looked at after a run.
 */
async function keepScreenshot(page: Page, route: string) {
  const dir = process.env.SCREENSHOTS_DIR;
  if (!dir) return;
  const lang = await page.evaluate(() => document.documentElement.lang);
  const slug = route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  const stem = path.join(dir, `${lang}-${page.viewportSize()?.width ?? 0}-${slug}`);
  let file = `${stem}.png`;
  for (let n = 2; existsSync(file); n += 1) file = `${stem}-${n}.png`;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: file, fullPage: true });
}

/** Opens a route of the hash router, waits for it to settle and audits it (not a redirect away from it). */
export async function visit(page: Page, route: string, options: { spinning?: boolean } & AuditOptions = {}) {
  await page.goto(`/#${route}`);
  await main(page).waitFor();
  // Parts that load as they come near the screen (the book page's related books) are audited too.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await settle(page, options).catch((error: Error) => {
    throw new Error(`${route} did not settle: ${error.message}`, { cause: error });
  });
  expect(hashPath(page)).toBe(route);
  return audit(page, route, options);
}
