import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './support/browser.ts';

/** The journeys need the built single page and the system Chromium. */
export default function setup() {
  if (!existsSync(chromiumPath)) {
    throw new Error(`Chromium not found at ${chromiumPath}: install the Debian package 'chromium'`);
  }
  if (!existsSync('dist/web/index.html') || process.env.E2E_BUILD === '1') {
    execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  }
}
