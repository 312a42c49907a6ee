// `npm start`. The demo builds the web app and the server, then serves them; in production
// (NODE_ENV=production) nothing is built: the server starts from what `npm run build` made, which
// needs no development dependency. Either way the server runs in this very process, which the
// script's `exec` puts in the shell's place under npm: a stop signal sent to `npm start` reaches the
// server, and nothing is left running.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const main = path.join(root, 'dist', 'server', 'main.js');

if (process.env.NODE_ENV === 'production') {
  if (!existsSync(main)) {
    console.error('No build in dist/server: run `npm run build` before starting in production.');
    process.exit(1);
  }
} else {
  const npm = process.env.npm_execpath;
  if (npm) execFileSync(process.execPath, [npm, 'run', 'build'], { cwd: root, stdio: 'inherit' });
  else execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}

await import(pathToFileURL(main).href);
