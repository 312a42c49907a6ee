// What the import graph (.dependency-cruiser.cjs) cannot see, read from each file's syntax tree:
// - raw SQL (sql`…` templates, sql.raw(…), .execute(…), .query(…) with a string) that names a
//   table owned by another module; `db/schema/<m>.ts` declares the tables module <m> owns, and
//   only the database layer (src/server/db) names any table;
// - an import() of a computed path, which no checker can follow.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from '@babel/core';

const sourceFile = /\.(ts|tsx|mjs|cjs|js)$/;
const schemaDir = 'src/server/db/schema/';

/**
 * Files that may name another room's tables in raw SQL, each with its reason: a list of tables,
 * or '*' for any. Tests and benchmarks here arrange or observe what no API does.
 */
const sqlExceptions = {
  'src/server/plugins/rate-limit.ts': {
    tables: ['rate_limits'],
    why: 'the rate-limit store is a framework plugin, not a module; its table is its own',
  },
  'src/server/modules/backoffice/dashboard.test.ts': {
    tables: '*',
    why: 'dates orders in the past for the day buckets',
  },
  'src/server/modules/backoffice/files-content.test.ts': {
    tables: '*',
    why: 'makes content rows no screen makes',
  },
  'src/server/modules/orders/stock-everywhere.test.ts': {
    tables: '*',
    why: "changes a book behind the API's back to show every process sees it",
  },
  'src/server/plugins/bad-input.test.ts': {
    tables: '*',
    why: 'counts rows to show that bad input wrote nothing',
  },
  'src/server/plugins/log-errors.test.ts': { tables: '*', why: 'renames a table to make the database fail' },
  'src/server/fleet.test.ts': {
    tables: '*',
    why: 'looks into the database that several spawned processes share, where no in-process helper reaches',
  },
  'src/server/test/fleet.ts': {
    tables: ['payment_types'],
    why: 'reads the card payment type of the database its spawned processes seeded',
  },
  'src/server/services/change-feed.test.ts': {
    tables: '*',
    why: 'writes tables directly to test the change feed',
  },
  'src/web/features/staff/dashboard/dashboard.test.tsx': {
    tables: '*',
    why: 'marks an order paid without a payment provider',
  },
  'bench/catalogue.ts': { tables: '*', why: 'builds a large catalogue in bulk, as a benchmark must' },
  'bench/run.ts': { tables: '*', why: 'reads the benchmark catalogue it built' },
  'bench/export.ts': {
    tables: ['orders', 'order_addresses', 'order_lines'],
    why: 'fills 100,000 orders in a few statements, as a benchmark of the export must',
  },
};

const excepted = (file, table) => {
  const exception = sqlExceptions[file];
  return exception !== undefined && (exception.tables === '*' || exception.tables.includes(table));
};

function walk(root, dir, found = []) {
  const full = path.join(root, dir);
  let names;
  try {
    names = readdirSync(full);
  } catch {
    return found;
  }
  for (const name of names) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const file = path.posix.join(dir, name);
    if (statSync(path.join(root, file)).isDirectory()) walk(root, file, found);
    else if (sourceFile.test(name) && !name.endsWith('.d.mts')) found.push(file);
  }
  return found;
}

/** Table name → owning module, read from the pgTable('name' …) calls of each schema file. */
export function tableOwners(root) {
  const owners = new Map();
  for (const file of walk(root, schemaDir)) {
    const owner = path.posix.basename(file).replace(sourceFile, '');
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const match of text.matchAll(/pgTable\(\s*'([a-z_][\w]*)'/g)) owners.set(match[1], owner);
  }
  return owners;
}

/** Every node of a babel syntax tree. */
function* nodes(node) {
  if (!node || typeof node.type !== 'string') return;
  yield node;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments') continue;
    if (Array.isArray(value)) for (const item of value) yield* nodes(item);
    else if (value && typeof value === 'object') yield* nodes(value);
  }
}

const isSqlTag = (tag) =>
  (tag.type === 'Identifier' && tag.name === 'sql') ||
  (tag.type === 'MemberExpression' && tag.property.name === 'sql');

const isRawCall = (callee) =>
  callee.type === 'MemberExpression' &&
  (callee.property.name === 'execute' ||
    callee.property.name === 'query' ||
    (callee.property.name === 'raw' && callee.object.name === 'sql'));

/** The literal SQL text of a node: a template's fixed parts, a string; null for anything else. */
function literalText(node) {
  if (node?.type === 'StringLiteral') return node.value;
  if (node?.type === 'TemplateLiteral') return node.quasis.map((quasi) => quasi.value.cooked).join(' ');
  return null;
}

/** Which room a file belongs to for its SQL: a module, the db layer, or none. */
function roomOf(file) {
  const module = /^src\/server\/modules\/([^/]+)\//.exec(file);
  if (module) return module[1];
  return file.startsWith('src/server/db/') ? 'db' : null;
}

/** Files that may import() a computed path, each with its reason. */
const computedImportExceptions = {
  'bench/lighthouse.ts':
    'Lighthouse is installed by its benchmark outside the project; its entry is read from that folder at run time',
  'scripts/start.mjs': 'runs the built server (dist/server/main.js), which exists only after `npm run build`',
};

const isComputed = (argument) =>
  !argument ||
  !(
    argument.type === 'StringLiteral' ||
    (argument.type === 'TemplateLiteral' && argument.expressions.length === 0)
  );

/** The breaches in one file, as `file:line message`. */
export function scanFile(file, text, owners) {
  const ast = parseSync(text, {
    filename: file,
    babelrc: false,
    configFile: false,
    parserOpts: { plugins: file.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'] },
  });
  const room = roomOf(file);
  const found = [];
  for (const node of nodes(ast.program)) {
    const line = node.loc.start.line;
    const computed =
      node.type === 'CallExpression' && node.callee.type === 'Import' && isComputed(node.arguments[0]);
    if (computed && !(file in computedImportExceptions))
      found.push(`${file}:${line} import() of a computed path: name the file, so the walls can follow it`);
    let sqlText = null;
    if (node.type === 'TaggedTemplateExpression' && isSqlTag(node.tag)) sqlText = literalText(node.quasi);
    if (node.type === 'CallExpression' && isRawCall(node.callee)) sqlText = literalText(node.arguments[0]);
    if (sqlText === null || room === 'db') continue;
    for (const [table, owner] of owners) {
      if (owner === room || excepted(file, table)) continue;
      if (new RegExp(`(?<![\\w.])"?${table}"?(?![\\w])`, 'i').test(sqlText))
        found.push(
          `${file}:${line} raw SQL names ${table}, a table of ${owner}: ${room ? `module ${room} uses only its own tables` : 'only its module and the database layer name a table'}`,
        );
    }
  }
  return found;
}

/** Every breach under the folders that hold code: src, e2e, bench and scripts. */
export function checkRawWalls(root) {
  const owners = tableOwners(root);
  const found = [];
  for (const dir of ['src', 'e2e', 'bench', 'scripts'])
    for (const file of walk(root, dir))
      found.push(...scanFile(file, readFileSync(path.join(root, file), 'utf8'), owners));
  return found;
}
