// What the import graph (.dependency-cruiser.cjs) cannot see, read from each file's syntax tree:
// - raw SQL (sql`…` templates, sql.raw(…), .execute(…), .query(…) with a string) that names a
//   table owned by another module; `db/schema/<m>.ts` declares the tables module <m> owns, and
//   only the database layer (src/server/db) names any table;
// - an import() of a computed path, which no checker can follow.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from '@babel/core';
import { hole, loadSqlParser, scannedWords, tablesIn } from './walls-sql.mjs';

const sourceFile = /\.(ts|tsx|mjs|cjs|js)$/;
const schemaDir = 'src/server/db/schema/';

/**
 * Files that may name another room's tables in raw SQL: each names its tables and its reason
 * (docs/decisions/067). Everything else reaches a table through its module, a test through the
 * module's testing.ts.
 */
const sqlExceptions = {
  'src/server/plugins/rate-limit.ts': {
    tables: ['rate_limits'],
    why: 'the rate-limit store is a framework plugin, not a module; its table is its own',
  },
  'src/server/plugins/rate-limit.test.ts': {
    tables: ['rate_limits'],
    why: 'the rate-limit store’s own test, which dates a window a day back; the plugin has no testing.ts',
  },
  'src/server/fleet.test.ts': {
    tables: [
      'books',
      'orders',
      'order_status_history',
      'pdf_ownerships',
      'mail_outbox',
      'subscribers',
      'invoices',
    ],
    why: 'looks into the database that several spawned processes share, where no in-process helper reaches',
  },
  'src/server/fleet-cod.test.ts': {
    tables: [
      'books',
      'countries',
      'payment_types',
      'orders',
      'order_status_history',
      'cod_confirmations',
      'mail_outbox',
      'shipments',
      'shipment_events',
    ],
    why: 'looks into the database that several spawned processes share, where no in-process helper reaches',
  },
  'src/server/test/fleet-sales.ts': {
    tables: ['clients', 'staff_users', 'books', 'countries', 'payment_types', 'invoices'],
    why: 'makes the readers, the orders desk and the stock of a sale day in the database several spawned processes share',
  },
  'src/server/test/fleet.ts': {
    tables: ['payment_types'],
    why: 'reads the card payment type of the database its spawned processes seeded',
  },
  'src/server/modules/backoffice/dashboard.test.ts': {
    tables: ['orders', 'order_lines', 'books'],
    why: 'dates orders in the past for the day buckets, and counts them again in SQL of its own to check the sums',
  },
  'src/server/modules/fulfilment/pipeline.ts': {
    tables: [
      'orders',
      'order_addresses',
      'order_refunds',
      'cod_confirmations',
      'shipments',
      'shipment_events',
      'countries',
    ],
    why: 'places each printed order at its step from one statement over the orders, their COD confirmations and shipments (decision 100); the module owns no table',
  },
  'bench/catalogue.ts': {
    tables: ['cover_types', 'book_categories', 'writers', 'books', 'book_search'],
    why: 'builds a large catalogue in bulk, as a benchmark must',
  },
  'bench/rush/fixtures.ts': {
    tables: ['books'],
    why: 'finds the books a stored PDF can be bought of, which no answer tells, in the database its spawned processes seeded',
  },
  'bench/rush/checks.ts': {
    tables: [
      'books',
      'orders',
      'order_lines',
      'invoices',
      'invoice_sequences',
      'mail_outbox',
      'coupons',
      'coupon_redemptions',
    ],
    why: 'checks after the rush what several spawned processes wrote to the one database they share',
  },
  'bench/export.ts': {
    tables: ['orders', 'order_addresses', 'order_lines'],
    why: 'fills 100,000 orders in a few statements, as a benchmark of the export must',
  },
};

const excepted = (file, table) => sqlExceptions[file]?.tables.includes(table) ?? false;

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

/** Every node of a babel syntax tree, with its parent. */
function* nodes(node, parent = null) {
  if (!node || typeof node.type !== 'string') return;
  yield [node, parent];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments') continue;
    if (Array.isArray(value)) for (const item of value) yield* nodes(item, node);
    else if (value && typeof value === 'object') yield* nodes(value, node);
  }
}

