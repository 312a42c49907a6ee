#!/usr/bin/env node
// The walls between the code's rooms, checked by `npm run lint` (docs/decisions/017):
// 1. dependency-cruiser with .dependency-cruiser.cjs on every import of src/, e2e/, bench/, scripts/;
// 2. dependency-cruiser with .dependency-cruiser-rooms.cjs: no two rooms depend on each other,
//    counted on the files that ship (tests may use each other's testing.ts both ways);
// 3. scripts/check-raw-walls.mjs: raw SQL (parsed by PostgreSQL's parser) or sql.identifier() naming
//    another module's table, a table declared by a module that does not own it, and code loaded
//    where the import graph cannot follow it (import() or require() of a computed path, a require
//    made by createRequire under another name).
// Usage: node scripts/walls.mjs [root]   (root defaults to this repository; exits 1 on a breach)
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import extractBabelConfig from 'dependency-cruiser/config-utl/extract-babel-config';
import { checkRawWalls } from './check-raw-walls.mjs';

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const code = ['{src,e2e,bench,scripts}/**/*.{ts,tsx,mjs,cjs}'];

/** The breaches one dependency-cruiser configuration finds under root, one line each. */
async function breachesOf(root, { forbidden, options }) {
  const babelConfig = await extractBabelConfig(path.join(repository, options.babelConfig.fileName));
  const { output } = await cruise(
    code,
    { ...options, baseDir: root, validate: true, ruleSet: { forbidden }, outputType: 'json' },
    {},
    { babelConfig },
  );
  const { violations } = (typeof output === 'string' ? JSON.parse(output) : output).summary;
  return violations.map((violation) => {
    const rule = forbidden.find((candidate) => candidate.name === violation.rule.name);
    const to = violation.cycle ? violation.cycle.map((step) => step.name).join(' → ') : violation.to;
    return `${violation.rule.name}: ${violation.from} → ${to} (${rule?.comment ?? ''})`;
  });
}

/** Every breach of the walls under root. */
export async function checkWalls(root) {
  return [
    ...(await breachesOf(root, require('../.dependency-cruiser.cjs'))),
    ...(await breachesOf(root, require('../.dependency-cruiser-rooms.cjs'))),
    ...(await checkRawWalls(root)),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const breaches = await checkWalls(path.resolve(process.argv[2] ?? repository));
  for (const line of breaches) console.error(line);
  if (breaches.length > 0) {
    console.error(`${breaches.length} breach(es) of the walls between modules (scripts/walls.mjs).`);
    process.exit(1);
  }
  console.log('walls: every import goes through a public surface, and no SQL names another module’s table');
}
