#!/usr/bin/env node
// The figures of docs/code-health.md: source lines per server module and per console area, the
// functions over 80 lines, and how many pairs of places share 15 or more lines (the `duplicates`
// command, where the machine has it). Usage: node scripts/code-health.mjs [root] [--list]
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseSync, traverse } from '@babel/core';

const args = process.argv.slice(2);
const root = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? '.');
const LONG = 80;

const isSource = (file) => /\.(ts|tsx)$/.test(file) && !/\.(test|e2e)\.tsx?$/.test(file);

function filesUnder(dir) {
  let found = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) found = found.concat(filesUnder(full));
    else if (isSource(full)) found.push(full);
  }
  return found;
}

const linesOf = (file) => readFileSync(file, 'utf8').split('\n').length - 1;

function linesPerFolder(parent) {
  const dir = path.join(root, parent);
  return readdirSync(dir)
    .filter((name) => statSync(path.join(dir, name)).isDirectory())
    .map((name) => {
      const files = filesUnder(path.join(dir, name));
      return {
        name: `${parent}/${name}`,
        files: files.length,
        lines: files.reduce((n, f) => n + linesOf(f), 0),
      };
    })
    .sort((a, b) => b.lines - a.lines);
}

/** The comment line that says why a long function stays whole, right above its first line. */
const WHOLE = /^\s*\/\/ Whole: \S/;

/**
 * Every function, method and arrow function of more than LONG lines, with its place; `whole` lists
 * apart those with a `// Whole: <reason>` line right above them.
 */
function longFunctions(dir) {
  const long = [];
  const whole = [];
  for (const file of filesUnder(path.join(root, dir))) {
    const text = readFileSync(file, 'utf8');
    const lines = text.split('\n');
    const ast = parseSync(text, {
      filename: file,
      babelrc: false,
      configFile: false,
      parserOpts: { plugins: ['typescript', 'jsx'] },
    });
    traverse(ast, {
      Function({ node }) {
        const count = node.loc.end.line - node.loc.start.line + 1;
        if (count <= LONG) return;
        const place = `${path.relative(root, file)}:${node.loc.start.line} (${count} lines)`;
        (WHOLE.test(lines[node.loc.start.line - 2] ?? '') ? whole : long).push(place);
      },
    });
  }
  return { long, whole };
}

function duplicatePairs() {
  try {
    const out = execFileSync(
      'duplicates',
      ['--repo', root, '--min-lines', '15', '--most', '1', '--seconds', '120'],
      {
        encoding: 'utf8',
      },
    );
    const counted = /(\d+) pairs?/.exec(out);
    return counted ? Number(counted[1]) : out.startsWith('no duplicates') ? 0 : undefined;
  } catch {
    return undefined;
  }
}

for (const parent of ['src/server/modules', 'src/web/features/staff']) {
  console.log(`\n${parent} (source lines, files):`);
  for (const { name, files, lines } of linesPerFolder(parent))
    console.log(`  ${name}: ${lines}, ${files} files`);
}
for (const dir of ['src/server', 'src/web']) {
  const { long, whole } = longFunctions(dir);
  console.log(
    `\nfunctions over ${LONG} lines in ${dir}: ${long.length} (and ${whole.length} kept whole, with the reason beside them)`,
  );
  if (args.includes('--list')) {
    for (const place of long) console.log(`  ${place}`);
    for (const place of whole) console.log(`  ${place} (whole)`);
  }
}
const pairs = duplicatePairs();
console.log(
  `\npairs of places sharing 15 or more lines (duplicates): ${pairs ?? 'not counted (no duplicates command)'}`,
);