const parse = (file, text) =>
  parseSync(text, {
    filename: file,
    babelrc: false,
    configFile: false,
    parserOpts: { plugins: file.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'] },
  }).program;

/** Which room a file belongs to for its SQL: a module, the db layer, or none. */
function roomOf(file) {
  const module = /^src\/server\/modules\/([^/]+)\//.exec(file);
  if (module) return module[1];
  return file.startsWith('src/server/db/') ? 'db' : null;
}

/** The module a file declares tables for: db/schema/<m>.ts and modules/<m>/ declare <m>'s. */
function declarerOf(file) {
  if (file.startsWith(schemaDir)) return path.posix.basename(file).replace(sourceFile, '');
  const room = roomOf(file);
  return room === 'db' ? null : room;
}

const isNamed = (node, name) => node?.type === 'Identifier' && node.name === name;
const isMember = (node, object, property) =>
  node?.type === 'MemberExpression' && isNamed(node.object, object) && isNamed(node.property, property);
const isSqlTag = (tag) =>
  isNamed(tag, 'sql') || (tag.type === 'MemberExpression' && isNamed(tag.property, 'sql'));
const isTableDeclaration = (call) =>
  isNamed(call.callee, 'pgTable') ||
  (call.callee.type === 'MemberExpression' &&
    isNamed(call.callee.property, 'table') &&
    call.callee.object.type === 'CallExpression' &&
    isNamed(call.callee.object.callee, 'pgSchema'));

/**
 * The strings a node may stand for, resolved within its file: literals, templates, constants,
 * `+`, `a ? b : c`, and parameters typed as a union of literals; null when it is computed.
 */
function stringsOf(node, scope, depth = 0) {
  if (!node || depth > 8) return null;
  const next = (child) => stringsOf(child, scope, depth + 1);
  switch (node.type) {
    case 'StringLiteral':
      return [node.value];
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'TSNonNullExpression':
    case 'ParenthesizedExpression':
      return next(node.expression);
    case 'Identifier':
      return scope.has(node.name) ? next(scope.get(node.name)) : null;
    case 'TSLiteralType':
      return next(node.literal);
    case 'TSUnionType': {
      const all = node.types.map(next);
      return all.includes(null) ? null : all.flat();
    }
    case 'ConditionalExpression':
    case 'LogicalExpression': {
      const [a, b] =
        node.type === 'LogicalExpression' ? [node.left, node.right] : [node.consequent, node.alternate];
      const both = [next(a), next(b)];
      return both.includes(null) ? null : both.flat();
    }
    case 'BinaryExpression':
      if (node.operator !== '+') return null;
      return joined([next(node.left), next(node.right)].map((part) => part ?? null));
    case 'TemplateLiteral':
      return joined(
        node.quasis.flatMap((quasi, index) =>
          index < node.expressions.length
            ? [[quasi.value.cooked], next(node.expressions[index]) ?? [hole(index + 1)]]
            : [[quasi.value.cooked]],
        ),
      );
    default:
      return null;
  }
}

/** Every way of joining one alternative of each part (at most 16). */
function joined(parts) {
  if (parts.includes(null)) return null;
  let all = [''];
  for (const part of parts) all = all.flatMap((head) => part.map((tail) => head + tail)).slice(0, 16);
  return all;
}

/** Names a file binds to a value once (constants) or to a literal-typed parameter. */
function scopeOf(program) {
  const scope = new Map();
  for (const [node] of nodes(program)) {
    if (node.type === 'VariableDeclarator' && node.id.type === 'Identifier' && node.init)
      scope.set(node.id.name, node.init);
    if (node.type === 'Identifier' && node.typeAnnotation?.typeAnnotation?.type === 'TSUnionType')
      scope.set(node.name, node.typeAnnotation.typeAnnotation);
  }
  return scope;
}

/** The SQL of a sql`…` template: sql.raw(…) and sql.identifier(…) holes written in, others stood for. */
function templateSql(quasi, scope) {
  const holeText = (expression, index) => {
    if (expression.type === 'CallExpression' && isMember(expression.callee, 'sql', 'raw'))
      return stringsOf(expression.arguments[0], scope) ?? [hole(index)];
    if (expression.type === 'CallExpression' && isMember(expression.callee, 'sql', 'identifier'))
      return (stringsOf(expression.arguments[0], scope) ?? [hole(index)]).map((name) => `"${name}"`);
    return [hole(index)];
  };
  return joined(
    quasi.quasis.flatMap((part, index) =>
      index < quasi.expressions.length
        ? [[part.value.cooked], holeText(quasi.expressions[index], index + 1)]
        : [[part.value.cooked]],
    ),
  );
}

/** Files that may import() or require() a computed path, each with its reason. */
const computedImportExceptions = {
  'bench/lighthouse.ts':
    'Lighthouse is installed by its benchmark outside the project; its entry is read from that folder at run time',
  'scripts/start.mjs': 'runs the built server (dist/server/main.js), which exists only after `npm run build`',
};

/** A literal path, or require.resolve('a-package'): something the walls can follow. */
const isFollowable = (argument) =>
  argument?.type === 'StringLiteral' ||
  (argument?.type === 'TemplateLiteral' && argument.expressions.length === 0) ||
  (argument?.type === 'CallExpression' &&
    isMember(argument.callee, 'require', 'resolve') &&
    argument.arguments[0]?.type === 'StringLiteral' &&
    !/^[./#]/.test(argument.arguments[0].value));

const isCreateRequire = (node) => node?.type === 'CallExpression' && isNamed(node.callee, 'createRequire');

/** How a file loads code the import graph cannot follow: import() or require() of a computed path, a renamed require. */
function loadingBreach(file, node, scope) {
  if (node.type !== 'CallExpression') return null;
  const { callee } = node;
  const computed = !isFollowable(node.arguments[0]) && !(file in computedImportExceptions);
  if (callee.type === 'Import' && computed)
    return 'import() of a computed path: name the file, so the walls can follow it';
  const madeByCreateRequire =
    isCreateRequire(callee) || (callee.type === 'Identifier' && isCreateRequire(scope.get(callee.name)));
  if (madeByCreateRequire && !isNamed(callee, 'require'))
    return 'a require made by createRequire and called by another name: call it `require`, so the walls can follow it';
  if (madeByCreateRequire && computed)
    return 'require() of a computed path: name the file, so the walls can follow it';
  return null;
}

/** The SQL texts a node runs, each with how it was found; none when it runs no SQL of its own. */
function sqlOf(node, parent, scope) {
  if (node.type === 'TaggedTemplateExpression' && isSqlTag(node.tag)) return templateSql(node.quasi, scope);
  if (node.type !== 'CallExpression' || node.callee.type !== 'MemberExpression') return null;
  const method = node.callee.property.name;
  const inTemplate = parent?.type === 'TemplateLiteral';
  if (isMember(node.callee, 'sql', 'raw') && !inTemplate) return stringsOf(node.arguments[0], scope);
  const argument = node.arguments[0];
  if ((method === 'execute' || method === 'query') && argument?.type !== 'TaggedTemplateExpression')
    return stringsOf(argument, scope);
  return null;
}

/** The tables a piece of SQL names: parsed, or read by PostgreSQL's scanner when it is a fragment. */
function tablesOfSql(text, tableNames) {
  const parsed = tablesIn(text);
  if (!parsed.error) return { tables: parsed.tables };
  // A fragment that is no statement, expression or clause list (a sort direction, half a
  // condition) is not skipped: its words are read by PostgreSQL's own scanner instead.
  const words = scannedWords(text);
  if (words === null) return { error: parsed.error };
  return { tables: new Set(words.filter((word) => tableNames.has(word))), scanned: parsed.error };
}

/** The breaches in one file, as `file:line message`. */
export function scanFile(file, program, owners) {
  const room = roomOf(file);
  const scope = scopeOf(program);
  const found = new Set();
  const where = room
    ? `module ${room} uses only its own tables`
    : 'only its module and the database layer name a table';
  const names = (line, table, how) => {
    const owner = owners.get(table);
    if (owner === undefined || owner === room || room === 'db' || excepted(file, table)) return;
    found.add(`${file}:${line} ${how} ${table}, a table of ${owner}: ${where}`);
  };
  for (const [node, parent] of nodes(program)) {
    const line = node.loc.start.line;
    const loading = loadingBreach(file, node, scope);
    if (loading) found.add(`${file}:${line} ${loading}`);
    if (
      node.type === 'CallExpression' &&
      isMember(node.callee, 'sql', 'identifier') &&
      parent?.type !== 'TemplateLiteral'
    )
      for (const name of stringsOf(node.arguments[0], scope) ?? [])
        names(line, name, 'sql.identifier() names');
    const texts = sqlOf(node, parent, scope);
    if (room === 'db') continue;
    for (const text of texts ?? []) {
      const { tables, error, scanned } = tablesOfSql(text, owners);
      if (error) found.add(`${file}:${line} SQL that PostgreSQL cannot read: ${error}`);
      for (const table of tables ?? [])
        names(line, table, scanned ? `raw SQL (a fragment, read word by word) names` : 'raw SQL names');
    }
  }
  return [...found];
}

/**
 * Who owns each table: the module whose db/schema/<m>.ts or modules/<m>/ declares it with
 * pgTable('name', …). A name is owned by one module; a second declaration elsewhere is a breach.
 */
function declarations(files) {
  const owners = new Map();
  const found = [];
  const ordered = [...files].sort(
    ([a], [b]) => Number(!a.startsWith(schemaDir)) - Number(!b.startsWith(schemaDir)),
  );
  for (const [file, program] of ordered) {
    const scope = scopeOf(program);
    for (const [node] of nodes(program)) {
      if (node.type !== 'CallExpression' || !isTableDeclaration(node)) continue;
      const declarer = declarerOf(file);
      const line = node.loc.start.line;
      for (const table of stringsOf(node.arguments[0], scope) ?? [hole(0)]) {
        const owner = owners.get(table);
        if (declarer === null)
          found.push(
            `${file}:${line} declares table ${table} outside a module: a module declares its tables, in db/schema/<module>.ts or its own folder`,
          );
        else if (owner !== undefined && owner !== declarer)
          found.push(
            `${file}:${line} declares table ${table}, a table of ${owner}: a table is declared by the one module that owns it`,
          );
        else owners.set(table, declarer);
      }
    }
  }
  return { owners, found };
}

/** Every breach under the folders that hold code: src, e2e, bench and scripts. */
export async function checkRawWalls(root) {
  await loadSqlParser();
  const files = [];
  for (const dir of ['src', 'e2e', 'bench', 'scripts'])
    for (const file of walk(root, dir))
      files.push([file, parse(file, readFileSync(path.join(root, file), 'utf8'))]);
  const { owners, found } = declarations(files);
  for (const [file, program] of files) found.push(...scanFile(file, program, owners));
  return found;
}
