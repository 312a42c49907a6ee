import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/*
 * Lighthouse and the Chromium launcher it brings are installed for the benchmark alone, the first time
 * it runs, into a folder of their own (node_modules/.cache/bench-lighthouse): they are not among the
 * shop's dependencies, whose `npm ci` then carries neither them nor their newer Node requirement
 * (Lighthouse 13 asks for Node 22.19 or later). Decision 035.
 */

export const LIGHTHOUSE_VERSION = '13.5.0';

/** What the benchmark reads of a Lighthouse result. */
export type Lhr = {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
  runtimeError?: { message: string };
};
type Lighthouse = (
  url: string,
  flags: { port: number; output: 'json'; logLevel: 'error'; onlyCategories: string[] },
) => Promise<{ lhr: Lhr } | undefined>;
type ChromeLauncher = {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): void }>;
};

export type LighthouseKit = { lighthouse: Lighthouse; chromeLauncher: ChromeLauncher; version: string };

/** Lighthouse and chrome-launcher from the benchmark's own folder, installed there when missing. */
export async function loadLighthouse(root: string): Promise<LighthouseKit> {
  const prefix = path.join(root, 'node_modules/.cache/bench-lighthouse');
  const modules = path.join(prefix, 'node_modules');
  const manifest = path.join(modules, 'lighthouse/package.json');
  const installed = existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).version;
  if (installed !== LIGHTHOUSE_VERSION) {
    console.log(
      `Installing Lighthouse ${LIGHTHOUSE_VERSION} for the benchmark into ${path.relative(root, prefix)}`,
    );
    execFileSync(
      'npm',
      [
        'install',
        '--prefix',
        prefix,
        '--no-save',
        '--no-audit',
        '--no-fund',
        `lighthouse@${LIGHTHOUSE_VERSION}`,
      ],
      { cwd: root, stdio: 'inherit' },
    );
  }
  // Both are ES modules that name their entry in `main`.
  const entry = (name: string) => {
    const { main } = JSON.parse(readFileSync(path.join(modules, name, 'package.json'), 'utf8'));
    return pathToFileURL(path.join(modules, name, main)).href;
  };
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([
    import(entry('lighthouse')) as Promise<{ default: Lighthouse }>,
    import(entry('chrome-launcher')) as Promise<ChromeLauncher>,
  ]);
  return { lighthouse, chromeLauncher, version: LIGHTHOUSE_VERSION };
}
