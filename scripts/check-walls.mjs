#!/usr/bin/env node
// The walls between the code's rooms (DESIGN.md 'Layout'), checked on every import of src/:
// - src/shared is the bottom: it imports only itself; server and web never import each other.
// - A server module reaches another module only through its public surface, `modules/<m>/index.ts`
//   (test support also through `modules/<m>/testing.ts`), and only its own tables, `db/schema/<m>.ts`.
//   All tables together (`db/schema/index.ts`) are for the database layer (`src/server/db`) alone.
// - A web feature reaches another feature only through `features/<f>/index.ts` (test support also
//   `features/<f>/testing.ts`); components, api, state and i18n sit below the features and the app.
// - No two modules, and no two features, depend on each other (directly or round a longer cycle).
// Usage: node scripts/check-walls.mjs [root]   (root defaults to this repository; exits 1 on a breach)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const aliases = { '#shared/': 'src/shared/', '#server/': 'src/server/', '#web/': 'src/web/' };
const sourceFile = /\.(ts|tsx|mjs|js)$/;
const importPattern =
  /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|(?:^|[^\w.])import\s*\(\s*['"]([^'"]+)['"]\s*\)|(?:^|[\s;])import\s*['"]([^'"]+)['"]|vi\.mock\(\s*['"]([^'"]+)['"]/gm;

/** Files that only support tests, and may use another room's `testing.ts`. */
const isTestSupport = (file) =>
  /\.test\.tsx?$/.test(file) ||
  /\/(testing|fixtures|test-[\w-]+)\.tsx?$/.test(file) ||
  file.includes('/test/');

function walk(dir, found = []) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, found);
    else if (sourceFile.test(name)) found.push(full);
  }
  return found;
}

/** Repository-relative path of an import, or null for a package. */
function resolve(fromFile, specifier) {
  for (const [alias, target] of Object.entries(aliases)) {
    if (specifier.startsWith(alias)) return path.posix.normalize(target + specifier.slice(alias.length));
  }
  if (specifier.startsWith('.'))
    return path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));
  return null;
}

const roomOf = (file, base) => {
  if (!file.startsWith(base)) return null;
  const [room, ...rest] = file.slice(base.length).split('/');
  return rest.length === 0 ? null : { room, inner: rest.join('/') };
};

const surfaces = (inner, testSupport) =>
  /^index\.tsx?$/.test(inner) || (testSupport && /^testing\.tsx?$/.test(inner));

/** What the web's tests may start of the server: the test harness, the demo seed, modules' test surfaces. */
const serverTestSurface = (file) =>
  file.startsWith('src/server/test/') ||
  file.startsWith('src/server/db/seed/') ||
  /^src\/server\/modules\/[\w-]+\/(index|testing)\.ts$/.test(file);

/** Why `from` may not import `to`, or null when it may. */
export function breach(from, to) {
  const testSupport = isTestSupport(from);
  const layer = (file) => file.split('/')[1];
  if (layer(from) === 'shared' && layer(to) !== 'shared') return 'src/shared imports only src/shared';
  if (layer(from) === 'server' && layer(to) === 'web') return 'the server never imports the web';
  if (layer(from) === 'web' && layer(to) === 'server' && !(testSupport && serverTestSurface(to)))
    return testSupport
      ? "web tests reach the server only through src/server/test, the seed and modules' testing.ts"
      : 'the web never imports the server';

  const modules = 'src/server/modules/';
  const fromModule = roomOf(from, modules);
  const toModule = roomOf(to, modules);
  if (toModule && fromModule?.room !== toModule.room && to !== 'src/server/modules/index.ts') {
    if (!surfaces(toModule.inner, testSupport))
      return `module ${toModule.room} is reached only through its index.ts${testSupport ? ' or testing.ts' : ''}`;
  }
  if (
    layer(from) === 'server' &&
    (to === 'src/server/db/schema.ts' || to.startsWith('src/server/db/schema/'))
  ) {
    const table = to.slice('src/server/db/schema/'.length).replace(/\.ts$/, '');
    const inDb = from.startsWith('src/server/db/');
    if (!inDb && (!fromModule || fromModule.room !== table))
      return fromModule
        ? `module ${fromModule.room} uses only its own tables (db/schema/${fromModule.room}.ts)`
        : 'tables are used only by their module and the database layer';
  }

  const features = 'src/web/features/';
  const fromFeature = roomOf(from, features);
  const toFeature = roomOf(to, features);
  if (toFeature && fromFeature && fromFeature.room !== toFeature.room) {
    if (!surfaces(toFeature.inner, testSupport))
      return `feature ${toFeature.room} is reached only through its index.ts${testSupport ? ' or testing.ts' : ''}`;
  }
  if (fromFeature && to.startsWith('src/web/app/')) return 'features never import the app';
  const below = ['src/web/components/', 'src/web/api/', 'src/web/state/', 'src/web/i18n/'];
  if (below.some((dir) => from.startsWith(dir)) && (toFeature || to.startsWith('src/web/app/')))
    return 'components, api, state and i18n never import features or the app';
  return null;
}

/** Rooms (server modules, web features) that depend on each other round a cycle, as `a → b → a`. */
function cycles(edges) {
  const found = [];
  const seen = new Set();
  const visit = (room, trail) => {
    const at = trail.indexOf(room);
    if (at >= 0) {
      const cycle = [...trail.slice(at), room];
      const key = [...cycle.slice(0, -1)].sort().join();
      if (!seen.has(key)) {
        seen.add(key);
        found.push(cycle.join(' → '));
      }
      return;
    }
    for (const next of edges.get(room) ?? []) visit(next, [...trail, room]);
  };
  for (const room of [...edges.keys()].sort()) visit(room, []);
  return found;
}

export function checkWalls(root) {
  const breaches = [];
  const edges = new Map();
  const link = (from, to) => {
    for (const base of ['src/server/modules/', 'src/web/features/']) {
      const a = roomOf(from, base);
      const b = roomOf(to, base);
      if (a && b && a.room !== b.room && !isTestSupport(from)) {
        const key = `${base}${a.room}`;
        edges.set(key, new Set([...(edges.get(key) ?? []), `${base}${b.room}`]));
      }
    }
  };
  for (const full of walk(path.join(root, 'src'))) {
    const from = path.relative(root, full).split(path.sep).join('/');
    const text = readFileSync(full, 'utf8');
    for (const match of text.matchAll(importPattern)) {
      const specifier = match[1] ?? match[2] ?? match[3] ?? match[4];
      const to = resolve(from, specifier);
      if (to) link(from, to);
      const why = to && breach(from, to);
      if (why) {
        const line = text.slice(0, match.index).split('\n').length + (match[0].startsWith('\n') ? 1 : 0);
        breaches.push(`${from}:${line} imports ${specifier}: ${why}`);
      }
    }
  }
  for (const cycle of cycles(edges)) breaches.push(`${cycle}: rooms depend on each other in a cycle`);
  return breaches;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const breaches = checkWalls(root);
  for (const line of breaches) console.error(line);
  if (breaches.length > 0) {
    console.error(`${breaches.length} import(s) break the walls between modules (scripts/check-walls.mjs).`);
    process.exit(1);
  }
  console.log('walls: every import goes through a public surface');
}
